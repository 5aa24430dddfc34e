import { render } from '@testing-library/react';
import { Button } from 'antd';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AntdProviders } from '../../src/app/antd-providers';

const actual = () => vi.importActual<typeof import('../../src/lib/antd-styles')>('../../src/lib/antd-styles');
const sheets = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
const loadEvent = (index: number, type = 'load') => document.head.querySelectorAll('link[rel="stylesheet"]')[index].dispatchEvent(new Event(type));
const tick = () => new Promise((r) => setTimeout(r, 20));

describe("antd's sheet, loaded with every page but the login page", () => {
  it('goes ahead of every other sheet, once, and the first page waits only for its first-paint part', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index.css"><style>.app{}</style>';
    vi.resetModules();
    const { withAntdStyles } = await actual();
    let loaded = false;
    const page = withAntdStyles(async () => ({ Page: 'page' }))().then((m) => ((loaded = true), m));
    void withAntdStyles(async () => ({}))();
    // the new sheet is the first: the app's own sheets keep coming after antd's
    expect(sheets()).toHaveLength(2);
    expect(sheets()[1]).toBe('/assets/index.css');
    await tick();
    expect(loaded).toBe(false);
    loadEvent(0);
    await expect(page).resolves.toEqual({ Page: 'page' });
    expect(sheets()).toHaveLength(2);
  });

  it('the rest follows right after the first part, still ahead of the app, and pages then wait for the whole', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index.css">';
    vi.resetModules();
    const { loadAntdStyles, withAntdStyles } = await actual();
    const whole = loadAntdStyles();
    loadEvent(0);
    await tick();
    // the first part, every part in one sheet, the later part, then the app's own
    expect(sheets()).toHaveLength(4);
    expect(sheets()[1]).toBe('/assets/antd-parts.css');
    expect(sheets()[3]).toBe('/assets/index.css');
    let loaded = false;
    const page = withAntdStyles(async () => ({ Page: 'later page' }), ['tree'])().then((m) => ((loaded = true), m));
    await tick();
    expect(loaded).toBe(false);
    loadEvent(1);
    loadEvent(2);
    await whole;
    await expect(page).resolves.toEqual({ Page: 'later page' });
    void loadAntdStyles();
    // the whole sheet holds every part: a page naming one asks for nothing more
    expect(sheets()).toHaveLength(4);
  });

  it('a page waits for the parts it names too, each asked for once, after the first part and ahead of the app', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index.css">';
    vi.resetModules();
    const { withAntdStyles } = await actual();
    let loaded = false;
    const page = withAntdStyles(async () => ({ Page: 'users' }), ['tree', 'card'])().then((m) => ((loaded = true), m));
    void withAntdStyles(async () => ({}), ['card'])();
    expect(sheets().slice(1)).toEqual(['/assets/antd-part-tree.css', '/assets/antd-part-card.css', '/assets/index.css']);
    loadEvent(0);
    loadEvent(1);
    await tick();
    expect(loaded).toBe(false);
    loadEvent(2);
    await expect(page).resolves.toEqual({ Page: 'users' });
  });

  it('is asked for again by the next page when it failed to load', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index.css">';
    vi.resetModules();
    const fresh = await actual();
    const first = fresh.loadFirstPaintStyles();
    loadEvent(0, 'error');
    await first;
    expect(sheets()).toHaveLength(1);
    void fresh.loadFirstPaintStyles();
    expect(sheets()).toHaveLength(2);
  });

  it("the token blocks the build leaves out of it name a class antd's providers never get (build/antd-styles.ts)", () => {
    const sheet = readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');
    const named = new Set([...sheet.matchAll(/\.(css-var-[\w-]+)/g)].map((m) => m[1]));
    expect(named.size).toBeGreaterThan(0);
    const { container } = render(createElement(AntdProviders, null, createElement(Button, null, 'ok')));
    const scope = [...container.querySelector('.ant-btn')!.classList].find((c) => c.startsWith('css-var-'));
    expect(scope).toBeDefined();
    expect(named.has(scope!)).toBe(false);
  });
});
