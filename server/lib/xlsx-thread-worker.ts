/**
 * Runs on a thread of its own (xlsx-thread.ts): turns the delimited batches it is handed into
 * the workbook's bytes, which it hands back. The thread waits for its bytes to be taken before
 * writing more, and asks for rows only as it writes them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { delimitedRowCells } from './delimited-rows.js';
import { inertText } from './excel.js';
import { xlsxStream } from './xlsx-writer.js';
import type { ThreadSheet, ToThread } from './xlsx-thread.js';

const port = parentPort!;
const { name, columns, kinds, labels } = workerData as ThreadSheet;

/** Bytes handed on in pieces of about this size, each moved rather than copied. */
const PIECE = 256 * 1024;
/** Bytes handed on but not yet taken by the response, at most. */
const AHEAD = 2 * 1024 * 1024;

const batches: (string | null)[] = [];
let unacked = 0;
// the rows' reader and the bytes' sender may both be waiting for a message
let waiting: (() => void)[] = [];
port.on('message', (message: ToThread) => {
  if ('ack' in message) unacked -= message.ack;
  else batches.push(message.text);
  const wake = waiting;
  waiting = [];
  for (const resolve of wake) resolve();
});
const woken = () => new Promise<void>((resolve) => waiting.push(resolve));

async function* rows() {
  for (;;) {
    while (!batches.length) await woken();
    const text = batches.shift()!;
    if (text === null) return;
    port.postMessage({ took: true });
    for (const cells of delimitedRowCells(text, kinds)) {
      for (const [i, label] of labels) if (cells[i] !== null) cells[i] = label.get(cells[i] as string) ?? cells[i];
      yield cells;
    }
  }
}

const pieces: Uint8Array[] = [];
let size = 0;
const handOn = async () => {
  let bytes: Uint8Array = Buffer.concat(pieces, size);
  // a small one may be a slice of Node's shared pool, which must not be moved
  if (bytes.byteOffset || bytes.byteLength !== bytes.buffer.byteLength) bytes = new Uint8Array(bytes);
  pieces.length = 0;
  size = 0;
  unacked += bytes.length;
  port.postMessage({ bytes }, [bytes.buffer as ArrayBuffer]);
  while (unacked > AHEAD) await woken();
};

for await (const chunk of xlsxStream(name, columns, rows(), { text: inertText })) {
  pieces.push(chunk);
  size += chunk.length;
  if (size >= PIECE) await handOn();
}
if (size) await handOn();
port.postMessage({ done: true });
