import { describe, expect, it } from 'vitest';
import { t, useTestApp } from './api.js';
import { databaseKind, loginAs } from './helpers.js';

useTestApp();

describe('GET /monitor/server', () => {
  it('answers Node, host, CPU, memory, data disk and database figures', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/monitor/server', headers: await loginAs(t.app) });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.node).toMatchObject({ version: process.version, pid: process.pid });
    expect(d.node.uptime).toBeGreaterThanOrEqual(0);
    expect(d.host.uptime).toBeGreaterThan(0);
    expect(d.host.platform).toBe(process.platform);
    expect(d.cpu.cores).toBeGreaterThan(0);
    expect(d.cpu.loadAvg).toHaveLength(3);
    expect(d.cpu.usage).toBeGreaterThanOrEqual(0);
    expect(d.cpu.usage).toBeLessThanOrEqual(100);
    expect(d.memory.total).toBeGreaterThan(d.memory.free);
    expect(d.memory.used + d.memory.free).toBe(d.memory.total);
    expect(d.memory.rss).toBeGreaterThan(d.memory.heapUsed);
    expect(d.disk).toMatchObject({ path: t.config.dataDir });
    expect(d.disk.total).toBeGreaterThan(0);
    expect(d.disk.usage).toBeGreaterThanOrEqual(0);
    expect(d.database.kind).toBe(databaseKind);
    expect(d.database.version).toMatch(/PostgreSQL \d+/);
    expect(d.database.size).toBeGreaterThan(0);
    expect(d.serverTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers 403 without monitor:server:list and 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/monitor/server', headers: await loginAs(t.app, 'lhy') })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/monitor/server' })).statusCode).toBe(401);
  });
});
