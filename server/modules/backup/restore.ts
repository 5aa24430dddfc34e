import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../db/client.js';
import { refuseNewerDatabase } from '../../db/migrate.js';
import { unpackBackup } from './backup.js';

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** rename, or copy and delete where the two are on different file systems (a mounted volume) */
async function move(from: string, to: string) {
  try {
    await rename(from, to);
  } catch (error) {
    if (!['EXDEV', 'EBUSY', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

async function moveEntries(from: string, to: string, skip: (name: string) => boolean = () => false) {
  for (const name of await readdir(from)) if (!skip(name)) await move(path.join(from, name), path.join(to, name));
}

export interface Restored {
  /** where the folder's previous content went (nothing is deleted), when it had any */
  aside?: string;
  migrations: number;
  users: number;
  /** a backup a newer release made: this code will refuse to start on it */
  newer?: string;
}

/**
 * Puts a backup in place of `dataDir` (the caller holds the folder: no server runs on it). It is
 * unpacked beside the folder and opened once first (PostgreSQL replays its log, the tables
 * answer), so a damaged file changes nothing; then what the folder held goes aside.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<Restored> {
  if (!existsSync(file)) throw new Error(`${file}: no such file`);
  const unpacked = `${dataDir}.restoring-${stamp()}`;
  try {
    await unpackBackup(file, unpacked);
    if (!existsSync(path.join(unpacked, 'PG_VERSION'))) throw new Error(`${file} is not a backup of the embedded database (no PG_VERSION in it)`);
    const database = await openDatabase({ dataDir: unpacked });
    const restored: Restored = { migrations: 0, users: 0 };
    try {
      const [row] = await queryRows<{ migrations: number; users: number }>(
        database.db,
        sql`select (select count(*) from drizzle.__drizzle_migrations)::int as migrations, (select count(*) from sys_user)::int as users`,
      );
      Object.assign(restored, row);
      await refuseNewerDatabase(database.db).catch((error: Error) => (restored.newer = error.message));
    } finally {
      await database.close();
    }
    const held = (await readdir(dataDir)).filter((name) => name !== 'server.sock');
    if (held.length) {
      restored.aside = `${dataDir}.before-restore-${stamp()}`;
      await mkdir(restored.aside, { mode: 0o700 });
      await moveEntries(dataDir, restored.aside, (name) => name === 'server.sock');
    }
    await moveEntries(unpacked, dataDir);
    return restored;
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}
