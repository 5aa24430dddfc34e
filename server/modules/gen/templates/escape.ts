/**
 * Free text (comments, names, labels, an author, dictionaries) as it goes into generated code, one
 * escaper per place it lands: nothing anyone types may close the comment or literal around it,
 * start a line of its own, or become a statement of the migration.
 */

/* eslint-disable no-control-regex -- these patterns are about control characters */
/** Characters that end a line for TypeScript or PostgreSQL, and the other controls, which nobody means to write into code. */
const CONTROLS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;

/**
 * Text inside a `//` or `/** *\/` comment: on one line, unable to close the comment, and not read
 * as a directive (@ts-ignore, eslint-disable…) where it starts one.
 */
export const comment = (text: string) =>
  text
    .replace(CONTROLS, ' ')
    .replace(/\*\//g, '* /')
    .replace(/^(\s*)(?=@|eslint)/i, '$1- ');

/** A string as a TypeScript literal in single quotes: backslash, quote, line breaks and controls escaped. */
export const q = (text: string) =>
  `'${text.replace(/[\\'\u0000-\u001f\u007f\u2028\u2029]/g, (ch) => ESCAPES[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)}'`;
/* eslint-enable no-control-regex */
const ESCAPES: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** drizzle's migrator splits a migration wherever this appears, inside a literal or a comment alike. */
const BREAKPOINT = /-->/g;

/** Text inside a SQL `--` comment: on one line, and no statement break. */
export const sqlComment = (text: string) => text.replace(CONTROLS, ' ').replace(BREAKPOINT, '-- >');

/** A string as a SQL literal, quotes doubled; one holding `-->` is written as two joined, so that no statement break appears. */
export function sqlText(text: string): string {
  const literal = `'${text.replace(/'/g, "''")}'`;
  return text.includes('-->') ? `(${literal.replace(BREAKPOINT, "--' || '>")})` : literal;
}

/** A SQL identifier in double quotes, quotes doubled (import only lets in names that need none). */
export const sqlName = (name: string) => `"${name.replace(/"/g, '""')}"`;
