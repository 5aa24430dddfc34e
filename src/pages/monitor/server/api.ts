import type { ServerInfo } from '../../../../contract/monitor';
import { request } from '../../../lib/request';

export const getServerInfo = async () => (await request<{ data: ServerInfo }>({ url: '/monitor/server', method: 'get' })).data;
