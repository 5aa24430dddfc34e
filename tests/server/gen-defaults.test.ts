import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.js';
import { admin, call, t, useTestApp } from './api.js';

/**
 * Issue 46: a generated module keeps the database's defaults. The module's own contract and
 * repository, as the generator writes them, run here against this database (both of them: what a
 * column left out of an INSERT becomes is the database's answer), beside the server's own sources.
 */
useTestApp({ logins: ['admin'], lang: 'en' });

const CREATE = `CREATE TABLE biz_badge (
  badge_id bigserial PRIMARY KEY,
  badge_name varchar(50) NOT NULL,
  status char(1) DEFAULT '0',
  grade integer DEFAULT 3,
  active boolean DEFAULT true,
  issued timestamp with time zone DEFAULT now(),
  note varchar(100)
)`;

interface Generated {
  badgeInput: { parse: (v: unknown) => Record<string, unknown> };
  insertBadge: (db: Db, input: Record<string, unknown>, by: string) => Promise<Record<string, unknown>>;
  updateBadge: (db: Db, id: number, input: Record<string, unknown>, by: string) => Promise<Record<string, unknown>>;
}
let dir: string;
let generated: Generated;

beforeAll(async () => {
  const created = await call('POST', '/tool/gen/createTable', { sql: CREATE }, admin);
  expect(created.statusCode, created.body).toBe(200);
  const [{ tableId }] = created.json().data as { tableId: number }[];
  const files = (await call('GET', `/tool/gen/preview/${tableId}`, undefined, admin)).json().data as Record<string, string>;
  // the module's files in a folder of their own, the sources they import linked in from this tree
  const root = process.cwd();
  dir = mkdtempSync(path.join(tmpdir(), 'wh-gen-defaults-'));
  mkdirSync(path.join(dir, 'contract'));
  mkdirSync(path.join(dir, 'server/modules/badge'), { recursive: true });
  for (const f of readdirSync(path.join(root, 'contract'))) symlinkSync(path.join(root, 'contract', f), path.join(dir, 'contract', f));
  for (const d of ['db', 'lib']) symlinkSync(path.join(root, 'server', d), path.join(dir, 'server', d), 'dir');
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const f of ['contract/badge.ts', 'server/modules/badge/table.ts', 'server/modules/badge/repository.ts']) writeFileSync(path.join(dir, f), files[f]);
  const contract = (await import(path.join(dir, 'contract/badge.ts'))) as Pick<Generated, 'badgeInput'>;
  const repository = (await import(path.join(dir, 'server/modules/badge/repository.ts'))) as Omit<Generated, 'badgeInput'>;
  generated = { ...contract, ...repository };
}, 60_000);
afterAll(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('a generated module', () => {
  it('leaves a column a create request leaves out to its database default, not NULL', async () => {
    const row = await generated.insertBadge(t.app.db, generated.badgeInput.parse({ badgeName: 'Gate pass' }), 'admin');
    expect(row).toMatchObject({ badgeName: 'Gate pass', status: '0', grade: 3, active: true, note: null });
    expect(row.issued).toBeInstanceOf(Date);
    // null is "nothing given" too, as RuoYi's insert reads it; a value given is kept
    expect(await generated.insertBadge(t.app.db, generated.badgeInput.parse({ badgeName: 'Visitor', status: null, grade: null }), 'admin')).toMatchObject({ status: '0', grade: 3 });
    expect(await generated.insertBadge(t.app.db, generated.badgeInput.parse({ badgeName: 'Driver', status: '1', grade: 0, active: false }), 'admin')).toMatchObject({ status: '1', grade: 0, active: false });
  });

  it('clears such a column on an edit that empties it: the edit form sends the whole row', async () => {
    const row = await generated.insertBadge(t.app.db, generated.badgeInput.parse({ badgeName: 'Temporary', note: 'until Friday' }), 'admin');
    const edited = await generated.updateBadge(t.app.db, row.badgeId as number, generated.badgeInput.parse({ badgeName: 'Temporary', status: '1', grade: null, note: null }), 'admin');
    expect(edited).toMatchObject({ status: '1', grade: null, note: null });
  });
});
