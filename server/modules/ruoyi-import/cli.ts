// `npm run import:ruoyi -- mysql://user:pass@host:3306/db [--dry-run]` (scripts/import-ruoyi.mjs runs this).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { openDatabase, queryRows, type Database } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { keepFilesPrivate } from '../../lib/private-files.js';
import { formatReport } from './report.js';
import { maskUrl, readRuoyi } from './source.js';
import { importRuoyi } from './index.js';

const USAGE = `usage: npm run import:ruoyi -- mysql://user:password@host:3306/database [--dry-run]
Imports RuoYi-Vue's departments, posts, users, roles, dictionaries, parameters, notices and jobs into
this server's database (DATABASE_URL, else the embedded one in DATA_DIR, ./data by default).
Stop the server first when it runs on the embedded database.`;

const isFresh = async (database: Database) =>
  Boolean((await queryRows<{ fresh: boolean }>(database.db, sql`select to_regclass('public.sys_user') is null as fresh`))[0].fresh);

/**
 * The database the server would use. A dry run writes nothing: where there is no database yet,
 * it plans against a freshly migrated one in memory, which is what a real run would start from.
 */
async function target(dryRun: boolean) {
  const config = loadConfig(process.env, { tokenSecret: 'not used by the import' });
  const where = config.databaseUrl ? `PostgreSQL ${config.databaseUrl.replace(/:[^:@/]*@/, ':***@')}` : `the embedded database in ${config.dataDir}`;
  const missing = !config.databaseUrl && !existsSync(path.join(config.dataDir, 'PG_VERSION'));
  if (dryRun && missing) return { database: await migrated(await openDatabase({})), where: `${where} (not created yet: planned against a new one)` };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  if (!dryRun) return { database: await migrated(database), where };
  if (!(await isFresh(database))) return { database, where };
  await database.close();
  return { database: await migrated(await openDatabase({})), where: `${where} (empty: planned against a migrated one)` };
}

async function migrated(database: Database) {
  await runMigrations(database);
  return database;
}

async function main(argv: string[]) {
  keepFilesPrivate();
  const dryRun = argv.includes('--dry-run');
  const source = argv.find((a) => !a.startsWith('--'));
  if (!source || argv.includes('--help') || argv.some((a) => a.startsWith('--') && a !== '--dry-run')) {
    console.error(USAGE);
    return argv.includes('--help') ? 0 : 2;
  }
  const ruoyi = await readRuoyi(source);
  const { database, where } = await target(dryRun);
  try {
    const report = await importRuoyi({ source: ruoyi, database, dryRun });
    console.log(formatReport(report, maskUrl(source), where));
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`import:ruoyi failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
