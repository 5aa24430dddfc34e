// Which API test files run on which database. A file says so in a line of its own near its top:
//   // @databases: embedded   — nothing in it can differ on PostgreSQL (no database, or only checks
//                                of validation, permissions, rendering or language), or it needs a
//                                data folder of its own (kill -9 of the embedded database)
//   // @databases: postgres   — it needs PostgreSQL (several processes on one database, pg_dump)
// A file that says nothing runs on both: SQL, transactions, migrations and races can differ.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MARK = /^\/\/ @databases: (embedded|postgres)\b/m;

/** `{ embedded: [...], postgres: [...] }`: the files (relative to `root`) that run on one database only. */
export function singleDatabaseFiles(root, folder = 'tests/server') {
  const only = { embedded: [], postgres: [] };
  for (const name of readdirSync(path.join(root, folder)).sort()) {
    if (!name.endsWith('.test.ts')) continue;
    const file = path.posix.join(folder, name);
    const head = readFileSync(path.join(root, file), 'utf8').split('\n').slice(0, 40).join('\n');
    const mark = MARK.exec(head);
    if (mark) only[mark[1]].push(file);
  }
  return only;
}

/** vitest arguments leaving out what runs on the other database only. */
export const excludeArgs = (files) => files.flatMap((f) => ['--exclude', f]);
