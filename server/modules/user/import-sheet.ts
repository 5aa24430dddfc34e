import type { ImportColumn } from '../../lib/excel-import.js';
import type { Lang } from '../../lib/messages.js';

const sexLabels: Record<string, string[]> = { '0': ['男', 'male', 'm'], '1': ['女', 'female', 'f'], '2': ['未知', 'unknown'] };
const statusLabels: Record<string, string[]> = { '0': ['正常', 'normal', 'enabled'], '1': ['停用', 'disabled'] };

export const sexLabel = (lang: Lang, sex: string) => (sexLabels[sex] ?? sexLabels['2'])[lang === 'en' ? 1 : 0].replace(/^./, (c) => c.toUpperCase());
export const statusLabel = (lang: Lang, status: string) => (lang === 'en' ? (status === '0' ? 'Normal' : 'Disabled') : status === '0' ? '正常' : '停用');

/** A label in either language (or the code itself) → the code; anything else is left for the schema to refuse. */
const codeOf = (labels: Record<string, string[]>, value: string) =>
  Object.entries(labels).find(([code, names]) => code === value || names.includes(value.toLowerCase()))?.[0] ?? value;

/** The import template's columns; the export uses the same headers so an export can be re-imported. */
export const importColumns = [
  { key: 'deptId', zh: '部门编号', en: 'Department ID', width: 14 },
  { key: 'userName', zh: '登录名称', en: 'Login name', width: 20, required: true },
  { key: 'nickName', zh: '用户名称', en: 'User name', width: 20 },
  { key: 'email', zh: '用户邮箱', en: 'E-mail', width: 28 },
  { key: 'phonenumber', zh: '手机号码', en: 'Phone', width: 18 },
  { key: 'sex', zh: '用户性别', en: 'Sex', width: 10, parse: (text: string) => codeOf(sexLabels, text) },
  { key: 'status', zh: '帐号状态', en: 'Status', width: 10, parse: (text: string) => codeOf(statusLabels, text) },
] as const satisfies readonly ImportColumn[];
export type ImportKey = (typeof importColumns)[number]['key'];

