import type { NoticeRow } from '../../../contract/notice';
import { crudApi } from '../../components/crud/crud-api';

export const noticeApi = crudApi<NoticeRow>('/system/notice');
