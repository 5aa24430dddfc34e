// @databases: embedded — no database: build and bundle checks
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module script, shared with the command line
import { breaches, eagerChain, registeredPages } from '../../scripts/import-graph.mjs';

// Shared code stays below the modules and pages that use it, and no two folders import each other,
// so a module can be added, read or removed on its own. `node scripts/import-graph.mjs` lists breaches.
describe('the import graph', () => {
  it('has no import upwards, across pages, or in a loop between folders', () => {
    expect(breaches()).toEqual([]);
  });
});

// zod is 24 KB gzip and sets up every schema of a contract module it is imported through: a dialog
// loads its rules when it opens (crud/types.ts BodySchemaSource), and state machines and constant
// lists live in zod-free contract files (contract/*-states.ts, constants.ts), re-exported.
describe("the menu's pages", () => {
  const pages: { key: string; file: string }[] = registeredPages();
  it('are all found in the registry', () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) expect(page.file, page.key).toBeTruthy();
  });
  it.each(pages.map((p) => [p.key, p.file]))('%s draws without the schema library: zod only through a dynamic import', (_key, file) => {
    expect(eagerChain(file, 'zod')).toBeNull();
  });
});
