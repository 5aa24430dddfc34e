import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetGuard, WHITE_LIST } from '../../src/app/guard';
import { appRoutes, discoverRoutes } from '../../src/app/router';
import { removeToken } from '../../src/lib/auth';
import { useSettingsStore } from '../../src/stores/settings';
import { withMsw } from './crud-harness';

withMsw();

// not antd's default blue: a page that draws antd without the app's providers shows antd's own
const THEME = '#13c2c2';

beforeEach(() => {
  removeToken();
  resetGuard();
  useSettingsStore.setState({ theme: THEME });
});
afterEach(() => useSettingsStore.setState({ theme: useSettingsStore.getInitialState().theme }));

/** The page's own tree (antd's static messages, left in the document by another page, are not its). */
function open(path: string): HTMLElement {
  return render(<RouterProvider router={createMemoryRouter(appRoutes(), { initialEntries: [path], patchRoutesOnNavigation: discoverRoutes })} />).container;
}

/**
 * Whether an antd element on the page takes THEME: antd writes a theme's colours as CSS variables
 * on a class of its own (one per provider), which the elements under that provider carry.
 */
function drawnInTheme(page: HTMLElement): boolean {
  const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
  const classes = [...css.matchAll(/\.(css-var-[\w-]+)[^{]*\{[^}]*--ant-color-primary:(#[0-9a-f]+)/g)].filter((m) => m[2] === THEME).map((m) => m[1]);
  return classes.some((c) => page.querySelector(`.${c}`));
}

// the sign-in card's pages: plain markup, the first pages a visitor loads
const PLAIN = ['/login', '/bind', '/auth-redirect'];

describe("antd's providers: around the pages that draw antd, not around the login page", { timeout: 30_000 }, () => {
  for (const path of PLAIN) {
    it(`${path} draws no antd component`, async () => {
      const page = open(path);
      await screen.findByRole('heading');
      expect(page.querySelector('[class*="ant-"]')).toBeNull();
    });
  }

  // every other page open without a session draws antd in the console's theme
  for (const path of WHITE_LIST.filter((p) => !PLAIN.includes(p))) {
    it(`${path} draws antd in the console's theme`, async () => {
      const page = open(path);
      await waitFor(() => expect(page.querySelector('[class*="ant-"]')).not.toBeNull(), { timeout: 15_000 });
      await waitFor(() => expect(drawnInTheme(page)).toBe(true));
    });
  }
});
