import type { LoginLogRow } from '../../../../contract/monitor';
import { crudApi } from '../../../components/crud/crud-api';
import { request } from '../../../lib/request';

export const loginLogApi = crudApi<LoginLogRow>('/monitor/logininfor');

export const cleanLoginLog = () => request({ url: '/monitor/logininfor/clean', method: 'delete' });

export const unlockUser = (userName: string) => request({ url: `/monitor/logininfor/unlock/${encodeURIComponent(userName)}`, method: 'get' });
