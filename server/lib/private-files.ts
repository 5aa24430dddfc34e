import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/** What the product writes is its user's alone (issue 47 hole 4): no bit for the group or others. */
const OTHERS = 0o077;

/** Files and folders this process makes from now on: 0700 folders, 0600 files. Called first thing by the server and each command. */
export const keepFilesPrivate = () => process.umask(OTHERS);

/**
 * Closes a tree an earlier release left open (PGlite's files, db/private-fs.ts): folders 0700,
 * files 0600. Only what is open is touched; symbolic links are not followed (their targets are
 * not ours).
 */
export async function closeTree(dir: string): Promise<void> {
  const stat = await lstat(dir).catch(() => undefined);
  if (!stat || stat.isSymbolicLink()) return;
  // a file gone meanwhile (a download's file expiring) is nothing to close
  const gone = (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  };
  if (stat.mode & OTHERS) await chmod(dir, stat.isDirectory() ? 0o700 : 0o600).catch(gone);
  if (!stat.isDirectory()) return;
  // side by side, as the backup copies: a folder of many uploads costs the start little
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => (gone(error), []));
  await Promise.all(names.map((name) => closeTree(path.join(dir, name))));
}
