import type { OrderBatchInput, OrderRow } from '../../../contract/order';
import { crudApi } from '../../components/crud/crud-api';
import { request } from '../../lib/request';

export const orderApi = crudApi<OrderRow>('/biz/order');

/** Ends an order: to 1 normal end, 2 delivery ends, 3 abnormal end (with its reason). */
export const endOrder = (orderId: number, to: string, remark: string, version?: number) =>
  request({ url: `/biz/order/${orderId}/status`, method: 'put', data: { to, remark, version } });

export const batchEditOrders = (body: OrderBatchInput) => request({ url: '/biz/order/batch', method: 'put', data: body });
