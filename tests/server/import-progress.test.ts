import { describe, expect, it } from 'vitest';
import { admin, t, useTestApp } from './api.js';
import { multipart } from './multipart.js';
import { xlsxOf } from './xlsx.js';

useTestApp({ logins: ['admin'], as: 'admin', lang: 'en' });

const ndjson = { accept: 'application/x-ndjson' };
const lines = (body: string) => body.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);

describe('imports with progress (Accept: application/x-ndjson) and cancelling', () => {
  it('every importData route answers as it goes, its report or refusal the last line', async () => {
    const imports = t.app.routeAccess.filter((r) => r.url.endsWith('/importData'));
    expect(imports.length).toBeGreaterThanOrEqual(6);
    for (const { url } of imports) {
      // the route's own empty template: read, then refused for holding no rows
      const template = await t.app.inject({ method: 'GET', url: url.replace('importData', 'importTemplate'), headers: admin });
      expect(template.statusCode, url).toBe(200);
      const body = multipart('file', 'template.xlsx', template.rawPayload);
      const res = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...admin, ...ndjson, 'accept-language': 'en', ...body.headers } });
      expect(res.headers['content-type'], url).toMatch(/^application\/x-ndjson/);
      expect(lines(res.body).at(-1), url).toEqual({ code: 400, msg: 'The sheet holds no rows to import' });
    }
  });

  it('a product file: rows read by the 5 000, each batch written once read (while the next is read), then the report', async () => {
    const rows = Array.from({ length: 12_000 }, (_, i) => [`PRG-${i}`, `进度${i}`]);
    const body = multipart('file', 'p.xlsx', await xlsxOf(['articleNo', 'nameZh'], rows));
    const res = await t.app.inject({ method: 'POST', url: '/api/biz/product/importData', payload: body.payload, headers: { ...admin, ...ndjson, ...body.headers } });
    expect(res.statusCode).toBe(200);
    const all = lines(res.body);
    const stages = all.slice(0, -1) as { progress: string; rows: number }[];
    expect(stages.filter((s) => s.progress === 'read')).toEqual([{ progress: 'read', rows: 5000 }, { progress: 'read', rows: 10000 }]);
    expect(stages.filter((s) => s.progress === 'write')).toEqual([5000, 10000, 12000].map((rows) => ({ progress: 'write', rows })));
    // a batch's write may overlap the next batch's reading, never come before its own
    const at = (progress: string, rows: number) => stages.findIndex((s) => s.progress === progress && s.rows === rows);
    expect(at('write', 5000)).toBeGreaterThan(at('read', 5000));
    expect(at('write', 10000)).toBeGreaterThan(at('read', 10000));
    expect(all.at(-1)).toMatchObject({ code: 200, data: { inserted: 12_000, failed: 0 } });
  });
});
