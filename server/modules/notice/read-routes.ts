import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList } from '../../../contract/common.js';
import { bellResult, markReadQuery, readUsersQuery } from '../../../contract/notice.js';
import { notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { ok, page } from '../../lib/reply.js';
import { msg } from './messages.js';
import { bellOf, markRead, readersOf } from './read-repository.js';

const tags = ['system: notice'];
const signedIn = { access: { login: true } } as const;

/** The navbar bell and who has read what, on RuoYi's paths and shapes. */
export const readRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/system/notice/listTop', {
    // the frame's bell, also above the password form an account is held at
    config: { ...signedIn, beforePasswordChange: true },
    schema: { tags, summary: 'The bell: the five newest open notices, read or not, and the unread count', response: { 200: bellResult } },
  }, async (request) => ({ ...ok(request), ...(await bellOf(app.db, request.user!.userId)) }));

  const refuse = (lang: Lang, missing: number[]) => {
    if (missing.length) throw notFound(msg(lang, 'noticeNotOpen', missing.join(',')));
  };

  app.post('/system/notice/markRead', { config: signedIn, schema: { tags, summary: 'Marks a notice read by the caller', querystring: markReadQuery } }, async (request) => {
    refuse(request.lang, await markRead(app.db, request.user!.userId, [request.query.noticeId]));
    return ok(request);
  });

  app.post('/system/notice/markReadAll', {
    config: signedIn,
    schema: { tags, summary: 'Marks notices read by the caller (ids=1,2,3)', querystring: z.object({ ids: idList }) },
  }, async (request) => {
    refuse(request.lang, await markRead(app.db, request.user!.userId, [...new Set(request.query.ids)]));
    return ok(request);
  });

  // A list of users (names, departments): it answers to the user list's permission and data scope.
  app.get('/system/notice/readUsers/list', {
    config: { access: { permission: 'system:user:list' } },
    schema: { tags, summary: 'Who has read a notice, and when: the users the caller may list', querystring: readUsersQuery },
  }, async (request) => {
    const { rows, total } = await readersOf(app.db, request.user!, request.query, request.lang);
    return page(request, rows, total);
  });
};
