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

/** text: as stored; number: a JS number; time (timestamptz): a Date */
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
  return async (query: (statement: SQL) => Promise<{ n: number; text: string | null; separators: number }[]>, from: SQL): Promise<string | null> => {
    const read = (rows: SQL) =>
      query(sql`select n, text, length(text) - length(translate(text, chr(1) || chr(2), '')) as separators from (select count(*)::int as n, ${rows} as text ${from}) batch`);
    const [batch] = await read(fast);
    // each row has one separator fewer than cells, the last row one fewer still: any more came in a text
    if (batch.n && batch.separators !== batch.n * columns.length - 1) return (await read(clean))[0].text;
    return batch.text;
  };
}

/** PostgreSQL's text of a timestamp in UTC (`at time zone 'UTC'`, DateStyle ISO): to the second */
const UTC_TIME = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)/;

function utcTime(text: string): Date {
  const m = UTC_TIME.exec(text);
  // years before 1000 or after 9999, or BC: rare enough for the slow parse
  if (!m || text.length > 26) return new Date(`${text.replace(' ', 'T')}Z`);
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
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
      else if (kinds[i] === 'time') cells[i] = utcTime(cell);
    }
    yield cells;
  }
}
