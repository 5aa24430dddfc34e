import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';
import { copyRows } from './copy-rows.js';

const camel = (column: string) => column.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/**
 * Inserts rows keyed in camelCase into the table's snake_case `columns` by COPY (copy-rows.ts):
 * a column a row does not hold is NULL, as in json_to_recordset.
 */
export const copyObjects = (tx: Pick<Db, 'execute'>, table: string, columns: readonly string[], rows: readonly Record<string, unknown>[]) => {
  const keys = columns.map(camel);
  return copyRows(tx, table, columns, rows, (row) => keys.map((k) => row[k]));
};

/**
 * Inserts many rows per statement where COPY will not do (copyObjects): the ids they were given
 * (`returning`) or columns filled with now() (`extra`). The rows travel as one JSON parameter
 * spread by json_to_recordset, read by their camelCase keys as they are (renaming every row's
 * keys cost a tenth of a 100 000-line import); binding ~25 parameters per row made such an import
 * spend most of its time binding them. `types` maps each column (snake_case, as in the table) to
 * its SQL type; rows may hold only some of the columns. Answers the `returning` columns of every
 * inserted row, in order.
 */
export async function bulkInsert<R = never>(
  tx: Pick<Db, 'execute'>,
  spec: { table: string; types: Record<string, string>; extra?: string; returning?: string },
  rows: Record<string, unknown>[],
  chunk = 2000,
): Promise<R[]> {
  const names = Object.keys(spec.types);
  const columnList = sql.raw(names.join(', '));
  const fields = sql.raw(names.map((n) => `"${camel(n)}"`).join(', '));
  const recordType = sql.raw(names.map((n) => `"${camel(n)}" ${spec.types[n]}`).join(', '));
  // e.g. "create_time" filled with now() for every row
  const extraColumns = spec.extra ? sql.raw(`, ${spec.extra}`) : sql``;
  const extraValues = spec.extra ? sql.raw(`, ${spec.extra.split(',').map(() => 'now()').join(', ')}`) : sql``;
  const returning = spec.returning ? sql.raw(` returning ${spec.returning}`) : sql``;
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const json = JSON.stringify(rows.slice(i, i + chunk));
    const query = sql`insert into ${sql.raw(spec.table)} (${columnList}${extraColumns}) select ${fields}${extraValues} from json_to_recordset(${json}::json) as x(${recordType})${returning}`;
    if (spec.returning) out.push(...(await queryRows<R>(tx, query)));
    else await tx.execute(query);
  }
  return out;
}

/**
 * `column in (values)` with the values as one JSON parameter: an import looks up tens of thousands
 * of keys, and drizzle's inArray binds one parameter each (building and binding them was a tenth
 * of a 100 000-row import).
 */
export const inJsonList = (column: SQLWrapper, values: readonly (string | number)[]): SQL =>
  sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/**
 * `count` new ids from a serial column's sequence, for rows that go in with their ids given (by
 * COPY, which cannot answer the ids it stored): the ids are taken as an insert would take them.
 */
export async function nextIds(tx: Pick<Db, 'execute'>, table: string, column: string, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: string | number }>(tx, sql`select nextval(pg_get_serial_sequence(${table}, ${column})) as id from generate_series(1, ${count})`);
  return rows.map((r) => Number(r.id));
}
