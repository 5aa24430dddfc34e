// @databases: embedded — validation, permissions and language of the answers, refused before the database
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useTestApp } from './api.js';
import { createTestApp, loginAs } from './helpers.js';

/** The only routes anyone may call without signing in. Adding one here is a reviewed decision. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  // readiness for a load balancer: select 1, nothing else (health module)
  'GET /api/health/ready',
  // Prometheus: the route checks METRICS_TOKEN itself, and is absent (404) without it (metrics module)
  'GET /api/metrics',
  'GET /api/captchaImage',
  'POST /api/login',
  // self-registration, refused unless the parameter sys.account.registerUser is true
  'POST /api/register',
  'POST /api/logout',
  'GET /api/profile/*',
  // the driver pages (/driverQRcode, /queryCar, /carList, /outofstockcarList): server/modules/public, rate-limited
  'GET /api/public/warehouses',
  'GET /api/public/appointment/:token',
  'GET /api/public/queryCar',
  'GET /api/public/carList',
  'GET /api/public/outofstockcarList',
  // a supplier's booking page #/supplier/:token (issue 38): server/modules/supplier-booking, rate-limited per address and per link
  'GET /api/public/supplier/:token',
  'GET /api/public/supplier/:token/orders',
  'GET /api/public/supplier/:token/slots',
  'GET /api/public/supplier/:token/bookings',
  'POST /api/public/supplier/:token/packing-list',
  'POST /api/public/supplier/:token/bookings',
  'PUT /api/public/supplier/:token/bookings/:reservationNo',
  'DELETE /api/public/supplier/:token/bookings/:reservationNo',
  // the phone app's update check (app-version module), rate-limited
  'GET /api/public/appVersion/latest',
];

useTestApp();

const concrete = (url: string) => url.replace(/:(\w+)/g, (_m, name: string) => (name === 'ids' || name === 'id' || name === 'dictId' ? '1' : 'x')).replace('*', 'x');

describe('every registered route', () => {
  it('declares a permission, or sign-in, or is on the public list', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(10);
    for (const route of t.app.routeAccess) {
      const name = `${route.method} ${route.url}`;
      expect(route.access, name).toBeDefined();
      if (route.access && 'public' in route.access) expect(PUBLIC_ROUTES, name).toContain(name);
      if (route.access && 'permission' in route.access) {
        for (const p of [route.access.permission].flat()) expect(p, name).toMatch(/^[a-z]+:[a-zA-Z]+(:[a-zA-Z]+)?$/);
      }
    }
  });

  it('answers 401 to every non-public route without a token', async () => {
    for (const route of t.app.routeAccess) {
      if (route.access && 'public' in route.access) continue;
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().code).toBe(401);
    }
  });

  it('answers 403 to every permission-guarded route for a user without that permission', async () => {
    // a signed-in user holding no role at all: every permission check must refuse them
    const admin = await loginAs(t.app);
    const hired = await t.app.inject({ method: 'POST', url: '/api/system/user', headers: admin, payload: { userName: 'nobody', nickName: 'No roles', password: 'demo123', deptId: 103, roleIds: [] } });
    expect(hired.statusCode, hired.body).toBe(200);
    const headers = await loginAs(t.app, 'nobody');
    for (const route of t.app.routeAccess) {
      if (!route.access || !('permission' in route.access)) continue;
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers, payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});

describe('hostile and wrong input', () => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = await loginAs(t.app);
  });

  it('refuses SQL in a sort column, naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system/config/list?orderByColumn=config_id;drop%20table%20sys_user&isAsc=ascending', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.join(' ')).toMatch(/orderByColumn/);
    const other = await t.app.inject({ method: 'GET', url: '/api/system/config/list?orderByColumn=password', headers });
    expect(other.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/getInfo', headers })).statusCode).toBe(200);
  });

  it('refuses huge pages and non-numeric paging', async () => {
    for (const q of ['pageSize=100000', 'pageSize=abc', 'pageNum=0', 'pageNum=-1', 'isAsc=sideways', 'params%5BbeginTime%5D=yesterday']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/system/config/list?${q}`, headers });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code, q).toBe(400);
    }
    const ok = await t.app.inject({ method: 'GET', url: '/api/system/config/list?pageSize=500', headers });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses empty, malformed and wrong-typed bodies without storing anything', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/system/config/list', headers })).json().total;
    const bodies: Array<[string, string]> = [
      ['', 'application/json'],
      ['{not json', 'application/json'],
      ['[]', 'application/json'],
      [JSON.stringify({ configName: 1, configKey: ['a'], configValue: null }), 'application/json'],
      [JSON.stringify({ configName: 'x', configKey: 'bad key!', configValue: 'v' }), 'application/json'],
      ['configName=x', 'text/plain'],
    ];
    for (const [payload, type] of bodies) {
      const res = await t.app.inject({ method: 'POST', url: '/api/system/config', headers: { ...headers, 'content-type': type }, payload });
      expect([400, 415], payload).toContain(res.statusCode);
      expect(res.json().msg, payload).toBeTruthy();
      expect(res.body, payload).not.toMatch(/at .*\.ts:\d+/);
    }
    const named = await t.app.inject({ method: 'POST', url: '/api/system/config', headers, payload: { configName: '', configKey: 'a.b', configValue: 'v' } });
    expect(named.json().fields?.join(' ')).toMatch(/configName/);
    expect((await t.app.inject({ method: 'GET', url: '/api/system/config/list', headers })).json().total).toBe(before);
  });

  it('answers 404 for unknown paths and missing records, as an envelope', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/no/such/thing', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404 });
    const record = await t.app.inject({ method: 'GET', url: '/api/system/config/99999', headers });
    expect(record.statusCode).toBe(404);
  });

  it('refuses ids that are not numbers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/system/config/abc', headers })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/system/config/1;2', headers })).statusCode).toBe(400);
  });

  it('answers messages in the language asked for', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: { 'accept-language': 'en' } });
    expect(en.json().msg).toMatch(/Authentication failed/);
    const zh = await t.app.inject({ method: 'GET', url: '/api/getInfo' });
    expect(zh.json().msg).toBe('认证失败，无法访问系统资源');
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('builds the OpenAPI document, and serves it only when API_DOCS is on', async () => {
    expect(Object.keys((t.app.swagger() as { paths: object }).paths)).toEqual(expect.arrayContaining(['/api/login', '/api/system/config/list']));
    const hidden = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe(404);
    const open = await createTestApp({ apiDocs: true });
    try {
      const res = await open.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().paths)).toContain('/api/login');
    } finally {
      await open.close();
    }
  });

  it('sends HSTS only on answers that came over https', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
  });
});
