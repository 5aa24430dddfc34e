// @databases: embedded — validation, permissions and language of the answers, refused before the database
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cs as auth, t, useTestApp } from './api.js';
import { multipart, PDF, PNG } from './multipart.js';

const MAX = 256 * 1024;
useTestApp({ config: { uploadMaxBytes: MAX }, logins: ['cs'] });

const upload = (filename: string, content: Buffer | string, headers: Record<string, string> = auth, field = 'file') => {
  const body = multipart(field, filename, content);
  return t.app.inject({ method: 'POST', url: '/api/common/upload', payload: body.payload, headers: { ...headers, ...body.headers } });
};

/** Every file below uploads/, staged ones included. */
const stored = (dir = path.join(t.config.dataDir, 'uploads')): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)) : [];

/** A raw GET that keeps the path exactly as written (inject would normalise dot segments). */
async function rawGet(urlPath: string): Promise<{ status: number; body: string }> {
  const address = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: address.port, path: urlPath, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('POST /common/upload', () => {
  it('stores a PNG under uploads/upload/YYYY/MM/DD and answers RuoYi\'s fields', async () => {
    const res = await upload('photo.PNG', PNG);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, originalFilename: 'photo.PNG' });
    expect(body.fileName).toMatch(/^\/profile\/upload\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(body.newFileName).toBe(path.posix.basename(body.fileName));
    expect(body.url).toBe(`/api${body.fileName}`);
    const file = path.join(t.config.dataDir, 'uploads', body.fileName.slice('/profile/'.length));
    expect(readFileSync(file).equals(PNG)).toBe(true);
  });

  it('accepts a PDF', async () => {
    const res = await upload('manifest.pdf', PDF);
    expect(res.statusCode).toBe(200);
    expect(res.json().fileName).toMatch(/\.pdf$/);
  });

  it('refuses an .exe, a text file named .png, a missing file and a file over the limit', async () => {
    const before = stored();
    const exe = await upload('setup.exe', Buffer.from('MZ\x90\x00'), { ...auth, 'accept-language': 'en' });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().msg).toContain('Unsupported file type');
    const fake = await upload('cat.png', 'just some text, not an image');
    expect(fake.statusCode).toBe(400);
    const exeAsTxt = await upload('notes.txt', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]));
    expect(exeAsTxt.statusCode).toBe(400);
    const noExtension = await upload('README', 'text');
    expect(noExtension.statusCode).toBe(400);
    const wrongField = await upload('photo.png', PNG, auth, 'picture');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ fields: ['file'], msg: expect.stringContaining('文件') });
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/common/upload', headers: auth, payload: { file: 'x' } });
    expect(notMultipart.statusCode).toBe(400);
    const big = await upload('big.png', Buffer.concat([PNG, Buffer.alloc(MAX + 10)]), { ...auth, 'accept-language': 'en' });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 413, msg: 'The file is too large' });
    expect(stored()).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    expect((await upload('photo.png', PNG, {})).statusCode).toBe(401);
  });
});

describe('GET /profile/*', () => {
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'top secret');
  });

  it('serves an uploaded file without a token, with its content type', async () => {
    const { fileName } = (await upload('photo.png', PNG)).json();
    const res = await t.app.inject({ method: 'GET', url: `/api${fileName}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const pdf = (await upload('a.pdf', PDF)).json().fileName;
    expect((await t.app.inject({ method: 'GET', url: `/api${pdf}` })).headers['content-type']).toBe('application/pdf');
  });

  it('sends HTML as an attachment so that it cannot run on this origin', async () => {
    const { fileName } = (await upload('page.html', '<script>alert(1)</script>')).json();
    const res = await t.app.inject({ method: 'GET', url: `/api${fileName}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''page.html");
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('lists no folder and answers 404 for a missing file', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/upload' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/upload/' })).statusCode).not.toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/upload/2020/01/01/nothing.png' })).statusCode).toBe(404);
  });

  it('never leaves the uploads folder', async () => {
    for (const p of ['../secret.txt', '..%2fsecret.txt', '%2e%2e/secret.txt', '%2e%2e%2fsecret.txt', '%252e%252e%252fsecret.txt', '..%5csecret.txt', 'upload/..%2f..%2fsecret.txt', '%2fetc%2fpasswd', 'a%00.png']) {
      const res = await rawGet(`/api/profile/${p}`);
      expect(res.status, p).toBe(400);
      expect(res.body).not.toContain('top secret');
    }
    symlinkSync(path.join(t.config.dataDir, 'secret.txt'), path.join(t.config.dataDir, 'uploads', 'link.txt'));
    const link = await rawGet('/api/profile/link.txt');
    expect(link.status).toBe(400);
    expect(link.body).not.toContain('top secret');
  });
});

describe('GET /common/download', () => {
  const downloads = () => path.join(t.config.dataDir, 'download');
  const get = (fileName: string, headers: Record<string, string> = auth, extra = '') =>
    t.app.inject({ method: 'GET', url: `/api/common/download?fileName=${encodeURIComponent(fileName)}${extra}`, headers });
  beforeAll(() => {
    mkdirSync(downloads(), { recursive: true });
    writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'top secret');
  });

  it('streams a file as an attachment named after the part behind the first "_"', async () => {
    writeFileSync(path.join(downloads(), '1700000000_orders_2024.xlsx'), 'xlsx bytes');
    const res = await get('1700000000_orders_2024.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''orders_2024.xlsx");
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.body).toBe('xlsx bytes');
    expect(existsSync(path.join(downloads(), '1700000000_orders_2024.xlsx'))).toBe(true);
  });

  it('deletes the file afterwards when delete=true', async () => {
    const file = path.join(downloads(), 'abc_报表.txt');
    writeFileSync(file, 'once');
    const res = await get('abc_报表.txt', auth, '&delete=true');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('once');
    expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('报表.txt')}`);
    await vi.waitFor(() => expect(existsSync(file)).toBe(false));
    expect((await get('abc_报表.txt')).statusCode).toBe(404);
  });

  it('answers 400 to any name that could leave the download folder', async () => {
    symlinkSync(path.join(t.config.dataDir, 'secret.txt'), path.join(downloads(), 'x_link.txt'));
    const names = ['../secret.txt', '%2e%2e%2fsecret.txt', '%252e%252e%252fsecret.txt', '/etc/passwd', path.join(t.config.dataDir, 'secret.txt'), '..\\secret.txt', 'a\\..\\..\\secret.txt', 'ok\0.txt', 'sub/../../secret.txt', 'x_link.txt', 'C:/secret.txt', 'x_run.sh'];
    for (const name of names) {
      const res = await get(name, { ...auth, 'accept-language': 'en' });
      expect(res.statusCode, name).toBe(400);
      // a NUL byte is refused for every route before this one looks at the name
      expect(res.json().msg, name).toMatch(name.includes('\0') ? /NUL/ : /is not allowed/);
      expect(res.body).not.toContain('top secret');
    }
    expect((await get('')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/common/download', headers: auth })).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await get('1700000000_orders_2024.xlsx', {})).statusCode).toBe(401);
  });
});
