import { tl } from './i18n';

export type TimeInput = Date | string | number | null | undefined;

const DEFAULT_PATTERN = '{y}-{m}-{d} {h}:{i}:{s}';

function toDate(time: Exclude<TimeInput, null | undefined>): Date {
  if (time instanceof Date) return time;
  let value: string | number = time;
  if (typeof value === 'string' && /^[0-9]+$/.test(value)) value = parseInt(value, 10);
  else if (typeof value === 'string') {
    value = value.replace(/-/g, '/').replace('T', ' ').replace(/\.\d{3}/g, '');
  }
  // a 10-digit number is a timestamp in seconds
  if (typeof value === 'number' && value.toString().length === 10) value *= 1000;
  return new Date(value);
}

/**
 * RuoYi's date formatter. Placeholders: {y} {m} {d} {h} {i} {s} and {a} (weekday);
 * default pattern {y}-{m}-{d} {h}:{i}:{s}. Empty or unparseable input gives null.
 */
export function parseTime(time: TimeInput, pattern?: string): string | null {
  if (time === null || time === undefined || time === '') return null;
  const date = toDate(time);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  };
  return (pattern || DEFAULT_PATTERN).replace(/{([ymdhisa])+}/g, (_whole, key: string) => {
    const value = parts[key];
    if (key === 'a') return tl(`weekdays.${value}`);
    return value < 10 ? `0${value}` : String(value);
  });
}

export interface WithParams {
  params?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Puts a date range into params.beginTime/endTime (or params.begin{Prop}/end{Prop}). */
export function addDateRange<T extends WithParams>(
  query: T,
  dateRange: readonly unknown[] | null | undefined,
  propName?: string,
): T & { params: Record<string, unknown> } {
  const params =
    query.params && typeof query.params === 'object' && !Array.isArray(query.params) ? { ...query.params } : {};
  const range = Array.isArray(dateRange) ? dateRange : [];
  if (propName === undefined) {
    params.beginTime = range[0];
    params.endTime = range[1];
  } else {
    params[`begin${propName}`] = range[0];
    params[`end${propName}`] = range[1];
  }
  return { ...query, params };
}

type TreeNode = Record<string, unknown>;

/**
 * Builds a tree from a flat list. Roots are the items whose parent is rootId (0 by default) or
 * whose parent is not in the list; the input items are copied, not changed.
 */
export function handleTree<T extends TreeNode>(
  data: readonly T[],
  id = 'id',
  parentId = 'parentId',
  children = 'children',
  rootId: unknown = 0,
): (T & Record<string, unknown>)[] {
  const copies = data.map((item) => ({ ...item }) as TreeNode);
  const byId = new Map<unknown, TreeNode>();
  for (const node of copies) byId.set(node[id], node);
  const roots: TreeNode[] = [];
  for (const node of copies) {
    const parent = node[parentId];
    const owner = parent === rootId ? undefined : byId.get(parent);
    if (!owner || owner === node) {
      roots.push(node);
      continue;
    }
    const list = (owner[children] as TreeNode[] | undefined) ?? [];
    list.push(node);
    owner[children] = list;
  }
  return roots as (T & Record<string, unknown>)[];
}

export interface DictOption {
  dictValue?: string | number;
  dictLabel?: string;
  value?: string | number;
  label?: string;
}

/** The label of a dictionary value; the value itself when the dictionary does not know it. */
export function selectDictLabel(dicts: readonly DictOption[] | null | undefined, value: unknown): string {
  if (value === undefined || value === null) return '';
  const wanted = String(value);
  const hit = (dicts ?? []).find((d) => String(d.dictValue ?? d.value) === wanted);
  return hit ? String(hit.dictLabel ?? hit.label ?? wanted) : wanted;
}

/** Labels of a separator-joined list of values, e.g. "1,2" → "A,B". */
export function selectDictLabels(dicts: readonly DictOption[] | null | undefined, value: unknown, separator = ','): string {
  if (value === undefined || value === null || value === '') return '';
  const values = Array.isArray(value) ? value : String(value).split(separator);
  return values.map((v) => selectDictLabel(dicts, v)).join(separator);
}

/** True when a blob is a file rather than a JSON error envelope. */
export function blobValidate(data: Blob): boolean {
  return !/^application\/json/i.test(data.type);
}
