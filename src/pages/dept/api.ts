import type { DeptRow } from '../../../contract/dept';
import { crudApi } from '../../components/crud/crud-api';
import { request } from '../../lib/request';

export const deptApi = crudApi<DeptRow>('/system/dept');

/** Every department, or every one but `excludeId` and those below it (where it may move). */
export const deptCandidates = async (excludeId?: number) => {
  const body = await request<{ data?: DeptRow[]; rows?: DeptRow[] }>({ url: excludeId ? `/system/dept/list/exclude/${excludeId}` : '/system/dept/list', method: 'get' });
  return body.data ?? body.rows ?? [];
};
