import { create } from 'zustand';

/**
 * The theme colours the settings drawer offers. Each carries white button text and reads as link
 * text on white and on its own light tint at 4.5:1 or more (WCAG 2 AA): RuoYi's colours darkened
 * until they do (its #1890ff gave 3.24:1 on the login button). tests/web/stores-settings.test.ts
 * measures every one.
 */
export const THEME_PRESETS = [
  '#006cd0', // daybreak blue, was #1890ff
  '#0c7b5f', // mint, was #11a983
  '#0c7a7a', // cyan, was #13c2c2
  '#6959cd',
  '#da0a15', // red, was #f5222d
  '#ca3604', // volcano, was #fa541c
  '#936303', // gold, was #faad14
  '#304156',
] as const;

/** RuoYi's presets a browser may still hold from before, and the readable colour each became. */
const FORMER_PRESETS: Record<string, string> = {
  '#1890ff': '#006cd0',
  '#11a983': '#0c7b5f',
  '#13c2c2': '#0c7a7a',
  '#f5222d': '#da0a15',
  '#fa541c': '#ca3604',
  '#faad14': '#936303',
};

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
    if (typeof p.theme === 'string' && /^#[0-9a-f]{3,8}$/i.test(p.theme)) out.theme = FORMER_PRESETS[p.theme.toLowerCase()] ?? p.theme;
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
