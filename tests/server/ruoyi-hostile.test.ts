import bcrypt from 'bcryptjs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.js';
import { importRuoyi } from '../../server/modules/ruoyi-import/index.js';
import type { RuoyiData, RyUser } from '../../server/modules/ruoyi-import/source.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * Issue 47 holes 7 and 10: what a RuoYi database may bring in as a user. A bcrypt hash of a cost
 * this server never uses (cost 31: a login that never answers) and a name registration would
 * refuse (invisible, direction or full-width characters, a look-alike) are refused row by row,
 * with the reason; a hash of another usable cost is re-hashed at ours at its first login.
 */
let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t?.close());

let nextId = 900;
const user = (userName: string, password: string | null): RyUser => ({
  user_id: ++nextId, dept_id: null, user_name: userName, nick_name: userName, user_type: '00', email: null, phonenumber: null, sex: '0',
  password, status: '0', del_flag: '0', login_ip: null, login_date: null, remark: null,
  create_by: 'admin', create_time: new Date('2024-01-02'), update_by: null, update_time: null,
});
const ruoyi = (users: RyUser[]): RuoyiData => ({
  depts: [], posts: [], roles: [], users, menus: [], userRoles: [], userPosts: [], roleDepts: [], roleMenus: [],
  dictTypes: [], dictData: [], configs: [], notices: [], noticeReads: null, jobs: null,
  schema: { pwdUpdateDate: false, noticeRead: false, jobs: false },
});
const SALT = 'abcdefghijklmnopqrstuv';
const hashOfCost = (cost: number) => `$2a$${String(cost).padStart(2, '0')}$${SALT}${'A'.repeat(31)}`;

const stored = async (userName: string) =>
  (await queryRows<{ password: string }>(t.app.db, sql`select password from sys_user where user_name = ${userName}`))[0]?.password;
const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, headers: { 'accept-language': 'en' } });
const reasonOf = (report: Awaited<ReturnType<typeof importRuoyi>>, label: string) => report.skipped.find((s) => s.table === 'sys_user' && s.label === label)?.reason;

describe('a RuoYi user\'s password hash', () => {
  it('of a cost outside 4..12 is refused with the cost named; one of cost 4 signs in and is re-hashed at cost 10', async () => {
    const report = await importRuoyi({
      database: t.app.database,
      source: ruoyi([user('slow31', hashOfCost(31)), user('slow13', hashOfCost(13)), user('fast3', hashOfCost(3)), user('cheap4', bcrypt.hashSync('secret4', 4)), user('usual10', bcrypt.hashSync('secret10', 10))]),
    });
    expect(reasonOf(report, 'slow31')).toMatch(/bcrypt hash of cost 31; only costs 4 to 12/);
    expect(reasonOf(report, 'slow13')).toMatch(/of cost 13;/);
    expect(reasonOf(report, 'fast3')).toMatch(/of cost 3;/);
    expect(await stored('slow31')).toBeUndefined();

    expect(await stored('cheap4')).toMatch(/^\$2[ab]\$04\$/);
    expect((await login('cheap4', 'secret4')).statusCode).toBe(200);
    expect(await stored('cheap4')).toMatch(/^\$2[ab]\$10\$/);
    expect((await login('cheap4', 'secret4')).statusCode).toBe(200);
    const usual = await stored('usual10');
    expect((await login('usual10', 'secret10')).statusCode).toBe(200);
    expect(await stored('usual10')).toBe(usual);
  });

  it('of cost 31 stored before this release is answered like a wrong password, at once', { timeout: 20_000 }, async () => {
    await importRuoyi({ database: t.app.database, source: ruoyi([user('before31', bcrypt.hashSync('secret31', 4))]) });
    await t.app.db.execute(sql`update sys_user set password = ${hashOfCost(31)} where user_name = 'before31'`);
    const started = Date.now();
    const res = await login('before31', 'secret31');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe((await login('nobody-at-all', 'secret31')).json().msg);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('a RuoYi user\'s login name', () => {
  it('that registration would refuse is refused with the reason; nothing of it is stored', async () => {
    const refused: [string, RegExp][] = [
      ['ad\u200bmin', /invisible/], // zero-width space
      ['\u202eadmin', /invisible/], // right-to-left override
      ['\uff41\uff44\uff4d\uff49\uff4e', /full-width|normali[sz]/], // full-width ａｄｍｉｎ
      ['\u0430dmin', /looks like the existing account "admin"/], // Cyrillic а
      ['p\u0430ypal', /mixes scripts/],
      ['n\u0435wbie', /looks like the existing account "newbie"/], // against the row above it
    ];
    const report = await importRuoyi({ database: t.app.database, source: ruoyi([user('newbie', RUOYI), ...refused.map(([name]) => user(name, RUOYI))]) });
    for (const [name, reason] of refused) {
      expect(reasonOf(report, name), JSON.stringify(name)).toMatch(reason);
      expect(await stored(name), JSON.stringify(name)).toBeUndefined();
    }
    expect(await stored('newbie')).toBe(RUOYI);
  });
});
const RUOYI = '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2';
