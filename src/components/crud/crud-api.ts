import { download, request } from '../../lib/request';
import type { AnyRow, CrudApi, PageResult } from './types';

/** RuoYi's verbs on one base path: GET list, GET {id}, POST, PUT, DELETE {ids}, POST export. */
export function crudApi<Row extends AnyRow>(base: string): CrudApi<Row> {
  return {
    base,
    list: async (query) => {
      // a tree list (menus, departments) answers every row as `data`
      const body = await request<Partial<PageResult<Row>> & { data?: Row[] }>({ url: `${base}/list`, method: 'get', params: query });
      const rows = body.rows ?? body.data ?? [];
      return { rows, total: body.total ?? rows.length };
    },
    get: async (id) => (await request<{ data: Row }>({ url: `${base}/${id}`, method: 'get' })).data,
    add: (body) => request({ url: base, method: 'post', data: body }),
    update: (body) => request({ url: base, method: 'put', data: body }),
    remove: (ids) => request({ url: `${base}/${ids.join(',')}`, method: 'delete' }),
    // request() has already shown a failure
    exportFile: (query, filename) => download(`${base}/export`, query, filename).catch(() => undefined),
  };
}

/**
 * The RuoYi verbs, but a PUT carries the version the edit dialog was filled from (the kit reads a
 * row afresh before editing): an edit made meanwhile by someone else answers 409 in the user's
 * language instead of being overwritten.
 */
export function versionedCrudApi<Row extends AnyRow & { version: number }>(base: string, rowKey: Extract<keyof Row, string>): CrudApi<Row> {
  const crud = crudApi<Row>(base);
  const editedVersion = new Map<number, number>();
  return {
    ...crud,
    get: async (id) => {
      const row = await crud.get(id);
      editedVersion.set(Number(row[rowKey]), row.version);
      return row;
    },
    update: (body) => crud.update({ ...body, version: editedVersion.get(Number(body[rowKey])) }),
  };
}
