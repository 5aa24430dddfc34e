import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, idParam } from '../../../contract/common.js';
import { homeNoticesResult, noticeInput, noticeQuery } from '../../../contract/notice.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { msg } from '../../lib/messages.js';
import { ok, page } from '../../lib/reply.js';
import { readRoutes } from './read-routes.js';
import { findNotice, insertNotice, listNotices, openNotices, removeNotices, toNoticeRow, updateNotice } from './repository.js';

const perm = (action: string) => ({ access: { permission: `system:notice:${action}` } });
const log = (businessType: number) => ({ title: 'notice', businessType });
const tags = ['system: notice'];

export const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(readRoutes);

  app.get('/system/notice/list', { config: perm('list'), schema: { tags, querystring: noticeQuery } }, async (request) => {
    const { rows, total } = await listNotices(app.db, request.query);
    return page(request, rows, total);
  });

  app.get('/system/notice/home', {
    config: { access: { login: true } },
    schema: { tags, summary: 'Open notices, newest first, for the home page', response: { 200: homeNoticesResult } },
  }, async (request) => ok(request, await openNotices(app.db)));

  app.get('/system/notice/:id', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => {
    const row = await findNotice(app.db, request.params.id);
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    return ok(request, toNoticeRow(row));
  });

  app.post('/system/notice', { config: { ...perm('add'), operLog: log(1) }, schema: { tags, body: noticeInput } }, async (request) => {
    const row = await insertNotice(app.db, request.body, request.user!.userName);
    return ok(request, toNoticeRow(row));
  });

  app.put('/system/notice', { config: { ...perm('edit'), operLog: log(2) }, schema: { tags, body: noticeInput } }, async (request) => {
    const id = request.body.noticeId;
    if (!id) throw badRequest('noticeId: required', 'noticeId');
    const row = await updateNotice(app.db, id, request.body, request.user!.userName);
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    return ok(request, toNoticeRow(row));
  });

  app.delete('/system/notice/:ids', { config: { ...perm('remove'), operLog: log(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    const ids = [...new Set(request.params.ids)];
    await removeNotices(app.db, request.lang, ids);
    return { code: 200, msg: msg(request.lang, 'ok') };
  });
};
