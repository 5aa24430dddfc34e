import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { PassThrough } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { CellKind } from './delimited-rows.js';
import { workerCode } from './worker-file.js';
import type { XlsxColumn } from './xlsx-writer.js';

/**
 * A sheet read from the database as delimited text (delimited-rows.ts), a batch at a time: the
 * cells' kinds in the columns' order, and for some columns (by key) a label for each value.
 */
export interface DelimitedSheet {
  kinds: CellKind[];
  labels?: Record<string, Map<string, string>>;
  batches: AsyncIterable<string>;
}

/** What the thread is started with (structured-cloned, so no functions). */
export interface ThreadSheet {
  name: string;
  columns: XlsxColumn[];
  kinds: CellKind[];
  labels: [number, Map<string, string>][];
}
export type ToThread = { text: string | null } | { ack: number };
type FromThread = { took: true } | { bytes: Uint8Array } | { done: true };

/** Batches handed to the thread and not yet begun, at most: enough that it never waits for the next. */
const AHEAD = 2;

export const isDelimitedSheet = (rows: unknown): rows is DelimitedSheet => typeof rows === 'object' && rows !== null && 'batches' in rows && 'kinds' in rows;

/**
 * The workbook of a delimited sheet, as xlsxStream writes it (texts made inert as excel.ts does),
 * but parsed, labelled, written and framed on a thread of its own: this thread only reads the
 * batches, so the database (in this process, for the embedded one) reads the next batch while the
 * thread writes this one, instead of the two taking turns. Memory stays flat: the thread takes a
 * batch only as it writes, and writes only while the stream's reader keeps up. Destroying the
 * stream (the client hung up) stops the thread and the batches.
 */
export function xlsxOnThread(name: string, columns: XlsxColumn[], sheet: DelimitedSheet): PassThrough {
  const out = new PassThrough();
  void threadTurn().then((done) => {
    if (out.destroyed) return done();
    writeOnThread(out, name, columns, sheet).once('exit', done);
  });
  return out;
}

/** Sheets written on threads at once, at most: each thread holds tens of MB, so the rest wait their turn. */
export const MAX_SHEET_THREADS = Math.max(2, availableParallelism());
let threadsRunning = 0;
const waitingForThread: Array<() => void> = [];

/** Resolves, once a thread may start, to the function that gives its turn to the next. */
function threadTurn(): Promise<() => void> {
  const done = () => {
    const next = waitingForThread.shift();
    if (next) next();
    else threadsRunning -= 1;
  };
  if (threadsRunning < MAX_SHEET_THREADS) {
    threadsRunning += 1;
    return Promise.resolve(done);
  }
  return new Promise((resolve) => waitingForThread.push(() => resolve(done)));
}

function writeOnThread(out: PassThrough, name: string, columns: XlsxColumn[], sheet: DelimitedSheet): Worker {
  const labels = Object.entries(sheet.labels ?? {}).map(([key, label]): [number, Map<string, string>] => [columns.findIndex((c) => c.key === key), label]);
  const data: ThreadSheet = { name, columns, kinds: sheet.kinds, labels };
  // the thread holds a batch and a piece of workbook at a time: with V8's default young generation
  // a 100 000-order export left the process some 25 MB more resident, and was no faster
  const resourceLimits = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 };
  const worker = new Worker(workerCode(import.meta.url, 'xlsx-thread-worker'), { eval: true, workerData: data, resourceLimits });
  const closed = once(out, 'close').catch(() => undefined);
  let ahead = 0;
  let took: (() => void) | undefined;
  worker.on('message', (message: FromThread) => {
    if ('took' in message) {
      ahead -= 1;
      took?.();
    } else if ('bytes' in message) {
      const { buffer, byteOffset, byteLength } = message.bytes;
      // acknowledged once the stream has room again: the thread waits for that before writing on
      out.write(Buffer.from(buffer, byteOffset, byteLength), () => worker.postMessage({ ack: byteLength }));
    } else out.end();
  });
  worker.on('error', (error) => out.destroy(error));
  worker.on('exit', (code) => {
    if (!out.writableEnded) out.destroy(new Error(`the xlsx thread stopped (exit code ${code})`));
  });
  void closed.then(() => worker.terminate());

  void (async () => {
    try {
      for await (const text of sheet.batches) {
        while (ahead >= AHEAD && !out.destroyed) await Promise.race([new Promise<void>((resolve) => (took = resolve)), closed]);
        if (out.destroyed) return;
        worker.postMessage({ text } satisfies ToThread);
        ahead += 1;
      }
      worker.postMessage({ text: null } satisfies ToThread);
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return worker;
}
