import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clearTries, countTry, settleTries, triesOf } from '../../server/lib/try-counter.js';
import { passwordKey } from '../../server/modules/auth/password-tries.js';
import { t, useTestApp } from './api.js';
import { loginAs } from './helpers.js';

// Issue 47 holes 5, 6 and 11: every guess is counted before it is checked, on the name as typed.
useTestApp();

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, headers: { 'accept-language': 'en' } });
const answer = (res: Awaited<ReturnType<typeof login>>) => `${res.statusCode} ${res.json().msg}`;

describe('a burst of logins (hole 6)', () => {
  it('14 wrong passwords and the right one at once: the right one is refused, the account locked', async () => {
    const burst = await Promise.all([...Array.from({ length: 14 }, () => login('customs', 'wrong')), login('customs', 'demo123')]);
    const right = burst[14];
    expect(right.statusCode).toBe(403);
    expect(right.json().msg).toMatch(/locked for 10 minutes/);
    expect(burst.every((res) => [400, 403].includes(res.statusCode))).toBe(true);
    expect(burst.filter((res) => res.statusCode === 400).length).toBeLessThanOrEqual(4);
    expect((await login('customs', 'demo123')).statusCode).toBe(403);
  });
});

describe('names that are no account (hole 11)', () => {
  it('answer every wrong password, one by one, exactly as a real name does, lock included', async () => {
    const real: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < 7; i++) {
      real.push(answer(await login('lhy', 'wrong')));
      unknown.push(answer(await login('nobody-here', 'wrong')));
    }
    expect(unknown).toEqual(real);
    expect(real.slice(3, 5)).toEqual(['400 Wrong user name or password', '403 Wrong password 5 times: the account is locked for 10 minutes']);
  });

  it('answer a burst as a real name does', async () => {
    const burst = async (name: string) => (await Promise.all(Array.from({ length: 8 }, () => login(name, 'wrong')))).map(answer).sort();
    expect(await burst('nobody-else')).toEqual(await burst('cs'));
  });
});

describe('changing the password (hole 5)', () => {
  it('counts wrong old passwords with the logins: forty in four bursts, then the right one, is refused and changes nothing', async () => {
    const headers = { ...(await loginAs(t.app, 'admin')), 'accept-language': 'en' };
    const change = (oldPassword: string) => t.app.inject({ method: 'PUT', url: '/api/system/user/profile/updatePwd', headers, payload: { oldPassword, newPassword: 'fresh123' } });
    // four bursts of ten (forty at once would meet the database gate's 503 before the password)
    const wrong = [];
    for (let burst = 0; burst < 4; burst++) wrong.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => change(`guess${burst}${i}`)))));
    expect(wrong.filter((res) => res.statusCode === 400).length).toBeLessThanOrEqual(4);
    expect(wrong.map((res) => res.statusCode).filter((s) => s !== 400 && s !== 403)).toEqual([]);
    const right = await change('admin123');
    expect(right.statusCode).toBe(403);
    expect(right.json().msg).toMatch(/locked for 10 minutes/);
    expect((await login('admin', 'fresh123')).statusCode).toBe(403);
    expect((await login('admin', 'admin123')).statusCode).toBe(403);
  });
});

describe('the lock screen', () => {
  it('a burst of wrong passwords and the right one: the right one is refused and the session ended', async () => {
    await clearTries(t.app.db, passwordKey('lhy'));
    const headers = await loginAs(t.app, 'lhy');
    expect((await t.app.inject({ method: 'POST', url: '/api/lockscreen', headers })).statusCode).toBe(200);
    const unlock = (password: string) => t.app.inject({ method: 'POST', url: '/api/unlockscreen', headers, payload: { password } });
    const burst = await Promise.all([...Array.from({ length: 9 }, () => unlock('wrong')), unlock('demo123')]);
    // refused as locked, or as signed out when a wrong one locking the account has ended the session first
    expect([401, 403]).toContain(burst.at(-1)!.statusCode);
    expect(burst.map((res) => res.statusCode).filter((s) => s !== 400 && s !== 401 && s !== 403)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/getInfo', headers })).statusCode).toBe(401);
  });
});

describe('the counter (lib/try-counter.ts)', () => {
  const limit = { max: 3, windowMs: 60_000 };

  it('gives each of a burst of tries its own count, and a success is refused once the count passed the limit', async () => {
    const counts = await Promise.all(Array.from({ length: 12 }, () => countTry(t.app.db, 'test:burst', { max: 100, windowMs: 60_000 })));
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(await settleTries(t.app.db, 'test:burst', limit)).toBe(false);
    expect(await settleTries(t.app.db, 'test:none', limit)).toBe(true);
  });

  it('starts again once the window ran out; a lock runs from the try that reached the limit', async () => {
    await countTry(t.app.db, 'test:window', limit);
    await t.app.db.execute(sql`update sys_try_counter set expires_at = now() - interval '1 second' where key = 'test:window'`);
    expect((await triesOf(t.app.db, 'test:window')).count).toBe(0);
    expect((await countTry(t.app.db, 'test:window', limit)).count).toBe(1);

    const locking = { ...limit, windowMs: 1_000, lockMs: 600_000 };
    for (let i = 0; i < 2; i++) expect((await countTry(t.app.db, 'test:lock', locking)).ttlMs).toBeLessThanOrEqual(1_000);
    expect((await countTry(t.app.db, 'test:lock', locking)).ttlMs).toBeGreaterThan(590_000);
    expect((await countTry(t.app.db, 'test:lock', locking)).ttlMs).toBeGreaterThan(590_000);
  });

  it('counts a key longer than its column by its hash', async () => {
    const long = `test:${'x'.repeat(300)}`;
    await countTry(t.app.db, long, limit);
    expect((await countTry(t.app.db, long, limit)).count).toBe(2);
    expect((await countTry(t.app.db, `${long}y`, limit)).count).toBe(1);
  });
});
