import type { Board, HomeSummary } from '../../../contract/home';
import type { HomeNotice } from '../../../contract/notice';
import { request } from '../../lib/request';

/** Who is signed in and the live counts of the home page. */
export const getSummary = async () => (await request<{ data: HomeSummary }>({ url: '/index/summary', method: 'get' })).data;

/** The open notices, newest first (any signed-in user). */
export const homeNotices = async () => (await request<{ data: HomeNotice[] }>({ url: '/system/notice/home', method: 'get' })).data ?? [];

/** The operations board of the caller's permissions. */
export const getBoard = async () => (await request<{ data: Board }>({ url: '/index/board', method: 'get' })).data;
