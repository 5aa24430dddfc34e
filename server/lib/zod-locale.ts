import { z } from 'zod';
import type { Lang } from './messages.js';

/**
 * zod's Chinese names a value's type in English ("期望 string，实际接收 undefined"): those words in
 * Chinese, where they stand alone (an enum's quoted values, e.g. "string", are left as they are).
 */
const ZH_TYPES: Record<string, string> = {
  string: '文本',
  number: '数字',
  boolean: '布尔值',
  bigint: '大整数',
  undefined: '空（未填写）',
  null: '空值',
  object: '对象',
  array: '数组',
  date: '日期',
  file: '文件',
  NaN: '非数字',
  Infinity: '无穷大',
  symbol: '符号',
  function: '函数',
  map: '映射',
  set: '集合',
};
const TYPE_WORDS = new RegExp(`(?<!["\\w])(${Object.keys(ZH_TYPES).join('|')})(?![\\w"])`, 'g');
const zhBase = z.locales.zhCN().localeError;
const zh: z.core.$ZodErrorMap = (issue) => {
  const out = zhBase(issue);
  const text = typeof out === 'string' ? out : out?.message;
  return text === undefined ? undefined : text.replace('(key)', '').replace(TYPE_WORDS, (word) => ZH_TYPES[word]);
};
const locales = { zh, en: z.locales.en().localeError };

/**
 * zod's own reasons (too small, not a number…) in the reader's language: passed to a parse as its
 * `error`, so a contract's own message, where it has one, still wins (that one is put in the
 * reader's language after the parse: contract/messages.ts).
 */
export const zodIn = (lang: Lang) => ({ error: locales[lang] });
