import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, idParam } from '../../../contract/common.js';
import { dictTypeInput, dictTypeQuery } from '../../../contract/system.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import type { DictCache } from './cache.js';
import {
  allDictTypes, findDictType, findDictTypeByType, insertDictType, listDictTypes, removeDictTypes,
  toDictTypeRow, updateDictType,
} from './type-repository.js';
import { dictTypeExportRoutes } from './export-routes.js';

const perm = (action: string) => ({ access: { permission: `system:dict:${action}` } });
const tags = ['system: dictionary'];
const operLog = (businessType: number) => ({ operLog: { title: 'dict type', businessType } });

export const dictTypeRoutes: FastifyPluginAsyncZod<{ cache: DictCache }> = async (app, { cache }) => {
  const duplicate = (lang: Lang, dictType: string) => conflict(msg(lang, 'dictTypeDuplicate', dictType));

  app.get('/system/dict/type/list', { config: perm('list'), schema: { tags, querystring: dictTypeQuery } }, async (request) => {
    const { rows, total } = await listDictTypes(app.db, request.query);
    return page(request, rows, total);
  });

  app.get('/system/dict/type/optionselect', { config: perm('list'), schema: { tags, summary: 'Every dictionary type, for selects' } }, async (request) =>
    ok(request, (await allDictTypes(app.db)).map(toDictTypeRow)));

  app.get('/system/dict/type/:id', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => {
    const row = await findDictType(app.db, request.params.id);
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    return ok(request, toDictTypeRow(row));
  });

  app.post('/system/dict/type', { config: { ...perm('add'), ...operLog(1) }, schema: { tags, body: dictTypeInput } }, async (request) => {
    if (await findDictTypeByType(app.db, request.body.dictType)) throw duplicate(request.lang, request.body.dictType);
    try {
      const row = await insertDictType(app.db, request.body, request.user!.userName);
      cache.clear();
      return ok(request, toDictTypeRow(row));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate(request.lang, request.body.dictType);
      throw error;
    }
  });

  app.put('/system/dict/type', { config: { ...perm('edit'), ...operLog(2) }, schema: { tags, body: dictTypeInput } }, async (request) => {
    const id = request.body.dictId;
    if (!id) throw badRequest('dictId: required', 'dictId');
    const other = await findDictTypeByType(app.db, request.body.dictType);
    if (other && other.dictId !== id) throw duplicate(request.lang, request.body.dictType);
    try {
      const row = await updateDictType(app.db, id, request.body, request.user!.userName);
      if (!row) throw notFound(msg(request.lang, 'notFound'));
      return ok(request, toDictTypeRow(row));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate(request.lang, request.body.dictType);
      throw error;
    } finally {
      cache.clear();
    }
  });

  app.delete('/system/dict/type/refreshCache', { config: perm('remove'), schema: { tags } }, async (request) => {
    cache.clear();
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  app.delete('/system/dict/type/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    await removeDictTypes(app.db, request.lang, request.params.ids);
    cache.clear();
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  await app.register(dictTypeExportRoutes);
};
