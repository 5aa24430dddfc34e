import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { containerQuery } from '../../../contract/container.js';
import { stockQuery } from '../../../contract/inventory.js';
import { registerExport } from '../../lib/export-route.js';
import { streamContainers } from './containers.js';
import { CONTAINER_DICT, rowFigures, STOCK_DICT } from './gate.js';
import { streamStock } from './repository.js';

/** GET/POST /biz/inventory/export and /biz/container/export: the lists' filters, streamed, statuses labelled. */
export const inventoryExportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerExport(app, {
    url: '/biz/inventory/export',
    permission: 'biz:inventory:export',
    tags: ['biz: inventory'],
    query: stockQuery,
    sheet: { zh: '库存', en: 'stock' },
    columns: [
      { key: 'palletCode', zh: '托盘号', en: 'Pallet code', width: 22 },
      { key: 'orderNo', zh: '订单号', en: 'Order no.', width: 20 },
      { key: 'buyer', zh: '买家', en: 'Buyer', width: 22 },
      { key: 'warehouseName', zh: '仓库', en: 'Warehouse', width: 16 },
      { key: 'location', zh: '库位', en: 'Location', width: 12 },
      { key: 'status', zh: '状态', en: 'Status', width: 10 },
      { key: 'containerName', zh: '出库柜', en: 'Container', width: 16 },
      { key: 'boxes', zh: '箱数', en: 'Cartons', width: 8 },
      { key: 'weight', zh: '毛重(kg)', en: 'Weight (kg)', width: 12 },
      { key: 'cube', zh: '体积(m³)', en: 'Volume (m³)', width: 12 },
      { key: 'receivedTime', zh: '入库时间', en: 'Received' },
      { key: 'days', zh: '在库天数', en: 'Days in', width: 8 },
    ],
    rows: async (filter, lang, user) =>
      (async function* () {
        const status = await app.dictCache.labeller(STOCK_DICT, lang);
        for await (const p of streamStock(app.db, user, filter)) yield { ...p, status: status(p.status) };
      })(),
  });

  registerExport(app, {
    url: '/biz/container/export',
    permission: 'biz:container:export',
    tags: ['biz: container'],
    query: containerQuery,
    sheet: { zh: '出库柜', en: 'containers' },
    columns: [
      { key: 'cabinetNo', zh: 'PSA 柜号', en: 'Cabinet (PSA) no.', width: 18 },
      { key: 'week', zh: '周次', en: 'Week', width: 6 },
      { key: 'vesselVoyage', zh: '船名航次', en: 'Vessel / voyage', width: 20 },
      { key: 'billOfLading', zh: '提单号', en: 'Bill of lading', width: 18 },
      { key: 'containerNo', zh: '柜号', en: 'Container no.', width: 14 },
      { key: 'sealNo', zh: '封条号', en: 'Seal no.', width: 14 },
      { key: 'boxType', zh: '箱型', en: 'Box type', width: 8 },
      { key: 'carrier', zh: '船公司', en: 'Carrier', width: 14 },
      { key: 'destination', zh: '目的地', en: 'Destination', width: 16 },
      { key: 'cargoSpace', zh: '舱位', en: 'Cargo space', width: 12 },
      { key: 'warehouseName', zh: '仓库', en: 'Warehouse', width: 14 },
      { key: 'loadDate', zh: '装柜日期', en: 'Load date', width: 12 },
      { key: 'loadTime', zh: '装柜时间', en: 'Load time', width: 8 },
      { key: 'status', zh: '状态', en: 'Status', width: 10 },
      { key: 'locked', zh: '锁定', en: 'Locked', width: 8 },
      { key: 'pallets', zh: '托盘数', en: 'Pallets', width: 8 },
      { key: 'boxes', zh: '箱数', en: 'Cartons', width: 8 },
      { key: 'weight', zh: '货重(kg)', en: 'Goods (kg)', width: 12 },
      { key: 'cube', zh: '体积(m³)', en: 'Volume (m³)', width: 10 },
      { key: 'packer', zh: '装柜人', en: 'Packer', width: 10 },
      { key: 'driverName', zh: '司机', en: 'Driver', width: 10 },
      { key: 'plateNo', zh: '车牌', en: 'Plate', width: 10 },
      { key: 'grossWeight', zh: '地磅毛重(kg)', en: 'Weighbridge (kg)', width: 14 },
      { key: 'weightDiff', zh: '地磅差异(kg)', en: 'Weighbridge diff (kg)', width: 14 },
      { key: 'leftTime', zh: '离场时间', en: 'Left' },
    ],
    rows: async (filter, lang, user) =>
      (async function* () {
        const status = await app.dictCache.labeller(CONTAINER_DICT, lang);
        const locked = await app.dictCache.labeller('biz_container_lock', lang);
        const figures = await rowFigures({ dict: app.dictCache, parameter: (key) => app.configCache.get(key) });
        for await (const c of streamContainers(app.db, user, filter, figures)) yield { ...c, status: status(c.status), locked: locked(c.locked) };
      })(),
  });
};
