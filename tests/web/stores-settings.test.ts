import { beforeEach, describe, expect, it, vi } from 'vitest';

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
      theme: '#1890ff',
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      showSettings: false,
    });
    expect(THEME_PRESETS).toHaveLength(8);
    expect(THEME_PRESETS[0]).toBe('#1890ff');
    expect(new Set(THEME_PRESETS).size).toBe(8);
  });

  it('persists changes under layout-setting and reads them back', async () => {
    const first = await freshStore();
    first.useSettingsStore.getState().changeSetting({ key: 'theme', value: '#13c2c2' });
    first.useSettingsStore.getState().changeSetting({ key: 'fixedHeader', value: true });
    expect(JSON.parse(localStorage.getItem('layout-setting')!)).toMatchObject({
      theme: '#13c2c2',
      fixedHeader: true,
      tagsView: true,
    });
    const second = (await freshStore()).useSettingsStore.getState();
    expect(second.theme).toBe('#13c2c2');
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
    expect(s.theme).toBe('#1890ff');
    expect(s.tagsView).toBe(true);
    localStorage.setItem('layout-setting', 'not json');
    expect((await freshStore()).useSettingsStore.getState().theme).toBe('#1890ff');
  });
});
