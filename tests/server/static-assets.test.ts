// @databases: embedded — no database: build and bundle checks
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { t, useTestApp } from './api';

/** A built console in miniature: an index naming a hashed chunk, both precompressed as the build does. */
const webRoot = mkdtempSync(path.join(tmpdir(), 'wh-web-'));
const chunk = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const index = '<!doctype html><script type="module" src="/assets/index-abc123.js"></script>';
mkdirSync(path.join(webRoot, 'assets'));
for (const [name, body] of [['index.html', index], ['assets/index-abc123.js', chunk]]) {
  writeFileSync(path.join(webRoot, name), body);
  writeFileSync(path.join(webRoot, `${name}.br`), brotliCompressSync(body));
  writeFileSync(path.join(webRoot, `${name}.gz`), gzipSync(body));
}

useTestApp({ config: { webRoot } });
const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built console as the server hands it out', () => {
  it('sends the brotli file to a browser that takes brotli, gzip to one that takes only gzip, and says it varies', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(chunk);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(chunk);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  it('lets a browser keep hashed files for a year and makes it revalidate the index', async () => {
    expect((await get('/assets/index-abc123.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(index);
    }
  });
});
