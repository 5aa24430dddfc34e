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
