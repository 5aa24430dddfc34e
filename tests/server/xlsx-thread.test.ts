// @databases: embedded — no database: parsing, writing and arithmetic
import { describe, expect, it } from 'vitest';
import { MAX_SHEET_THREADS, xlsxOnThread } from '../../server/lib/xlsx-thread.js';
import { sheetValues } from './xlsx.js';

const columns = [
  { key: 'name', header: 'Name' },
  { key: 'status', header: 'Status' },
  { key: 'count', header: 'Count' },
  { key: 'at', header: 'At' },
];
const kinds = ['text', 'text', 'number', 'time'] as const;
const labels = { status: new Map([['1', 'Done']]) };
const BATCH_ROWS = 2000;

/** Batches as the database hands them over (delimited-rows.ts), counting how many were asked for. */
function source(count: number, rows = BATCH_ROWS) {
  const taken = { batches: 0, stopped: false };
  async function* batches() {
    try {
      for (let b = 0; b < count; b++) {
        taken.batches += 1;
        yield Array.from({ length: rows }, (_v, i) => `=order ${b * rows + i} padded to make the sheet less compressible ${Math.random()}\u0001${i % 2}\u0001${i}\u00012026-01-02 00:00:00.25`).join('\u0002');
      }
    } finally {
      taken.stopped = true;
    }
  }
  return { taken, batches: batches() };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('xlsxOnThread: a delimited sheet written on a thread of its own', () => {
  it('writes every row, labelled, numbers as numbers, times formatted and texts inert', async () => {
    const { batches } = source(3, 500);
    const chunks: Buffer[] = [];
    for await (const chunk of xlsxOnThread('orders', columns, { kinds: [...kinds], labels, batches })) chunks.push(chunk as Buffer);
    const rows = await sheetValues(Buffer.concat(chunks));
    expect(rows).toHaveLength(3 * 500 + 1);
    expect(rows[0]).toEqual(['Name', 'Status', 'Count', 'At']);
    const at = new Date(Date.UTC(2026, 0, 2));
    const time = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')} ${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}:00`;
    expect(rows[2]).toEqual([expect.stringMatching(/^'=order 1 /), 'Done', 1, time]);
    expect(rows[1][1]).toBe('0');
  });

  it('asks for no more batches while its reader stops, and stops them when the reader hangs up', async () => {
    const { taken, batches } = source(200);
    const out = xlsxOnThread('orders', columns, { kinds: [...kinds], labels, batches });
    out.once('data', () => out.pause());
    // the thread writes ahead of its reader by a couple of MB of workbook (some 40 of these
    // batches, as little as they compress), then waits: however busy the machine, the count stops
    let stalled = -1;
    for (let waited = 0; taken.batches !== stalled && waited < 10_000; waited += 700) {
      stalled = taken.batches;
      await settle(700);
    }
    expect(taken.batches).toBe(stalled);
    expect(stalled).toBeLessThan(100);
    out.destroy();
    await settle(200);
    expect(taken.stopped).toBe(true);
  });
  it('writes no more sheets on threads at once than MAX_SHEET_THREADS: the next starts when one ends', async () => {
    const sheets = Array.from({ length: MAX_SHEET_THREADS + 1 }, () => {
      const { taken, batches } = source(200);
      const out = xlsxOnThread('orders', columns, { kinds: [...kinds], labels, batches });
      out.once('data', () => out.pause());
      return { taken, out };
    });
    const last = sheets.at(-1)!;
    await expect.poll(() => sheets.slice(0, -1).every((s) => s.taken.batches > 0), { timeout: 20_000 }).toBe(true);
    await settle(500);
    expect(last.taken.batches).toBe(0);
    sheets[0].out.destroy();
    await expect.poll(() => last.taken.batches, { timeout: 20_000 }).toBeGreaterThan(0);
    for (const { out } of sheets) out.destroy();
  });
});
