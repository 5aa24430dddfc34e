import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, idParam } from '../../../contract/common.js';
import { configInput, configQuery } from '../../../contract/system.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { sendWorkbook } from '../../lib/excel.js';
import { msg } from '../../lib/messages.js';
import { ok, page } from '../../lib/reply.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { configFilter, deleteConfigs, findConfig, findConfigByKey, insertConfig, listConfigs, toConfigRow, updateConfig } from './repository.js';
import { sysConfig } from './table.js';
import { asc } from 'drizzle-orm';

const perm = (action: string) => ({ access: { permission: `system:config:${action}` } });
const tags = ['system: config'];

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const duplicate = (request: { lang: 'zh' | 'en' }, key: string) => conflict(msg(request.lang, 'duplicate', key));

  app.get('/system/config/list', { config: perm('list'), schema: { tags, querystring: configQuery } }, async (request) => {
    const { rows, total } = await listConfigs(app.db, request.query);
    return page(request, rows, total);
  });

  app.get('/system/config/:id', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => {
    const row = await findConfig(app.db, request.params.id);
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    return ok(request, toConfigRow(row));
  });

  // RuoYi answers the value in msg.
  app.get('/system/config/configKey/:configKey', { config: { access: { login: true } }, schema: { tags, params: z.object({ configKey: z.string().max(100) }) } }, async (request) => {
    const value = await app.configCache.get(request.params.configKey);
    return { code: 200, msg: value ?? '', data: value ?? '' };
  });

  app.post('/system/config', { config: { ...perm('add'), operLog: { title: 'config', businessType: 1 } }, schema: { tags, body: configInput } }, async (request) => {
    if (await findConfigByKey(app.db, request.body.configKey)) throw duplicate(request, request.body.configKey);
    try {
      const row = await insertConfig(app.db, request.body, request.user!.userName);
      app.configCache.clear();
      return ok(request, toConfigRow(row));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate(request, request.body.configKey);
      throw error;
    }
  });

  app.put('/system/config', { config: { ...perm('edit'), operLog: { title: 'config', businessType: 2 } }, schema: { tags, body: configInput } }, async (request) => {
    const id = request.body.configId;
    if (!id) throw badRequest('configId: required', 'configId');
    const other = await findConfigByKey(app.db, request.body.configKey);
    if (other && other.configId !== id) throw duplicate(request, request.body.configKey);
    const row = await updateConfig(app.db, id, request.body, request.user!.userName);
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    app.configCache.clear();
    return ok(request, toConfigRow(row));
  });

  const clearCache = async (request: { lang: 'zh' | 'en' }) => {
    app.configCache.clear();
    return { code: 200, msg: msg(request.lang, 'ok') };
  };
  app.delete('/system/config/refreshCache', { config: perm('remove'), schema: { tags } }, clearCache);
  app.delete('/system/config/clearCache', { config: perm('remove'), schema: { tags } }, clearCache);

  app.delete('/system/config/:ids', { config: { ...perm('remove'), operLog: { title: 'config', businessType: 3 } }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    await app.db.transaction(async (tx) => {
      for (const id of request.params.ids) {
        const row = await findConfig(tx, id);
        if (!row) throw notFound(msg(request.lang, 'notFound'));
        if (row.configType === 'Y') throw badRequest(msg(request.lang, 'builtInConfig', row.configKey));
      }
      await deleteConfigs(tx, request.params.ids);
    });
    app.configCache.clear();
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  const exportConfigs = async (request: { lang: 'zh' | 'en'; query?: unknown; body?: unknown }, reply: Parameters<typeof sendWorkbook>[0]) => {
    const filter = configQuery.partial().parse({ ...(request.query as object), ...(request.body as object) });
    const rows = await app.db.select().from(sysConfig).where(configFilter(filter)).orderBy(asc(sysConfig.configId));
    const en = request.lang === 'en';
    return sendWorkbook(reply, en ? 'parameters' : '参数配置', [
      { header: en ? 'ID' : '参数主键', key: 'configId', width: 10 },
      { header: en ? 'Name' : '参数名称', key: 'configName', width: 30 },
      { header: en ? 'Key' : '参数键名', key: 'configKey', width: 30 },
      { header: en ? 'Value' : '参数键值', key: 'configValue', width: 30 },
      { header: en ? 'Built in' : '系统内置', key: 'configType', width: 10 },
      { header: en ? 'Remark' : '备注', key: 'remark', width: 40 },
      { header: en ? 'Created' : '创建时间', key: 'createTime', width: 20 },
    ], rows.map(toConfigRow));
  };
  app.post('/system/config/export', { config: { ...perm('export'), operLog: { title: 'config', businessType: 5 } }, schema: { tags, body: configQuery.partial().optional() } }, exportConfigs);
  app.get('/system/config/export', { config: perm('export'), schema: { tags, querystring: configQuery.partial() } }, exportConfigs);
};
