import { z } from 'zod';
import type { Lang } from './messages.js';

const locales = { zh: z.locales.zhCN().localeError, en: z.locales.en().localeError };

/**
 * zod's own reasons (too small, not a number…) in the reader's language: passed to a parse as its
 * `error`, so a contract's own message, where it has one, still wins.
 */
export const zodIn = (lang: Lang) => ({ error: locales[lang] });
