// @databases: embedded — no database: parsing, writing and arithmetic
import { afterAll, describe, expect, it, vi } from 'vitest';

/** UTC times as PostgreSQL writes them: across the zones' changes of rules since 1880, and every few minutes through two years of daylight saving. */
function utcTexts(): string[] {
  const texts: string[] = [];
  const add = (ms: number) => texts.push(new Date(ms).toISOString().replace('T', ' ').replace('Z', ''));
  for (let ms = Date.UTC(1880, 0, 1); ms < Date.UTC(2040, 0, 1); ms += 133_933_250) add(ms);
  for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 2_233_250) add(ms);
  return [...texts, '2026-03-29 01:00:00', '2026-10-25 00:59:59.999999', '0099-05-05 10:10:10', '1000-01-01 00:00:00', '9999-12-31 23:59:59'];
}

describe('delimitedRowCells: times', () => {
  const zone = process.env.TZ;
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  // the thread writes a time from its UTC text in the server's zone, without a Date where it can
  it.each(['UTC', 'Asia/Shanghai', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Europe/Amsterdam'])('shows a time as formatTime does, in %s', async (tz) => {
    process.env.TZ = tz;
    vi.resetModules();
    const { delimitedRowCells } = await import('../../server/lib/delimited-rows.js');
    const { formatTime } = await import('../../server/lib/time.js');
    const texts = utcTexts();
    const shown = [...delimitedRowCells(texts.join('\u0002'), ['time'])].map(([cell]) => (cell instanceof Date ? formatTime(cell) : cell));
    expect(shown).toEqual(texts.map((t) => formatTime(new Date(`${t.slice(0, 23).replace(' ', 'T')}Z`))));
  });
});
