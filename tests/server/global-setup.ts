import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client.js';
import { runMigrations } from '../../server/db/migrate.js';
import { scratchDatabase } from '../scratch-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a packed embedded database with every migration applied (PGlite's dumpDataDir) */
    migratedDataDir: string | null;
    /** a PostgreSQL database with every migration applied, to copy with `create database … template` */
    migratedTemplate: string | null;
  }
}

/**
 * One migrated database for the whole API suite: each test app starts from a copy of it instead
 * of running initdb and every migration itself (most of a file's start-up). The demo data is still
 * seeded per app, so "today" in it is the file's own today.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = await scratchDatabase(url, 'tpl');
    const database = await openDatabase({ databaseUrl: template.url, poolSize: 1 });
    await runMigrations(database);
    await database.close();
    project.provide('migratedTemplate', new URL(template.url).pathname.slice(1));
    project.provide('migratedDataDir', null);
    return () => template.drop();
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'wh-migrated-'));
  const dataDir = path.join(folder, 'data');
  const database = await openDatabase({ dataDir });
  await runMigrations(database);
  await database.close();
  const pglite = await PGlite.create({ dataDir });
  const packed = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await packed.arrayBuffer()));
  project.provide('migratedDataDir', file);
  project.provide('migratedTemplate', null);
  return () => rmSync(folder, { recursive: true, force: true });
}
