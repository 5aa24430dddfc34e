import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, idParam } from '../../../contract/common.js';
import { slotQuery, warehouseInput, warehouseQuery, type WarehouseInput } from '../../../contract/warehouse.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import { addDays, slotCalendar } from './calendar.js';
import * as repo from './repository.js';
import { bizClosedDay, bizDockDoor, bizSlot, bizWarehouse } from './table.js';
import { warehouseExportRoutes } from './export-routes.js';

export const tags = ['biz: warehouse'];
const perm = (action: string) => ({ access: { permission: `biz:warehouse:${action}` } });
const operLog = (businessType: number) => ({ operLog: { title: 'warehouse', businessType } });

const isRealDate = (day: string) => addDays(day, 0) === day;

/** What the schema cannot say about a warehouse: real dates, no repeated door names or closed days. */
function checkLists(lang: Lang, input: WarehouseInput) {
  const names = new Set<string>();
  input.doors.forEach((d, i) => {
    if (names.has(d.doorName)) throw badRequest(`doors.${i}.doorName: ${msg(lang, 'doorNameRepeated', d.doorName)}`, `doors.${i}.doorName`);
    names.add(d.doorName);
  });
  const days = new Set<string>();
  input.closedDays.forEach((c, i) => {
    if (!isRealDate(c.day)) throw badRequest(`closedDays.${i}.day: not a date (${c.day})`, `closedDays.${i}.day`);
    if (days.has(c.day)) throw badRequest(`closedDays.${i}.day: ${msg(lang, 'closedDayRepeated', c.day)}`, `closedDays.${i}.day`);
    days.add(c.day);
  });
}

/** /biz/warehouse: warehouses with their dock doors and closed days, and the slot calendar. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const found = async (lang: Lang, id: number) => {
    const row = await repo.findWarehouse(db, id);
    if (!row) throw notFound(msg(lang, 'warehouseNotFound'));
    return row;
  };
  const checkName = async (tx: typeof db, lang: Lang, input: WarehouseInput) => {
    if (await repo.nameTaken(tx, input)) {
      throw new AppError(409, `warehouseName: ${msg(lang, 'warehouseNameTaken', input.warehouseName)}`, 'warehouseName');
    }
  };

  app.get('/biz/warehouse/list', { config: perm('list'), schema: { tags, querystring: warehouseQuery } }, async (request) => {
    const { rows, total } = await repo.listWarehouses(db, request.query);
    return page(request, rows, total);
  });

  app.get('/biz/warehouse/options', {
    config: { access: { permission: ['biz:warehouse:query', 'biz:appointment:list'] } },
    schema: { tags, summary: 'Enabled warehouses with their enabled doors and slot settings, for selects' },
  }, async (request) => ok(request, await repo.warehouseOptions(db)));

  app.get('/biz/warehouse/:id', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => {
    const row = await repo.warehouseDetail(db, request.params.id);
    if (!row) throw notFound(msg(request.lang, 'warehouseNotFound'));
    return ok(request, row);
  });

  app.get('/biz/warehouse/:id/slots', {
    config: perm('query'),
    schema: { tags, summary: 'The slot calendar: per day closed or every slot with capacity and bookings', params: idParam, querystring: slotQuery },
  }, async (request) => {
    const { from, days } = request.query;
    if (!isRealDate(from)) throw badRequest(`from: not a date (${from})`, 'from');
    const warehouse = await found(request.lang, request.params.id);
    return ok(request, await slotCalendar(db, warehouse, from, days, request.lang));
  });

  app.post('/biz/warehouse', { config: { ...perm('add'), ...operLog(1) }, schema: { tags, body: warehouseInput } }, async (request) => {
    const { lang } = request;
    // new doors only: ids belong to doors of other warehouses
    const body = { ...request.body, warehouseId: undefined, doors: request.body.doors.map((d) => ({ ...d, doorId: undefined })) };
    checkLists(lang, body);
    const warehouseId = await db.transaction(async (tx) => {
      await repo.lockWarehouses(tx);
      await checkName(tx, lang, body);
      const [row] = await tx
        .insert(bizWarehouse)
        .values({ ...repo.storedValues(body), createBy: request.user!.userName })
        .returning({ id: bizWarehouse.warehouseId });
      await repo.replaceDoors(tx, row.id, body.doors);
      await repo.replaceClosedDays(tx, row.id, body.closedDays);
      return row.id;
    });
    return ok(request, await repo.warehouseDetail(db, warehouseId));
  });

  app.put('/biz/warehouse', { config: { ...perm('edit'), ...operLog(2) }, schema: { tags, body: warehouseInput } }, async (request) => {
    const { body, lang } = request;
    const id = body.warehouseId;
    if (!id) throw badRequest('warehouseId: required', 'warehouseId');
    checkLists(lang, body);
    await db.transaction(async (tx) => {
      await repo.lockWarehouses(tx);
      if (!(await repo.findWarehouse(tx, id))) throw notFound(msg(lang, 'warehouseNotFound'));
      await checkName(tx, lang, body);
      const current = await repo.doorsOf(tx, id);
      const currentIds = new Set(current.map((d) => d.doorId));
      body.doors.forEach((d, i) => {
        if (d.doorId && !currentIds.has(d.doorId)) throw badRequest(`doors.${i}.doorId: ${msg(lang, 'doorNotOfWarehouse')}`, `doors.${i}.doorId`);
      });
      const kept = new Set(body.doors.map((d) => d.doorId));
      const [booked] = await repo.bookedDoors(tx, current.filter((d) => !kept.has(d.doorId)).map((d) => d.doorId));
      if (booked) throw conflict(msg(lang, 'doorInUse', booked.doorName));
      await tx.update(bizWarehouse).set({ ...repo.storedValues(body), updateBy: request.user!.userName, updateTime: new Date() }).where(eq(bizWarehouse.warehouseId, id));
      await repo.replaceDoors(tx, id, body.doors);
      await repo.replaceClosedDays(tx, id, body.closedDays);
    });
    return ok(request, await repo.warehouseDetail(db, id));
  });

  app.delete('/biz/warehouse/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    const { lang } = request;
    const ids = [...new Set(request.params.ids)];
    await db.transaction(async (tx) => {
      // warehouse writes take turns, so an edit cannot re-add doors to a warehouse being deleted
      await repo.lockWarehouses(tx);
      const rows = await tx.select().from(bizWarehouse).where(inArray(bizWarehouse.warehouseId, ids));
      if (rows.length !== ids.length) throw notFound(msg(lang, 'warehouseNotFound'));
      const [inUse] = await repo.bookedWarehouses(tx, ids);
      if (inUse) throw conflict(msg(lang, 'warehouseInUse', rows.find((r) => r.warehouseId === inUse.warehouseId)!.warehouseName));
      await tx.delete(bizDockDoor).where(inArray(bizDockDoor.warehouseId, ids));
      await tx.delete(bizClosedDay).where(inArray(bizClosedDay.warehouseId, ids));
      await tx.delete(bizSlot).where(inArray(bizSlot.warehouseId, ids));
      await tx.delete(bizWarehouse).where(inArray(bizWarehouse.warehouseId, ids));
    });
    return { code: 200, msg: msg(lang, 'ok') };
  });

  await app.register(warehouseExportRoutes);
};
