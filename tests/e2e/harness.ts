import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { spawnServer } from '../server/spawn-server.js';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface E2E {
  url: string;
  browser: Browser;
  /** errors the pages printed to their console, to assert that there are none */
  consoleErrors: string[];
  newPage(opts?: { width?: number; height?: number; lang?: 'zh' | 'en' }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** The built product (npm run build) served by the real server on an embedded database of its own. */
export async function startE2E(env: Record<string, string> = {}): Promise<E2E> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wh-e2e-'));
  // the seeded database the suite made once (global-setup.ts), copied: this file's writes are its own
  cpSync(inject('e2eSeededDataDir'), dataDir, { recursive: true });
  const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '', WEB_ROOT: path.resolve('dist'), ...env }, { built: inject('e2eBuiltServer') });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
  });
  const consoleErrors: string[] = [];
  let closing = false;
  // a server that dies under the tests is an error of its own, not a string of refused connections
  server.child.on('exit', (code, signal) => {
    if (closing) return;
    const note = `server exited during the tests (code ${code}, signal ${signal})`;
    consoleErrors.push(note);
    process.stderr.write(`${note}\n`);
  });
  return {
    url: server.url,
    browser,
    consoleErrors,
    async newPage({ width = 1280, height = 800, lang } = {}) {
      const context = await browser.newContext({ viewport: { width, height } });
      if (lang) await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error') consoleErrors.push(`${page.url()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => consoleErrors.push(`${page.url()}: ${e.message}`));
      return { context, page };
    },
    async close() {
      closing = true;
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
