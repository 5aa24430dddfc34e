import { statfs } from 'node:fs/promises';
import os from 'node:os';
import v8 from 'node:v8';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerInfo } from '../../../contract/monitor.js';
import { queryRows } from '../../db/client.js';
import { formatTime } from '../../lib/time.js';

const SAMPLE_MS = 200;
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

function cpuTimes() {
  const sum = { user: 0, sys: 0, idle: 0, total: 0 };
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    sum.user += t.user + t.nice;
    sum.sys += t.sys + t.irq;
    sum.idle += t.idle;
    sum.total += t.user + t.nice + t.sys + t.irq + t.idle;
  }
  return sum;
}

/** Shares of all cores over a short sample (a figure of the moment, not since boot), in percent. */
async function cpuShares() {
  const before = cpuTimes();
  await sleep(SAMPLE_MS);
  const after = cpuTimes();
  const total = after.total - before.total;
  const share = (key: 'user' | 'sys' | 'idle') => percent(after[key] - before[key], total);
  return { usage: percent(total - (after.idle - before.idle), total), used: share('user'), sys: share('sys'), free: share('idle') };
}

const GB = 1024 ** 3;
const MB = 1024 ** 2;
const round2 = (n: number) => Math.round(n * 100) / 100;
const sizeText = (bytes: number) => (bytes >= GB ? `${round2(bytes / GB)} GB` : `${round2(bytes / MB)} MB`);

/** "2天3小时4分钟" as RuoYi writes a run time (Chinese, as its page shows it). */
function runTime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${d}天${h}小时${m}分钟`;
}

/** Linux file system names by statfs magic number (the common ones; others by number). */
const FS_TYPES: Record<number, string> = { 0xef53: 'ext4', 0x58465342: 'xfs', 0x01021994: 'tmpfs', 0x9123683e: 'btrfs', 0x6969: 'nfs', 0x794c7630: 'overlay', 0x65735546: 'fuse' };

function firstIp(): string {
  for (const list of Object.values(os.networkInterfaces())) {
    const found = list?.find((a) => a.family === 'IPv4' && !a.internal);
    if (found) return found.address;
  }
  return '127.0.0.1';
}

async function diskOf(dir: string): Promise<(NonNullable<ServerInfo['disk']> & { fsType: string }) | null> {
  try {
    const s = await statfs(dir);
    const total = s.blocks * s.bsize;
    const free = s.bavail * s.bsize;
    const used = total - s.bfree * s.bsize;
    return { path: dir, total, used, free, usage: percent(used, total), fsType: FS_TYPES[s.type] ?? `0x${s.type.toString(16)}` };
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
  const [cpu, disk, database] = await Promise.all([cpuShares(), diskOf(app.config.dataDir), databaseOf(app)]);
  const cpus = os.cpus();
  const mem = process.memoryUsage();
  const total = os.totalmem();
  const free = os.freemem();
  const uptime = process.uptime();
  const startTime = formatTime(new Date(Date.now() - uptime * 1000)) ?? '';
  const heapMax = v8.getHeapStatistics().heap_size_limit;
  const { fsType, ...dataDisk } = disk ?? { fsType: '' };
  return {
    node: { version: process.version, pid: process.pid, uptime: Math.round(uptime), startTime, cwd: process.cwd() },
    host: { hostname: os.hostname(), platform: os.platform(), arch: os.arch(), release: os.release(), uptime: Math.round(os.uptime()) },
    cpu: {
      model: cpus[0]?.model?.trim() || 'unknown',
      cores: os.availableParallelism(),
      loadAvg: os.loadavg().map((n) => Math.round(n * 100) / 100),
      usage: cpu.usage,
      cpuNum: os.availableParallelism(),
      used: cpu.used,
      sys: cpu.sys,
      free: cpu.free,
    },
    memory: { total, used: total - free, free, usage: percent(total - free, total), rss: mem.rss, heapTotal: mem.heapTotal, heapUsed: mem.heapUsed, external: mem.external },
    disk: disk ? (dataDisk as NonNullable<ServerInfo['disk']>) : null,
    database,
    serverTime: formatTime(new Date()) ?? '',
    mem: { total: round2(total / GB), used: round2((total - free) / GB), free: round2(free / GB), usage: percent(total - free, total) },
    jvm: {
      total: round2(mem.heapTotal / MB),
      max: round2(heapMax / MB),
      used: round2(mem.heapUsed / MB),
      free: round2((mem.heapTotal - mem.heapUsed) / MB),
      usage: percent(mem.heapUsed, mem.heapTotal),
      name: 'Node.js',
      version: process.version,
      home: process.execPath,
      startTime,
      runTime: runTime(uptime),
      inputArgs: process.execArgv.join(' '),
    },
    sys: { computerName: os.hostname(), computerIp: firstIp(), osName: `${os.type()} ${os.release()}`, osArch: os.arch(), userDir: process.cwd() },
    sysFiles: disk
      ? [{ dirName: disk.path, sysTypeName: fsType, typeName: 'data', total: sizeText(disk.total), free: sizeText(disk.free), used: sizeText(disk.used), usage: disk.usage }]
      : [],
  };
}
