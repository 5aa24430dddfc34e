import type { FilingRow, FilingStatus } from '../../../contract/filing';
import { crudApi } from '../../components/crud/crud-api';
import { request } from '../../lib/request';

export const filingApi = crudApi<FilingRow>('/biz/filing');

/** PUT {id}/status with the version the user saw: a move someone else made meanwhile answers 409. */
export const moveFiling = (row: FilingRow, to: FilingStatus, remark: string, fields: Record<string, string> = {}) =>
  request({ url: `/biz/filing/${row.filingId}/status`, method: 'put', data: { to, remark, version: row.version, ...(Object.keys(fields).length ? { fields } : {}) } });

export interface OrderChoice {
  orderId: number;
  orderNo: string;
  buyer: string;
}

/** Orders whose number contains the text, for the add dialog's picker. */
export const searchOrders = async (orderNo: string) =>
  (await request<{ rows: OrderChoice[] }>({ url: '/biz/order/list', method: 'get', params: { orderNo, overState: '0', pageSize: 20 } })).rows ?? [];
