import type { OperLogRow } from '../../../../contract/monitor';
import { crudApi } from '../../../components/crud/crud-api';
import { request } from '../../../lib/request';

export const operLogApi = crudApi<OperLogRow>('/monitor/operlog');

export const cleanOperLog = () => request({ url: '/monitor/operlog/clean', method: 'delete' });
