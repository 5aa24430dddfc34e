import type { ImportColumn } from '../../lib/excel-import.js';

/** The filing sheet's columns by field: the export shows them all, the import reads the editable ones. */
export const FILING_COLUMNS = {
  filingId: { key: 'filingId', zh: '备案编号', en: 'Filing ID', width: 10 },
  orderNo: { key: 'orderNo', zh: '订单号', en: 'Order number', required: true },
  buyer: { key: 'buyer', zh: '买家', en: 'Buyer' },
  qdNumber: { key: 'qdNumber', zh: 'QD号', en: 'QD number' },
  customsDeclarationNumber: { key: 'customsDeclarationNumber', zh: '报关单号', en: 'Declaration number' },
  customsBrokerCode: { key: 'customsBrokerCode', zh: '报关行代码', en: 'Broker code' },
  customsStatus: { key: 'customsStatus', zh: '报关状态', en: 'Customs status', width: 16 },
  reviewNotes: { key: 'reviewNotes', zh: '审核备注', en: 'Review notes', width: 30 },
  auditDate: { key: 'auditDate', zh: '审核日期', en: 'Audit date' },
  confirmDeliveryTime: { key: 'confirmDeliveryTime', zh: '确认送货时间', en: 'Confirmed delivery' },
  actItemNo: { key: 'actItemNo', zh: '实际件数', en: 'Actual items', width: 12 },
  signTime: { key: 'signTime', zh: '签收时间', en: 'Sign time' },
  createBy: { key: 'createBy', zh: '创建者', en: 'Created by', width: 12 },
  createTime: { key: 'createTime', zh: '创建时间', en: 'Created' },
} satisfies Record<string, ImportColumn>;

const C = FILING_COLUMNS;
export const exportColumns = [C.filingId, C.orderNo, C.buyer, C.qdNumber, C.customsDeclarationNumber, C.customsBrokerCode, C.customsStatus, C.reviewNotes, C.auditDate, C.confirmDeliveryTime, C.actItemNo, C.signTime, C.createBy, C.createTime];
/** What an import fills in: the order, then the fields a filing's editors enter (photos are uploaded, not typed). */
export const importColumns = [C.orderNo, C.qdNumber, C.customsDeclarationNumber, C.customsBrokerCode, C.reviewNotes, C.auditDate, C.confirmDeliveryTime, C.actItemNo, C.signTime];
export const sheetName = { zh: '报关备案', en: 'filings' };
