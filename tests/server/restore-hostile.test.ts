// @databases: embedded — backups of the embedded database's folder, refused before anything is unpacked
import { spawnSync } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../../server/modules/backup/restore.js';

/**
 * Issue 47 hole 8: a crafted backup (an `uploads` entry linking to a host file, a device, an entry
 * outside the folder) is refused, naming the entry, before anything is written. The archives are
 * made by the system's tar, the program the backups are made and unpacked with.
 */
const root = mkdtempSync(path.join(tmpdir(), 'wh-restore-hostile-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let made = 0;

/** A backup-looking tarball of a folder `fill` fills, with `extra` tar arguments (more members, -P, --transform). */
function archive(fill: (dir: string) => void, extra: string[] = []) {
  const dir = path.join(root, `src-${++made}`);
  mkdirSync(path.join(dir, 'uploads'), { recursive: true });
  writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
  fill(dir);
  const file = path.join(root, `crafted-${made}.tar.gz`);
  const tar = spawnSync('tar', ['-czPf', file, '-C', dir, '.', ...extra], { encoding: 'utf8' });
  expect(tar.status, tar.stderr).toBe(0);
  return file;
}

const outside = path.join(root, 'host-file');
writeFileSync(outside, 'a file of the host');

const crafted: [string, () => string, RegExp][] = [
  ['a symbolic link in uploads', () => archive((d) => symlinkSync('/etc/passwd', path.join(d, 'uploads', 'passwd'))), /\.\/uploads\/passwd.*symbolic link/],
  ['a hard link', () => archive((d) => (writeFileSync(path.join(d, 'a'), 'x'), linkSync(path.join(d, 'a'), path.join(d, 'uploads', 'b')))), /\.\/(a|uploads\/b).*hard link/],
  ['a fifo', () => archive((d) => spawnSync('mkfifo', [path.join(d, 'uploads', 'pipe')])), /\.\/uploads\/pipe.*fifo/],
  ['an absolute path', () => archive(() => undefined, [outside]), new RegExp(`${outside}.*absolute`)],
  ['a .. component', () => archive((d) => writeFileSync(path.join(d, 'uploads', 'up'), 'x'), ['--transform', 's,^\\./uploads/up$,./uploads/../../escaped,']), /\.\/uploads\/\.\.\/\.\.\/escaped.*\.\./],
];
// a device needs mknod, which only root may run: the image runs as root, so does CI
if (process.getuid?.() === 0) {
  crafted.push(['a character device', () => archive((d) => spawnSync('mknod', [path.join(d, 'uploads', 'null'), 'c', '1', '3'])), /\.\/uploads\/null.*device/]);
}

describe('restoring a crafted backup', () => {
  it.each(crafted)('refuses %s, naming the entry, and writes nothing', async (_what, make, reason) => {
    const file = make();
    const parent = path.join(root, `target-${made}`);
    const dataDir = path.join(parent, 'data');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'held'), 'what the folder held');
    await expect(restoreBackup(file, dataDir)).rejects.toThrow(reason);
    // nothing unpacked beside the folder, nothing moved aside, nothing outside it
    expect(readdirSync(parent)).toEqual(['data']);
    expect(readdirSync(dataDir)).toEqual(['held']);
    expect(existsSync(path.join(root, 'escaped'))).toBe(false);
  });
});
