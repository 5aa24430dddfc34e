import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Lang } from './messages.js';

/**
 * A seeded or entered name as shown in the caller's language: in English mode the English name
 * where one is set, else the Chinese one (roles, posts and departments carry both).
 */
export const localName = (zh: AnyPgColumn, en: AnyPgColumn, lang: Lang): SQL<string> =>
  lang === 'en' ? sql<string>`coalesce(nullif(${en}, ''), ${zh})` : sql<string>`${zh}`;
