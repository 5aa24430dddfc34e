import { ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blank } from './coerce.js';
import { likePattern } from './list-query.js';
import type { Lang } from './messages.js';

/**
 * A seeded or entered name as shown in the caller's language: in English mode the English name
 * where one is set, else the Chinese one (roles, posts and departments carry both).
 */
export const localName = (zh: AnyPgColumn, en: AnyPgColumn, lang: Lang): SQL<string> =>
  lang === 'en' ? sql<string>`coalesce(nullif(${en}, ''), ${zh})` : sql<string>`${zh}`;

/** localName for a row already read: the English name in English mode where it is not empty. */
export const pickName = (zh: string, en: string | null | undefined, lang: Lang) => (lang === 'en' && en ? en : zh);

/** A name search matches either language (contains, case-insensitive), as the menus' does. */
export const nameLike = (zh: AnyPgColumn, en: AnyPgColumn, value: unknown): SQL | undefined =>
  blank(value) ? undefined : or(ilike(zh, likePattern(String(value))), ilike(en, likePattern(String(value))));
