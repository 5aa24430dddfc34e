import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParam, pageOf as pageSchema } from '../../../contract/common.js';
import {
  PACKING_LIST_EXTENSIONS,
  packingListUpload,
  publicSlotDay,
  publicSlotQuery,
  publicSupplierBooking,
  publicSupplierLink,
  publicSupplierOrder,
  reservationParam,
  supplierBookingInput,
  supplierLinkCreated,
  supplierLinkInput,
  supplierLinkQuery,
  supplierLinkRow,
  supplierOrdersQuery,
  supplierRescheduleInput,
  supplierTokenParam,
  supplierVendorsQuery,
} from '../../../contract/supplier-booking.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { ok, page } from '../../lib/reply.js';
import { statusLabels } from '../appointment/machine.js';
import { contentMatches } from '../common/file-kind.js';
import { commitUpload, discard, extensionOf, stageUpload, uploadRoot } from '../common/storage.js';
import { bookableOrders, createLink, linkOrderScope, linkOrders, listLinks, revokeLink, vendorsOf } from './links.js';
import './mail.js';
import { msg } from './messages.js';
import { withUploadQuota } from '../common/upload-quota.js';
import { bookBySupplier, bookingsOfLink, cancelBySupplier, linkPage, openLink, rescheduleBySupplier, supplierSlots, type Link, type SupplierContext } from './public.js';
import { and } from 'drizzle-orm';
import { awayFromDbGate } from '../../lib/db-gate.js';
import { orderScope } from '../order/query.js';

export const tags = ['biz: supplier booking links'];
const publicTags = ['public (suppliers, no login)'];
const perm = (action: string) => ({ access: { permission: `biz:supplierLink:${action}` } });
const operLog = (businessType: number) => ({ operLog: { title: 'supplier link', businessType } });

/** The console's address a link is made at (the Referer's page, else the Origin): the mails' links start with it. */
const siteOf = (request: FastifyRequest) => {
  const from = request.headers.referer ?? request.headers.origin;
  try {
    if (from) {
      const url = new URL(from);
      return `${url.origin}${url.pathname}`;
    }
  } catch {
    // not a URL: the host it came to
  }
  return `${request.protocol}://${request.host}/`;
};

/**
 * Issue 38. /biz/supplierLink/...: the desk makes and revokes suppliers' booking links.
 * /public/supplier/:token/...: the supplier's phone page, no login. Every public route is
 * rate-limited per address (as the driver pages) and per link (the token, whoever sends it);
 * what books or changes has a tighter per-link limit, so a leaked link cannot flood the desk.
 * Answers are cut to their public shapes by their response schemas.
 */
export const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get('/biz/supplierLink/list', { config: perm('list'), schema: { tags, querystring: supplierLinkQuery, response: { 200: pageSchema(supplierLinkRow) } } }, async (request) => {
    const { rows, total } = await listLinks(db, request.user!, request.query);
    return page(request, rows, total);
  });

  app.get('/biz/supplierLink/vendors', { config: perm('add'), schema: { tags, summary: 'The suppliers the orders name', querystring: supplierVendorsQuery } }, async (request) =>
    ok(request, await vendorsOf(db, request.user!, request.query.q)),
  );

  app.get('/biz/supplierLink/orders', {
    config: perm('add'),
    schema: { tags, summary: "A supplier's orders that may be booked now", querystring: supplierOrdersQuery, response: { 200: envelope(z.array(publicSupplierOrder)) } },
  }, async (request) => ok(request, await bookableOrders(db, and(linkOrderScope({ vendorDeptName: request.query.vendorDeptName, orderIds: [] }), orderScope(request.user!)))));

  app.post('/biz/supplierLink', {
    config: { ...perm('add'), ...operLog(1) },
    schema: { tags, summary: 'Make a booking link (its token is answered this once)', body: supplierLinkInput, response: { 200: envelope(supplierLinkCreated) } },
  }, async (request) => ok(request, await createLink(db, request.user!, request.lang, request.body, siteOf(request))));

  app.put('/biz/supplierLink/:id/revoke', {
    config: { ...perm('revoke'), ...operLog(2) },
    schema: { tags, params: idParam, response: { 200: envelope(supplierLinkRow) } },
  }, async (request) => ok(request, await revokeLink(db, request.user!, request.lang, request.params.id)));

  // ---- public

  // the route's own limit counts per address; these count per link, beside it (the plugin runs
  // one limit per request by itself, so these are asked here)
  const perLink = (max: number, group: string) =>
    app.createRateLimit({ max, timeWindow: '1 minute', keyGenerator: (request) => `supplier-${group}:${(request.params as { token?: string }).token ?? ''}` });
  const limited = (...limits: ReturnType<typeof perLink>[]) => async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of limits) {
      const result = await limit(request);
      if (result.isAllowed || !result.isExceeded) continue;
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError(429, msg(request.lang, 'tooManyRequests'));
    }
  };
  const links = perLink(app.config.publicRateLimit, 'link');
  const writes = perLink(Math.max(5, Math.floor(app.config.publicRateLimit / 6)), 'write');
  const perAddress = { max: app.config.publicRateLimit, timeWindow: '1 minute' };
  // the link is opened before the body is read: a revoked or expired link answers 410 whatever was sent
  const opened = new WeakMap<FastifyRequest, Link>();
  const open = async (request: FastifyRequest) => {
    opened.set(request, await openLink(db, (request.params as { token?: string }).token ?? '', request.lang));
  };
  const linkOf = (request: FastifyRequest) => opened.get(request)!;
  const read = { config: { access: { public: true as const }, rateLimit: perAddress }, onRequest: [limited(links)], preValidation: [open] };
  const write = { config: { access: { public: true as const }, rateLimit: perAddress }, onRequest: [limited(links, writes)], preValidation: [open] };

  // a booking or a move: the over-booking test drives it (config.books, issue 46)
  const books = { ...write, config: { ...write.config, books: true as const } };

  const context = async (request: FastifyRequest): Promise<SupplierContext> => ({ db, lang: request.lang, labels: await statusLabels(app.dictCache, request.lang), dataDir: app.config.dataDir });
  const bookingOf = async (request: FastifyRequest, link: Link, reservationNo: string) => {
    const [row] = await bookingsOfLink(db, link, (await context(request)).labels, reservationNo);
    return row;
  };

  app.get('/public/supplier/:token', {
    ...read,
    schema: { tags: publicTags, summary: 'A booking link: its supplier, language and the warehouses with their rules (410 revoked or expired)', params: supplierTokenParam, response: { 200: envelope(publicSupplierLink) } },
  }, async (request) => ok(request, await linkPage(db, linkOf(request))));

  app.get('/public/supplier/:token/orders', {
    ...read,
    schema: { tags: publicTags, summary: "The link's orders that may be booked now", params: supplierTokenParam, response: { 200: envelope(z.array(publicSupplierOrder)) } },
  }, async (request) => ok(request, await bookableOrders(db, await linkOrders(db, linkOf(request)))));

  app.get('/public/supplier/:token/slots', {
    ...read,
    schema: { tags: publicTags, summary: "A warehouse's free places over the days the link may book", params: supplierTokenParam, querystring: publicSlotQuery, response: { 200: envelope(z.array(publicSlotDay)) } },
  }, async (request) => ok(request, await supplierSlots(db, request.lang, request.query)));

  app.get('/public/supplier/:token/bookings', {
    ...read,
    schema: { tags: publicTags, summary: "The link's bookings", params: supplierTokenParam, response: { 200: envelope(z.array(publicSupplierBooking)) } },
  }, async (request) => {
    const link = linkOf(request);
    return ok(request, await bookingsOfLink(db, link, (await context(request)).labels));
  });

  app.post('/public/supplier/:token/packing-list', {
    ...write,
    schema: { tags: publicTags, summary: `Upload the packing list (multipart field "file": ${PACKING_LIST_EXTENSIONS.join(', ')})`, params: supplierTokenParam, consumes: ['multipart/form-data'], response: { 200: envelope(packingListUpload) } },
  }, async (request, reply) => {
    const link = linkOf(request);
    const refused = () => badRequest(`file: ${msg(request.lang, 'packingListType', PACKING_LIST_EXTENSIONS.join(', '))}`, 'file');
    // an anonymous upload that is kept: it counts in the allowance of the user who made the link
    return withUploadQuota(app, request, reply, app.config.uploadMaxBytes, async (grant) => {
      const part = await request.file({ limits: { fileSize: grant.maxBytes } });
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw refused();
      }
      const originalFilename = path.basename(part.filename || '').slice(0, 255);
      const extension = extensionOf(originalFilename);
      if (!(PACKING_LIST_EXTENSIONS as readonly string[]).includes(extension)) {
        part.file.resume();
        throw refused();
      }
      const staged = await stageUpload(part, path.join(uploadRoot(app.config.dataDir), 'supplier'));
      if (staged.truncated) {
        await discard(staged.tmpPath);
        throw await grant.tooLarge();
      }
      if (!contentMatches(extension as (typeof PACKING_LIST_EXTENSIONS)[number], staged.head)) {
        await discard(staged.tmpPath);
        throw refused();
      }
      await grant.record(staged);
      const { fileName } = await commitUpload(staged, uploadRoot(app.config.dataDir), 'supplier', extension, originalFilename);
      return ok(request, { fileName, originalFilename });
    }, link.userId ?? 0);
  });

  app.post('/public/supplier/:token/bookings', {
    ...books,
    schema: { tags: publicTags, summary: 'Book the orders into a slot', params: supplierTokenParam, body: supplierBookingInput, response: { 200: envelope(publicSupplierBooking) } },
  }, async (request) => {
    const link = linkOf(request);
    const reservationNo = await bookBySupplier({ ...(await context(request)), away: (wait) => awayFromDbGate(request, wait) }, link, request.body);
    // a warehouse that needs no review passes the booking at once, and its mail is queued
    app.mailOutbox.nudge({ freshOnly: true });
    return ok(request, await bookingOf(request, link, reservationNo));
  });

  app.put('/public/supplier/:token/bookings/:reservationNo', {
    ...books,
    schema: { tags: publicTags, summary: 'Move a booking to another slot (before the cut-off)', params: reservationParam, body: supplierRescheduleInput, response: { 200: envelope(publicSupplierBooking) } },
  }, async (request) => {
    const link = linkOf(request);
    await rescheduleBySupplier(await context(request), link, request.params.reservationNo, request.body);
    return ok(request, await bookingOf(request, link, request.params.reservationNo));
  });

  app.delete('/public/supplier/:token/bookings/:reservationNo', {
    ...write,
    schema: { tags: publicTags, summary: 'Cancel a booking (before the cut-off)', params: reservationParam, response: { 200: envelope(publicSupplierBooking) } },
  }, async (request) => {
    const link = linkOf(request);
    await cancelBySupplier(await context(request), link, request.params.reservationNo);
    return ok(request, await bookingOf(request, link, request.params.reservationNo));
  });
};
