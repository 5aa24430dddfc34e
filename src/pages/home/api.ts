import type { HomeSummary } from '../../../contract/home';
import { request } from '../../lib/request';

/** Who is signed in and the live counts of the home page. */
export const getSummary = async () => (await request<{ data: HomeSummary }>({ url: '/index/summary', method: 'get' })).data;
