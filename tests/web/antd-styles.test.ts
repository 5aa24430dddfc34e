import { render } from '@testing-library/react';
import { Button } from 'antd';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AntdProviders } from '../../src/app/antd-providers';

const { loadAntdStyles, withAntdStyles } = await vi.importActual<typeof import('../../src/lib/antd-styles')>('../../src/lib/antd-styles');

describe("antd's whole sheet, loaded with every page but the login page", () => {
  it('goes ahead of every other sheet, once, and a page waits for it', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index.css"><style>.app{}</style>';
    let loaded = false;
    const page = withAntdStyles(async () => ({ Page: 'page' }))().then((m) => ((loaded = true), m));
    void loadAntdStyles();
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(2);
    // the new sheet is the first: the app's own sheets keep coming after antd's
    expect(links[1].getAttribute('href')).toBe('/assets/index.css');
    await new Promise((r) => setTimeout(r, 20));
    expect(loaded).toBe(false);
    links[0].dispatchEvent(new Event('load'));
    await expect(page).resolves.toEqual({ Page: 'page' });
    void loadAntdStyles();
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(2);
  });

  it('is asked for again by the next page when it failed to load', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index.css">';
    vi.resetModules();
    const fresh = await vi.importActual<typeof import('../../src/lib/antd-styles')>('../../src/lib/antd-styles');
    const first = fresh.loadAntdStyles();
    document.head.querySelector('link')!.dispatchEvent(new Event('error'));
    await first;
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    void fresh.loadAntdStyles();
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(2);
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
