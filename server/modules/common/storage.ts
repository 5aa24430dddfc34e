import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, realpath, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import dayjs from 'dayjs';
import type { MultipartFile } from '@fastify/multipart';
import { HEAD_BYTES } from './file-kind.js';

/** Uploads live under {dataDir}/uploads and are served at {apiBase}/profile/…; generated files wait in {dataDir}/download. */
export const uploadRoot = (dataDir: string) => path.join(dataDir, 'uploads');
export const downloadRoot = (dataDir: string) => path.join(dataDir, 'download');

export const extensionOf = (fileName: string) => path.extname(fileName).slice(1).toLowerCase();

export interface StagedFile {
  tmpPath: string;
  head: Buffer;
  /** true when the size limit cut the file short */
  truncated: boolean;
  /** what was written */
  bytes: number;
}

/** Streams a multipart file to a temporary name in dir, keeping its first bytes for the signature check. */
export async function stageUpload(part: MultipartFile, dir: string): Promise<StagedFile> {
  await mkdir(dir, { recursive: true });
  const tmpPath = path.join(dir, `.${randomUUID()}.part`);
  let head = Buffer.alloc(0);
  let bytes = 0;
  const keepHead = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, keepHead, createWriteStream(tmpPath, { flags: 'wx' }));
  } catch (error) {
    await discard(tmpPath);
    throw error;
  }
  return { tmpPath, head, truncated: part.file.truncated, bytes };
}

export const discard = (file: string) => unlink(file).catch(() => undefined);

/**
 * Where the name a file was uploaded under is kept: beside it, hidden (`.{uuid}.{ext}.name`), as
 * there is no table of uploads; it travels with the file into backups and out with it.
 */
const nameFileOf = (stored: string) => path.join(path.dirname(stored), `.${path.basename(stored)}.name`);

/**
 * Gives a staged file its final name {root}/{folder}/YYYY/MM/DD/{uuid}.{ext}; answers the public
 * path /profile/{folder}/YYYY/MM/DD/{uuid}.{ext} and the new name. `originalName`, the name the
 * user's file had, is kept beside it for what sends or serves the file (uploadedName).
 */
export async function commitUpload(staged: StagedFile, root: string, folder: string, extension: string, originalName?: string) {
  const datePath = dayjs().format('YYYY/MM/DD');
  const newFileName = `${randomUUID()}.${extension}`;
  const dir = path.join(root, folder, datePath);
  await mkdir(dir, { recursive: true });
  const stored = path.join(dir, newFileName);
  // the name first: a file is never there without the name it came under
  if (originalName) await writeFile(nameFileOf(stored), originalName, { flag: 'wx' });
  await rename(staged.tmpPath, stored);
  return { fileName: `/profile/${folder}/${datePath}/${newFileName}`, newFileName };
}

/** The name a stored upload (its path on disk) was uploaded under, if one was kept (commitUpload). */
export async function uploadedName(stored: string): Promise<string | undefined> {
  const kept = await readFile(nameFileOf(stored), 'utf8').catch(() => '');
  // written by commitUpload from path.basename; read defensively all the same, it names a file elsewhere
  const name = path.basename(kept.replace(/[\p{Cc}\\]/gu, '').trim());
  return name && name !== '.' && name !== '..' ? name.slice(0, 255) : undefined;
}

/** A stored file's own name or the hidden ones beside it (a name kept, a staged `.part`): not served. */
export const isHiddenUpload = (name: string) => path.posix.basename(name).startsWith('.');

const unsafe = (name: string) =>
  name.includes('\0') ||
  name.includes('\\') ||
  name.startsWith('/') ||
  /^[a-z]:/i.test(name) ||
  name.split('/').some((segment) => segment === '..' || segment === '.' || segment === '');

/**
 * A client-given relative name as a path inside root, or null when it could leave it: parent
 * segments, absolute or drive paths, backslashes, NUL, and the same hidden behind URL encoding.
 */
export function confine(root: string, name: string): string | null {
  let probe = name;
  for (let i = 0; i < 4; i++) {
    if (!probe || unsafe(probe)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(probe);
    } catch {
      return null;
    }
    if (decoded === probe) break;
    probe = decoded;
  }
  const full = path.resolve(root, name);
  return full.startsWith(path.resolve(root) + path.sep) ? full : null;
}

export type Located = { found: true; path: string; size: number } | { found: false; outside: boolean };

/** The regular file at a confined path, links followed: a link leading out of root is `outside`. */
export async function locateInside(root: string, full: string): Promise<Located> {
  let real: string;
  let realRoot: string;
  try {
    [realRoot, real] = await Promise.all([realpath(root), realpath(full)]);
  } catch {
    return { found: false, outside: false };
  }
  if (!real.startsWith(realRoot + path.sep)) return { found: false, outside: true };
  const info = await stat(real).catch(() => null);
  return info?.isFile() ? { found: true, path: real, size: info.size } : { found: false, outside: false };
}

/**
 * A file /common/upload stored, by the name it answered (`/profile/upload/…`): its path inside the
 * upload root, or undefined when it is not there (or the name would lead out).
 */
export async function locateUpload(dataDir: string, fileName: string): Promise<string | undefined> {
  const root = uploadRoot(dataDir);
  const full = confine(root, fileName.replace(/^\/profile\//, ''));
  const found = full ? await locateInside(root, full) : undefined;
  return found?.found ? found.path : undefined;
}
