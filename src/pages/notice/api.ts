import type { HomeNotice, NoticeRow } from '../../../contract/notice';
import { crudApi } from '../../components/crud/crud-api';
import { request } from '../../lib/request';

export const noticeApi = crudApi<NoticeRow>('/system/notice');

/** The open notices, newest first (any signed-in user). */
export const homeNotices = async () => (await request<{ data: HomeNotice[] }>({ url: '/system/notice/home', method: 'get' })).data ?? [];
