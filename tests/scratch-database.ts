import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL database of its own on the server at `url`, for one test file or one bench run:
 * `<prefix>_<time>_<random>`, dropped by `drop()`. With `keep`, `<prefix>_keep`, created once and
 * left for the next run (a bench that seeds a million rows measures again in seconds). With
 * `template`, a copy of that database (no one may be connected to it).
 */
export async function scratchDatabase(url: string, prefix: string, keep = false, template?: string) {
  const name = keep ? `${prefix}_keep` : `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount ?? 0) > 0;
  if (!exists) await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      if (keep) return;
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
