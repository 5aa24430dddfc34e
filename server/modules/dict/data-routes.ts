import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, idParam } from '../../../contract/common.js';
import { dictDataBody, dictDataQuery, type DictDataBody, type DictDataInput } from '../../../contract/system.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import type { Db } from '../../db/client.js';
import type { DictCache } from './cache.js';
import {
  deleteDictData, findDictData, findDictValue, insertDictData,
  listDictData, toDictDataRow, updateDictData,
} from './data-repository.js';
import { findDictTypeByType } from './type-repository.js';
import { dictDataExportRoutes } from './export-routes.js';

const perm = (action: string) => ({ access: { permission: `system:dict:${action}` } });
const tags = ['system: dictionary'];
const operLog = (businessType: number) => ({ operLog: { title: 'dict data', businessType } });

export const dictDataRoutes: FastifyPluginAsyncZod<{ cache: DictCache }> = async (app, { cache }) => {
  /** The type must exist and the value be new within it; a 400 or 409 otherwise. */
  const check = async (db: Db, lang: Lang, input: DictDataInput, code?: number) => {
    if (!(await findDictTypeByType(db, input.dictType))) throw badRequest(`dictType: ${msg(lang, 'dictTypeMissing', input.dictType)}`, 'dictType');
    const other = await findDictValue(db, input.dictType, input.dictValue);
    if (other && other.dictCode !== code) throw conflict(msg(lang, 'dictValueDuplicate', input.dictType, input.dictValue));
  };
  const uniqueGuard = (lang: Lang, input: DictDataInput) => (error: unknown): never => {
    if (isUniqueViolation(error)) throw conflict(msg(lang, 'dictValueDuplicate', input.dictType, input.dictValue));
    throw error;
  };

  app.get('/system/dict/data/list', { config: perm('list'), schema: { tags, querystring: dictDataQuery } }, async (request) => {
    const { rows, total } = await listDictData(app.db, request.query, request.lang);
    return page(request, rows, total);
  });

  app.get('/system/dict/data/type/:dictType', {
    config: { access: { login: true } },
    schema: { tags, summary: 'Enabled entries of a type, in sort order (cached)', params: z.object({ dictType: z.string().min(1).max(100) }) },
  }, async (request) => {
    const rows = await cache.get(request.params.dictType);
    return ok(request, rows.map((r) => toDictDataRow(r, request.lang)));
  });

  app.get('/system/dict/data/:id', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => {
    const row = await findDictData(app.db, request.params.id);
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    return ok(request, toDictDataRow(row, request.lang));
  });

  /** Both labels of an entry from the body: ours as given, RuoYi's dictLabel as the request's language. */
  const labelled = (lang: Lang, body: DictDataBody, stored?: { dictLabelZh: string; dictLabelEn: string }): DictDataInput => {
    const { dictLabel, ...rest } = body;
    const zh = body.dictLabelZh ?? (lang === 'zh' ? dictLabel : undefined) ?? stored?.dictLabelZh ?? dictLabel;
    const en = body.dictLabelEn ?? (lang === 'en' ? dictLabel : undefined) ?? stored?.dictLabelEn ?? dictLabel;
    if (!zh) throw badRequest('dictLabelZh: required', 'dictLabelZh');
    if (!en) throw badRequest('dictLabelEn: required', 'dictLabelEn');
    return { ...rest, dictLabelZh: zh, dictLabelEn: en };
  };

  app.post('/system/dict/data', { config: { ...perm('add'), ...operLog(1) }, schema: { tags, body: dictDataBody } }, async (request) => {
    const input = labelled(request.lang, request.body);
    await check(app.db, request.lang, input);
    const row = await insertDictData(app.db, input, request.user!.userName).catch(uniqueGuard(request.lang, input));
    cache.clear();
    return ok(request, toDictDataRow(row, request.lang));
  });

  app.put('/system/dict/data', { config: { ...perm('edit'), ...operLog(2) }, schema: { tags, body: dictDataBody } }, async (request) => {
    const code = request.body.dictCode;
    if (!code) throw badRequest('dictCode: required', 'dictCode');
    const stored = await findDictData(app.db, code);
    if (!stored) throw notFound(msg(request.lang, 'notFound'));
    const input = labelled(request.lang, request.body, stored);
    await check(app.db, request.lang, input, code);
    const row = await updateDictData(app.db, code, input, request.user!.userName).catch(uniqueGuard(request.lang, input));
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    cache.clear();
    return ok(request, toDictDataRow(row, request.lang));
  });

  app.delete('/system/dict/data/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    await deleteDictData(app.db, request.params.ids);
    cache.clear();
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  await app.register(dictDataExportRoutes);
};
