import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerExport } from '../../lib/export-route.js';
import { dictDataQuery, dictTypeQuery } from '../../../contract/system.js';
import { dictDataFor, toDictDataRow } from './data-repository.js';
import { dictTypesFor, toDictTypeRow } from './type-repository.js';

/** The Excel export of dictionary types, registered by dict/type-routes.ts. */
export const dictTypeExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['system: dictionary'];
  registerExport(app, {
    url: '/system/dict/type/export',
    permission: 'system:dict:export',
    tags,
    query: dictTypeQuery,
    sheet: { zh: '字典类型', en: 'dictionary types' },
    columns: [
      { key: 'dictId', zh: '字典主键', en: 'ID', width: 10 },
      { key: 'dictName', zh: '字典名称', en: 'Name', width: 30 },
      { key: 'dictType', zh: '字典类型', en: 'Type', width: 30 },
      { key: 'status', zh: '状态', en: 'Status', width: 10 },
      { key: 'remark', zh: '备注', en: 'Remark', width: 40 },
      { key: 'createTime', zh: '创建时间', en: 'Created' },
    ],
    rows: async (filter, lang) =>
    {
      const status = await app.dictCache.labeller('sys_normal_disable', lang);
      return (await dictTypesFor(app.db, filter)).map((r) => ({ ...toDictTypeRow(r), status: status(r.status) }));
    },
  });
};

/** The Excel export of dictionary data, registered by dict/data-routes.ts. */
export const dictDataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['system: dictionary'];
  registerExport(app, {
    url: '/system/dict/data/export',
    permission: 'system:dict:export',
    tags,
    query: dictDataQuery,
    sheet: { zh: '字典数据', en: 'dictionary data' },
    columns: [
      { key: 'dictCode', zh: '字典编码', en: 'Code', width: 10 },
      { key: 'dictSort', zh: '字典排序', en: 'Sort', width: 10 },
      { key: 'dictLabelZh', zh: '中文标签', en: 'Label (Chinese)', width: 24 },
      { key: 'dictLabelEn', zh: '英文标签', en: 'Label (English)', width: 24 },
      { key: 'dictValue', zh: '字典键值', en: 'Value' },
      { key: 'dictType', zh: '字典类型', en: 'Type', width: 30 },
      { key: 'isDefault', zh: '是否默认', en: 'Default', width: 10 },
      { key: 'status', zh: '状态', en: 'Status', width: 10 },
      { key: 'remark', zh: '备注', en: 'Remark', width: 40 },
      { key: 'createTime', zh: '创建时间', en: 'Created' },
    ],
    rows: async (filter, lang) =>
    {
      const status = await app.dictCache.labeller('sys_normal_disable', lang);
      return (await dictDataFor(app.db, filter)).map((r) => ({ ...toDictDataRow(r, lang), status: status(r.status) }));
    },
  });
};
