import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderQuery } from '../../../contract/order.js';
import { registerExport } from '../../lib/export-route.js';
import type { Lang } from '../../lib/messages.js';
import { orderSheetBatches, orderSheetKinds } from './export-rows.js';
import { ORDER_DICTS } from './machine.js';

const col = (key: string, zh: string, en: string, width = 16) => ({ key, zh, en, width });

const columns = [
  col('orderNo', '订单号', 'Order No.', 20),
  col('buyer', '买家', 'Buyer'),
  col('ope', 'OPE', 'OPE'),
  col('da', 'LOBA NO', 'LOBA NO'),
  col('vendorDeptName', '供应商', 'Supplier', 24),
  col('nbOfCartons', '箱数', 'Cartons', 10),
  col('totalCbm', '总体积', 'Total CBM', 12),
  col('keepRecordCbm', '备案体积', 'Filed CBM', 12),
  col('grossWeightSum', '总毛重', 'Gross weight', 12),
  col('customsStatus', '报关状态', 'Customs status'),
  col('transportStatus', '送货状态', 'Delivery status'),
  col('overState', '结束状态', 'End state'),
  col('overReason', '结束原因', 'End reason', 24),
  col('bondedStatus', '保税状态', 'Bonded status'),
  col('toWarehouseTime', '入仓时间', 'Warehouse entry', 20),
  col('documentary', '跟单员', 'Documentary'),
  col('orderTaker', '接单员', 'Order taker'),
  col('district', '区域', 'District'),
  col('bookingCategory', '订舱类别', 'Booking category'),
  col('createBy', '创建人', 'Created by'),
  col('createTime', '创建时间', 'Created', 20),
];
// the sheet's thread parses each column's cells by the kind the export reads it as
const kinds = orderSheetKinds(columns.map((c) => c.key));

/** GET/POST /biz/order/export: every order in scope matching the list's filters, streamed in batches. */
export const orderExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const dicts = { ...ORDER_DICTS, bondedStatus: 'biz_bonded_status' };
  // each field's values and their labels, as a plain map the sheet's thread can be handed
  const labels = (lang: Lang) =>
    Promise.all(
      Object.entries(dicts).map(async ([field, type]) => {
        const [entries, label] = await Promise.all([app.dictCache.get(type), app.dictCache.labeller(type, lang)]);
        return [field, new Map(entries.map((e) => [e.dictValue, label(e.dictValue)]))] as const;
      }),
    );
  registerExport(app, {
    url: '/biz/order/export',
    permission: 'biz:order:export',
    tags: ['biz: order'],
    query: orderQuery,
    sheet: { zh: '订单数据', en: 'orders' },
    columns,
    rows: async (filter, lang, user) => ({ kinds, labels: Object.fromEntries(await labels(lang)), batches: orderSheetBatches(app.db, user, filter) }),
  });
};
