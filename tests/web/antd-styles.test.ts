import { describe, expect, it, vi } from 'vitest';

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
});
