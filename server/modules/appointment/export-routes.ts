import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentQuery } from '../../../contract/appointment.js';
import { registerExport } from '../../lib/export-route.js';
import { APPOINTMENT_DICT } from './machine.js';
import { streamAppointments } from './repository.js';

/** GET/POST /biz/appointment/export: the list's filters, streamed in batches, vocabularies labelled. */
export const appointmentExportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerExport(app, {
    url: '/biz/appointment/export',
    permission: 'biz:appointment:export',
    tags: ['biz: appointment'],
    query: appointmentQuery,
    sheet: { zh: '送货预约', en: 'appointments' },
    columns: [
      { key: 'reservationNo', zh: '预约单号', en: 'Reservation number' },
      { key: 'deliveryTime', zh: '送货时间', en: 'Delivery time', width: 18 },
      { key: 'warehouseName', zh: '仓库', en: 'Warehouse' },
      { key: 'orderNos', zh: '订单号', en: 'Order numbers', width: 30 },
      { key: 'plateNo', zh: '车牌号', en: 'Plate', width: 12 },
      { key: 'vehicleType', zh: '车型', en: 'Vehicle type', width: 14 },
      { key: 'deliveryType', zh: '送货方式', en: 'Delivery type', width: 14 },
      { key: 'driverName', zh: '司机', en: 'Driver', width: 12 },
      { key: 'driverPhone', zh: '司机电话', en: 'Driver phone', width: 14 },
      { key: 'boxes', zh: '箱数', en: 'Boxes', width: 10 },
      { key: 'grossWeight', zh: '毛重', en: 'Gross weight', width: 12 },
      { key: 'cube', zh: '立方数', en: 'Cube', width: 10 },
      { key: 'status', zh: '状态', en: 'Status', width: 12 },
      { key: 'doorName', zh: '月台', en: 'Dock door', width: 10 },
      { key: 'arrivalTime', zh: '到达时间', en: 'Arrival time' },
      { key: 'unloadEndTime', zh: '卸货完成时间', en: 'Unloading finished' },
      { key: 'receivedBoxes', zh: '实收箱数', en: 'Received boxes', width: 12 },
      { key: 'receivedWeight', zh: '实收重量', en: 'Received weight', width: 12 },
      { key: 'receivedCube', zh: '实收立方', en: 'Received cube', width: 12 },
      { key: 'diffFlags', zh: '差异', en: 'Differences', width: 16 },
      { key: 'createBy', zh: '创建者', en: 'Created by', width: 12 },
      { key: 'createTime', zh: '创建时间', en: 'Created' },
    ],
    rows: async (filter, lang, user) =>
      (async function* () {
        const [status, vehicleType, deliveryType] = await Promise.all([APPOINTMENT_DICT, 'biz_vehicle_type', 'biz_delivery_type'].map((type) => app.dictCache.labeller(type, lang)));
        for await (const a of streamAppointments(app.db, user, filter)) {
          yield { ...a, status: status(a.status), vehicleType: vehicleType(a.vehicleType), deliveryType: deliveryType(a.deliveryType) };
        }
      })(),
  });
};
