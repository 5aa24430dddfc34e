// @databases: embedded — validation, permissions and language of the answers, refused before the database
import { describe, expect, it } from 'vitest';
import { bookableOrder } from './appointment-fixtures.js';
import { IMPORT_LIMITS } from '../../server/lib/xlsx-guard.js';
import { call, cs, t, useTestApp } from './api.js';
import { emptyRowsSheet, hugeCellSheet, workbookOf, zipOf } from './crafted-xlsx.js';
import { loginAs } from './helpers.js';
import { multipart } from './multipart.js';
import { xlsxOf } from './xlsx.js';

useTestApp({ logins: ['cs'] });

/** A product sheet's header: the reader meets a sheet's limits as it reads, after the header is checked. */
const HEADER = ['articleNo', 'nameZh'];

const upload = (file: Buffer) => {
  const body = multipart('file', 'products.xlsx', file);
  return t.app.inject({ method: 'POST', url: '/api/biz/product/importData', payload: body.payload, headers: { ...cs, ...body.headers, 'accept-language': 'en' } });
};

/** The refusal, how long it took and how much the process grew meanwhile. */
async function refusalOf(file: Buffer) {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const start = performance.now();
  const res = await upload(file);
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  return { res, seconds, grewMb: (peak - rssBefore) / 1024 / 1024 };
}

describe('an import that would exhaust the server', () => {
  it('refuses a single cell of 200 MB within seconds, naming the limit, without holding it', async () => {
    const file = await zipOf(workbookOf(hugeCellSheet(HEADER, 200)));
    expect(file.length).toBeLessThan(1024 * 1024);
    const { res, seconds, grewMb } = await refusalOf(file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, fields: ['file'] });
    expect(res.json().msg).toBe(`A cell holds more than ${IMPORT_LIMITS.cellChars} characters`);
    expect(seconds).toBeLessThan(5);
    expect(grewMb).toBeLessThan(150);
  });

  it('refuses millions of empty rows within seconds, numbered or bare, by their count', async () => {
    const many = await refusalOf(await zipOf(workbookOf(emptyRowsSheet(HEADER, 3_000_000))));
    expect(many.res.statusCode).toBe(400);
    expect(many.res.json().msg).toBe('At most 100000 rows can be imported at once');
    expect(many.seconds).toBeLessThan(5);

    const bare = await refusalOf(await zipOf(workbookOf(emptyRowsSheet(HEADER, 20_000_000, false))));
    expect(bare.res.statusCode).toBe(400);
    expect(bare.res.json().msg).toBe('At most 100000 rows can be imported at once');
    expect(bare.seconds).toBeLessThan(5);
  }, 120_000);

  it('refuses at once a workbook that declares more than the inflated-size limit', async () => {
    const file = await zipOf(workbookOf(hugeCellSheet(HEADER, 300)));
    const { res, seconds, grewMb } = await refusalOf(file);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('The workbook inflates to more than 256 MB');
    expect(seconds).toBeLessThan(1);
    expect(grewMb).toBeLessThan(150);
  }, 120_000);

  it('refuses a row wider than the column limit and a file that is no workbook', async () => {
    const wide = await upload(await xlsxOf(Array.from({ length: IMPORT_LIMITS.columns + 5 }, (_, i) => `c${i}`), []));
    expect(wide.statusCode).toBe(400);
    expect(wide.json().msg).toBe(`A row may hold at most ${IMPORT_LIMITS.columns} columns`);
    const broken = await upload(Buffer.concat([Buffer.from('PK'), Buffer.alloc(100, 1)]));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields).toEqual(['file']);
  });

  it('keeps answering everyone else while four such uploads are read', async () => {
    const bomb = await zipOf(workbookOf(hugeCellSheet(HEADER, 120)));
    const uploads = Promise.all([1, 2, 3, 4].map(() => upload(bomb)));
    const others = await Promise.all(Array.from({ length: 20 }, () => call('GET', '/system/dict/data/type/sys_normal_disable', undefined, cs)));
    expect(others.map((r) => r.statusCode)).toEqual(others.map(() => 200));
    expect((await uploads).map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
  }, 60_000);

  it('sits outside the database gate while it reads, and takes its place to write, over real HTTP too', async () => {
    const imports = t.app.routeAccess.filter((r) => r.url.endsWith('/importData'));
    expect(imports.length).toBeGreaterThanOrEqual(3);
    // a body read to its end reads as a destroyed request: the late gate must not take that for a hang-up
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await xlsxOf(['articleNo', 'nameZh'], [['HTTP-1', '网络导入']]))]), 'products.xlsx');
    const res = await fetch(`${address}/api/biz/product/importData`, { method: 'POST', headers: cs, body: form });
    expect(res.status).toBe(200);
    expect((await res.json()).data.inserted).toBe(1);
  });

  it('refuses an oversize file on every upload route of the route table, in the envelope', async () => {
    // a public upload names its link by token: a live one, or the route answers 404 before it reads the body
    await bookableOrder(t, { vendorDeptName: 'Oversize Vendor' });
    const link = await call('POST', '/biz/supplierLink', { vendorDeptName: 'Oversize Vendor', contactEmail: 'big@supplier.example', lang: 'en' }, cs);
    expect(link.statusCode, link.body).toBe(200);
    const params: Record<string, string> = { token: link.json().data.token };
    const uploads = t.app.routeAccess.filter((r) => r.upload).map((r) => ({ method: r.method, url: r.url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1') }));
    expect(uploads.length).toBeGreaterThanOrEqual(5);
    const oversize = Buffer.alloc(t.config.uploadMaxBytes + 64 * 1024, 0x50);
    const admin = await loginAs(t.app);
    for (const { method, url } of uploads) {
      for (const field of ['file', 'avatarfile']) {
        const body = multipart(field, 'big.xlsx', oversize);
        const res = await t.app.inject({ method: method as 'POST', url, payload: body.payload, headers: { ...admin, ...body.headers } });
        const other = ((res.json().fields ?? []) as string[]).some((f) => f === 'file' || f === 'avatarfile');
        if (res.statusCode === 400 && other && !/large|过大|超出/.test(res.json().msg)) continue; // the other field name
        expect(res.statusCode, `${method} ${url} ${field}`).toBe(413);
        expect(res.json(), `${method} ${url}`).toMatchObject({ code: 413 });
      }
    }
  });
});
