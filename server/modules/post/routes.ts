import { MAX_INT } from '../../../contract/constants.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList } from '../../../contract/common.js';
import { postInput, postQuery, type PostInput } from '../../../contract/post.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import * as repo from './repository.js';
import { postExportRoutes } from './export-routes.js';

const perm = (action: string) => ({ access: { permission: `system:post:${action}` } });
const operLog = (businessType: number) => ({ operLog: { title: 'post', businessType } });
const tags = ['system: post'];

export const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  const checkUnique = async (lang: Lang, input: PostInput) => {
    const field = await repo.takenField(db, input);
    if (field === 'postCode') throw conflict(msg(lang, 'postCodeTaken', input.postCode));
    if (field === 'postName') throw conflict(msg(lang, 'postNameTaken', input.postName));
  };
  /** Two saves racing past the check meet the database's answer: the same 409. */
  const saving = async <T>(lang: Lang, input: PostInput, write: () => Promise<T>) => {
    await checkUnique(lang, input);
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(msg(lang, 'postCodeTaken', input.postCode));
      throw error;
    }
  };

  app.get('/system/post/list', { config: perm('list'), schema: { tags, querystring: postQuery } }, async (request) => {
    const { rows, total } = await repo.listPosts(db, request.query);
    return page(request, rows, total);
  });

  app.get('/system/post/optionselect', { config: { access: { login: true } }, schema: { tags, summary: 'Every post, for selects' } }, async (request) =>
    ok(request, (await repo.allPosts(db)).map(repo.toPostRow)));

  app.get('/system/post/:postId', { config: perm('query'), schema: { tags, params: z.object({ postId: z.coerce.number().int().positive().max(MAX_INT) }) } }, async (request) => {
    const row = await repo.findPost(db, request.params.postId);
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    return ok(request, repo.toPostRow(row));
  });

  app.post('/system/post', { config: { ...perm('add'), ...operLog(1) }, schema: { tags, body: postInput } }, async (request) => {
    const body = { ...request.body, postId: undefined };
    const row = await saving(request.lang, body, () => repo.insertPost(db, body, request.user!.userName));
    return ok(request, repo.toPostRow(row));
  });

  app.put('/system/post', { config: { ...perm('edit'), ...operLog(2) }, schema: { tags, body: postInput } }, async (request) => {
    const id = request.body.postId;
    if (!id) throw badRequest('postId: required', 'postId');
    const row = await saving(request.lang, request.body, () => repo.updatePost(db, id, request.body, request.user!.userName));
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    return ok(request, repo.toPostRow(row));
  });

  app.delete('/system/post/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    await repo.removePosts(db, request.lang, request.params.ids);
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  await app.register(postExportRoutes);
};
