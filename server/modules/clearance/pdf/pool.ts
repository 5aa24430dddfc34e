import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Piscina } from 'piscina';
import type { RenderJob } from './worker.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * worker.js in the compiled dist-server; from source (vitest, `npm run dev`) worker.ts through
 * tsx's loader (a development dependency, found from here whatever the working directory).
 */
function workerFile() {
  const built = path.join(here, 'worker.js');
  if (existsSync(built)) return { filename: built, execArgv: [] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename: path.join(here, 'worker.ts'), execArgv: ['--import', tsx] };
}

/**
 * PDFs drawn on threads of their own: a long invoice takes seconds, which would stall every other
 * request on the event loop. The threads start with the first document and end when idle a
 * minute, or with `close()`. A signal that aborts takes the job out of the queue, or stops its
 * thread mid-drawing (nothing is written there, so nothing is left half done).
 */
export class PdfPool {
  // the thread pool's library loads with the first document drawn, not at start
  private pool: Promise<Piscina> | undefined;

  constructor(private readonly threads = Math.max(1, availableParallelism() - 1)) {}

  async render(job: RenderJob, signal?: AbortSignal): Promise<Buffer> {
    this.pool ??= import('piscina').then(({ Piscina }) => new Piscina({ ...workerFile(), minThreads: 0, maxThreads: this.threads, idleTimeout: 60_000 }));
    const bytes: Uint8Array = await (await this.pool).run(job, { signal });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  async close() {
    const pool = this.pool;
    this.pool = undefined;
    await (await pool)?.destroy();
  }
}
