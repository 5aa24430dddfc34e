import type { ImportColumn } from '../../lib/excel-import.js';

/** The import template's columns; the export starts with the same headers so an export re-imports. */
export const productColumns = [
  { key: 'articleNo', zh: '货号', en: 'Article No.', width: 18, required: true },
  { key: 'nameZh', zh: '中文名称', en: 'Chinese name', width: 24, required: true },
  { key: 'nameEn', zh: '英文名称', en: 'English name', width: 24 },
  { key: 'hscode', zh: 'HS编码', en: 'HS code', width: 14 },
  { key: 'length', zh: '长(cm)', en: 'Length (cm)', width: 12 },
  { key: 'width', zh: '宽(cm)', en: 'Width (cm)', width: 12 },
  { key: 'height', zh: '高(cm)', en: 'Height (cm)', width: 12 },
  { key: 'grossWeight', zh: '毛重(kg)', en: 'Gross weight (kg)', width: 14 },
  { key: 'netWeight', zh: '净重(kg)', en: 'Net weight (kg)', width: 14 },
  { key: 'supplier', zh: '供应商', en: 'Supplier', width: 20 },
] as const satisfies readonly ImportColumn[];
export type ProductImportKey = (typeof productColumns)[number]['key'];
