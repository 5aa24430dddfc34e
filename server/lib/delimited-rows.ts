import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Many rows read as one text field, cells apart by U+0001 and rows by U+0002: PGlite copies and
 * decodes every field of a result on its own (one field per batch instead of one per cell), and
 * json_build_array cost the embedded database more than the scan (2.3 s of 4.3 s for 100 000
 * orders). The two separators are taken out of texts in SQL; the xlsx writer drops them anyway,
 * as XML cannot carry them.
 */
const CELL = '\u0001';
const ROW = '\u0002';

/** text: as stored; number: a JS number; time: milliseconds since the epoch, for new Date() */
export type CellKind = 'text' | 'number' | 'time';

const cellSql = (column: AnyPgColumn, kind: CellKind): SQL =>
  kind === 'text'
    ? sql`translate(${column}::text, chr(1) || chr(2), '')`
    : kind === 'number'
      ? sql`${column}::text`
      : sql`floor(extract(epoch from ${column}) * 1000)::bigint::text`;

/**
 * `string_agg` of the rows in `order` (no FROM, WHERE or GROUP BY: the caller adds them); NULL
 * reads back as null, as does an empty text.
 */
export function delimitedRows(columns: [AnyPgColumn, CellKind][], order: SQL | AnyPgColumn): SQL {
  // concat reads NULL as '', so every row keeps all its cells
  const cells = columns.map(([column, kind]) => cellSql(column, kind));
  return sql`string_agg(concat(${sql.join(cells, sql`, chr(1), `)}), chr(2) order by ${order})`;
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
      else if (kinds[i] === 'time') cells[i] = new Date(Number(cell));
    }
    yield cells;
  }
}
