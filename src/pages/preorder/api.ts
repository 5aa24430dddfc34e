import type { PreorderRow } from '../../../contract/preorder';
import { crudApi } from '../../components/crud/crud-api';
import { request } from '../../lib/request';

export const preorderApi = crudApi<PreorderRow>('/biz/preorder');

/** The check: to '1' passes (the order is created), '2' does not pass (remark = the reason). */
export const checkPreorder = (preorderId: number, to: '1' | '2', remark: string, version?: number) =>
  request<{ data: PreorderRow }>({ url: `/biz/preorder/${preorderId}/status`, method: 'put', data: { to, remark, version } });
