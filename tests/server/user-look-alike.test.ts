import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.js';
import { admin as headers, t, useTestApp } from './api.js';
import { multipart } from './multipart.js';
import { userCalls } from './user-helpers.js';
import { xlsxOf } from './xlsx.js';

/** Login names that look like a taken one, on every path that makes an account (register.test.ts has self-registration). */
useTestApp({ logins: ['admin'], lang: 'en' });

const u = () => userCalls(t, () => headers);
const add = (userName: string) => u().call('POST', '/system/user', { userName, nickName: 'nick', deptId: 101, password: 'secret1' });
const upload = async (rows: unknown[][], query = '') => {
  const body = multipart('file', 'users.xlsx', await xlsxOf(['userName', 'nickName', 'deptId'], rows));
  return t.app.inject({ method: 'POST', url: `/api/system/user/importData${query}`, payload: body.payload, headers: { ...headers, ...body.headers, 'accept-language': 'en' } });
};
const names = async () => (await queryRows<{ user_name: string }>(t.app.db, sql`select user_name from sys_user order by user_id`)).map((r) => r.user_name);

describe('a new login name that looks like a taken one', () => {
  it('is refused by the add dialog with 400 naming userName and the look-alike; nothing is stored', async () => {
    const before = await names();
    for (const [userName, like] of [
      ['\u0430dmin', 'admin'], // Cyrillic а
      ['adm\u0131n', 'admin'], // dotless ı
      ['\u0441ustoms', 'customs'], // Cyrillic с
      ['1hy', 'lhy'], // digit one for l
    ]) {
      const res = await add(userName);
      expect(res.statusCode, userName).toBe(400);
      expect(res.json(), userName).toMatchObject({ fields: ['userName'], msg: expect.stringMatching(new RegExp(`: The login name "${userName}" looks like the existing account "${like}"; choose another$`)) });
    }
    const mixed = await add('p\u0430ypal');
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ fields: ['userName'], msg: expect.stringMatching(/^[^:]+: The login name "p\u0430ypal" mixes scripts \(such as Latin and Cyrillic letters\)$/) });
    const zh = await u().call('POST', '/system/user', { userName: '\u0430dmin', nickName: 'nick', password: 'secret1' }, headers, 'zh');
    expect(zh.json().msg).toMatch(/^[^：]+：登录账号"\u0430dmin"与已有账号"admin"看起来相同，请换一个$/);
    expect(await names()).toEqual(before);
    expect((await add('admin2')).statusCode).toBe(200);
  });

  it('counts a deleted account\'s name, which stays reserved', async () => {
    const leaver = (await add('leaver')).json().data.userId;
    expect((await u().call('DELETE', `/system/user/${leaver}`)).statusCode).toBe(200);
    const res = await add('l\u0435aver');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('the existing account "leaver"');
  });

  it('is a bad row of an import, against the accounts and the rows above it; updates of existing accounts pass', async () => {
    const res = await upload(
      [
        ['newone', 'New one', 101],
        ['\u0430dmin', 'Look-alike', 101],
        ['n\u0435wone', 'Look-alike of row 2', 101],
        ['mi\u0445', 'Mixed', 101],
        ['cs', 'cs renamed', 101],
      ],
      '?updateSupport=true',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({ inserted: 1, updated: 1, failed: 3 });
    // each named by its column's header, then the reason
    expect((res.json().data.errors as string[]).map((e) => e.replace(/^(row \d+: )[^:]+: /, '$1'))).toEqual([
      'row 3: The login name "\u0430dmin" looks like the existing account "admin"; choose another',
      'row 4: The login name "n\u0435wone" looks like the existing account "newone"; choose another',
      'row 5: The login name "mi\u0445" mixes scripts (such as Latin and Cyrillic letters)',
    ]);
    const all = await names();
    expect(all).toContain('newone');
    expect(all.filter((n) => /[^\x20-\x7e]/.test(n))).toEqual([]);
  });

  it('is found among 10 000 accounts', async () => {
    await t.app.db.execute(sql`insert into sys_user (dept_id, user_name, nick_name, password, create_by)
      select 101, 'bench' || g, 'Bench ' || g, 'x', 'test' from generate_series(1, 10000) g`);
    const res = await add('b\u0435nch9999');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('the existing account "bench9999"');
    expect((await add('bench10001')).statusCode).toBe(200);
  });
});
