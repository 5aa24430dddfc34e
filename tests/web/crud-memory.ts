import { http, HttpResponse } from 'msw';

type Row = Record<string, unknown>;

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const PAGING = new Set(['pageNum', 'pageSize', 'orderByColumn', 'isAsc']);

/**
 * An in-memory RuoYi resource behind MSW: GET list (filters, sort, paging), GET {id}, POST, PUT,
 * DELETE {ids}, POST export. `derive` fills server-computed fields (e.g. dictLabel).
 */
export function memoryResource(base: string, idKey: string, seed: Row[], derive: (row: Row) => Row = (r) => r) {
  const rows: Row[] = seed.map((r) => derive({ ...r }));
  const calls: Call[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // a form-encoded export body stays text
    }
    calls.push({ method: request.method, path: url.pathname.replace(/^\/api/, ''), query: url.searchParams, body });
  };
  const ok = () => HttpResponse.json({ code: 200, msg: '操作成功' });

  const handlers = [
    http.get(`*${base}/list`, async ({ request }) => {
      await record(request);
      const q = new URL(request.url).searchParams;
      let list = rows.filter((r) =>
        [...q.entries()].every(([k, v]) => PAGING.has(k) || k.startsWith('params[') || String(r[k] ?? '').includes(v)),
      );
      const col = q.get('orderByColumn');
      if (col) {
        const dir = q.get('isAsc') === 'descending' ? -1 : 1;
        list = [...list].sort((a, b) => (String(a[col]) > String(b[col]) ? dir : -dir));
      }
      const pageNum = Number(q.get('pageNum') ?? 1);
      const pageSize = Number(q.get('pageSize') ?? 20);
      const page = list.slice((pageNum - 1) * pageSize, pageNum * pageSize);
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: page, total: list.length });
    }),
    http.post(`*${base}/export`, async ({ request }) => {
      await record(request);
      return new HttpResponse(new Blob(['xlsx']), {
        headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      });
    }),
    http.get(`*${base}/:id`, async ({ request, params }) => {
      await record(request);
      const row = rows.find((r) => String(r[idKey]) === params.id);
      return row ? HttpResponse.json({ code: 200, msg: 'ok', data: row }) : HttpResponse.json({ code: 404, msg: 'none' }, { status: 404 });
    }),
    http.post(`*${base}`, async ({ request }) => {
      await record(request);
      const body = calls[calls.length - 1].body as Row;
      const id = Math.max(0, ...rows.map((r) => Number(r[idKey]))) + 1;
      rows.push(derive({ ...body, [idKey]: id, createTime: '2024-06-01 10:00:00', remark: body.remark ?? null }));
      return ok();
    }),
    http.put(`*${base}`, async ({ request }) => {
      await record(request);
      const body = calls[calls.length - 1].body as Row;
      const i = rows.findIndex((r) => r[idKey] === body[idKey]);
      if (i >= 0) rows[i] = derive({ ...rows[i], ...body });
      return ok();
    }),
    http.delete(`*${base}/:ids`, async ({ request, params }) => {
      await record(request);
      const ids = String(params.ids).split(',');
      for (const id of ids) {
        const i = rows.findIndex((r) => String(r[idKey]) === id);
        if (i >= 0) rows.splice(i, 1);
      }
      return ok();
    }),
  ];
  const last = (method: string, pathEnd = '') =>
    [...calls].reverse().find((c) => c.method === method && c.path.endsWith(pathEnd));
  return { rows, calls, handlers, last };
}
