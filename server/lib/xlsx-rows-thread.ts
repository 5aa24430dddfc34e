/**
 * sheetRows (xlsx-rows.ts) read on a worker thread (xlsx-rows-worker.ts): an import then checks
 * and writes its rows on the main thread while the next ones are inflated and parsed, instead of
 * the one waiting for the other (reading the sheet was most of a 100 000-row import's main thread).
 */
import { Worker } from 'node:worker_threads';
import type { Breach } from './xlsx-guard.js';
import { SheetBreach, type SheetRow } from './xlsx-rows.js';
import { workerCode } from './worker-file.js';

export interface RowsThreadData {
  buffer: Uint8Array;
  maxRows: number;
  /** rows a message */
  batch: number;
  /** messages handed on and not yet taken, at most */
  ahead: number;
}

/** A batch of rows as xlsx-rows-worker.ts packs them, the end, or why the reading stopped. */
export type FromRowsThread = { numbers: Int32Array; texts: string } | { done: true } | { breach: Breach } | { failed: string };

/** The rows of sheetRows(buffer, maxRows), read on a thread; its SheetBreach and failures thrown here. */
export async function* sheetRowsOnThread(buffer: Buffer, maxRows = Infinity, batch = 1000, ahead = 8): AsyncGenerator<SheetRow> {
  // a view of part of a larger buffer would clone all of it
  const bytes = buffer.byteOffset || buffer.byteLength !== buffer.buffer.byteLength ? new Uint8Array(buffer) : buffer;
  const worker = new Worker(workerCode(import.meta.url, 'xlsx-rows-worker'), { eval: true, workerData: { buffer: bytes, maxRows, batch, ahead } satisfies RowsThreadData });
  const inbox: FromRowsThread[] = [];
  let wake: (() => void) | null = null;
  const arrive = (message: FromRowsThread) => {
    inbox.push(message);
    wake?.();
    wake = null;
  };
  worker.on('message', arrive);
  worker.on('error', (error) => arrive({ failed: error.message }));
  worker.on('exit', () => arrive({ failed: 'the reading thread stopped' }));
  try {
    for (;;) {
      if (!inbox.length) await new Promise<void>((resolve) => (wake = resolve));
      const message = inbox.shift()!;
      if ('done' in message) return;
      if ('breach' in message) throw new SheetBreach(message.breach);
      if ('failed' in message) throw new Error(message.failed);
      // taken: the thread may read the next batch while these are checked and written
      worker.postMessage(1);
      const { numbers, texts: all } = message;
      let at = 0;
      for (let i = 0; i < numbers.length; ) {
        const rowNumber = numbers[i++];
        const lastColumn = numbers[i++];
        const texts = new Map<number, string>();
        for (let n = numbers[i++]; n > 0; n--) {
          const column = numbers[i++];
          texts.set(column, all.slice(at, (at += numbers[i++])));
        }
        yield { rowNumber, lastColumn, texts };
      }
    }
  } finally {
    void worker.terminate();
  }
}
