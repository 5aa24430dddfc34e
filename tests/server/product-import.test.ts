import { count, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bizProduct } from '../../server/modules/product/table.js';
import { call, cs, customs, t, useTestApp } from './api.js';
import { completeRow, EN_HEADER, uploader, ZH_HEADER } from './product-fixtures.js';
import { sheetTexts, xlsxOf } from './xlsx.js';

useTestApp({ logins: ['cs', 'customs'], lang: 'en' });
let en: Record<string, string>;
beforeAll(() => {
  en = { ...cs, 'accept-language': 'en' };
});

const upload = (file: Buffer, query = '', headers = en, name?: string) => uploader(t)(file, query, headers, name);
const countLike = async (prefix: string) => Number((await t.app.db.select({ n: count() }).from(bizProduct).where(like(bizProduct.articleNo, `${prefix}%`)))[0].n);

describe('POST /biz/product/importData', () => {
  it('imports a good file: new products to be completed, owned by the importer', async () => {
    const res = await upload(await xlsxOf(ZH_HEADER, [completeRow('GOOD-1', 1), completeRow('GOOD-2', 2), ['GOOD-3', '只有中文名']]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, msg: 'Imported: 3 added, 0 updated', data: { inserted: 3, updated: 0, failed: 0, errors: [] } });
    const rows = (await call('GET', '/biz/product/list?articleNo=GOOD-&orderByColumn=articleNo')).json().rows;
    expect(rows[0]).toMatchObject({ articleNo: 'GOOD-1', nameZh: '商品1', nameEn: 'Product 1', hscode: '6109100010', length: 40, height: 6, grossWeight: 1.25, netWeight: 1.1, status: '0', createBy: 'cs' });
    expect(rows[2]).toMatchObject({ articleNo: 'GOOD-3', nameEn: '', length: null });
  });

  it('stores texts as typed, tabs, line breaks and backslashes too (on PostgreSQL they travel by COPY)', async () => {
    const nameZh = '商品\t一\\N\n二\\';
    const res = await upload(await xlsxOf(ZH_HEADER, [['TEXT-1', nameZh, 'a\\b\nc', '', '', '', '', '', '', '\\.']]));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = (await call('GET', '/biz/product/list?articleNo=TEXT-1')).json().rows;
    expect(row).toMatchObject({ nameZh, nameEn: 'a\\b\nc', supplier: '\\.', hscode: '', length: null });
  });

  it('keeps the good rows and reports the bad ones by sheet row (keepGood, the default)', async () => {
    await upload(await xlsxOf(ZH_HEADER, [completeRow('KEEP-OLD')]));
    const file = await xlsxOf(EN_HEADER, [
      completeRow('KEEP-1'),
      ['KEEP-2'],
      ['KEEP-3', 'x', '', '', -1],
      ['KEEP-4', 'x', '', '', '', '', '', 1, 2],
      completeRow('KEEP-1'),
      completeRow('KEEP-OLD'),
      ['KEEP-7', 'y', '', '61AB'],
      completeRow('KEEP-8'),
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.data).toMatchObject({ inserted: 2, updated: 0, failed: 6 });
    expect(body.data.errors).toEqual([
      'row 3: Chinese name: required',
      expect.stringMatching(/^row 4: Length \(cm\): /),
      expect.stringMatching(/^row 5: Net weight \(kg\): must not exceed the gross weight/),
      'row 6: Article No.: the article number "KEEP-1" appears twice in the file',
      expect.stringMatching(/^row 7: Article No.: the article number "KEEP-OLD" already exists/),
      expect.stringMatching(/^row 8: HS code: /),
    ]);
    expect(body.msg).toMatch(/^Imported 2 added and 0 updated; these 6 rows were not imported/);
    expect(await countLike('KEEP-')).toBe(3);
  });

  it('with keepGood=false refuses the whole file when any row is bad, storing nothing', async () => {
    const file = await xlsxOf(ZH_HEADER, [completeRow('ALL-1'), ['ALL-2']]);
    const res = await upload(file, '?keepGood=false', { ...cs, 'accept-language': 'zh' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({ inserted: 0, updated: 0, failed: 1, errors: ['第3行：中文名称：必填'] });
    expect(res.json().msg).toMatch(/^有1行数据有误，整个文件未导入/);
    expect(await countLike('ALL-')).toBe(0);
    const good = await upload(await xlsxOf(ZH_HEADER, [completeRow('ALL-1')]), '?keepGood=false');
    expect(good.statusCode).toBe(200);
  });

  it('checks and writes 5 000 rows at a time in one transaction: a repeat across batches is caught, and keepGood=false undoes the batches already written', async () => {
    const rows = (bad: boolean) => Array.from({ length: 12_000 }, (_, i) => (i === 11_000 ? (bad ? ['LATE-1'] : completeRow('LATE-1')) : completeRow(`LATE-${i}`, i)));
    const refused = await upload(await xlsxOf(ZH_HEADER, rows(true)), '?keepGood=false');
    expect(refused.json().data).toMatchObject({ inserted: 0, failed: 1, errors: ['row 11002: Chinese name: required'] });
    expect(await countLike('LATE-')).toBe(0);
    const kept = await upload(await xlsxOf(ZH_HEADER, rows(false)));
    expect(kept.json().data).toMatchObject({ inserted: 11_999, failed: 1, errors: ['row 11002: Article No.: the article number "LATE-1" appears twice in the file'] });
    expect(await countLike('LATE-')).toBe(11_999);
  });

  it('with updateSupport updates existing products from the filled-in cells, never accepted ones', async () => {
    await upload(await xlsxOf(ZH_HEADER, [completeRow('UPD-1'), completeRow('UPD-2')]));
    const accepted = (await call('GET', '/biz/product/list?articleNo=UPD-2')).json().rows[0];
    for (const to of ['1', '3']) expect((await call('PUT', `/biz/product/${accepted.productId}/status`, { to })).statusCode).toBe(200);
    const file = await xlsxOf(['articleNo', 'nameZh', 'supplier'], [['UPD-1', '新名称', 'New supplier'], ['UPD-2', '改已验收', ''], ['UPD-3', '新增']]);
    const res = await upload(file, '?updateSupport=true');
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({ inserted: 1, updated: 1, failed: 1 });
    expect(res.json().data.errors[0]).toMatch(/^row 3: Article No.: The product is accepted.*changing/);
    const upd = (await call('GET', '/biz/product/list?articleNo=UPD-1')).json().rows[0];
    expect(upd).toMatchObject({ nameZh: '新名称', supplier: 'New supplier', nameEn: 'Product 0', length: 40, version: 1 });
    expect((await call('GET', '/biz/product/list?articleNo=UPD-2')).json().rows[0].nameZh).toBe('商品0');
  });

  it('refuses a missing file, a file that is not Excel, a corrupt one, a foreign header and an empty sheet (400, field file)', async () => {
    const before = await countLike('');
    const none = await t.app.inject({ method: 'POST', url: '/api/biz/product/importData', headers: en, payload: {} });
    expect(none.statusCode).toBe(400);
    const csv = await upload(Buffer.from('articleNo,nameZh\nCSV-1,x\n'), '', en, 'products.csv');
    expect(csv.statusCode).toBe(400);
    expect(csv.json()).toMatchObject({ fields: ['file'], msg: expect.stringMatching(/Excel/) });
    expect((await upload(Buffer.from('PK\u0003\u0004garbage'))).statusCode).toBe(400);
    const foreign = await upload(await xlsxOf(['a', 'nameZh'], [['x', 'y']]));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toContain('Article No.');
    expect((await upload(await xlsxOf(ZH_HEADER, []))).statusCode).toBe(400);
    expect(await countLike('')).toBe(before);
  });

  it('is refused to customs (403)', async () => {
    expect((await upload(await xlsxOf(ZH_HEADER, [completeRow('CUS-1')]), '', customs)).statusCode).toBe(403);
  });

  it('imports a 100 000-row file', { timeout: 180_000 }, async () => {
    const rows = function* () {
      for (let i = 0; i < 100_000; i++) yield completeRow(`BIG-${String(i).padStart(6, '0')}`, i);
    };
    const file = await xlsxOf(ZH_HEADER, rows());
    const started = performance.now();
    const res = await upload(file);
    const seconds = (performance.now() - started) / 1000;
    console.log(`product import: 100 000 rows, ${(file.length / 1e6).toFixed(1)} MB, ${seconds.toFixed(1)} s, rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json().data).toMatchObject({ inserted: 100_000, failed: 0 });
    expect(await countLike('BIG-')).toBe(100_000);
  });
});

describe('GET/POST /biz/product/importTemplate', () => {
  it('answers an empty workbook with headers in the caller\'s language, which imports once filled in', async () => {
    const zh = await t.app.inject({ method: 'GET', url: '/api/biz/product/importTemplate', headers: cs });
    expect(zh.statusCode).toBe(200);
    expect(await sheetTexts(zh.rawPayload)).toEqual([ZH_HEADER]);
    const post = await t.app.inject({ method: 'POST', url: '/api/biz/product/importTemplate', headers: en });
    const [header] = await sheetTexts(post.rawPayload);
    expect(header).toEqual(EN_HEADER);
    expect((await upload(await xlsxOf(header, [completeRow('TPL-1')]))).statusCode).toBe(200);
  });
});
