import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.js';
import { admin, cs, customs, t, useTestApp, type Headers } from './api.js';
import { bookableOrder } from './appointment-fixtures.js';
import { multipart, PDF, PNG } from './multipart.js';

const KB = 1024;
useTestApp({ config: { uploadMaxBytes: 512 * KB }, logins: ['admin', 'cs', 'customs'] });

const png = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]);
const upload = (content: Buffer, headers: Headers = cs) => {
  const body = multipart('file', 'scan.png', content);
  return t.app.inject({ method: 'POST', url: '/api/common/upload', payload: body.payload, headers: { ...headers, 'accept-language': 'en', ...body.headers } });
};
const avatar = (headers: Headers = cs) => {
  const body = multipart('avatarfile', 'me.png', PNG);
  return t.app.inject({ method: 'POST', url: '/api/system/user/profile/avatar', payload: body.payload, headers: { ...headers, 'accept-language': 'en', ...body.headers } });
};

/** The admin edits the two parameters (migration 0021's rows 41 and 42) as on the parameters page. */
async function setLimits(perMinute: number, dailyMegabytes: number) {
  for (const [configId, configKey, value] of [[41, 'sys.upload.perMinute', perMinute], [42, 'sys.upload.dailyMegabytes', dailyMegabytes]] as const) {
    const res = await t.app.inject({ method: 'PUT', url: '/api/system/config', headers: admin, payload: { configId, configName: configKey, configKey, configValue: String(value), configType: 'Y' } });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** Every file below uploads/, staged ones included; not the names kept beside them (`.{uuid}.{ext}.name`). */
const stored = (dir = path.join(t.config.dataDir, 'uploads')) =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && !e.name.endsWith('.name')).map((e) => path.join(e.parentPath, e.name)) : [];
const logOf = async (headers: Headers) => {
  const { userId } = (await t.app.inject({ method: 'GET', url: '/api/getInfo', headers })).json().user;
  return queryRows<{ bytes: string | number }>(t.app.db, sql`select bytes from sys_upload_log where user_id = ${userId} order by upload_id`);
};

beforeEach(async () => {
  await t.app.db.execute(sql`delete from sys_upload_log`);
  await setLimits(20, 500);
});

describe('the per-user upload rate (sys.upload.perMinute)', () => {
  it('refuses the (N+1)th upload of a minute with 429, keeps nothing of it, and leaves another user alone', async () => {
    await setLimits(3, 500);
    for (let i = 0; i < 3; i++) expect((await upload(png(1 * KB))).statusCode).toBe(200);
    const files = stored();
    const fourth = await upload(png(1 * KB));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().msg).toMatch(/^Too many uploads: at most 3 files a minute per user; try again in \d+ s$/);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(60);
    // the avatar is a stored upload too
    expect((await avatar()).statusCode).toBe(429);
    expect(stored()).toEqual(files);
    expect(await logOf(cs)).toHaveLength(3);
    expect((await upload(png(1 * KB), customs)).statusCode).toBe(200);
    expect((await avatar(customs)).statusCode).toBe(200);
  });

  it('speaks Chinese by default', async () => {
    await setLimits(1, 500);
    expect((await upload(png(1 * KB))).statusCode).toBe(200);
    const body = multipart('file', 'scan.png', PNG);
    const res = await t.app.inject({ method: 'POST', url: '/api/common/upload', payload: body.payload, headers: { ...cs, ...body.headers } });
    expect(res.json().msg).toMatch(/^上传过于频繁：每人每分钟最多上传1个文件，请\d+秒后再试$/);
  });

  it('frees up as the minute passes, and counts neither refused files nor rows older than two days', async () => {
    await setLimits(2, 500);
    expect((await upload(Buffer.from('not an image'))).statusCode).toBe(400);
    expect(await logOf(cs)).toHaveLength(0);
    expect((await upload(png(1 * KB))).statusCode).toBe(200);
    expect((await upload(png(1 * KB))).statusCode).toBe(200);
    expect((await upload(png(1 * KB))).statusCode).toBe(429);
    await t.app.db.execute(sql`update sys_upload_log set upload_time = upload_time - interval '61 seconds'`);
    expect((await upload(png(1 * KB))).statusCode).toBe(200);
    await t.app.db.execute(sql`update sys_upload_log set upload_time = upload_time - interval '3 days'`);
    expect((await upload(png(1 * KB))).statusCode).toBe(200);
    // the three days old rows went when the last upload was recorded
    expect(await logOf(cs)).toHaveLength(1);
  });

  it('holds for parallel uploads: of 8 at once with a limit of 3, 3 are stored', async () => {
    await setLimits(3, 500);
    const before = stored().length;
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(png(64 * KB))));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(5);
    expect(stored()).toHaveLength(before + 3);
    expect(await logOf(cs)).toHaveLength(3);
  });
});

describe('the per-user daily volume (sys.upload.dailyMegabytes)', () => {
  it('refuses a file that would pass the day\'s megabytes with 413 and keeps nothing of it', async () => {
    await setLimits(20, 1);
    expect((await upload(png(400 * KB))).statusCode).toBe(200);
    expect((await upload(png(400 * KB))).statusCode).toBe(200);
    const files = stored();
    const over = await upload(png(300 * KB));
    expect(over.statusCode).toBe(413);
    expect(over.json().msg).toMatch(/^The file is larger than what is left of the upload allowance: at most 1 MB per user in 24 hours, 0\.2 MB left; more frees up at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(stored()).toEqual(files);
    expect((await logOf(cs)).map((r) => Number(r.bytes))).toEqual([400 * KB, 400 * KB]);
    // what is left still takes a file that fits
    expect((await upload(png(224 * KB))).statusCode).toBe(200);
    const spent = await upload(png(1 * KB));
    expect(spent.statusCode).toBe(413);
    expect(spent.json().msg).toMatch(/^Upload allowance used up: at most 1 MB per user in 24 hours; more frees up at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await upload(png(400 * KB), customs)).statusCode).toBe(200);
  });

  it('counts the stored bytes, and a day later they are free again', async () => {
    await setLimits(20, 1);
    expect((await upload(png(500 * KB))).statusCode).toBe(200);
    expect((await upload(png(500 * KB))).statusCode).toBe(200);
    expect((await upload(png(100 * KB))).statusCode).toBe(413);
    await t.app.db.execute(sql`update sys_upload_log set upload_time = upload_time - interval '1 day 1 second'`);
    expect((await upload(png(500 * KB))).statusCode).toBe(200);
  });

  it('holds for parallel uploads: 8 files of 300 KB at once against 1 MB store 3', async () => {
    await setLimits(100, 1);
    const before = stored().length;
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(png(300 * KB))));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 413)).toHaveLength(5);
    expect(stored()).toHaveLength(before + 3);
    const bytes = (await logOf(cs)).reduce((sum, r) => sum + Number(r.bytes), 0);
    expect(bytes).toBe(900 * KB);
  });
});

describe('the parameters', () => {
  it('take effect as soon as the admin saves them', async () => {
    await setLimits(2, 500);
    expect((await upload(png(1 * KB))).statusCode).toBe(200);
    expect((await upload(png(1 * KB))).statusCode).toBe(200);
    expect((await upload(png(1 * KB))).statusCode).toBe(429);
    await setLimits(4, 500);
    expect((await upload(png(1 * KB))).statusCode).toBe(200);
    await setLimits(20, 1);
    expect((await upload(png(1 * KB))).statusCode).toBe(200);
    await t.app.db.execute(sql`update sys_upload_log set bytes = 1024 * 1024`);
    expect((await upload(png(1 * KB))).statusCode).toBe(413);
    await setLimits(20, 6);
    expect((await upload(png(1 * KB))).statusCode).toBe(200);
  });
});

// An import reads its workbook and keeps nothing of it (server/lib/excel-import.ts bounds it); every
// other route that takes a file keeps it and must count it. A new one fails here until it does.
describe('the routes that take a file', () => {
  it('are the two the tests above hold to the limits, besides the imports', () => {
    const keeping = t.app.routeAccess.filter((r) => r.upload && !r.url.endsWith('/importData')).map((r) => `${r.method} ${r.url}`);
    expect(keeping.sort()).toEqual(['POST /api/common/upload', 'POST /api/public/supplier/:token/packing-list', 'POST /api/system/user/profile/avatar']);
  });

  it("a supplier's packing list, sent without login, counts in the allowance of the user who made the link", async () => {
    await setLimits(2, 500);
    await bookableOrder(t, { vendorDeptName: 'Quota Vendor' });
    const made = await t.app.inject({ method: 'POST', url: '/api/biz/supplierLink', headers: cs, payload: { vendorDeptName: 'Quota Vendor', contactEmail: 'q@supplier.example', lang: 'en' } });
    expect(made.statusCode, made.body).toBe(200);
    const packingList = () => {
      const body = multipart('file', 'packing-list.pdf', PDF, 'application/pdf');
      return t.app.inject({ method: 'POST', url: `/api/public/supplier/${made.json().data.token}/packing-list`, payload: body.payload, headers: { 'accept-language': 'en', ...body.headers } });
    };
    expect((await packingList()).statusCode).toBe(200);
    expect((await upload(png(4 * KB))).statusCode).toBe(200);
    const third = await packingList();
    expect(third.statusCode).toBe(429);
    expect(third.json().msg).toMatch(/2 files a minute/);
    expect((await logOf(cs)).map((r) => Number(r.bytes))).toEqual([PDF.length, 4 * KB]);
  });
});
