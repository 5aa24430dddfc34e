import { create } from 'zustand';

export const THEME_PRESETS = [
  '#1890ff',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
  '#fa541c',
  '#faad14',
  '#304156',
] as const;

const STORAGE_KEY = 'layout-setting';

export interface LayoutSettings {
  theme: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

export const defaultSettings: LayoutSettings = {
  theme: THEME_PRESETS[0],
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
};

export type SettingKey = keyof LayoutSettings | 'showSettings';
type SettingValue<K extends SettingKey> = K extends keyof LayoutSettings ? LayoutSettings[K] : boolean;

export interface SettingsState extends LayoutSettings {
  showSettings: boolean;
  changeSetting: <K extends SettingKey>(change: { key: K; value: SettingValue<K> }) => void;
  resetSettings: () => void;
}

function readStored(): Partial<LayoutSettings> {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== 'object') return {};
    const out: Partial<LayoutSettings> = {};
    const p = parsed as Record<string, unknown>;
    if (typeof p.theme === 'string' && /^#[0-9a-f]{3,8}$/i.test(p.theme)) out.theme = p.theme;
    for (const key of ['tagsView', 'fixedHeader', 'sidebarLogo'] as const) {
      if (typeof p[key] === 'boolean') out[key] = p[key];
    }
    return out;
  } catch {
    return {};
  }
}

function persist(s: LayoutSettings) {
  const { theme, tagsView, fixedHeader, sidebarLogo } = s;
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ theme, tagsView, fixedHeader, sidebarLogo }));
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...defaultSettings,
  ...readStored(),
  showSettings: false,
  changeSetting: ({ key, value }) => {
    set({ [key]: value } as Partial<SettingsState>);
    if (key !== 'showSettings') persist(get());
  },
  resetSettings: () => {
    localStorage.removeItem(STORAGE_KEY);
    set({ ...defaultSettings });
  },
}));
