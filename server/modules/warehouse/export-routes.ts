import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { warehouseQuery } from '../../../contract/warehouse.js';
import { registerExport } from '../../lib/export-route.js';
import { msg } from './messages.js';
import { streamWarehouses, toWarehouseRow } from './repository.js';

/** GET/POST /biz/warehouse/export: the list's filters, closed weekdays and status in words. */
export const warehouseExportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerExport(app, {
    url: '/biz/warehouse/export',
    // RuoYi's export right, as the list page's Export button asks for it; no demo role holds it
    permission: 'biz:warehouse:export',
    tags: ['biz: warehouse'],
    query: warehouseQuery,
    sheet: { zh: '仓库', en: 'warehouses' },
    columns: [
      { key: 'warehouseId', zh: '仓库编号', en: 'ID', width: 10 },
      { key: 'warehouseName', zh: '仓库名称', en: 'Name' },
      { key: 'address', zh: '地址', en: 'Address', width: 30 },
      { key: 'openTime', zh: '开始时间', en: 'Opens', width: 10 },
      { key: 'closeTime', zh: '结束时间', en: 'Closes', width: 10 },
      { key: 'slotMinutes', zh: '时段分钟', en: 'Slot minutes', width: 12 },
      { key: 'slotTrucks', zh: '每时段车数', en: 'Trucks per slot', width: 14 },
      { key: 'slotCbm', zh: '每时段立方', en: 'm³ per slot', width: 14 },
      { key: 'closedWeekdays', zh: '每周休息', en: 'Closed weekdays', width: 24 },
      { key: 'status', zh: '状态', en: 'Status', width: 10 },
      { key: 'remark', zh: '备注', en: 'Remark', width: 30 },
      { key: 'createTime', zh: '创建时间', en: 'Created' },
    ],
    rows: async (filter, lang) =>
      (async function* () {
        const weekdays = msg(lang, 'slotWeekdayNames').split(',');
        for await (const w of streamWarehouses(app.db, filter)) {
          const row = toWarehouseRow(w);
          yield {
            ...row,
            closedWeekdays: row.closedWeekdays ? row.closedWeekdays.split(',').map((d) => weekdays[Number(d)]).join(', ') : '',
            status: msg(lang, row.status === '0' ? 'warehouseStatusNormal' : 'warehouseStatusDisabled'),
          };
        }
      })(),
  });
};
