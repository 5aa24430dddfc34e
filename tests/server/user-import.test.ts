import { describe, expect, it } from 'vitest';
import { streamUsers } from '../../server/modules/user/repository.js';
import { admin as headers, t, useTestApp } from './api.js';
import { multipart } from './multipart.js';
import { scopedUser } from './scope-fixtures.js';
import { userCalls } from './user-helpers.js';
import { sheetTexts, xlsxOf } from './xlsx.js';

useTestApp({ logins: ['admin'] });

const u = () => userCalls(t, () => headers);
const HEADER = ['部门编号', '登录名称', '用户名称', '用户邮箱', '手机号码', '用户性别', '帐号状态'];
const upload = (file: Buffer, query = '', h = headers, name = 'users.xlsx') => {
  const body = multipart('file', name, file);
  return t.app.inject({ method: 'POST', url: `/api/system/user/importData${query}`, payload: body.payload, headers: { ...h, ...body.headers } });
};

describe('POST /system/user/importData', () => {
  it('keeps the good rows and reports the bad ones by sheet row; existing accounts are not touched without updateSupport', async () => {
    const file = await xlsxOf(HEADER, [
      [101, 'imp1', 'Import One', 'imp1@example.com', '13600000001', '男', '正常'],
      [102, 'imp2', 'Import Two', '', '', 'Female', 'Disabled'],
      [101, '', 'No login name', '', '', '', ''],
      [101, 'imp4', 'Bad mail', 'not-mail', '', '', ''],
      [101, 'cs', 'Overwrite cs', '', '', '', ''],
      [99999, 'imp6', 'No such dept', '', '', '', ''],
      [101, 'imp1', 'Twice', '', '', '', ''],
      [101, 'imp8', 'Mail of cs', 'cs@example.com', '', '', ''],
    ]);
    const res = await upload(file, '?updateSupport=false', { ...headers, 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.data).toMatchObject({ inserted: 2, updated: 0, failed: 6 });
    expect(body.data.errors).toEqual([
      'row 4: Login name: required',
      expect.stringMatching(/^row 5: E-mail: /),
      'row 6: Login name: the account "cs" already exists',
      'row 7: Department ID: Department 99999 does not exist',
      'row 8: Login name: the account "imp1" appears twice in the file',
      'row 9: E-mail: The e-mail address "cs@example.com" is used by another user',
    ]);
    expect(body.msg).toMatch(/^Imported 2 added and 0 updated; these 6 rows were not imported/);
    expect(body.msg).toContain('row 4: Login name: required');
    const { rows } = await u().list('?userName=imp');
    expect(rows.map((r) => r.userName)).toEqual(['imp1', 'imp2']);
    expect(rows[1]).toMatchObject({ deptId: 102, sex: '1', status: '1', email: '' });
    expect((await u().list('?userName=cs')).rows[0].nickName).toBe('客服小王');
    // new accounts get the initial password
    expect((await u().login('imp1', '123456')).statusCode).toBe(200);
  });

  it('with updateSupport=true updates existing accounts from the filled-in cells; all good rows answer 200', async () => {
    const file = await xlsxOf(['userName', 'nickName', 'phonenumber'], [
      ['imp1', 'Import One Updated', '13600000009'],
      ['imp9', 'Import Nine', ''],
    ]);
    const res = await upload(file, '?updateSupport=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: { inserted: 1, updated: 1, failed: 0, errors: [] } });
    const imp1 = (await u().list('?userName=imp1')).rows[0];
    // cells left out keep their stored values
    expect(imp1).toMatchObject({ nickName: 'Import One Updated', phonenumber: '13600000009', email: 'imp1@example.com', deptId: 101 });
    expect((await u().list('?userName=imp9')).total).toBe(1);
  });

  it('with keepGood=false one bad row refuses the whole file: nothing stored, every bad row reported', async () => {
    const before = (await u().list()).total;
    const file = await xlsxOf(HEADER, [
      [101, 'strict1', 'Good one', '', '', '', ''],
      [101, 'strict2', '', '', '', '', ''],
    ]);
    const res = await upload(file, '?keepGood=false', { ...headers, 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({ inserted: 0, updated: 0, failed: 1, errors: ['row 3: User name: required'] });
    expect((await u().list()).total).toBe(before);
  });

  it('reads updateSupport from the multipart form as well', async () => {
    const file = await xlsxOf(['Login name', 'User name'], [['imp9', 'Nine again']]);
    const body = multipart('file', 'u.xlsx', file);
    const boundary = body.headers['content-type'].split('boundary=')[1];
    const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="updateSupport"\r\n\r\ntrue\r\n`), body.payload]);
    const res = await t.app.inject({ method: 'POST', url: '/api/system/user/importData', payload, headers: { ...headers, ...body.headers } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await u().list('?userName=imp9')).rows[0].nickName).toBe('Nine again');
  });

  it('a scoped importer cannot place users outside their scope nor update users outside it', async () => {
    const me = await scopedUser(t, { deptId: 101, dataScope: '4' });
    const file = await xlsxOf(HEADER, [
      [102, 'scopedimp1', 'Out of scope', '', '', '', ''],
      [101, 'customs', 'Customs hijack', '', '', '', ''],
      [101, 'scopedimp2', 'In scope', '', '', '', ''],
    ]);
    const res = await upload(file, '?updateSupport=true', { ...me.headers, 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({ inserted: 1, updated: 0, failed: 2 });
    expect(res.json().data.errors[0]).toMatch(/^row 2: Department ID: /);
    expect(res.json().data.errors[1]).toMatch(/^row 3: Login name: You may not access this user's data/);
    expect((await u().list('?userName=customs')).rows[0].nickName).toBe('报关小李');
  });

  it('refuses a missing file, a file that is not a workbook and an empty sheet (400), storing nothing', async () => {
    const before = (await u().list()).total;
    const none = await t.app.inject({ method: 'POST', url: '/api/system/user/importData', headers, payload: {} });
    expect(none.statusCode).toBe(400);
    const text = await upload(Buffer.from('userName,nickName\nzed,Zed\n'), '', headers, 'users.csv');
    expect(text.statusCode).toBe(400);
    expect(text.json().fields).toEqual(['file']);
    const corrupt = await upload(Buffer.from('PK\u0003\u0004garbage'));
    expect(corrupt.statusCode).toBe(400);
    const empty = await upload(await xlsxOf(HEADER, []));
    expect(empty.statusCode).toBe(400);
    const foreign = await upload(await xlsxOf(['a', 'b'], [['x', 'y']]));
    expect(foreign.statusCode).toBe(400);
    expect((await u().list()).total).toBe(before);
  });
});

describe('GET/POST /system/user/importTemplate', () => {
  it('answers an empty workbook whose headers are in the caller\'s language', async () => {
    const zh = await t.app.inject({ method: 'GET', url: '/api/system/user/importTemplate', headers });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toContain('spreadsheetml');
    expect(await sheetTexts(zh.rawPayload)).toEqual([HEADER]);
    const en = await t.app.inject({ method: 'POST', url: '/api/system/user/importTemplate', headers: { ...headers, 'accept-language': 'en' } });
    expect((await sheetTexts(en.rawPayload))[0]).toEqual(['Department ID', 'Login name', 'User name', 'E-mail', 'Phone', 'Sex', 'Status']);
  });

  it('the template, filled in, imports', async () => {
    const template = (await t.app.inject({ method: 'GET', url: '/api/system/user/importTemplate', headers: { ...headers, 'accept-language': 'en' } })).rawPayload;
    const [header] = await sheetTexts(template);
    const res = await upload(await xlsxOf(header, [[103, 'fromtemplate', 'From template', '', '', 'Male', 'Normal']]));
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('GET/POST /system/user/export', () => {
  it('exports the filtered users with labels in the caller\'s language', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/system/user/export', headers: { ...headers, 'accept-language': 'en' }, payload: { deptId: 102 } });
    expect(res.statusCode).toBe(200);
    const rows = await sheetTexts(res.rawPayload);
    expect(rows[0].slice(0, 4)).toEqual(['User ID', 'Department ID', 'Login name', 'User name']);
    const names = rows.slice(1).map((r) => r[2]);
    expect(names).toContain('customs');
    expect(names).not.toContain('cs');
    const customs = rows.find((r) => r[2] === 'customs')!;
    expect(customs).toContain('Normal');
    // the department by its English name (migration 0016)
    expect(customs).toContain('Customs');
    expect(customs).not.toContain('报关部');
  });

  it('a scoped user exports only the users in scope', async () => {
    const me = await scopedUser(t, { deptId: 101, dataScope: '3' });
    const res = await t.app.inject({ method: 'GET', url: '/api/system/user/export', headers: me.headers });
    expect(res.statusCode).toBe(200);
    const names = (await sheetTexts(res.rawPayload)).slice(1).map((r) => r[2]);
    expect(names).toContain('cs');
    expect(names).toContain(me.userName);
    expect(names).not.toContain('customs');
    expect(names).not.toContain('admin');
  });

  it('reads in keyset batches: every row once, in id order, across batch boundaries', async () => {
    const admin = { sessionId: '', userId: 1, userName: 'admin', nickName: 'admin', deptId: 104, deptName: null, roles: ['admin'], permissions: ['*:*:*'], dataScopes: [] };
    const all = (await u().list('?pageSize=500')).rows.map((r) => r.userId);
    const streamed: number[] = [];
    for await (const row of streamUsers(t.app.db, admin, {}, 3)) streamed.push(row.userId);
    expect(streamed).toEqual(all);
    expect(all.length).toBeGreaterThan(6);
  });
});
