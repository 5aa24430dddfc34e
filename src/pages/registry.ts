import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Server menu component key → page. Adding a page is one line here; a key the server sends but
 * this list lacks shows the 404 page.
 */
export const pages: Record<string, LazyExoticComponent<ComponentType>> = {
  'system/config/index': lazy(() => import('./config/config-page').then((m) => ({ default: m.ConfigPage }))),
  'system/dict/index': lazy(() => import('./dict/dict-type-page').then((m) => ({ default: m.DictTypePage }))),
  // users, departments, posts
  // roles, menus
  // notices, logs, online users, server
  // scheduled jobs
};
