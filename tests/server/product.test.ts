import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bizProduct } from '../../server/modules/product/table.js';
import { admin, call, cs, customs, lhy, t, useTestApp } from './api.js';
import { seedProductDemo } from '../../server/demo/product.js';
import { bizStatusHistory } from '../../server/lib/workflow-table.js';
import { PRODUCT_MENUS } from './product-fixtures.js';
import { sheetTexts } from './xlsx.js';
import { scopedUser } from './scope-fixtures.js';

useTestApp({ logins: ['admin', 'cs', 'customs', 'lhy'], as: 'cs', lang: 'en' });

let serial = 0;
const complete = { nameEn: 'Cotton T-shirt', hscode: '6109100010', length: 40, width: 30, height: 5, grossWeight: 1.25, netWeight: 1.1, supplier: 'Ningbo Trading' };
const newProduct = async (extra: object = {}, headers = cs) => {
  serial += 1;
  const res = await call('POST', '/biz/product', { articleNo: `T-${serial}-${Date.now() % 100000}`, nameZh: `测试商品${serial}`, ...complete, ...extra }, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { productId: number; articleNo: string; version: number; status: string };
};
const move = (id: number, to: string, headers = cs, extra: object = {}) => call('PUT', `/biz/product/${id}/status`, { to, ...extra }, headers);
const statusOf = async (id: number) => (await t.app.db.select().from(bizProduct).where(eq(bizProduct.productId, id)))[0];
/** A product brought to `status` through the API. */
const productAt = async (status: string) => {
  const p = await newProduct();
  const path: Record<string, string[]> = { '0': [], '1': ['1'], '3': ['1', '3'], '2': ['1', '3', '2'] };
  for (const to of path[status]) expect((await move(p.productId, to, admin)).statusCode).toBe(200);
  return p;
};

describe('POST /biz/product', () => {
  it('adds a product to be completed, owned by the caller', async () => {
    const p = await newProduct({ remark: 'first' });
    expect(p).toMatchObject({ status: '0', version: 0, length: 40, grossWeight: 1.25, nameEn: 'Cotton T-shirt', createBy: 'cs' });
    expect(await statusOf(p.productId)).toMatchObject({ deptId: 101, status: '0' });
  });

  it('refuses a duplicate article number 409 naming articleNo', async () => {
    const p = await newProduct();
    const res = await call('POST', '/biz/product', { articleNo: p.articleNo, nameZh: 'again' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('articleNo');
    expect(res.json().msg).toContain(p.articleNo);
    const zh = await call('POST', '/biz/product', { articleNo: p.articleNo, nameZh: 'again' }, cs, 'zh');
    expect(zh.json().msg).toContain('货号');
  });

  it('refuses bad input 400 naming the field, storing nothing', async () => {
    const cases: [object, string][] = [
      [{ nameZh: 'x' }, 'articleNo'],
      [{ articleNo: 'BAD-1' }, 'nameZh'],
      [{ articleNo: 'BAD-2', nameZh: '  ' }, 'nameZh'],
      [{ articleNo: 'BAD-3', nameZh: 'x', length: -1 }, 'length'],
      [{ articleNo: 'BAD-4', nameZh: 'x', grossWeight: 'heavy' }, 'grossWeight'],
      [{ articleNo: 'BAD-5', nameZh: 'x', grossWeight: 1, netWeight: 2 }, 'netWeight'],
      [{ articleNo: 'BAD-6', nameZh: 'x', hscode: '61ab' }, 'hscode'],
      [{ articleNo: 'x'.repeat(51), nameZh: 'x' }, 'articleNo'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/biz/product', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields?.join(' ')).toContain(field);
    }
    expect((await call('GET', '/biz/product/list?articleNo=BAD-')).json().total).toBe(0);
  });
});

describe('GET /biz/product/list and GET /biz/product/{id}', () => {
  it('filters by every field, sorts by the whitelist only', async () => {
    const a = await newProduct({ articleNo: 'FLT-A1', nameZh: '过滤蓝色杯子', nameEn: 'Filter blue cup', hscode: '9617001100', supplier: 'Filter Supplier X' });
    const b = await newProduct({ articleNo: 'FLT-B2', nameZh: '过滤红色杯子', nameEn: 'Filter red cup', hscode: '6911101900', supplier: 'Filter Supplier Y' });
    await move(b.productId, '1');
    const ids = async (q: string) => (await call('GET', `/biz/product/list?${q}`)).json().rows.map((r: { productId: number }) => r.productId);
    expect(await ids('articleNo=flt-')).toEqual([b.productId, a.productId]);
    expect(await ids('nameZh=蓝色')).toEqual([a.productId]);
    expect(await ids('nameEn=RED')).toEqual([b.productId]);
    expect(await ids('hscode=96170&articleNo=FLT')).toEqual([a.productId]);
    expect(await ids('supplier=supplier y')).toEqual([b.productId]);
    expect(await ids('articleNo=FLT&status=1')).toEqual([b.productId]);
    expect(await ids('articleNo=FLT&status=0,1')).toHaveLength(2);
    expect(await ids('articleNo=FLT&params[beginTime]=2000-01-01&params[endTime]=2000-12-31')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`articleNo=FLT&params[beginTime]=${today}`)).toHaveLength(2);
    expect(await ids('articleNo=FLT&orderByColumn=articleNo&isAsc=ascending')).toEqual([a.productId, b.productId]);
    const bad = await call('GET', '/biz/product/list?orderByColumn=password');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields?.join(' ')).toContain('orderByColumn');
    expect((await call('GET', '/biz/product/list?status=9')).statusCode).toBe(400);
  });

  it('answers one product, 404 for an unknown one', async () => {
    const p = await newProduct();
    expect((await call('GET', `/biz/product/${p.productId}`)).json().data).toMatchObject({ articleNo: p.articleNo });
    expect((await call('GET', '/biz/product/99999999')).statusCode).toBe(404);
  });

  it('scopes the list by the creator: a user with "own data" sees only their own products', async () => {
    const me = await scopedUser(t, { deptId: 103, dataScope: '5', menus: PRODUCT_MENUS });
    const mine = await newProduct({}, me.headers);
    const other = await newProduct();
    const rows = (await call('GET', '/biz/product/list?pageSize=100', undefined, me.headers)).json().rows as { productId: number }[];
    expect(rows.map((r) => r.productId)).toEqual([mine.productId]);
    expect((await call('GET', `/biz/product/${other.productId}`, undefined, me.headers)).statusCode).toBe(404);
    expect((await move(other.productId, '1', me.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/biz/product/${other.productId}`, undefined, me.headers)).statusCode).toBe(404);
  });
});

describe('PUT /biz/product', () => {
  it('edits a product; version (optional) must be the current one', async () => {
    const p = await newProduct();
    const res = await call('PUT', '/biz/product', { productId: p.productId, articleNo: p.articleNo, nameZh: '改名', length: 41, version: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ nameZh: '改名', length: 41, width: 30, version: 1, updateBy: 'cs' });
    const stale = await call('PUT', '/biz/product', { productId: p.productId, articleNo: p.articleNo, nameZh: 'stale', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect((await statusOf(p.productId)).nameZh).toBe('改名');
  });

  it('refuses an accepted product (409: move it to changing first), allows it once changing', async () => {
    const p = await productAt('3');
    const res = await call('PUT', '/biz/product', { productId: p.productId, articleNo: p.articleNo, nameZh: 'changed' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/changing/);
    expect((await statusOf(p.productId)).nameZh).not.toBe('changed');
    expect((await move(p.productId, '2')).statusCode).toBe(200);
    expect((await call('PUT', '/biz/product', { productId: p.productId, articleNo: p.articleNo, nameZh: 'changed' })).statusCode).toBe(200);
  });

  it('refuses taking another product\'s article number (409) and bad input (400)', async () => {
    const [a, b] = [await newProduct(), await newProduct()];
    const dup = await call('PUT', '/biz/product', { productId: b.productId, articleNo: a.articleNo, nameZh: 'x' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toContain('articleNo');
    const neg = await call('PUT', '/biz/product', { productId: b.productId, articleNo: b.articleNo, nameZh: 'x', height: -3 });
    expect(neg.statusCode).toBe(400);
    expect(neg.json().fields?.join(' ')).toContain('height');
    expect((await statusOf(b.productId)).articleNo).toBe(b.articleNo);
  });
});

describe('DELETE /biz/product/{ids}', () => {
  it('deletes products to be completed or to be accepted, with their history; refuses accepted and changing ones', async () => {
    const [a, b] = [await productAt('0'), await productAt('1')];
    const res = await call('DELETE', `/biz/product/${a.productId},${b.productId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(a.productId)).toBeUndefined();
    expect(await t.app.db.select().from(bizStatusHistory).where(eq(bizStatusHistory.entityId, b.productId))).toEqual([]);
    const [c, d] = [await productAt('3'), await productAt('0')];
    const refused = await call('DELETE', `/biz/product/${c.productId},${d.productId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain(c.articleNo);
    expect(await statusOf(d.productId)).toBeDefined();
  });
});

describe('PUT /biz/product/{id}/status', () => {
  it('makes every legal move, records each in the history with labels in the caller\'s language', async () => {
    const p = await newProduct();
    const steps: [string, string][] = [['1', 'submitted'], ['3', 'looks good'], ['2', 'new packaging'], ['1', 'updated'], ['3', 'ok again']];
    for (const [i, [to, remark]] of steps.entries()) {
      const res = await move(p.productId, to, cs, { remark, version: i });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ to, version: i + 1, product: { status: to } });
    }
    const en = (await call('GET', `/biz/product/${p.productId}/history`)).json().data;
    expect(en.map((h: { fromStatus: string; toStatus: string }) => `${h.fromStatus}>${h.toStatus}`)).toEqual(['0>1', '1>3', '3>2', '2>1', '1>3']);
    expect(en[0]).toMatchObject({ fromLabel: 'To be completed', toLabel: 'To be accepted', remark: 'submitted', operBy: 'cs' });
    expect(en[2]).toMatchObject({ fromLabel: 'Accepted', toLabel: 'Changing' });
    const zh = (await call('GET', `/biz/product/${p.productId}/history`, undefined, customs, 'zh')).json().data;
    expect(zh[0]).toMatchObject({ fromLabel: '待完善', toLabel: '待验收' });
  });

  it('refuses illegal moves 409, changing nothing', async () => {
    const cases: [string, string][] = [['0', '3'], ['0', '2'], ['1', '2'], ['1', '0'], ['3', '1'], ['3', '0'], ['2', '3'], ['0', '0']];
    for (const [from, to] of cases) {
      const p = await productAt(from);
      const before = await statusOf(p.productId);
      const res = await move(p.productId, to);
      expect(res.statusCode, `${from}>${to}`).toBe(409);
      expect(await statusOf(p.productId)).toEqual(before);
    }
  });

  it('sends only a complete product to acceptance (400 naming the missing fields)', async () => {
    const p = await newProduct({ nameEn: '', hscode: '', netWeight: null });
    const res = await move(p.productId, '1');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/nameEn, hscode, netWeight/);
    expect((await statusOf(p.productId)).status).toBe('0');
  });

  it('refuses a bad target 400, a stale version 409, customs and lhy 403', async () => {
    const p = await newProduct();
    expect((await move(p.productId, '7')).statusCode).toBe(400);
    expect((await move(p.productId, '1', cs, { version: 5 })).statusCode).toBe(409);
    expect((await move(p.productId, '1', customs)).statusCode).toBe(403);
    expect((await move(p.productId, '1', lhy)).statusCode).toBe(403);
    expect((await statusOf(p.productId)).status).toBe('0');
  });

  it('of two simultaneous moves, exactly one wins', async () => {
    const p = await productAt('1');
    const results = await Promise.all([move(p.productId, '3', cs), move(p.productId, '3', admin)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const history = await t.app.db.select().from(bizStatusHistory).where(eq(bizStatusHistory.entityId, p.productId));
    expect(history.filter((h) => h.entity === 'product' && h.toStatus === '3')).toHaveLength(1);
    expect((await statusOf(p.productId)).version).toBe(2);
  });
});

describe('permissions', () => {
  it('customs may read products but not change them; lhy may do nothing', async () => {
    const p = await newProduct();
    expect((await call('GET', '/biz/product/list', undefined, customs)).statusCode).toBe(200);
    expect((await call('GET', `/biz/product/${p.productId}/history`, undefined, customs)).statusCode).toBe(200);
    expect((await call('POST', '/biz/product', { articleNo: 'CUS-1', nameZh: 'x' }, customs)).statusCode).toBe(403);
    expect((await call('PUT', '/biz/product', { productId: p.productId, articleNo: p.articleNo, nameZh: 'x' }, customs)).statusCode).toBe(403);
    expect((await call('DELETE', `/biz/product/${p.productId}`, undefined, customs)).statusCode).toBe(403);
    expect((await call('GET', '/biz/product/export', undefined, customs)).statusCode).toBe(403);
    expect((await call('GET', '/biz/product/importTemplate', undefined, customs)).statusCode).toBe(403);
    for (const [method, url] of [['GET', '/biz/product/list'], ['GET', `/biz/product/${p.productId}`], ['GET', `/biz/product/${p.productId}/history`]] as const) {
      expect((await call(method, url, undefined, lhy)).statusCode).toBe(403);
    }
  });
});

describe('GET/POST /biz/product/export', () => {
  it('exports the filtered products with status labels in the caller\'s language', async () => {
    const p = await productAt('3');
    const res = await call('POST', '/biz/product/export', { articleNo: p.articleNo });
    expect(res.statusCode).toBe(200);
    const rows = await sheetTexts(res.rawPayload);
    expect(rows[0].slice(0, 3)).toEqual(['Article No.', 'Chinese name', 'English name']);
    expect(rows).toHaveLength(2);
    expect(rows[1][0]).toBe(p.articleNo);
    expect(rows[1]).toContain('Accepted');
    const zh = await call('GET', `/biz/product/export?articleNo=${p.articleNo}`, undefined, cs, 'zh');
    expect((await sheetTexts(zh.rawPayload))[1]).toContain('已验收');
  });
});

describe('seedProductDemo', () => {
  it('adds about forty products at every status with their history, once', async () => {
    await seedProductDemo(t.app.db);
    await seedProductDemo(t.app.db);
    const res = (await call('GET', '/biz/product/list?articleNo=ART-24&pageSize=100', undefined, admin)).json();
    expect(res.total).toBe(40);
    expect(new Set(res.rows.map((r: { status: string }) => r.status))).toEqual(new Set(['0', '1', '2', '3']));
    const accepted = res.rows.find((r: { status: string }) => r.status === '3');
    const history = (await call('GET', `/biz/product/${accepted.productId}/history`)).json().data;
    expect(history.at(-1)).toMatchObject({ toStatus: '3' });
    expect(history[0]).toMatchObject({ fromStatus: '0' });
  });
});
