import { describe, expect, it } from 'vitest';
import { admin, call, lhy, t, useTestApp } from './api.js';
import { createUser } from './role-fixtures.js';
import { loginAs } from './helpers.js';
import { scopedUser } from './scope-fixtures.js';

useTestApp({ logins: ['admin', 'lhy'] });

const total = async () => (await call('GET', '/system/notice/list')).json().total as number;

describe('/system/notice', () => {
  it('GET list pages, filters by title, creator and type', async () => {
    const all = (await call('GET', '/system/notice/list')).json();
    expect(all).toMatchObject({ code: 200, total: 1 });
    expect(all.rows[0]).toMatchObject({ noticeId: 1, noticeType: '2', status: '0', createBy: 'admin' });
    await call('POST', '/system/notice', { noticeTitle: 'Dock 3 closed', noticeType: '1', noticeContent: '<p>x</p>' });
    expect((await call('GET', '/system/notice/list?noticeTitle=dock')).json().total).toBe(1);
    expect((await call('GET', '/system/notice/list?noticeType=2')).json().total).toBe(1);
    expect((await call('GET', '/system/notice/list?createBy=nobody')).json().total).toBe(0);
    expect((await call('GET', '/system/notice/list?createBy=adm')).json().total).toBe(2);
    expect((await call('GET', '/system/notice/list?orderByColumn=noticeTitle&isAsc=ascending')).json().rows[0].noticeTitle).toBe('Dock 3 closed');
  });

  it('POST, GET {id}, PUT, DELETE {ids}', async () => {
    const created = await call('POST', '/system/notice', { noticeTitle: 'Holiday hours', noticeType: '2', noticeContent: '<p><strong>Closed</strong> on Monday</p>', status: '0' });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.noticeId;
    expect((await call('GET', `/system/notice/${id}`)).json().data).toMatchObject({ noticeTitle: 'Holiday hours', noticeContent: '<p><strong>Closed</strong> on Monday</p>', createBy: 'admin' });
    const updated = await call('PUT', '/system/notice', { noticeId: id, noticeTitle: 'Holiday hours', noticeType: '2', noticeContent: '<p>Open</p>', status: '1' });
    expect(updated.json().data).toMatchObject({ status: '1', updateBy: 'admin', noticeContent: '<p>Open</p>' });
    expect((await call('DELETE', `/system/notice/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/system/notice/${id}`)).statusCode).toBe(404);
  });

  it('DELETE of a batch with an unknown id deletes none of it', async () => {
    const id = (await call('POST', '/system/notice', { noticeTitle: 'keep me', noticeType: '1' })).json().data.noticeId;
    expect((await call('DELETE', `/system/notice/${id},99999`)).statusCode).toBe(404);
    expect((await call('GET', `/system/notice/${id}`)).statusCode).toBe(200);
    expect((await call('PUT', '/system/notice', { noticeId: 99999, noticeTitle: 'x', noticeType: '1' })).statusCode).toBe(404);
  });

  it('strips scripts, event handlers and javascript: links before storing', async () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">a</a>' +
      '<a href="https://example.com" target="_blank">b</a><iframe src="https://evil.example"></iframe>' +
      '<span style="color: red; position: fixed">c</span><a href="JaVaScRiPt:alert(4)">d</a><svg onload="x()"></svg></p>';
    const id = (await call('POST', '/system/notice', { noticeTitle: 'dirty', noticeType: '1', noticeContent: dirty })).json().data.noticeId;
    const stored = (await call('GET', `/system/notice/${id}`)).json().data.noticeContent as string;
    expect(stored).not.toMatch(/script|onclick|onerror|onload|javascript:|iframe|svg|position/i);
    expect(stored).toContain('<img src="x.png" />');
    expect(stored).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">b</a>');
    expect(stored).toContain('<span style="color:red">c</span>');
    const edited = await call('PUT', '/system/notice', { noticeId: id, noticeTitle: 'dirty', noticeType: '1', noticeContent: '<b onmouseover="x()">bold</b>' });
    expect(edited.json().data.noticeContent).toBe('<b>bold</b>');
  });

  it('refuses bad input with 400 naming the field, storing nothing', async () => {
    const before = await total();
    for (const [body, field] of [
      [{ noticeType: '1' }, 'noticeTitle'],
      [{ noticeTitle: '', noticeType: '1' }, 'noticeTitle'],
      [{ noticeTitle: 'x'.repeat(51), noticeType: '1' }, 'noticeTitle'],
      [{ noticeTitle: 'x', noticeType: '3' }, 'noticeType'],
      [{ noticeTitle: 'x', noticeType: '1', status: '2' }, 'status'],
      [{ noticeTitle: 'x', noticeType: '1', noticeContent: 5 }, 'noticeContent'],
    ] as const) {
      const res = await call('POST', '/system/notice', body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields?.join(' ').replaceAll('/', '.'), field).toContain(field);
    }
    expect((await call('PUT', '/system/notice', { noticeTitle: 'x', noticeType: '1' })).json().fields?.join(' ')).toContain('noticeId');
    expect((await call('GET', '/system/notice/list?noticeType=9')).statusCode).toBe(400);
    expect((await call('GET', '/system/notice/list?orderByColumn=noticeContent')).statusCode).toBe(400);
    expect((await call('DELETE', '/system/notice/1;2')).statusCode).toBe(400);
    expect(await total()).toBe(before);
  });

  it('GET home: open notices newest first, for any signed-in user', async () => {
    await call('POST', '/system/notice', { noticeTitle: 'closed one', noticeType: '1', status: '1' });
    await call('POST', '/system/notice', { noticeTitle: 'newest open', noticeType: '1', noticeContent: '<p>n</p>' });
    const res = await call('GET', '/system/notice/home', undefined, lhy);
    expect(res.statusCode).toBe(200);
    const titles = res.json().data.map((n: { noticeTitle: string }) => n.noticeTitle);
    expect(titles[0]).toBe('newest open');
    expect(titles).not.toContain('closed one');
    expect(titles).toContain('欢迎使用入仓预约系统');
    expect(res.json().data[0]).toMatchObject({ noticeType: '1', noticeContent: '<p>n</p>', createBy: 'admin' });
    expect((await t.app.inject({ method: 'GET', url: '/api/system/notice/home' })).statusCode).toBe(401);
  });

  it('answers 403 to every endpoint for a user without the permission', async () => {
    const before = await total();
    for (const [method, url, body] of [
      ['GET', '/system/notice/list'],
      ['GET', '/system/notice/1'],
      ['POST', '/system/notice', { noticeTitle: 'x', noticeType: '1' }],
      ['PUT', '/system/notice', { noticeId: 1, noticeTitle: 'x', noticeType: '1' }],
      ['DELETE', '/system/notice/1'],
    ] as const) {
      expect((await call(method, url, body, lhy)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await total()).toBe(before);
  });

  it('lists who read a notice only to callers who may list users, and only the users their data scope shows', async () => {
    const id = (await call('POST', '/system/notice', { noticeTitle: 'Readers', noticeType: '1', status: '0' })).json().data.noticeId;
    const read = (headers: Record<string, string>) => call('POST', `/system/notice/markRead?noticeId=${id}`, undefined, headers);
    // notices only (System, Notices): may manage notices, may not list users
    const noticesOnly = await scopedUser(t, { deptId: 103, dataScope: '1', menus: [1, 107] });
    // notices and the user list, own department (103) only
    const ownDept = await scopedUser(t, { deptId: 103, dataScope: '3', menus: [1, 107, 100] });
    await createUser(t.app, 'reader101', 101);
    for (const headers of [admin, noticesOnly.headers, ownDept.headers, await loginAs(t.app, 'reader101', 'demo123')]) expect((await read(headers)).statusCode).toBe(200);
    const readers = (headers?: Record<string, string>, q = '') => call('GET', `/system/notice/readUsers/list?noticeId=${id}${q}`, undefined, headers);

    const refused = await readers(noticesOnly.headers);
    expect(refused.statusCode).toBe(403);
    expect(JSON.stringify(refused.json())).not.toMatch(/reader101|admin/);

    const all = (await readers()).json();
    expect(all.total).toBe(4);
    const scoped = (await readers(ownDept.headers)).json();
    expect(scoped.rows.map((r: { userName: string }) => r.userName).sort()).toEqual([noticesOnly.userName, ownDept.userName].sort());
    expect(scoped.total).toBe(2);
    expect((await readers(ownDept.headers, '&searchValue=reader101')).json()).toMatchObject({ total: 0, rows: [] });
    // the same users the user list shows this caller
    const listed = (await call('GET', '/system/user/list?pageSize=100', undefined, ownDept.headers)).json().rows.map((r: { userName: string }) => r.userName);
    for (const r of scoped.rows) expect(listed).toContain(r.userName);
    expect(listed).not.toContain('reader101');
  });
});
