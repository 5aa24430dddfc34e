import dayjs from 'dayjs';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { containerMovePermission, type ContainerEditInput, type ContainerInput, type ContainerMoveInput, type ContainerStatus, type PackingInput } from '../../../contract/container.js';
import type { Db } from '../../db/client.js';
import { blank } from '../../lib/coerce.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { hasPermission } from '../../lib/login-user.js';
import { forgetHistory, recordHistory, transition } from '../../lib/workflow.js';
import { bizOrder } from '../order/table.js';
import { bizWarehouse } from '../warehouse/table.js';
import { findContainer } from './containers.js';
import { assertUnlocked, containerForUpdate, containerName, known, rowFigures, type Caller, type Container, type Known } from './gate.js';
import { movePallets } from './ledger.js';
import { containerMachine } from './machine.js';
import { msg } from './messages.js';
import { bizContainer, bizPallet } from './table.js';

/** One container in the caller's scope as the API answers it; 404 otherwise. */
export async function foundContainer(ctx: Caller, id: number) {
  const row = await findContainer(ctx.db, ctx.user, id, await rowFigures(ctx));
  if (!row) throw notFound(msg(ctx.lang, 'containerNotFound'));
  return row;
}

type Values = Partial<typeof bizContainer.$inferInsert>;
const weight = (v: number | '' | null | undefined) => (v === undefined ? undefined : blank(v) ? null : String(v));

/** The body's fields as columns; what was left out is left alone. */
function valuesOf(body: Partial<ContainerInput>): Values {
  const { week, loadDate, grossWeight, truckWeight, ...rest } = body;
  const values: Record<string, unknown> = { ...rest };
  if (week !== undefined) values.week = blank(week) ? null : Number(week);
  if (loadDate !== undefined) values.loadDate = blank(loadDate) ? null : loadDate;
  if (grossWeight !== undefined) values.grossWeight = weight(grossWeight);
  if (truckWeight !== undefined) values.truckWeight = weight(truckWeight);
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Values;
}

async function checkReferences(tx: Db, lang: Caller['lang'], k: Known, body: Partial<ContainerInput>) {
  if (body.warehouseId !== undefined) {
    const [w] = await tx.select({ id: bizWarehouse.warehouseId }).from(bizWarehouse).where(eq(bizWarehouse.warehouseId, body.warehouseId));
    if (!w) throw badRequest(`warehouseId: ${msg(lang, 'warehouseMissing', String(body.warehouseId))}`, 'warehouseId');
  }
  if (body.boxType && !k.boxTypes.has(body.boxType)) throw badRequest(`boxType: ${msg(lang, 'boxTypeUnknown', body.boxType)}`, 'boxType');
}

/**
 * A new container in the caller's name, its first status recorded; `then` may complete it in the
 * same transaction (a temporary box is named after its id).
 */
async function insertContainer(ctx: Caller, values: Values & { warehouseId: number; status: '0' | '5' }, then?: (tx: Db, id: number) => Promise<void>) {
  const { user } = ctx;
  const k = await known(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    await checkReferences(tx, ctx.lang, k, values as Partial<ContainerInput>);
    const [row] = await tx
      .insert(bizContainer)
      .values({ ...values, deptId: user.deptId, userId: user.userId, createBy: user.userName })
      .returning({ id: bizContainer.containerId });
    await then?.(tx, row.id);
    await recordHistory(tx, { entity: 'container', entityId: row.id, field: 'status', from: '', to: values.status, by: user.userName });
    return row.id;
  });
  return foundContainer(ctx, id);
}

/** POST /biz/container: a container waiting to be sent to packing. */
export const addContainer = (ctx: Caller, body: ContainerInput) => insertContainer(ctx, { ...valuesOf(body), warehouseId: body.warehouseId, status: '0' });

/** POST /biz/container/temporary: a temporary box, for goods not yet given a container. */
export const addTemporary = (ctx: Caller, body: { warehouseId: number; remark?: string }) =>
  insertContainer(ctx, { warehouseId: body.warehouseId, remark: body.remark ?? '', status: '5' }, async (tx, id) => {
    await tx.update(bizContainer).set({ cabinetNo: `TMP-${dayjs().format('YYYYMMDD')}-${id}` }).where(eq(bizContainer.containerId, id));
  });

/** Updates an unlocked container's fields from the version the user read. */
async function update(ctx: Caller, id: number, version: number | undefined, values: Values, check?: (tx: Db, c: Container, k: Known) => Promise<void>) {
  const { lang, user } = ctx;
  const k = await known(ctx);
  await ctx.db.transaction(async (tx) => {
    const c = await containerForUpdate(tx, ctx, id);
    if (version !== undefined && version !== c.version) throw conflict(msg(lang, 'containerStale'));
    assertUnlocked(lang, c);
    await check?.(tx, c, k);
    await tx
      .update(bizContainer)
      .set({ ...values, version: sql`${bizContainer.version} + 1`, updateBy: user.userName, updateTime: new Date() })
      .where(eq(bizContainer.containerId, id));
  });
  return foundContainer(ctx, id);
}

const hasGoods = async (tx: Db, id: number) => (await tx.select({ id: bizPallet.palletId }).from(bizPallet).where(eq(bizPallet.containerId, id)).limit(1)).length > 0;

/** PUT /biz/container: the planning and loading fields, until it has left; not the status, the lock or the goods. */
export function editContainer(ctx: Caller, body: ContainerEditInput) {
  const { containerId, version, ...fields } = body;
  return update(ctx, containerId, version, valuesOf(fields), async (tx, c, k) => {
    // a container that has left is a record of what left
    if (c.status === '4') throw conflict(msg(ctx.lang, 'containerLeft', containerName(c)));
    await checkReferences(tx, ctx.lang, k, fields);
    if (fields.warehouseId !== undefined && fields.warehouseId !== c.warehouseId && (await hasGoods(tx, c.containerId))) throw badRequest(`warehouseId: ${msg(ctx.lang, 'containerWarehouse')}`, 'warehouseId');
  });
}

/** PUT /biz/container/{id}/packing: what the loaders record (packer, seal, driver, plate, weighbridge), until it has left. */
export function recordPacking(ctx: Caller, id: number, body: PackingInput) {
  const { version, ...fields } = body;
  return update(ctx, id, version, valuesOf(fields), async (_tx, c) => {
    if (c.status === '4') throw conflict(msg(ctx.lang, 'containerLeft', containerName(c)));
  });
}

/** PUT /biz/container/{id}/lock: lock or unlock, recorded in the container's history. */
export async function lockContainer(ctx: Caller, id: number, body: { locked: '0' | '1'; version?: number }) {
  const { lang, user } = ctx;
  await ctx.db.transaction(async (tx) => {
    const c = await containerForUpdate(tx, ctx, id);
    if (body.version !== undefined && body.version !== c.version) throw conflict(msg(lang, 'containerStale'));
    if (c.locked === body.locked) return;
    await tx
      .update(bizContainer)
      .set({ locked: body.locked, version: sql`${bizContainer.version} + 1`, updateBy: user.userName, updateTime: new Date() })
      .where(eq(bizContainer.containerId, id));
    await recordHistory(tx, { entity: 'container', entityId: id, field: 'locked', from: c.locked, to: body.locked, by: user.userName });
  });
  return foundContainer(ctx, id);
}

/** DELETE /biz/container/{ids}: containers without goods that have not left; all or none. */
export async function removeContainers(ctx: Caller, idList: number[]) {
  const ids = [...new Set(idList)].sort((a, b) => a - b);
  await ctx.db.transaction(async (tx) => {
    for (const id of ids) {
      const c = await containerForUpdate(tx, ctx, id);
      assertUnlocked(ctx.lang, c);
      if (c.status === '4' || (await hasGoods(tx, id))) throw conflict(msg(ctx.lang, 'containerDeleteGoods', containerName(c)));
    }
    await tx.delete(bizContainer).where(inArray(bizContainer.containerId, ids));
    await forgetHistory(tx, 'container', ids);
  });
}

/** What must hold before a move: packed needs every pallet loaded, a number and a seal; leaving needs customs. */
async function checkMove(tx: Db, ctx: Caller, c: Container, to: ContainerStatus) {
  const { lang } = ctx;
  if (c.status === '5' && to === '1' && !c.containerNo) throw badRequest(`containerNo: ${msg(lang, 'containerNeedsNumber')}`, 'containerNo');
  if (to === '2') {
    const pallets = await tx.select({ code: bizPallet.palletCode, loadedTime: bizPallet.loadedTime }).from(bizPallet).where(eq(bizPallet.containerId, c.containerId));
    if (!pallets.length) throw conflict(msg(lang, 'containerEmpty'));
    const waiting = pallets.filter((p) => !p.loadedTime).map((p) => p.code);
    if (waiting.length) throw conflict(msg(lang, 'containerNotAllLoaded', String(waiting.length), waiting.slice(0, 10).join(', ')));
    if (!c.containerNo) throw badRequest(`containerNo: ${msg(lang, 'containerNeedsNumber')}`, 'containerNo');
    if (!c.sealNo) throw badRequest(`sealNo: ${msg(lang, 'containerNeedsSeal')}`, 'sealNo');
  }
  if (to === '3') {
    // bonded goods leave only once customs has released their orders (customs completed);
    // non-bonded goods are not under customs and need no release (README, Home: only bonded goods are under customs)
    const held = await tx
      .selectDistinct({ orderNo: bizOrder.orderNo })
      .from(bizPallet)
      .innerJoin(bizOrder, eq(bizOrder.orderId, bizPallet.orderId))
      .where(and(eq(bizPallet.containerId, c.containerId), eq(bizOrder.bondedStatus, '1'), ne(bizOrder.customsStatus, '2')))
      .orderBy(bizOrder.orderNo);
    if (held.length) throw conflict(msg(lang, 'containerCustoms', held.map((o) => o.orderNo).join(', ')));
  }
}

/**
 * PUT /biz/container/{id}/status through the machine, in one transaction: the move must be legal
 * (409), the caller must hold that move's permission (403), the container unlocked; leaving takes
 * every pallet outbound in the ledger.
 */
export async function moveContainer(ctx: Caller, id: number, input: ContainerMoveInput) {
  const { db, user, lang } = ctx;
  const label = (await known(ctx)).containerLabel;
  const moved = await db.transaction(async (tx) => {
    const c = await containerForUpdate(tx, ctx, id);
    assertUnlocked(lang, c);
    const from = c.status as ContainerStatus;
    const legal = containerMachine.moves[from]?.includes(input.to);
    if (legal && !hasPermission(user, containerMovePermission(from, input.to))) throw forbidden(msg(lang, 'containerMoveForbidden', label(from), label(input.to)));
    if (legal) await checkMove(tx, ctx, c, input.to);
    const fromLabel = label(from);
    const toLabel = label(input.to);
    const result = await transition(tx, containerMachine, { id, to: input.to, remark: input.remark, by: user.userName, version: input.version }, {
      illegal: () => msg(lang, 'containerIllegal', fromLabel, toLabel),
      stale: msg(lang, 'containerStale'),
      notFound: msg(lang, 'containerNotFound'),
    });
    if (input.to === '4') {
      const pallets = await tx.select().from(bizPallet).where(and(eq(bizPallet.containerId, id), eq(bizPallet.status, '2'))).orderBy(bizPallet.palletId).for('update');
      await movePallets(tx, pallets, { movement: 'outbound', to: '3', by: user.userName, remark: containerName(c) }, (codes) => msg(lang, 'palletsChanged', codes));
    }
    await tx
      .update(bizContainer)
      .set({ updateBy: user.userName, updateTime: new Date(), ...(input.to === '4' ? { leftTime: new Date() } : {}) })
      .where(eq(bizContainer.containerId, id));
    return result;
  });
  return { ...moved, container: await foundContainer(ctx, id) };
}

