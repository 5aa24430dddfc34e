// first: every timer the file starts is tracked, React's scheduler included (see leftover-work.ts)
import { closeTimers } from './leftover-work';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { server, startServer, stopServer } from './msw-server';
import { addLanguage } from '../../src/lib/i18n';
import { pageShown } from '../../src/lib/deferred';
import zh from '../../src/locales/zh';
import en from '../../src/locales/en';
import { collectResources } from '../../src/locales/collect';

// On a fresh clone (no transform cache) a page's chunk, loaded for the first time in a file, can
// take over Testing Library's 1 s default to arrive; a wait gives up within the test's 5 s instead.
configure({ asyncUtilTimeout: 4_000 });

// The app loads one language before its first render (main.tsx); tests switch between both.
addLanguage('zh', zh);
addLanguage('en', en);
// every page's own: the console's come with their modules (build/page-labels.ts), the phone area's
// and the drivers' with their pages (locales/*-outside.ts)
for (const [lang, namespaces] of Object.entries(collectResources(import.meta.glob('../../src/pages/*/locales/*.json', { eager: true })))) {
  addLanguage(lang as 'zh' | 'en', namespaces);
}
// no page here waits to show its first rows: what the console defers loads at once (lib/deferred.tsx)
pageShown();

// jsdom loads no style sheet, so a page's chunk does not wait for antd's (antd-styles.test.ts tests it)
vi.mock('../../src/lib/antd-styles', () => ({ loadAntdStyles: async () => undefined, withAntdStyles: <M>(load: () => Promise<M>) => load }));

// What antd needs from a browser that jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom implements neither scrolling nor object URLs; the app calls both.
window.scrollTo = (() => {}) as typeof window.scrollTo;
if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:test';
if (!URL.revokeObjectURL) URL.revokeObjectURL = () => {};

// One MSW server for every file (startServer/stopServer are idempotent, so harnesses may call them too).
beforeAll(() => startServer());
// a label no locale file holds shows as its key: src/lib/i18n.ts logs it, and the test that read it fails
const missingLabels: string[] = [];
const logError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('missing label')) missingLabels.push(args[0]);
  else logError(...args);
};

afterEach(() => {
  cleanup();
  server.resetHandlers();
  expect(missingLabels.splice(0)).toEqual([]);
});
// Registered first, so it runs last: nothing the file scheduled may run once jsdom's window goes.
afterAll(() => {
  cleanup();
  stopServer();
  closeTimers();
});
