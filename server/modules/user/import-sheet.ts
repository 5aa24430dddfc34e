import ExcelJS from 'exceljs';
import type { Lang } from '../../lib/messages.js';

/** The import template's columns; the export uses the same headers so an export can be re-imported. */
export const importColumns = [
  { key: 'deptId', zh: '部门编号', en: 'Department ID', width: 14 },
  { key: 'userName', zh: '登录名称', en: 'Login name', width: 20 },
  { key: 'nickName', zh: '用户名称', en: 'User name', width: 20 },
  { key: 'email', zh: '用户邮箱', en: 'E-mail', width: 28 },
  { key: 'phonenumber', zh: '手机号码', en: 'Phone', width: 18 },
  { key: 'sex', zh: '用户性别', en: 'Sex', width: 10 },
  { key: 'status', zh: '帐号状态', en: 'Status', width: 10 },
] as const;
export type ImportKey = (typeof importColumns)[number]['key'];

const sexLabels: Record<string, string[]> = { '0': ['男', 'male', 'm'], '1': ['女', 'female', 'f'], '2': ['未知', 'unknown'] };
const statusLabels: Record<string, string[]> = { '0': ['正常', 'normal', 'enabled'], '1': ['停用', 'disabled'] };

export const sexLabel = (lang: Lang, sex: string) => (sexLabels[sex] ?? sexLabels['2'])[lang === 'en' ? 1 : 0].replace(/^./, (c) => c.toUpperCase());
export const statusLabel = (lang: Lang, status: string) => (lang === 'en' ? (status === '0' ? 'Normal' : 'Disabled') : status === '0' ? '正常' : '停用');

/** A label in either language (or the code itself) → the code; anything else is left for the schema to refuse. */
const codeOf = (labels: Record<string, string[]>, value: string) =>
  Object.entries(labels).find(([code, names]) => code === value || names.includes(value.toLowerCase()))?.[0] ?? value;

export interface SheetRow {
  /** the row number in the sheet, as the user sees it */
  rowNumber: number;
  values: Partial<Record<ImportKey, string>>;
}

const headerKey = (text: string): ImportKey | undefined => {
  const t = text.trim().toLowerCase();
  return importColumns.find((c) => c.key.toLowerCase() === t || c.zh === t || c.en.toLowerCase() === t)?.key;
};

/**
 * The data rows of the first sheet, read by header (Chinese, English or the field name, in any
 * order). Cells are read as the text Excel shows; blank rows are skipped. Throws on a file that
 * is not a workbook.
 */
export async function readUserSheet(buffer: Buffer): Promise<{ rows: SheetRow[]; known: boolean }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { rows: [], known: false };
  const keys = new Map<number, ImportKey>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = headerKey(cell.text ?? '');
    if (key) keys.set(col, key);
  });
  const rows: SheetRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: SheetRow['values'] = {};
    for (const [col, key] of keys) {
      const text = (row.getCell(col).text ?? '').trim();
      if (!text) continue;
      values[key] = key === 'sex' ? codeOf(sexLabels, text) : key === 'status' ? codeOf(statusLabels, text) : text;
    }
    if (Object.keys(values).length) rows.push({ rowNumber, values });
  });
  return { rows, known: [...keys.values()].includes('userName') };
}
