import { call } from './api.js';
import type { TestApp } from './helpers.js';
import { multipart } from './multipart.js';

/** A pre-order body with `n` lines (3 cartons, 0.1 CBM, 2.5 kg and 10 × 1.1 USD each). */
export const preorderBody = (orderNo: string, n = 2, extra: object = {}) => ({
  orderNo,
  buyer: 'ACME Buyer',
  vendorDeptName: 'Ningbo Supplier',
  ...extra,
  lines: Array.from({ length: n }, (_, i) => ({ itemNo: `IT-${i + 1}`, originalQty: 10, unitPrice: 1.1, currency: 'USD', cartons: 3, cbm: 0.1, grossWeight: 2.5, customsNameZh: '杯子', customsNameEn: 'Cup' })),
});

/** Calls the pre-order tests share (their files `call` as admin by default). */
export function preorderCalls(t: TestApp, admin: () => Record<string, string>) {
  const create = async (orderNo: string, n = 2, headers = admin()) => {
    const res = await call('POST', '/biz/preorder', preorderBody(orderNo, n), headers);
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data as { preorderId: number; version: number; checkStatus: string; orderNo: string };
  };
  const move = (id: number, to: string, remark = '', headers = admin(), version?: number) => call('PUT', `/biz/preorder/${id}/status`, { to, remark, version }, headers);
  const get = async (id: number) => (await call('GET', `/biz/preorder/${id}`)).json().data;
  const list = async (query = '', headers = admin()) => (await call('GET', `/biz/preorder/list${query}`, undefined, headers)).json() as { total: number; rows: Array<Record<string, unknown> & { orderNo: string; preorderId: number }> };
  const upload = (file: Buffer, query = '', headers = admin(), name = 'preorders.xlsx') => {
    const body = multipart('file', name, file);
    return t.app.inject({ method: 'POST', url: `/api/biz/preorder/importData${query}`, payload: body.payload, headers: { ...headers, ...body.headers } });
  };
  return { call, create, move, get, list, upload };
}
