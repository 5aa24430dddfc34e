import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appointmentInput, appointmentMoveInput, appointmentQuery, countViewQuery, receiptCheckInput, staffQuery } from '../../../contract/appointment.js';
import { idList, idParam } from '../../../contract/common.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import { allInScope } from '../../lib/scoped-rows.js';
import { historyOf } from '../../lib/workflow.js';
import type { LoginUser } from '../../lib/login-user.js';
import { throughSlotGate } from '../warehouse/slot-gate.js';
import { slotOf } from '../warehouse/slots.js';
import { awayFromDbGate } from '../../lib/db-gate.js';
import { createAppointment, deleteAppointments, editAppointment, type BookingContext } from './booking.js';
import { appointmentExportRoutes } from './export-routes.js';
import { appointmentImportRoutes } from './import-routes.js';
import { historyLabels, statusLabels } from './machine.js';
import * as repo from './repository.js';
import { staffOf } from './staff.js';
import { receiptDifferencesOf } from './receipt.js';
import { moveAppointment } from './workflow.js';
import './warehouse-bookings.js';
import './order-cartons.js';

export const tags = ['biz: appointment'];
const perm = (action: string | string[]) => ({
  access: { permission: Array.isArray(action) ? action.map((a) => `biz:appointment:${a}`) : `biz:appointment:${action}` },
});
const operLog = (businessType: number) => ({ operLog: { title: 'appointment', businessType } });

/** /biz/appointment: delivery appointments (trucks booked into warehouse slots), scoped by data scope. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const found = async (request: { user: LoginUser | null; lang: Lang }, id: number) => {
    const row = await repo.findAppointment(db, request.user!, id);
    if (!row) throw notFound(msg(request.lang, 'appointmentNotFound'));
    return row;
  };
  const booking = async (request: { user: LoginUser | null; lang: Lang }): Promise<BookingContext> => ({
    db,
    user: request.user!,
    lang: request.lang,
    labels: await statusLabels(app.dictCache, request.lang),
  });

  app.get('/biz/appointment/list', { config: perm('list'), schema: { tags, querystring: appointmentQuery } }, async (request) => {
    const { rows, total } = await repo.listAppointments(db, request.user!, request.query);
    return page(request, rows, total);
  });

  app.get('/biz/appointment/staff', {
    config: perm(['unload', 'query']),
    schema: { tags, summary: 'Enabled users holding a post (tally, forklift, stevedore), for the unloading form', querystring: staffQuery },
  }, async (request) => ok(request, await staffOf(db, request.query.post)));

  app.get('/biz/appointment/qr/:token', {
    config: perm(['arrive', 'query']),
    schema: { tags, summary: "The appointment a driver's QR code names", params: z.object({ token: z.string().max(64) }), querystring: countViewQuery },
  }, async (request) => {
    const row = await repo.findByQrToken(db, request.user!, request.params.token);
    if (!row) throw notFound(msg(request.lang, 'appointmentNotFound'));
    return ok(request, request.query.view === 'count' ? repo.countView(row) : row);
  });

  app.get('/biz/appointment/:id', {
    config: perm('query'),
    schema: { tags, summary: 'One appointment with its orders; view=count: what the phone counts from (no announced figure in a blind-counting warehouse before the receipt)', params: idParam, querystring: countViewQuery },
  }, async (request) => {
    const row = await found(request, request.params.id);
    return ok(request, request.query.view === 'count' ? repo.countView(row) : row);
  });

  app.post('/biz/appointment/:id/receipt/differences', {
    config: perm('receive'),
    schema: { tags, summary: 'What a receipt about to be sent differs in from what the truck announced, per order line; nothing is saved', params: idParam, body: receiptCheckInput },
  }, async (request) => {
    await found(request, request.params.id);
    return ok(request, await receiptDifferencesOf(db, request.lang, request.params.id, request.body.receipt));
  });

  app.post('/biz/appointment', { config: { ...perm('add'), ...operLog(1), books: true }, schema: { tags, summary: 'Book a truck into a slot', body: appointmentInput } }, async (request) => {
    const { body } = request;
    const context = await booking(request);
    const id = await throughSlotGate(db, slotOf(body.warehouseId, body.deliveryTime), request.lang, () => createAppointment(context, body), (wait) => awayFromDbGate(request, wait));
    return ok(request, await repo.findAppointment(db, request.user!, id));
  });

  app.put('/biz/appointment', { config: { ...perm('edit'), ...operLog(2), books: true }, schema: { tags, body: appointmentInput } }, async (request) => {
    const id = await editAppointment(await booking(request), request.body);
    return ok(request, await repo.findAppointment(db, request.user!, id));
  });

  app.delete('/biz/appointment/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    const { lang } = request;
    const ids = [...new Set(request.params.ids)];
    const rows = await allInScope(db, request.user!, repo.appointmentsById, ids, () => notFound(msg(lang, 'appointmentNotFound')));
    const moved = rows.filter((r) => r.status !== '0' && r.status !== '4').map((r) => r.reservationNo);
    if (moved.length) throw conflict(msg(lang, 'appointmentDeleteStatus', moved.join(', ')));
    await deleteAppointments(await booking(request), ids);
    return { code: 200, msg: msg(lang, 'ok') };
  });

  app.put('/biz/appointment/:id/status', {
    config: { ...perm(['submit', 'review', 'arrive', 'unload', 'receive']), ...operLog(2), books: true },
    schema: { tags, summary: 'Move the appointment: cs submits, the desk reviews, warehouse staff record arrival, unloading, tally and receipt', params: idParam, body: appointmentMoveInput },
  }, async (request) => {
    const moved = await moveAppointment({ db, dict: app.dictCache, user: request.user!, lang: request.lang }, request.params.id, request.body);
    // a pass or refusal may have queued the supplier's mail (moveFollowers): it goes now, not at the job's next run
    app.mailOutbox.nudge({ freshOnly: true });
    return ok(request, { ...moved, appointment: await repo.findAppointment(db, request.user!, request.params.id) });
  });

  app.get('/biz/appointment/:id/history', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => {
    await found(request, request.params.id);
    return ok(request, await historyOf(db, 'appointment', request.params.id, historyLabels(app.dictCache, request.lang)));
  });

  await app.register(appointmentExportRoutes);
  await app.register(appointmentImportRoutes);
};
