/**
 * Runs on a thread of its own (xlsx-rows-thread.ts): reads the sheet with sheetRows and hands its
 * rows on a batch at a time, flat ([rowNumber, lastColumn, cells, column, text, …]: one array of
 * strings and numbers clones faster than a Map a row). It stays at most AHEAD batches ahead of
 * the rows taken, so memory holds those, not the file.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { SheetBreach, sheetRows } from './xlsx-rows.js';
import type { FromRowsThread, RowsThreadData } from './xlsx-rows-thread.js';

const port = parentPort!;
const { buffer, maxRows, batch, ahead } = workerData as RowsThreadData;

let unacked = 0;
let wake: (() => void) | null = null;
port.on('message', () => {
  unacked--;
  wake?.();
  wake = null;
});
const post = (message: FromRowsThread) => port.postMessage(message);

try {
  let flat: (number | string)[] = [];
  let rows = 0;
  for await (const row of sheetRows(Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength), maxRows)) {
    flat.push(row.rowNumber, row.lastColumn, row.texts.size);
    for (const [column, text] of row.texts) flat.push(column, text);
    if (++rows < batch) continue;
    post({ rows: flat });
    flat = [];
    rows = 0;
    if (++unacked >= ahead) await new Promise<void>((resolve) => (wake = resolve));
  }
  if (rows) post({ rows: flat });
  post({ done: true });
} catch (error) {
  post(error instanceof SheetBreach ? { breach: error.breach } : { failed: error instanceof Error ? error.message : String(error) });
}
