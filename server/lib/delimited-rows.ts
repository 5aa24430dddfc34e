import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Many rows read as one text field, cells apart by U+0001 and rows by U+0002: PGlite copies and
 * decodes every field of a result on its own (one field per batch instead of one per cell), and
 * json_build_array cost the embedded database more than the scan (2.3 s of 4.3 s for 100 000
 * orders). Cells are the columns' own text output: taking the separators out of every text, or
 * turning times into epoch milliseconds, cost the embedded database 40 % more per batch than the
 * rest. A text that holds a separator is rare: `delimitedBatch` counts them and reads the batch
 * again with them taken out (the xlsx writer drops them anyway, as XML cannot carry them).
 */
const CELL = '\u0001';
const ROW = '\u0002';

/** text: as stored; number: a JS number; time (timestamptz): its text as formatTime gives it, or a Date */
export type CellKind = 'text' | 'number' | 'time';

const cellSql = (column: AnyPgColumn, kind: CellKind, clean: boolean): SQL =>
  kind === 'time'
    ? sql`(${column} at time zone 'UTC')::text`
    : kind === 'text' && clean
      ? sql`translate(${column}::text, chr(1) || chr(2), '')`
      : sql`${column}::text`;

/** `string_agg` of the rows in `order` (no FROM, WHERE or GROUP BY: the caller adds them). */
function delimitedRows(columns: [AnyPgColumn, CellKind][], order: SQL | AnyPgColumn, clean: boolean): SQL {
  // concat reads NULL as '', so every row keeps all its cells
  const cells = columns.map(([column, kind]) => cellSql(column, kind, clean));
  return sql`string_agg(concat(${sql.join(cells, sql`, chr(1), `)}), chr(2) order by ${order})`;
}

/**
 * A reader of batches of `columns` in `order`: `read(from)` runs `select <the batch> <from>`
 * (`from` is the FROM and WHERE) and gives the batch's text, or null when no row matched.
 */
export function delimitedBatch(columns: [AnyPgColumn, CellKind][], order: SQL | AnyPgColumn) {
  const fast = delimitedRows(columns, order, false);
  const clean = delimitedRows(columns, order, true);
  return async (query: (statement: SQL) => Promise<{ n: number; text: string | null }[]>, from: SQL): Promise<string | null> => {
    const read = (rows: SQL) => query(sql`select count(*)::int as n, ${rows} as text ${from}`);
    const [batch] = await read(fast);
    // each row has one separator fewer than cells, the last row one fewer still: any more came in a text
    if (batch.n && separators(batch.text ?? '') !== batch.n * columns.length - 1) return (await read(clean))[0].text;
    return batch.text;
  };
}

/**
 * How many separators `text` holds. Counted here, not in the SQL: translate and length over each
 * batch's text cost the embedded database 0.35 s of a 100 000-order export's 0.9 s of reading,
 * where this loop takes some 10 ms.
 */
function separators(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 1 || c === 2) count++;
  }
  return count;
}

/** PostgreSQL's text of a timestamp in UTC (`at time zone 'UTC'`, DateStyle ISO): to the second */
const UTC_TIME = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)/;

function utcTime(text: string): Date {
  const m = UTC_TIME.exec(text);
  // years before 1000 or after 9999, or BC: rare enough for the slow parse
  // (Date.UTC reads years 0 to 99 as 1900 to 1999)
  if (!m || text.length > 26 || text.startsWith('0')) return new Date(`${text.replace(' ', 'T')}Z`);
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The server's local `YYYY-MM-DD HH` of each UTC hour met, or null where its zone's offset is not whole hours all day. */
const localHours = new Map<string, string | null>();
/** The zone's offset through each UTC day met, or null where it changes that day or is not whole hours. */
const dayOffsets = new Map<number, number | null>();

/** How far the server's local time is ahead of UTC at `ms`. */
function zoneOffset(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds()) - ms;
}

// the zone's rules are read once a day (a local Date's fields cost microseconds each the first
// time in an hour), the hours by UTC arithmetic
function localHour(utcHour: string): string | null {
  let local = localHours.get(utcHour);
  if (local !== undefined) return local;
  if (localHours.size >= 100_000) {
    localHours.clear();
    dayOffsets.clear();
  }
  const day = Date.UTC(+utcHour.slice(0, 4), +utcHour.slice(5, 7) - 1, +utcHour.slice(8, 10));
  const start = day + +utcHour.slice(11, 13) * HOUR;
  let offset = dayOffsets.get(day);
  if (offset === undefined) {
    offset = zoneOffset(day);
    if (offset % HOUR !== 0 || zoneOffset(day + DAY - 1) !== offset) offset = null;
    dayOffsets.set(day, offset);
  }
  if (offset === null) local = null;
  else {
    const d = new Date(start + offset);
    local = `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}`;
  }
  localHours.set(utcHour, local);
  return local;
}
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

const PLAIN_UTC_TIME = /^[1-9]\d{3}-\d\d-\d\d \d\d:\d\d:\d\d/;

/**
 * A time as formatTime shows it, or the Date for xlsx-writer to format. A zone whose offset is
 * whole hours (all that day) keeps minutes and seconds, so the text is the hour's local
 * prefix, looked up once an hour, and the UTC text's own minutes and seconds: a Date made and
 * read field by field for each cell cost the sheet's thread a tenth of its time.
 */
function localTime(text: string): string | Date {
  const local = text.length <= 26 && PLAIN_UTC_TIME.test(text) ? localHour(text.slice(0, 13)) : null;
  return local === null ? utcTime(text) : local + text.slice(13, 19);
}

/**
 * The cells of each row of `text`, converted by their kinds (an empty cell is null), one row at a
 * time: a batch parsed whole outlived the young generation, and under a capped heap the old
 * generation's collections took more time than the rest of the export.
 */
export function* delimitedRowCells(text: string | null, kinds: CellKind[]): Generator<unknown[]> {
  if (!text) return;
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf(ROW, start);
    if (end < 0) end = text.length;
    const cells: unknown[] = text.slice(start, end).split(CELL);
    start = end + 1;
    for (let i = 0; i < kinds.length; i++) {
      const cell = cells[i] as string;
      if (cell === '') cells[i] = null;
      else if (kinds[i] === 'number') cells[i] = Number(cell);
      else if (kinds[i] === 'time') cells[i] = localTime(cell);
    }
    yield cells;
  }
}
