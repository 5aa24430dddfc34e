import { describe, expect, it } from 'vitest';
import type { RouteRecord } from '../../contract/auth';
import { apiLogin, signIn } from './helpers';
import { contexts, e2e, useE2E } from './use-e2e';

useE2E();

/** Every page path of a menu tree the server hands out (external links left out). */
function pagePaths(records: RouteRecord[], base = ''): string[] {
  return records.flatMap((r) => {
    if (/^https?:/.test(r.path)) return [];
    const path = r.path.startsWith('/') ? r.path : `${base}/${r.path}`.replace(/\/+/g, '/');
    return r.children?.length ? pagePaths(r.children, path) : [path];
  });
}

describe('requests a page makes', () => {
  it('every page of the menu opens without a script error, and asks the server for nothing twice', { timeout: 240_000 }, async () => {
    const token = await apiLogin(e2e.url, 'admin', 'admin123');
    const routers = (await (await fetch(`${e2e.url}/api/getRouters`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: RouteRecord[] };
    const paths = ['/index', ...pagePaths(routers.data)];
    expect(paths.length).toBeGreaterThan(20);

    const { context, page } = await e2e.newPage();
    contexts.push(context);
    await signIn(e2e, context);
    const duplicates: string[] = [];
    // the build splits the console into a few shared chunks (build/load-tiers.ts): a module run out of order would throw here
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const path of paths) {
      const asked: string[] = [];
      const onRequest = (r: { url: () => string; method: () => string }) => {
        if (r.url().includes('/api/')) asked.push(`${r.method()} ${r.url().replace(e2e.url, '')}`);
      };
      await page.goto('about:blank'); // a load from scratch each time, as when the page is opened from a bookmark
      page.on('request', onRequest);
      await page.goto(`${e2e.url}/#${path}`, { waitUntil: 'networkidle' });
      page.off('request', onRequest);
      const twice = asked.filter((a, i) => asked.indexOf(a) !== i);
      if (twice.length) duplicates.push(`${path}: ${[...new Set(twice)].join(', ')}`);
    }
    expect(duplicates).toEqual([]);
    expect(errors).toEqual([]);
  });
});
