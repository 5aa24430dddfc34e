import { createHash } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The embedded database's folder is taken by one process at a time, through a socket in it:
 * PGlite opens a folder another process has open without a word, and two PostgreSQLs on the same
 * files ruin them. A live socket answers (its process is running: refuse); a dead process's does
 * not (remove it and take over). The server also answers `npm run backup` on it; who may use it
 * is who may read DATA_DIR.
 */
export function controlPath(dataDir: string): string {
  const hash = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\warehouse-${hash}`;
  const inside = path.join(dataDir, 'server.sock');
  // a socket's path may be about a hundred bytes long at most
  return Buffer.byteLength(inside) < 100 ? inside : path.join(tmpdir(), `warehouse-${hash}.sock`);
}

export type ControlHandler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>;

export class DataDirTaken extends Error {}

export interface DataDirLock {
  /** what the socket answers from now on (before: 503, still starting) */
  serve(handler: ControlHandler): void;
  close(): Promise<void>;
}

/** An answer from the process that holds `dataDir`, or null when none does. */
export function askHolder(dataDir: string, method: string, url: string, timeoutMs = 0): Promise<http.IncomingMessage | null> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath: controlPath(dataDir), method, path: url, timeout: timeoutMs }, resolve);
    request.on('timeout', () => request.destroy(new Error('the server holding DATA_DIR did not answer')));
    request.on('error', (error: NodeJS.ErrnoException) => (['ENOENT', 'ECONNREFUSED'].includes(error.code ?? '') ? resolve(null) : reject(error)));
    request.end();
  });
}

export async function lockDataDir(dataDir: string, who: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const socket = controlPath(dataDir);
  let handler: ControlHandler | undefined;
  const server = http.createServer((request, response) => {
    response.setHeader('x-holder', `${who} (pid ${process.pid})`);
    if (!handler) {
      response.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ msg: 'starting' }));
      return;
    }
    handler(request, response).catch((error: Error) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ msg: error.message }));
      else response.destroy(error);
    });
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ path: socket, readableAll: false, writableAll: false }, () => {
        server.off('error', reject);
        resolve();
      });
    });
  try {
    await listen();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const answer = await askHolder(dataDir, 'GET', '/', 5000);
    if (answer) {
      answer.resume();
      throw new DataDirTaken(`${dataDir} is in use by ${answer.headers['x-holder'] ?? 'another process'}: stop it first`);
    }
    if (process.platform !== 'win32') rmSync(socket, { force: true });
    await listen();
  }
  return {
    serve: (next) => (handler = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
