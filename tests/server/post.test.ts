import { describe, expect, it } from 'vitest';
import { admin as headers, call, t, useTestApp } from './api.js';
import { loginAs } from './helpers.js';

useTestApp({ logins: ['admin'] });

const total = async () => (await call('GET', '/system/post/list')).json().total as number;

describe('/system/post', () => {
  it('GET list pages, filters and sorts the seeded posts', async () => {
    const all = (await call('GET', '/system/post/list')).json();
    expect(all).toMatchObject({ code: 200, total: 5 });
    expect(all.rows[0]).toMatchObject({ postCode: 'documentary', postSort: 1, status: '0' });
    const some = (await call('GET', '/system/post/list?postName=%E5%91%98&orderByColumn=postSort&isAsc=descending&pageSize=2')).json();
    expect(some.total).toBe(3);
    expect(some.rows.map((r: { postCode: string }) => r.postCode)).toEqual(['tally', 'broker']);
    expect((await call('GET', '/system/post/list?status=1')).json().total).toBe(0);
    expect((await call('GET', '/system/post/list?orderByColumn=remark')).statusCode).toBe(400);
  });

  it('GET optionselect lists every post', async () => {
    const body = (await call('GET', '/system/post/optionselect')).json();
    expect(body.data).toHaveLength(5);
  });

  it('POST, GET {postId}, PUT, DELETE {ids}', async () => {
    const created = await call('POST', '/system/post', { postCode: 'driver', postName: 'Driver', postSort: 6, remark: 'trucks' });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.postId;
    expect((await call('GET', `/system/post/${id}`)).json().data).toMatchObject({ postCode: 'driver', postName: 'Driver', status: '0', createBy: 'admin' });
    const updated = await call('PUT', '/system/post', { postId: id, postCode: 'driver', postName: 'Truck driver', postSort: 7, status: '1' });
    expect(updated.statusCode).toBe(200);
    expect((await call('GET', `/system/post/${id}`)).json().data).toMatchObject({ postName: 'Truck driver', postSort: 7, status: '1' });
    expect((await call('DELETE', `/system/post/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/system/post/${id}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate code or name with 409, storing nothing', async () => {
    const before = await total();
    const code = await call('POST', '/system/post', { postCode: 'broker', postName: 'Another', postSort: 9 }, { ...headers, 'accept-language': 'en' });
    expect(code.statusCode).toBe(409);
    expect(code.json().msg).toContain('broker');
    const name = await call('POST', '/system/post', { postCode: 'other', postName: '报关员', postSort: 9 });
    expect(name.statusCode).toBe(409);
    const edit = await call('PUT', '/system/post', { postId: 1, postCode: 'broker', postName: '跟单员', postSort: 1 });
    expect(edit.statusCode).toBe(409);
    expect(await total()).toBe(before);
  });

  it('answers 400 naming the field for bad input, storing nothing', async () => {
    const before = await total();
    for (const [payload, field] of [
      [{ postCode: '', postName: 'x', postSort: 1 }, 'postCode'],
      [{ postCode: 'x', postName: 'x'.repeat(51), postSort: 1 }, 'postName'],
      [{ postCode: 'x', postName: 'x', postSort: 'first' }, 'postSort'],
      [{ postCode: 'x', postName: 'x', postSort: 1, status: '7' }, 'status'],
    ] as const) {
      const res = await call('POST', '/system/post', payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields?.join(' '), field).toContain(field);
    }
    expect((await call('PUT', '/system/post', { postCode: 'x', postName: 'x', postSort: 1 })).json().fields?.join(' ')).toContain('postId');
    expect(await total()).toBe(before);
  });

  it('refuses to delete a post held by a user (409), and deletes nothing of the batch', async () => {
    const spare = (await call('POST', '/system/post', { postCode: 'spare', postName: 'Spare', postSort: 10 })).json().data.postId;
    const res = await call('DELETE', `/system/post/${spare},1`, undefined, { ...headers, 'accept-language': 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/held by users/);
    expect((await call('GET', `/system/post/${spare}`)).statusCode).toBe(200);
    expect((await call('DELETE', '/system/post/99999')).statusCode).toBe(404);
  });

  it('exports an xlsx workbook (GET and POST)', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(method, '/system/post/export', method === 'POST' ? { status: '0' } : undefined);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('answers 403 to a user without the post permissions', async () => {
    const lhy = await loginAs(t.app, 'lhy');
    for (const [method, url] of [['GET', '/system/post/list'], ['GET', '/system/post/1'], ['POST', '/system/post'], ['PUT', '/system/post'], ['DELETE', '/system/post/1'], ['GET', '/system/post/export']] as const) {
      const res = await call(method, url, method === 'POST' || method === 'PUT' ? { postCode: 'x', postName: 'x', postSort: 1 } : undefined, lhy);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
