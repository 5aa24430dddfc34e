import type { DbTableRow, GenColumn, GenPreviewReply, GenTableInput, GenTableRow } from '../../../contract/gen';
import { crudApi } from '../../components/crud/crud-api';
import { download, request } from '../../lib/request';

export const genApi = crudApi<GenTableRow>('/tool/gen');

/** Live tables that are no module yet and not imported. */
export const dbTables = (query: { tableName?: string; tableComment?: string; pageNum: number; pageSize: number }) =>
  request<{ rows: DbTableRow[]; total: number }>({ url: '/tool/gen/db/list', method: 'get', params: query });

/** Creates the tables of CREATE TABLE / COMMENT ON statements and imports them (administrators). */
export const createTable = async (sql: string) => (await request<{ data: GenTableRow[] }>({ url: '/tool/gen/createTable', method: 'post', data: { sql } })).data;

export const importTables = (names: string[]) => request({ url: '/tool/gen/importTable', method: 'post', params: { tables: names.join(',') } });

export interface GenConfig {
  info: GenTableRow;
  rows: GenColumn[];
}
export const genConfig = async (tableId: number) => (await request<{ data: GenConfig }>({ url: `/tool/gen/${tableId}`, method: 'get' })).data;
export const saveGenConfig = (body: GenTableInput) => request({ url: '/tool/gen', method: 'put', data: body });
export const syncTable = (tableName: string) => request({ url: `/tool/gen/synchDb/${tableName}`, method: 'get' });
/** The files of a table's module, and the notice that it is already in the tree (read only) or null. */
export const previewCode = async (tableId: number) => {
  const { data, notice } = await request<GenPreviewReply>({ url: `/tool/gen/preview/${tableId}`, method: 'get' });
  return { files: data, notice: notice ?? null };
};

/** The modules of these tables as one zip. */
export const downloadCode = (tableNames: string[]) =>
  download('/tool/gen/batchGenCode', { tables: tableNames.join(',') }, tableNames.length === 1 ? `${tableNames[0]}.zip` : 'modules.zip', { method: 'get' }).catch(() => undefined);
