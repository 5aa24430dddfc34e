import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, idParam } from '../../../contract/common.js';
import { configInput, configQuery } from '../../../contract/system.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { hasPermission } from '../../lib/login-user.js';
import { isSecretConfigKey, isWriteOnlyConfigKey, MASK } from '../../lib/secrets.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { findConfig, findConfigByKey, insertConfig, listConfigs, removeConfigs, toConfigRow, updateConfig } from './repository.js';
import { configExportRoutes } from './export-routes.js';

const perm = (action: string) => ({ access: { permission: `system:config:${action}` } });
const tags = ['system: config'];

export const routes: FastifyPluginAsyncZod = async (app) => {
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

  // RuoYi answers the value in msg. Any signed-in user may read a parameter, except a secret one.
  app.get('/system/config/configKey/:configKey', { config: { access: { login: true } }, schema: { tags, params: z.object({ configKey: z.string().max(100) }) } }, async (request) => {
    const { configKey } = request.params;
    if (isSecretConfigKey(configKey) && !hasPermission(request.user!, ['system:config:list', 'system:config:query'])) throw forbidden(msg(request.lang, 'forbidden'));
    const stored = await app.configCache.get(configKey);
    const value = isWriteOnlyConfigKey(configKey) && stored ? MASK : (stored ?? '');
    return { code: 200, msg: value, data: value };
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
    await removeConfigs(app.db, request.lang, request.params.ids);
    app.configCache.clear();
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  await app.register(configExportRoutes);
};
