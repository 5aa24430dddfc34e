import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chargeMoveInput, clearanceEditInput, clearanceInput, clearanceQuery, documentInput, mailDraftQuery, mailInput } from '../../../contract/clearance.js';
import { idList, idParam } from '../../../contract/common.js';
import type { LoginUser } from '../../lib/login-user.js';
import type { Lang } from '../../lib/messages.js';
import { ok, page } from '../../lib/reply.js';
import { historyOf } from '../../lib/workflow.js';
import { documentFile, documentsOf, issueDocument } from './documents.js';
import { clearanceExportRoutes } from './export-routes.js';
import { historyLabels } from './machine.js';
import { draftMail, mailsOf, queueMail, retryMail } from './mail.js';
import { msg } from './messages.js';
import { PdfPool } from './pdf/pool.js';
import * as repo from './repository.js';
import { addClearance, editClearance, foundClearance, moveCharge, removeClearances } from './service.js';

export const tags = ['biz: clearance'];
const perm = (action: string) => ({ access: { permission: `biz:clearance:${action}` } });
const operLog = (businessType: number) => ({ operLog: { title: 'clearance', businessType } });

/** /biz/clearance: clearance documents (FCR, invoice), their mails and paid / unpaid. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const caller = (request: { user: LoginUser | null; lang: Lang }) => ({ db, dict: app.dictCache, user: request.user!, lang: request.lang });
  const parameter = (key: string) => app.configCache.get(key);
  const outbox = app.mailOutbox;
  const pdfPool = new PdfPool();
  app.addHook('onClose', async () => pdfPool.close());
  const draw = pdfPool.render.bind(pdfPool);

  app.get('/biz/clearance/list', { config: perm('list'), schema: { tags, querystring: clearanceQuery } }, async (request) => {
    const { rows, total } = await repo.listClearances(db, request.user!, request.query);
    return page(request, rows, total);
  });

  app.get('/biz/clearance/:id', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => ok(request, await foundClearance(caller(request), request.params.id)));

  app.post('/biz/clearance', { config: { ...perm('add'), ...operLog(1) }, schema: { tags, body: clearanceInput } }, async (request) => ok(request, await addClearance(caller(request), request.body)));

  app.put('/biz/clearance', { config: { ...perm('edit'), ...operLog(2) }, schema: { tags, body: clearanceEditInput } }, async (request) => ok(request, await editClearance(caller(request), request.body)));

  app.delete('/biz/clearance/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    await removeClearances(caller(request), request.params.ids);
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  app.put('/biz/clearance/:id/charge', {
    config: { ...perm('charge'), ...operLog(2) },
    schema: { tags, summary: 'Paid ↔ unpaid', params: idParam, body: chargeMoveInput },
  }, async (request) => {
    const moved = await moveCharge(caller(request), request.params.id, request.body);
    return ok(request, { ...moved, clearance: await repo.findClearance(db, request.user!, request.params.id) });
  });

  app.get('/biz/clearance/:id/history', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => {
    await foundClearance(caller(request), request.params.id);
    return ok(request, await historyOf(db, 'clearance', request.params.id, historyLabels(app.dictCache, request.lang)));
  });

  app.get('/biz/clearance/:id/documents', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => {
    await foundClearance(caller(request), request.params.id);
    return ok(request, await documentsOf(db, request.params.id));
  });

  app.post('/biz/clearance/:id/documents', {
    config: { ...perm('document'), ...operLog(1) },
    schema: { tags, summary: 'Issue the next version of a draft FCR, a final FCR or the invoice', params: idParam, body: documentInput },
  }, async (request) => ok(request, await issueDocument(caller(request), parameter, draw, request.params.id, request.body.kind, request.body.remark, request.abortSignal)));

  app.get('/biz/clearance/document/:id', {
    config: perm('query'),
    schema: { tags, summary: 'One document version as PDF (?download=1: as a file)', params: idParam, querystring: z.object({ download: z.enum(['0', '1']).optional() }) },
  }, async (request, reply) => {
    const file = await documentFile(caller(request), request.params.id);
    const name = encodeURIComponent(`${file.docNo}.pdf`);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `${request.query.download === '1' ? 'attachment' : 'inline'}; filename*=UTF-8''${name}`)
      .header('download-filename', name)
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });

  app.get('/biz/clearance/:id/mails', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => {
    await foundClearance(caller(request), request.params.id);
    return ok(request, await mailsOf(db, request.params.id));
  });

  app.get('/biz/clearance/:id/mail/draft', { config: perm('send'), schema: { tags, params: idParam, querystring: mailDraftQuery } }, async (request) =>
    ok(request, await draftMail(caller(request), parameter, request.params.id, request.query.template)),
  );

  app.post('/biz/clearance/:id/mail', {
    config: { ...perm('send'), ...operLog(1) },
    schema: { tags, summary: 'Queue a mail with document versions and uploaded files attached', params: idParam, body: mailInput },
  }, async (request) => {
    const mailId = await queueMail(caller(request), app.config.dataDir, request.params.id, request.body);
    outbox.nudge({ freshOnly: true });
    return ok(request, { mailId });
  });

  app.put('/biz/clearance/mail/:id/retry', { config: { ...perm('send'), ...operLog(2) }, schema: { tags, params: idParam } }, async (request) => {
    await retryMail(caller(request), request.params.id);
    outbox.nudge({ freshOnly: true });
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  await app.register(clearanceExportRoutes);
};
