// @databases: embedded — the route's guard and the text it writes; the scrape-time counts are plain count(*) queries
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WARM_UP_MARK } from '../../server/lib/warm-up-mark.js';
import { createTestApp, loginAs, type TestApp } from './helpers.js';

/** GET /api/metrics: Prometheus's view of the server, behind METRICS_TOKEN (issue 53). */
const TOKEN = 'scrape-token-for-tests';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
});
afterAll(async () => t?.close());

const scrape = (token = TOKEN) => t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${token}` } });

describe('metrics', () => {
  it('is not there (404) when METRICS_TOKEN is not set', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_requests_total');
    } finally {
      await plain.close();
    }
  });

  it('answers 401 without the token or with a wrong one, in the asker\'s language', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    const wrong = await scrape('not-the-token');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_requests_total');
    const en = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer x', 'accept-language': 'en' } });
    expect(en.json().msg).toBe('Authentication failed, cannot access system resources');
  });

  it('keeps its status codes in RuoYi mode, which answers other failures with 200', async () => {
    const ruoyi = await createTestApp({ metricsToken: TOKEN, ruoyiCompat: true });
    try {
      expect((await ruoyi.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
      expect((await ruoyi.app.inject({ method: 'GET', url: '/api/getInfo' })).statusCode).toBe(200);
    } finally {
      await ruoyi.close();
    }
  });

  it('answers the text exposition format with the right token', async () => {
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE warehouse_http_requests_total counter');
    expect(res.body).toContain('# TYPE warehouse_http_request_duration_seconds histogram');
    expect(res.body).toContain('warehouse_process_cpu_user_seconds_total');
  });

  it('counts requests by route pattern and status, never by the URL', async () => {
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/public/supplier/SECRETTOKEN123' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/route/SECRETTOKEN456' });
    // the start's warm-up (warm-up.ts) is not traffic
    await t.app.inject({ method: 'GET', url: '/api/health/ready', headers: { 'x-warm-up': WARM_UP_MARK } });
    const body = (await scrape()).body;
    expect(body).toMatch(/^warehouse_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 3$/m);
    expect(body).toMatch(/^warehouse_http_request_duration_seconds_count\{method="GET",route="\/api\/health"\} 3$/m);
    expect(body).toMatch(/^warehouse_http_requests_total\{method="GET",route="\/api\/public\/supplier\/:token",status="\d+"\} 1$/m);
    expect(body).toMatch(/^warehouse_http_requests_total\{method="GET",route="unmatched",status="404"\} 1$/m);
    expect(body).not.toContain('SECRETTOKEN');
    expect(body).not.toContain('route="/api/health/ready"');
  });

  it('reports the database gate, the outbox, the job log and the active sessions', async () => {
    await t.app.database.db.execute(sql`delete from biz_mail_outbox`);
    await t.app.database.db.execute(sql`insert into biz_mail_outbox (mail_to, subject, status) values ('a@example.com', 'q1', '0'), ('b@example.com', 'q2', '0'), ('c@example.com', 'f', '2'), ('d@example.com', 's', '1')`);
    await t.app.database.db.execute(sql`delete from sys_job_log`);
    await t.app.database.db.execute(sql`insert into sys_job_log (job_name, job_group, invoke_target, status) values ('a', 'DEFAULT', 'x', '0'), ('b', 'DEFAULT', 'x', '1'), ('c', 'DEFAULT', 'x', '0')`);
    await t.app.database.db.execute(sql`delete from sys_session`);
    await loginAs(t.app);
    await loginAs(t.app, 'cs');
    const body = (await scrape()).body;
    expect(body).toMatch(/^warehouse_mail_outbox\{state="queued"\} 2$/m);
    expect(body).toMatch(/^warehouse_mail_outbox\{state="failed"\} 1$/m);
    expect(body).toMatch(/^warehouse_job_runs\{status="success"\} 2$/m);
    expect(body).toMatch(/^warehouse_job_runs\{status="failure"\} 1$/m);
    expect(body).toMatch(/^warehouse_sessions_active 2$/m);
    expect(body).toMatch(/^warehouse_db_gate_active \d+$/m);
    expect(body).toMatch(/^warehouse_db_gate_queued 0$/m);
    expect(body).toMatch(/^warehouse_db_gate_waits_total \d+$/m);
    expect(body).toMatch(/^warehouse_db_gate_refusals_total\{reason="queue_full"\} 0$/m);
    // the health route reports the outbox too
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().data.outbox).toEqual({ queued: 2, failed: 1 });
  });

  it('counts the gate\'s waits and refusals', async () => {
    const gate = t.app.dbGate;
    const before = { ...gate.totals };
    const held = await Promise.all(Array.from({ length: gate.maxActive }, () => gate.acquire()));
    const waiting = Array.from({ length: gate.maxQueue }, () => gate.acquire());
    expect(await gate.acquire()).toBeNull(); // the queue is full: 503
    held.forEach((release) => release?.());
    (await Promise.all(waiting)).forEach((release) => release?.());
    const body = (await scrape()).body;
    expect(body).toMatch(new RegExp(`^warehouse_db_gate_waits_total ${before.waits + gate.maxQueue}$`, 'm'));
    expect(body).toMatch(new RegExp(`^warehouse_db_gate_refusals_total\\{reason="queue_full"\\} ${before.refusedFull + 1}$`, 'm'));
  });
});
