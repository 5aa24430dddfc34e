import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** Left out of a backup: the server's socket, PostgreSQL's lock file, files made for one download. */
const LEFT_OUT = new Set(['server.sock', 'postmaster.pid', 'download']);
/** Each written once under a new name and never changed: copied without holding the database. */
const UPLOADS = 'uploads';
const NAME = /^backup-\d{8}-\d{6}-\d{3}\.tar\.gz$/;

/** backup-20250102-030405-678.tar.gz (UTC): sorted by name, sorted by time. */
export const backupName = (now = new Date()) => `backup-${now.toISOString().replace(/[-:]/g, '').replace('T', '-').replace('.', '-').slice(0, 19)}.tar.gz`;

export class NothingToBackUp extends Error {}

/**
 * A folder's tree, the files side by side (libuv's threads), each a copy-on-write clone where the
 * file system can make one: a third of fs.cp's time for PostgreSQL's thousand-odd small files.
 */
async function copyTree(from: string, to: string, take: (name: string) => boolean = () => true): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  const entries = (await readdir(from, { withFileTypes: true })).filter((e) => take(e.name));
  await Promise.all(
    entries.map((e) => {
      const [source, target] = [path.join(from, e.name), path.join(to, e.name)];
      if (e.isDirectory()) return copyTree(source, target);
      return e.isFile() ? copyFile(source, target, constants.COPYFILE_FICLONE) : undefined;
    }),
  );
}

/**
 * The system's tar, writing or reading the file itself: not a byte passes the server's event loop,
 * which a busy embedded database keeps full (piped through it, 40 MB took a minute under load).
 */
function tar(args: string[]) {
  const child = spawn('tar', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let [out, errors] = ['', ''];
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  return new Promise<string>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`tar ${args[0]} exited ${code}: ${errors.trim()}`))));
  });
}

/**
 * A backup of the embedded database into `file`: its folder as a gzipped tarball. The files are
 * copied while no statement runs and no transaction is open (Database.exclusive), so the copy is
 * the database as of one moment between two transactions: every answer given before holds, none
 * after is half there. Requests wait meanwhile (`heldMs`); packing runs after, with the database
 * free again. (PGlite's own dumpDataDir takes only the statement lock, so its copy may fall inside
 * a transaction, and builds the whole tarball in memory on the event loop.) Written beside `file`
 * and renamed when whole; readable by the owner only: it holds the token secret.
 */
export async function writeBackup(database: Database, file: string, scratchDir: string) {
  const { dataDir, exclusive } = database;
  if (!dataDir || !exclusive) {
    throw new NothingToBackUp(database.kind === 'postgres' ? 'PostgreSQL is backed up with pg_dump (README, "Backups")' : 'an in-memory database has no files to back up');
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await mkdir(scratchDir, { recursive: true, mode: 0o700 });
  const staging = path.join(scratchDir, `.staging-${randomBytes(4).toString('hex')}`);
  const partial = `${file}.partial`;
  try {
    // less of the write-ahead log to replay when the copy is opened
    await database.db.execute(sql`checkpoint`);
    const started = performance.now();
    await exclusive(() => copyTree(dataDir, staging, (name) => !LEFT_OUT.has(name) && name !== UPLOADS));
    const heldMs = Math.round(performance.now() - started);
    if (existsSync(path.join(dataDir, UPLOADS))) await copyTree(path.join(dataDir, UPLOADS), path.join(staging, UPLOADS));
    await tar(['-czf', partial, '-C', staging, '.']);
    await chmod(partial, 0o600);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, heldMs };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** What tar's verbose listing shows first for each kind of member but files and folders. */
const KINDS: Record<string, string> = { l: 'a symbolic link', h: 'a hard link', c: 'a character device', b: 'a block device', p: 'a fifo', s: 'a socket' };
/** `-rw------- 0/0  2 2025-01-02 03:04:05 ./name` (--numeric-owner --full-time; the name escaped) */
const LISTED = /^(\S)\S*\s+\d+\/\d+\s+\S+\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d (.*)$/;

/** Why a line of the listing may not be unpacked, or undefined when it names a file or folder inside. */
function refusal(line: string): string | undefined {
  const [, kind, name] = LISTED.exec(line) ?? [];
  if (!name) return `${line}: not a member tar lists as a file or folder`;
  if (kind !== '-' && kind !== 'd') return `${name}: ${KINDS[kind] ?? `a member of type ${kind}`}, not a file or folder`;
  if (name.startsWith('/')) return `${name}: an absolute path`;
  if (name.split('/').includes('..')) return `${name}: a .. component leads out of the folder`;
  return undefined;
}

/**
 * Refuses, before anything is unpacked, a backup that holds anything but files and folders under
 * its own root (issue 47 hole 8): a link in `uploads` would be restored and the host file it names
 * served; a device, an absolute path or `..` reach out of the folder. Listed by the same tar that
 * unpacks it (-P: the names as they are written), so what is checked is what would be written.
 */
async function refuseCrafted(file: string) {
  const listing = await tar(['-tvzPf', file, '--numeric-owner', '--full-time', '--quoting-style=escape']);
  const refused = listing.split('\n').filter(Boolean).map(refusal).filter(Boolean);
  if (refused.length) throw new Error(`${file} is refused, nothing was restored: ${refused.slice(0, 5).join('; ')}${refused.length > 5 ? ` (and ${refused.length - 5} more)` : ''}`);
}

/**
 * Unpacks a backup into `dir` (made by writeBackup, or a tarball of a data folder), once it holds
 * only files and folders; owned by who restores and with its umask's modes, whatever the archive says.
 */
export async function unpackBackup(file: string, dir: string) {
  await refuseCrafted(file);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await tar(['-xzf', file, '-C', dir, '--no-same-owner', '--no-same-permissions']);
}

/** Deletes all but the newest `keep` backups the job wrote into `dir`; answers the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => NAME.test(n)).sort();
  const gone = names.slice(0, Math.max(0, names.length - keep));
  for (const name of gone) await rm(path.join(dir, name), { force: true });
  return gone;
}
