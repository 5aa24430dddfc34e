import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startE2E, type E2E } from './harness';

/**
 * The preamble the browser test files share. `useE2E()` registers the file's hooks: the built app
 * and Chromium started before the first test (with `env` for the server), stopped after the last;
 * every browser context a test pushes on `contexts` is closed after that test. `e2e` is a live
 * binding, set by the time a test runs; Vitest loads this module afresh for every test file.
 */
export let e2e: E2E;
export const contexts: BrowserContext[] = [];

export function useE2E(env?: Record<string, string>): void {
  beforeAll(async () => {
    e2e = await startE2E(env);
  });
  afterAll(async () => {
    await e2e?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
}
