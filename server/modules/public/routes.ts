import { MAX_INT } from '../../../contract/constants.js';
import { MicroCache } from '../../lib/micro-cache.js';
import dayjs from 'dayjs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { driverPhone, plateNo, publicAppointment, publicQueueEntry } from '../../../contract/appointment.js';
import { publicOutboundTruck } from '../../../contract/container.js';
import { outboundOfDay } from '../inventory/containers.js';
import { DAY, calendarText, envelope } from '../../../contract/common.js';
import { notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { msg as warehouseMsg } from '../warehouse/messages.js';
import { ok } from '../../lib/reply.js';
import { localNow } from '../warehouse/slots.js';
import * as repo from './repository.js';
import { maskPlate, PASSED_OR_LATER, toPublicAppointment, toQueueEntry, type Labels } from './shape.js';

export const tags = ['public (drivers, no login)'];

const publicWarehouse = z.object({ warehouseId: z.number(), warehouseName: z.string() });
/** A driver's own booking; qrToken (the link to its QR page) once it has passed review. */
export const driverBooking = publicAppointment.extend({ qrToken: z.string().nullable() });
const queryCarQuery = z.object({ plateNo, driverPhone });
const carListQuery = z.object({
  warehouseId: z.coerce.number().int().positive().max(MAX_INT),
  /** the local day; today when left out */
  date: calendarText(DAY, 'expected yyyy-MM-dd').optional(),
});
const tokenParam = z.object({ token: z.string().trim().min(1).max(64) });

/**
 * /public/...: what the driver pages (/driverQRcode, /queryCar, /carList, /outofstockcarList) read without logging in
 * (decisions.md §2). Each answer is cut to a public shape by its response schema, so a column added
 * to a query can never leak; every route is rate-limited per IP (PUBLIC_RATE_LIMIT).
 */
export const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  // the queue is polled by every driver's phone and the gate's screen: one query per PUBLIC_CACHE_MS
  const queues = new MicroCache<ReturnType<typeof toQueueEntry>[] | null>(app.config.publicCacheMs);
  const outbound = new MicroCache<z.infer<typeof publicOutboundTruck>[] | null>(app.config.publicCacheMs);
  const config = { access: { public: true as const }, rateLimit: { max: app.config.publicRateLimit, timeWindow: '1 minute' } };

  const labelsFor = async (lang: Lang): Promise<Labels> => {
    const [status, vehicleType] = await Promise.all([app.dictCache.labeller('biz_appointment_status', lang), app.dictCache.labeller('biz_vehicle_type', lang)]);
    return { status, vehicleType };
  };

  app.get('/public/warehouses', {
    config,
    schema: { tags, summary: 'Warehouses that take deliveries', response: { 200: envelope(z.array(publicWarehouse)) } },
  }, async (request) => ok(request, await repo.enabledWarehouses(db)));

  app.get('/public/appointment/:token', {
    config,
    schema: { tags, summary: 'The booking a driver\'s QR link names (once passed review)', params: tokenParam, response: { 200: envelope(publicAppointment) } },
  }, async (request) => {
    const row = await repo.passedBookingByToken(db, request.params.token);
    if (!row) throw notFound(msg(request.lang, 'publicBookingNotFound'));
    return ok(request, toPublicAppointment(row, await labelsFor(request.lang)));
  });

  app.get('/public/queryCar', {
    config,
    schema: { tags, summary: 'A driver\'s bookings from yesterday on, by plate and phone', querystring: queryCarQuery, response: { 200: envelope(z.array(driverBooking)) } },
  }, async (request) => {
    const { plateNo: plate, driverPhone: phone } = request.query;
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    const rows = await repo.bookingsOfDriver(db, plate, phone.replace(/\D/g, ''), yesterday);
    const labels = await labelsFor(request.lang);
    // knowing both plate and phone proves it is the driver, who may then open the QR page
    return ok(request, rows.map((row) => ({ ...toPublicAppointment(row, labels), qrToken: PASSED_OR_LATER.includes(row.status as never) ? row.qrToken : null })));
  });

  app.get('/public/carList', {
    config,
    schema: { tags, summary: 'A warehouse\'s queue of the day, plates masked', querystring: carListQuery, response: { 200: envelope(z.array(publicQueueEntry)) } },
  }, async (request) => {
    const { warehouseId, date = localNow().slice(0, 10) } = request.query;
    const { lang } = request;
    // null: no such warehouse taking deliveries (not cached as an error, so it is cheap to repeat too)
    const queue = await queues.get(`${warehouseId}|${date}|${lang}`, async () => {
      if (!(await repo.enabledWarehouse(db, warehouseId))) return null;
      const labels = await labelsFor(lang);
      return (await repo.queueOfDay(db, warehouseId, date)).map((row) => toQueueEntry(row, labels));
    });
    if (!queue) throw notFound(warehouseMsg(lang, 'warehouseNotFound'));
    return ok(request, queue);
  });

  app.get('/public/outofstockcarList', {
    config,
    schema: { tags, summary: 'A warehouse\'s outbound trucks of the day, plates masked', querystring: carListQuery, response: { 200: envelope(z.array(publicOutboundTruck)) } },
  }, async (request) => {
    const { warehouseId, date = localNow().slice(0, 10) } = request.query;
    const { lang } = request;
    const trucks = await outbound.get(`${warehouseId}|${date}|${lang}`, async () => {
      if (!(await repo.enabledWarehouse(db, warehouseId))) return null;
      const status = await app.dictCache.labeller('biz_container_status', lang);
      return (await outboundOfDay(db, warehouseId, date)).map((t) => ({ loadTime: t.loadTime, plateNo: maskPlate(t.plateNo), containerNo: t.containerNo, status: t.status, statusLabel: status(t.status) }));
    });
    if (!trucks) throw notFound(warehouseMsg(lang, 'warehouseNotFound'));
    return ok(request, trucks);
  });
};
