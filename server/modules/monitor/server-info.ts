import { statfs } from 'node:fs/promises';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerInfo } from '../../../contract/monitor.js';
import { queryRows } from '../../db/client.js';
import { formatTime } from '../../lib/time.js';

const SAMPLE_MS = 200;
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

function cpuTimes() {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.irq + t.idle;
  }
  return { idle, total };
}

/** Busy share of all cores over a short sample: a load figure of the moment, not since boot. */
async function cpuUsage(): Promise<number> {
  const before = cpuTimes();
  await sleep(SAMPLE_MS);
  const after = cpuTimes();
  const total = after.total - before.total;
  return percent(total - (after.idle - before.idle), total);
}

async function diskOf(dir: string): Promise<ServerInfo['disk']> {
  try {
    const s = await statfs(dir);
    const total = s.blocks * s.bsize;
    const free = s.bavail * s.bsize;
    const used = total - s.bfree * s.bsize;
    return { path: dir, total, used, free, usage: percent(used, total) };
  } catch {
    return null;
  }
}

async function databaseOf(app: FastifyInstance): Promise<ServerInfo['database']> {
  const [row] = await queryRows<{ version: string; size: string | number }>(app.db, sql`select version() as version, pg_database_size(current_database()) as size`);
  return { kind: app.database.kind, version: row?.version ?? '', size: Number(row?.size ?? 0) };
}

/** What the server monitor page shows: this process, its host, the data disk and the database. */
export async function serverInfo(app: FastifyInstance): Promise<ServerInfo> {
  const [usage, disk, database] = await Promise.all([cpuUsage(), diskOf(app.config.dataDir), databaseOf(app)]);
  const cpus = os.cpus();
  const mem = process.memoryUsage();
  const total = os.totalmem();
  const free = os.freemem();
  const uptime = process.uptime();
  return {
    node: { version: process.version, pid: process.pid, uptime: Math.round(uptime), startTime: formatTime(new Date(Date.now() - uptime * 1000)) ?? '', cwd: process.cwd() },
    host: { hostname: os.hostname(), platform: os.platform(), arch: os.arch(), release: os.release(), uptime: Math.round(os.uptime()) },
    cpu: { model: cpus[0]?.model?.trim() || 'unknown', cores: os.availableParallelism(), loadAvg: os.loadavg().map((n) => Math.round(n * 100) / 100), usage },
    memory: { total, used: total - free, free, usage: percent(total - free, total), rss: mem.rss, heapTotal: mem.heapTotal, heapUsed: mem.heapUsed, external: mem.external },
    disk,
    database,
    serverTime: formatTime(new Date()) ?? '',
  };
}
