// @databases: embedded — what a log line holds is the same on either database
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSecretName } from '../../server/lib/secrets.js';
import { bookableOrder } from './appointment-fixtures.js';
import { createTestApp, loginAs, type TestApp } from './helpers.js';

/**
 * Issue 47 hole 13: a token that opens something (a supplier's booking link, a driver's QR
 * booking) never reaches a log: not the request log, not an error's message, not the operation
 * log's parameters or answer. Generated from the route table, so a new route with a secret path
 * parameter is covered unasked.
 */
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, undefined, { log: { write: (line) => void lines.push(line) } });
});
afterAll(async () => t?.close());

const secretParam = (segment: string) => segment.startsWith(':') && isSecretName(segment.slice(1));

describe('secrets in logs', () => {
  it('keeps every route\'s secret path parameter out of the request and error logs', async () => {
    const secretRoutes = t.app.routeAccess.filter((r) => r.url.split('/').some(secretParam));
    // the two public pages that open with a token, at least: the supplier's link and the driver's QR booking
    expect(secretRoutes.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/public/supplier/:token', '/api/public/appointment/:token']));
    for (const [i, route] of secretRoutes.entries()) {
      const token = `TopSecretTok${i}x`;
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => (secretParam(`:${name}`) ? token : '1'));
      lines.length = 0;
      await t.app.inject({ method: route.method as 'GET', url: `${url}?lang=en`, payload: route.method === 'GET' ? undefined : {} });
      // and an unknown route under the same prefix, answered by the not-found handler
      await t.app.inject({ method: 'GET', url: `${url}/no-such-page` });
      expect(lines.length, `${route.method} ${route.url} logged nothing`).toBeGreaterThan(0);
      expect(lines.join('\n'), `${route.method} ${route.url}`).not.toContain(token);
    }
  });

  it('keeps a booking link\'s token out of the operation log, though its answer carries the link\'s path', async () => {
    const cs = await loginAs(t.app, 'cs');
    const VENDOR = 'Log Secrets Vendor';
    await bookableOrder(t, { vendorDeptName: VENDOR });
    const made = await t.app.inject({ method: 'POST', url: '/api/biz/supplierLink', headers: cs, payload: { vendorDeptName: VENDOR, contactEmail: 'dispatch@supplier.example', lang: 'en' } });
    expect(made.statusCode, made.body).toBe(200);
    const { token, path } = made.json().data as { token: string; path: string };
    expect(path).toContain(token);
    await t.app.operLogFlushed();
    const admin = await loginAs(t.app);
    const log = (await t.app.inject({ method: 'GET', url: '/api/monitor/operlog/list?pageSize=5', headers: admin })).json().rows as { operUrl: string; operParam: string; jsonResult: string }[];
    const row = log.find((r) => r.operUrl.includes('supplierLink'));
    expect(row, JSON.stringify(log)).toBeDefined();
    expect(row!.jsonResult).toContain('#/supplier/******');
    expect(JSON.stringify(log)).not.toContain(token);
  });
});
