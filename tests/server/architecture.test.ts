import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module script, shared with the command line
import { breaches } from '../../scripts/import-graph.mjs';

// Shared code stays below the modules and pages that use it, and no two folders import each other,
// so a module can be added, read or removed on its own. `node scripts/import-graph.mjs` lists breaches.
describe('the import graph', () => {
  it('has no import upwards, across pages, or in a loop between folders', () => {
    expect(breaches()).toEqual([]);
  });
});
