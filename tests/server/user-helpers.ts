import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { sysUser } from '../../server/db/schema.js';
import type { TestApp } from './helpers.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls and look-ups the user tests share. */
export function userCalls(t: TestApp, admin: () => Record<string, string>) {
  const call = (method: Method, url: string, payload?: object, headers = admin()) => t.app.inject({ method, url: `/api${url}`, headers, payload });
  return {
    call,
    list: async (query = '', headers = admin()) => (await call('GET', `/system/user/list${query}`, undefined, headers)).json() as { total: number; rows: Array<Record<string, unknown> & { userName: string; userId: number }> },
    idOf: async (userName: string) => (await t.app.db.query.sysUser.findFirst({ where: eq(sysUser.userName, userName) }))!.userId,
    rowOf: (userName: string) => t.app.db.query.sysUser.findFirst({ where: eq(sysUser.userName, userName) }),
    login: (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } }),
  };
}

/** An .xlsx of one sheet: the header row, then the rows as given. */
export async function workbook(header: string[], rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('users');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The first sheet's rows as arrays of cell texts. */
export async function readSheet(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const out: string[][] = [];
  book.worksheets[0].eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell.text));
    out.push(cells);
  });
  return out;
}
