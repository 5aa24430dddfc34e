/**
 * Runs on a thread of its own (xlsx-rows-thread.ts): reads the sheet with sheetRows and hands its
 * rows on a batch at a time, packed: the numbers in one Int32Array, handed over, not copied
 * ([rowNumber, lastColumn, cells, column, length, column, length, …]), the cells' texts one after
 * another in one string. Posting them as an array of strings and numbers cost a clone and a
 * string each on both sides. It stays at most AHEAD batches ahead of the rows taken, so memory
 * holds those, not the file.
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
  let numbers: number[] = [];
  let texts = '';
  let rows = 0;
  const send = () => {
    const packed = Int32Array.from(numbers);
    port.postMessage({ numbers: packed, texts } satisfies FromRowsThread, [packed.buffer]);
    numbers = [];
    texts = '';
    rows = 0;
  };
  for await (const row of sheetRows(Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength), maxRows)) {
    numbers.push(row.rowNumber, row.lastColumn, row.texts.size);
    for (const [column, text] of row.texts) {
      numbers.push(column, text.length);
      texts += text;
    }
    if (++rows < batch) continue;
    send();
    if (++unacked >= ahead) await new Promise<void>((resolve) => (wake = resolve));
  }
  if (rows) send();
  post({ done: true });
} catch (error) {
  post(error instanceof SheetBreach ? { breach: error.breach } : { failed: error instanceof Error ? error.message : String(error) });
}
