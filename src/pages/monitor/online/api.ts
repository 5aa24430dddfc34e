import type { OnlineRow } from '../../../../contract/monitor';
import { crudApi } from '../../../components/crud/crud-api';
import { request } from '../../../lib/request';

export const onlineApi = crudApi<OnlineRow>('/monitor/online');

export const forceLogout = (tokenId: string) => request({ url: `/monitor/online/${tokenId}`, method: 'delete' });

export const batchLogout = (tokenIds: string[]) => request({ url: `/monitor/online/batchLogout/${tokenIds.join(',')}`, method: 'delete' });
