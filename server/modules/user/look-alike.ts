import { sql } from 'drizzle-orm';
import type unhomoglyph from 'unhomoglyph';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { requiredOnFirstUse } from '../../lib/required-on-first-use.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { sysUser } from './table.js';

/** UTS #39 skeleton: NFD, the mapping of Unicode's confusables.txt, NFD again. */
const skeleton = (s: string) => confusables()(s.normalize('NFD')).normalize('NFD');
// Unicode's confusables table: loaded with the first name checked, not at start
const confusables = requiredOnFirstUse<typeof unhomoglyph>('unhomoglyph');

const CACHE_MAX = 50_000;
const keyCache = new Map<string, readonly [string, string]>();

/**
 * What a name is compared by. Names are unique regardless of case, so a name looks like another
 * when either casing of it is confusable with the same casing of the other: аdmin (Cyrillic а),
 * admın (dotless i) and ᎪDMIN (Cherokee A) all look like admin. A pure function of the name, so
 * it is cached: a check compares every taken name, and 10 000 of them take ~0.1 s to work out.
 */
function keysOf(userName: string): readonly [string, string] {
  let keys = keyCache.get(userName);
  if (!keys) {
    const name = userName.normalize('NFKC');
    keys = [`l${skeleton(name.toLowerCase())}`, `u${skeleton(name.toUpperCase())}`];
    // past the cap, the names beyond it are worked out on every check (a clear would make it all of them)
    if (keyCache.size < CACHE_MAX) keyCache.set(userName, keys);
  }
  return keys;
}

/** Taken login names, and the one a new name looks like. */
export class LookAlikes {
  private byKey?: Map<string, string>;

  constructor(private readonly names: string[]) {}

  /** A name taken from now on (an import's rows, each against the ones above it). */
  add(userName: string) {
    this.names.push(userName);
    if (this.byKey) this.index(userName);
  }

  /** A taken name that looks like this one without being it (case aside). */
  find(userName: string): string | undefined {
    const lower = userName.toLowerCase();
    const [l, u] = keysOf(userName);
    if (!this.byKey) {
      // one look-up: a scan, cheaper than building the index
      return this.names.find((name) => {
        const keys = keysOf(name);
        return (keys[0] === l || keys[1] === u) && name.toLowerCase() !== lower;
      });
    }
    return [this.byKey.get(l), this.byKey.get(u)].find((other) => other !== undefined && other.toLowerCase() !== lower);
  }

  /** Many look-ups (an import): index the names by key first. */
  indexed(): this {
    this.byKey ??= new Map();
    for (const name of this.names) this.index(name);
    return this;
  }

  private index(userName: string) {
    for (const key of keysOf(userName)) if (!this.byKey!.has(key)) this.byKey!.set(key, userName);
  }
}

// \u001f never occurs in a name (contract/user.ts refuses \p{C}); one row reads far faster than 10 000
const SEPARATOR = '\u001f';

/** Every login name taken: deleted accounts' too, as their names stay reserved. */
export async function takenNames(db: Db) {
  const [row] = await db.select({ names: sql<string | null>`string_agg(${sysUser.userName}, ${SEPARATOR})` }).from(sysUser);
  return new LookAlikes(row?.names ? row.names.split(SEPARATOR) : []);
}

const SCRIPTS = ['Latin', 'Greek', 'Cyrillic', 'Armenian', 'Georgian', 'Cherokee', 'Hebrew', 'Arabic', 'Thai', 'Devanagari', 'Han', 'Hiragana', 'Katakana', 'Bopomofo', 'Hangul'].map(
  (name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const,
);
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;
// Latin goes with the scripts of a Chinese, Japanese or Korean name (UTS #39 "highly restrictive")
const ALLOWED_MIXES = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

/** Whether a name mixes scripts no one writes a name in, such as Latin and Cyrillic letters. */
export function mixesScripts(userName: string): boolean {
  const found = new Set<string>();
  for (const char of userName) {
    if (NEUTRAL.test(char)) continue;
    found.add(SCRIPTS.find(([, re]) => re.test(char))?.[0] ?? 'Other');
  }
  return found.size > 1 && !ALLOWED_MIXES.some((mix) => [...found].every((s) => mix.includes(s)));
}

/** What is wrong with a new login name (mixed scripts, or a look-alike of a taken one), or undefined. */
export function userNameProblem(taken: LookAlikes, lang: Lang, userName: string): string | undefined {
  const other = taken.find(userName);
  if (other !== undefined) return msg(lang, 'userNameLookAlike', userName, other);
  return mixesScripts(userName) ? msg(lang, 'userNameMixed', userName) : undefined;
}

/** Refuses a new login name, naming the field, when it mixes scripts or looks like a taken name. */
export async function checkNewUserName(db: Db, lang: Lang, userName: string, field = 'userName') {
  const problem = userNameProblem(await takenNames(db), lang, userName);
  if (problem) throw badRequest(`${field}: ${problem}`, field);
}
