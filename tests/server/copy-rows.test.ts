import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.js';
import { copyRows } from '../../server/lib/copy-rows.js';
import { isUniqueViolation } from '../../server/lib/db-errors.js';
import { t, useTestApp } from './api.js';

useTestApp();

const columns = ['article_no', 'name_zh', 'supplier', 'length', 'create_time', 'status'];
const time = new Date('2026-01-02T03:04:05.000Z');
const stored = (...articleNos: string[]) =>
  queryRows(t.app.db, sql`select article_no, name_zh, supplier, length::text, create_time = ${time.toISOString()}::timestamptz as "atTime"
    from biz_product where article_no in (${sql.join(articleNos.map((no) => sql`${no}`), sql`, `)}) order by article_no`);

describe('copyRows', () => {
  it('copies rows as typed, on either database; a failure rejects with the database\'s error, and its transaction keeps nothing', async () => {
    const rows = [
      ['COPY-1', '名\t称\\N', '\\', 1.5, time, '0'],
      ['COPY-2', 'two\nlines\r', '', Number.NaN, undefined, '0'],
    ];
    await t.app.db.transaction((tx) => copyRows(tx, 'biz_product', columns, rows, (r) => r));
    expect(await stored('COPY-1', 'COPY-2')).toEqual([
      { article_no: 'COPY-1', name_zh: '名\t称\\N', supplier: '\\', length: '1.50', atTime: true },
      // NULL, not the column's default: COPY fills in only the columns it is not given
      { article_no: 'COPY-2', name_zh: 'two\nlines\r', supplier: '', length: null, atTime: null },
    ]);

    const again = t.app.db.transaction((tx) => copyRows(tx, 'biz_product', columns, [['COPY-3', 'x', '', null, time, '0'], ['COPY-1', 'y', '', null, time, '0']], (r) => r));
    await expect(again).rejects.toSatisfy(isUniqueViolation);
    expect(await stored('COPY-3')).toEqual([]);
  });
});
