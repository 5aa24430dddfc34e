import { z } from 'zod';
import { pageQuery } from './common.js';

const text = (max: number) => z.string().trim().max(max);
const flag = z.enum(['0', '1', '']).optional();

// ---- operation log (/monitor/operlog)
export const operLogRow = z.object({
  operId: z.number(),
  title: z.string(),
  /** sys_oper_type: 0 other, 1 insert, 2 update, 3 delete, 4 grant, 5 export, 6 import, 7 force logout, 9 clean */
  businessType: z.number(),
  method: z.string(),
  requestMethod: z.string(),
  operName: z.string(),
  deptName: z.string(),
  operUrl: z.string(),
  operIp: z.string(),
  /** parameters as JSON, secrets masked */
  operParam: z.string(),
  jsonResult: z.string(),
  /** sys_common_status: 0 success, 1 failure */
  status: z.enum(['0', '1']),
  errorMsg: z.string(),
  operTime: z.string().nullable(),
  /** milliseconds */
  costTime: z.number(),
});
export type OperLogRow = z.infer<typeof operLogRow>;

export const operLogQuery = pageQuery.extend({
  title: text(50).optional(),
  operName: text(50).optional(),
  businessType: z.union([z.literal(''), z.string().regex(/^\d$/, 'expected a sys_oper_type value')]).optional(),
  status: flag,
  operIp: text(128).optional(),
});

// ---- login log (/monitor/logininfor)
export const loginLogRow = z.object({
  infoId: z.number(),
  userName: z.string(),
  ipaddr: z.string(),
  loginLocation: z.string(),
  browser: z.string(),
  os: z.string(),
  status: z.enum(['0', '1']),
  msg: z.string(),
  loginTime: z.string().nullable(),
});
export type LoginLogRow = z.infer<typeof loginLogRow>;

export const loginLogQuery = pageQuery.extend({
  ipaddr: text(128).optional(),
  userName: text(50).optional(),
  status: flag,
});

export const userNameParam = z.object({ userName: z.string().trim().min(1).max(30) });

// ---- online users (/monitor/online)
export const onlineRow = z.object({
  /** the session id: force logout names it */
  tokenId: z.string(),
  userName: z.string(),
  deptName: z.string().nullable(),
  ipaddr: z.string(),
  loginLocation: z.string(),
  browser: z.string(),
  os: z.string(),
  loginTime: z.string().nullable(),
  lastAccessTime: z.string().nullable(),
});
export type OnlineRow = z.infer<typeof onlineRow>;

export const onlineQuery = pageQuery.extend({
  ipaddr: text(128).optional(),
  userName: text(30).optional(),
});

const tokenId = /^[\w-]{1,64}$/;
export const tokenIdParam = z.object({ tokenId: z.string().regex(tokenId, 'expected a session id') });
export const tokenIdsParam = z.object({
  tokenIds: z
    .string()
    .regex(/^[\w-]{1,64}(,[\w-]{1,64}){0,499}$/, 'expected comma-separated session ids')
    .transform((s) => s.split(',')),
});

// ---- server monitor (/monitor/server)
const usage = { total: z.number(), used: z.number(), free: z.number(), /** percent, 0-100 */ usage: z.number() };
export const serverInfo = z.object({
  node: z.object({ version: z.string(), pid: z.number(), /** seconds */ uptime: z.number(), startTime: z.string(), cwd: z.string() }),
  host: z.object({ hostname: z.string(), platform: z.string(), arch: z.string(), release: z.string(), /** seconds */ uptime: z.number() }),
  cpu: z.object({
    model: z.string(),
    cores: z.number(),
    /** 1, 5 and 15 minute load averages (0 on Windows) */
    loadAvg: z.array(z.number()),
    /** percent busy over a short sample */
    usage: z.number(),
    // RuoYi's names, over the same sample: cores, and percent in user code, in the kernel, idle
    cpuNum: z.number(),
    used: z.number(),
    sys: z.number(),
    free: z.number(),
  }),
  /** bytes */
  memory: z.object({ ...usage, rss: z.number(), heapTotal: z.number(), heapUsed: z.number(), external: z.number() }),
  /** the file system holding the data directory, bytes; null when it cannot be read */
  disk: z.object({ path: z.string(), ...usage }).nullable(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), version: z.string(), /** bytes */ size: z.number() }),
  serverTime: z.string(),
  // ---- RuoYi's server page reads these (its Java names; the "JVM" is this Node.js process)
  /** GB, usage in percent */
  mem: z.object(usage),
  jvm: z.object({
    /** MB: the V8 heap now (total), its limit (max), in use and free */
    total: z.number(),
    max: z.number(),
    used: z.number(),
    free: z.number(),
    usage: z.number(),
    name: z.string(),
    version: z.string(),
    /** the node executable */
    home: z.string(),
    startTime: z.string(),
    /** how long it has run, in words */
    runTime: z.string(),
    inputArgs: z.string(),
  }),
  sys: z.object({ computerName: z.string(), computerIp: z.string(), osName: z.string(), osArch: z.string(), userDir: z.string() }),
  sysFiles: z.array(
    z.object({ dirName: z.string(), sysTypeName: z.string(), typeName: z.string(), total: z.string(), free: z.string(), used: z.string(), usage: z.number() }),
  ),
});
export type ServerInfo = z.infer<typeof serverInfo>;
export const serverInfoResult = z.object({ code: z.number(), msg: z.string(), data: serverInfo });
