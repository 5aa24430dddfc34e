// @databases: embedded — no database: build and bundle checks
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { withLazyFilterTree } from '../../build/antd-lazy-filter-tree';

describe("antd's table filter menu as the console builds it", () => {
  it('fetches its Tree on first use instead of with every list, inside a Suspense of its own', () => {
    const file = createRequire(import.meta.url).resolve('antd/es/table/hooks/useFilter/FilterDropdown.js');
    const code = withLazyFilterTree(readFileSync(file, 'utf8'));
    expect(code).not.toMatch(/^import Tree from/m);
    expect(code).toContain("React.lazy(() => import('../../../tree'))");
    expect(code).toContain('React.Suspense');
  });

  it('leaves a file without that import as it was', () => {
    expect(withLazyFilterTree("import * as React from 'react';\nexport const x = 1;")).toBe("import * as React from 'react';\nexport const x = 1;");
  });
});
