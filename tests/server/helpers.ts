import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig, type AppConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/client.js';
import { runMigrations } from '../../server/db/migrate.js';
import { seedDemo } from '../../server/demo/index.js';
import { scratchDatabase } from '../scratch-database.js';

/** Which database the API tests run on: PostgreSQL when DATABASE_URL is set, else in-memory PGlite. */
export const databaseKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * A real app on its own database. `shareDatabaseOf` starts a second app on the first one's
 * PostgreSQL database, as a second server process would be.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}, shareDatabaseOf?: TestApp, { log }: { log?: { write(line: string): void } } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wh-test-'));
  // a new app starts from a copy of the suite's migrated database (global-setup.ts)
  const template = shareDatabaseOf ? undefined : (inject('migratedTemplate') ?? undefined);
  const packed = shareDatabaseOf || process.env.DATABASE_URL ? undefined : migratedCopy();
  const scratch = shareDatabaseOf
    ? { url: shareDatabaseOf.config.databaseUrl!, drop: async () => undefined }
    : process.env.DATABASE_URL
      ? await scratchDatabase(process.env.DATABASE_URL, 't', false, template)
      : null;
  const config = loadConfig(
    { ...process.env, CAPTCHA_ENABLED: 'false', LOGIN_RATE_LIMIT: '10000', PUBLIC_RATE_LIMIT: '10000', SCHEDULER_ENABLED: 'false' },
    { dataDir, databaseUrl: scratch?.url, tokenSecret: 'test-secret', webRoot: path.join(dataDir, 'no-web'), ...overrides },
  );
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 8, loadDataDir: packed });
  const migrated = await runMigrations(database);
  if (migrated || template || packed) await seedDemo(database.db);
  const app = await buildApp({ config, database, logger: log ?? false });
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The suite's migrated embedded database, packed (none on PostgreSQL). */
function migratedCopy(): Blob | undefined {
  const file = inject('migratedDataDir');
  return file ? new Blob([readFileSync(file)]) : undefined;
}

/** Logs in (captcha off) and returns the bearer header. */
export async function loginAs(app: FastifyInstance, username = 'admin', password = username === 'admin' ? 'admin123' : 'demo123') {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
  return { authorization: `Bearer ${res.json().token}` };
}

/**
 * A new account's first sign-in: the password an administrator gave it is changed first (nothing
 * else answers before, issue 47), then the session goes on as the user. Returns its bearer header.
 */
export async function firstSignIn(app: FastifyInstance, username: string, given: string, chosen = `${given}-own`) {
  const headers = await loginAs(app, username, given);
  const res = await app.inject({ method: 'PUT', url: '/api/system/user/profile/updatePwd', headers, payload: { oldPassword: given, newPassword: chosen } });
  if (res.statusCode !== 200) throw new Error(`password change of ${username} failed: ${res.body}`);
  return headers;
}

/** The parameters a fresh database holds (migrations 0001, 0011, 0018, 0019 and 0021); the end-to-end helpers hold the same number. */
export const SEEDED_PARAMETERS = 32;
