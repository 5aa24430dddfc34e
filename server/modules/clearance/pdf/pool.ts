import { availableParallelism } from 'node:os';
import type { Piscina } from 'piscina';
import { workerFile } from '../../../lib/worker-file.js';
import type { RenderJob } from './worker.js';

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
    this.pool ??= import('piscina').then(({ Piscina }) => new Piscina({ ...workerFile(import.meta.url, 'worker'), minThreads: 0, maxThreads: this.threads, idleTimeout: 60_000 }));
    const bytes: Uint8Array = await (await this.pool).run(job, { signal });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  async close() {
    const pool = this.pool;
    this.pool = undefined;
    await (await pool)?.destroy();
  }
}
