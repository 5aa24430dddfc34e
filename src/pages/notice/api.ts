import type { NoticeReader, NoticeRow } from '../../../contract/notice';
import { request } from '../../lib/request';
import { crudApi } from '../../components/crud/crud-api';

export const noticeApi = crudApi<NoticeRow>('/system/notice');

/** Who has read a notice, a page at a time (RuoYi's /system/notice/readUsers/list). */
export const noticeReaders = (query: { noticeId: number; searchValue?: string; pageNum: number; pageSize: number }) =>
  request<{ rows: NoticeReader[]; total: number }>({ url: '/system/notice/readUsers/list', method: 'get', params: query });
