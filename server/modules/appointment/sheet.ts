import type { ImportColumn } from '../../lib/excel-import.js';

/** The appointment sheet's columns by field: the export shows them all, the import reads the booking ones. */
export const APPOINTMENT_COLUMNS = {
  reservationNo: { key: 'reservationNo', zh: '预约单号', en: 'Reservation number' },
  deliveryTime: { key: 'deliveryTime', zh: '送货时间', en: 'Delivery time', width: 18, required: true },
  warehouseName: { key: 'warehouseName', zh: '仓库', en: 'Warehouse', required: true },
  orderNos: { key: 'orderNos', zh: '订单号', en: 'Order numbers', width: 30, required: true },
  plateNo: { key: 'plateNo', zh: '车牌号', en: 'Plate', width: 12 },
  vehicleType: { key: 'vehicleType', zh: '车型', en: 'Vehicle type', width: 14 },
  deliveryType: { key: 'deliveryType', zh: '送货方式', en: 'Delivery type', width: 14 },
  driverName: { key: 'driverName', zh: '司机', en: 'Driver', width: 12 },
  driverPhone: { key: 'driverPhone', zh: '司机电话', en: 'Driver phone', width: 14 },
  carWeight: { key: 'carWeight', zh: '车重', en: 'Truck weight', width: 10 },
  boxes: { key: 'boxes', zh: '箱数', en: 'Boxes', width: 10 },
  grossWeight: { key: 'grossWeight', zh: '毛重', en: 'Gross weight', width: 12 },
  cube: { key: 'cube', zh: '立方数', en: 'Cube', width: 10 },
  remark: { key: 'remark', zh: '备注', en: 'Remark', width: 20 },
  status: { key: 'status', zh: '状态', en: 'Status', width: 12 },
  doorName: { key: 'doorName', zh: '月台', en: 'Dock door', width: 10 },
  arrivalTime: { key: 'arrivalTime', zh: '到达时间', en: 'Arrival time' },
  unloadEndTime: { key: 'unloadEndTime', zh: '卸货完成时间', en: 'Unloading finished' },
  receivedBoxes: { key: 'receivedBoxes', zh: '实收箱数', en: 'Received boxes', width: 12 },
  receivedWeight: { key: 'receivedWeight', zh: '实收重量', en: 'Received weight', width: 12 },
  receivedCube: { key: 'receivedCube', zh: '实收立方', en: 'Received cube', width: 12 },
  diffFlags: { key: 'diffFlags', zh: '差异', en: 'Differences', width: 16 },
  createBy: { key: 'createBy', zh: '创建者', en: 'Created by', width: 12 },
  createTime: { key: 'createTime', zh: '创建时间', en: 'Created' },
} satisfies Record<string, ImportColumn>;

const C = APPOINTMENT_COLUMNS;
/** What a booking is made of; the reservation number names the booking an "update existing" import edits. */
export const importColumns = [C.reservationNo, C.deliveryTime, C.warehouseName, C.orderNos, C.plateNo, C.vehicleType, C.deliveryType, C.driverName, C.driverPhone, C.carWeight, C.boxes, C.grossWeight, C.cube, C.remark];
export const exportColumns = [...importColumns, C.status, C.doorName, C.arrivalTime, C.unloadEndTime, C.receivedBoxes, C.receivedWeight, C.receivedCube, C.diffFlags, C.createBy, C.createTime];
export const sheetName = { zh: '送货预约', en: 'appointments' };
