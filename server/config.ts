import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  apiBase: string;
  dataDir: string;
  /** PostgreSQL connection string; the embedded database is used when absent */
  databaseUrl?: string;
  tokenSecret: string;
  captchaEnabled: boolean;
  /** RuoYi's answer style (failures as HTTP 200 with the code in the body); the parameter sys.api.ruoyiCompat turns it on too */
  ruoyiCompat: boolean;
  seedDemo: boolean;
  sessionIdleMinutes: number;
  dbMaxActive: number;
  dbMaxQueue: number;
  dbQueueTimeoutMs: number;
  logLevel: string;
  /** folder of the built SPA, served at / when it exists */
  webRoot: string;
  uploadMaxBytes: number;
  /** trust X-Forwarded-For from a reverse proxy in front */
  trustProxy: boolean;
  /** login and captcha requests per minute per IP */
  loginRateLimit: number;
  /** requests per minute per IP to each /public route (the driver pages, no login): PUBLIC_RATE_LIMIT, default 120 */
  publicRateLimit: number;
  /** how long a warehouse's public queue (/public/carList) is served from memory: many screens, one query */
  publicCacheMs: number;
  /** run scheduled jobs in this process (server/modules/job/scheduler.ts) */
  schedulerEnabled: boolean;
  /**
   * how long a mail sender holds the mails it took before another may take them: a process killed
   * mid-send leaves its mails held this long (MAIL_CLAIM_SECONDS, default 120)
   */
  mailClaimSeconds: number;
  /** serve the OpenAPI document and its browser at {apiBase}/docs to anyone (a map of the whole API) */
  apiDocs: boolean;
  /**
   * where backups of the embedded database go (BACKUP_DIR, default `{DATA_DIR}-backups`): not
   * inside DATA_DIR, which a backup copies whole
   */
  backupDir: string;
  /** on SIGTERM, how long requests in flight may take before their connections are closed (SHUTDOWN_TIMEOUT_MS, default 10 s) */
  shutdownTimeoutMs: number;
  /**
   * the bearer token a Prometheus scrape of {apiBase}/metrics must send (METRICS_TOKEN); empty, the
   * route answers 404 as if it were not there and no request is measured
   */
  metricsToken: string;
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : !['false', '0', 'no', 'off'].includes(value.toLowerCase());

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value && Number.isFinite(n) ? n : fallback;
};

/** The signing secret: from the environment, else generated once into the data folder. */
function loadSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.TOKEN_SECRET) return env.TOKEN_SECRET;
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  const databaseUrl = overrides.databaseUrl ?? (env.DATABASE_URL || undefined);
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    apiBase: (env.API_BASE || '/api').replace(/\/$/, ''),
    dataDir,
    databaseUrl,
    tokenSecret: overrides.tokenSecret ?? loadSecret(env, dataDir),
    captchaEnabled: flag(env.CAPTCHA_ENABLED, true),
    ruoyiCompat: flag(env.RUOYI_COMPAT, false),
    seedDemo: flag(env.SEED_DEMO, true),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 30),
    dbMaxActive: int(env.DB_MAX_ACTIVE, databaseUrl ? 16 : 4),
    dbMaxQueue: int(env.DB_MAX_QUEUE, 200),
    dbQueueTimeoutMs: int(env.DB_QUEUE_TIMEOUT_MS, 3000),
    logLevel: env.LOG_LEVEL || 'info',
    webRoot: path.resolve(env.WEB_ROOT || 'dist'),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 10 * 1024 * 1024),
    trustProxy: flag(env.TRUST_PROXY, false),
    loginRateLimit: int(env.LOGIN_RATE_LIMIT, 30),
    publicRateLimit: int(env.PUBLIC_RATE_LIMIT, 120),
    publicCacheMs: int(env.PUBLIC_CACHE_MS, 2000),
    schedulerEnabled: flag(env.SCHEDULER_ENABLED, true),
    apiDocs: flag(env.API_DOCS, false),
    mailClaimSeconds: int(env.MAIL_CLAIM_SECONDS, 120),
    backupDir: path.resolve(env.BACKUP_DIR || `${dataDir}-backups`),
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 10_000),
    metricsToken: env.METRICS_TOKEN || '',
    ...overrides,
  };
}
