import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerExport } from '../../lib/export-route.js';
import { configQuery } from '../../../contract/system.js';
import { configsFor } from './repository.js';
import { isSecretConfigKey, MASK } from '../../lib/secrets.js';

/** The Excel export of the parameters, registered by config/routes.ts. */
export const configExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['system: config'];
  registerExport(app, {
    url: '/system/config/export',
    permission: 'system:config:export',
    tags,
    query: configQuery,
    sheet: { zh: '参数配置', en: 'parameters' },
    columns: [
      { key: 'configId', zh: '参数主键', en: 'ID', width: 10 },
      { key: 'configName', zh: '参数名称', en: 'Name', width: 30 },
      { key: 'configKey', zh: '参数键名', en: 'Key', width: 30 },
      { key: 'configValue', zh: '参数键值', en: 'Value', width: 30 },
      { key: 'configType', zh: '系统内置', en: 'Built in', width: 10 },
      { key: 'remark', zh: '备注', en: 'Remark', width: 40 },
      { key: 'createTime', zh: '创建时间', en: 'Created' },
    ],
    // a secret parameter's value is never written into a file that travels
    rows: async (filter) => (await configsFor(app.db, filter)).map((row) => (isSecretConfigKey(row.configKey) ? { ...row, configValue: MASK } : row)),
  });
};
