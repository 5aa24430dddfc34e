import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tint } from '../../src/app/antd-providers';

/** WCAG 2's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

async function freshStore() {
  vi.resetModules();
  return import('../../src/stores/settings');
}

describe('useSettingsStore', () => {
  beforeEach(() => localStorage.clear());

  it('has the defaults of spec §9 and eight preset colours', async () => {
    const { useSettingsStore, THEME_PRESETS } = await freshStore();
    const s = useSettingsStore.getState();
    expect(s).toMatchObject({
      theme: '#006cd0',
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      showSettings: false,
    });
    expect(THEME_PRESETS).toHaveLength(8);
    expect(THEME_PRESETS[0]).toBe('#006cd0');
    expect(new Set(THEME_PRESETS).size).toBe(8);
  });

  it('offers only colours that read at WCAG AA: white on them, them on white, on the page grey and on their pale tint', async () => {
    const { THEME_PRESETS } = await freshStore();
    for (const colour of THEME_PRESETS) {
      expect(contrast(colour, '#ffffff'), colour).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour, '#f0f2f5'), colour).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour, tint(colour, 0.94)), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('reads a former RuoYi preset a browser still holds as its readable successor', async () => {
    localStorage.setItem('layout-setting', '{"theme":"#1890FF"}');
    expect((await freshStore()).useSettingsStore.getState().theme).toBe('#006cd0');
    localStorage.setItem('layout-setting', '{"theme":"#faad14"}');
    expect((await freshStore()).useSettingsStore.getState().theme).toBe('#936303');
  });

  it('persists changes under layout-setting and reads them back', async () => {
    const first = await freshStore();
    first.useSettingsStore.getState().changeSetting({ key: 'theme', value: '#0c7a7a' });
    first.useSettingsStore.getState().changeSetting({ key: 'fixedHeader', value: true });
    expect(JSON.parse(localStorage.getItem('layout-setting')!)).toMatchObject({
      theme: '#0c7a7a',
      fixedHeader: true,
      tagsView: true,
    });
    const second = (await freshStore()).useSettingsStore.getState();
    expect(second.theme).toBe('#0c7a7a');
    expect(second.fixedHeader).toBe(true);
  });

  it('does not persist the open state of the settings panel', async () => {
    const { useSettingsStore } = await freshStore();
    useSettingsStore.getState().changeSetting({ key: 'showSettings', value: true });
    expect(useSettingsStore.getState().showSettings).toBe(true);
    expect(localStorage.getItem('layout-setting')).toBeNull();
  });

  it('resets to the defaults and forgets the stored settings', async () => {
    const { useSettingsStore } = await freshStore();
    useSettingsStore.getState().changeSetting({ key: 'sidebarLogo', value: false });
    useSettingsStore.getState().resetSettings();
    expect(useSettingsStore.getState().sidebarLogo).toBe(true);
    expect(localStorage.getItem('layout-setting')).toBeNull();
  });

  it('ignores malformed stored settings', async () => {
    localStorage.setItem('layout-setting', '{"theme":"red;}","tagsView":"yes"}');
    const s = (await freshStore()).useSettingsStore.getState();
    expect(s.theme).toBe('#006cd0');
    expect(s.tagsView).toBe(true);
    localStorage.setItem('layout-setting', 'not json');
    expect((await freshStore()).useSettingsStore.getState().theme).toBe('#006cd0');
  });
});
