import type { TestApp } from './helpers.js';
import { multipart } from './multipart.js';

export const ZH_HEADER = ['货号', '中文名称', '英文名称', 'HS编码', '长(cm)', '宽(cm)', '高(cm)', '毛重(kg)', '净重(kg)', '供应商'];
export const EN_HEADER = ['Article No.', 'Chinese name', 'English name', 'HS code', 'Length (cm)', 'Width (cm)', 'Height (cm)', 'Gross weight (kg)', 'Net weight (kg)', 'Supplier'];

/** A complete product's row in the template's column order. */
export const completeRow = (articleNo: string, i = 0) => [articleNo, `商品${i}`, `Product ${i}`, '6109100010', 40, 30, 5 + (i % 10), 1.25, 1.1, `Supplier ${i % 50}`];

export function uploader(t: TestApp) {
  return (file: Buffer, query: string, headers: Record<string, string>, name = 'products.xlsx') => {
    const body = multipart('file', name, file);
    return t.app.inject({ method: 'POST', url: `/api/biz/product/importData${query}`, payload: body.payload, headers: { ...headers, ...body.headers } });
  };
}

/** Products, pre-order and order menus for a scoped test role (migration 0005). */
export const PRODUCT_MENUS = [2000, 2001, 2100, 2101, 2102, 2103, 2104, 2105, 2106];
