import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
// antd's ES modules: the CommonJS copies under antd/locale repeat the date and pagination labels the pages already load
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ComponentType, type JSX, type ReactNode } from 'react';
import { getLang } from '../lib/i18n';
import { useAppStore, type AppSize } from '../stores/app';
import { useSettingsStore } from '../stores/settings';

/**
 * RuoYi has four sizes, antd three: default → large, medium → medium (antd 6's name for
 * "middle"), small and mini → small.
 */
export function componentSize(size: AppSize): 'large' | 'medium' | 'small' {
  if (size === 'default') return 'large';
  if (size === 'medium') return 'medium';
  return 'small';
}

/** `hex` (#rrggbb) mixed with white: `amount` 0.94 keeps 6 % of the colour. */
export function tint(hex: string, amount: number): string {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex.slice(0, 7);
  const channels = [1, 3, 5].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  return `#${channels.map((v) => Math.round(v + (255 - v) * amount).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Colours that read at WCAG 2 AA (4.5:1) where antd's defaults do not: its grey captions and
 * placeholders (3.4:1 and 1.8:1 on white) and the text of its success, warning and error tags on
 * their pale grounds (2.2:1, 1.8:1, 3.3:1). The grounds and borders stay antd's own: a dark seed
 * would otherwise give them a muddy grey.
 */
const READABLE_TOKENS = {
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
  colorSuccess: '#347c10',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorWarning: '#936303',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  colorError: '#da0a15',
  colorErrorBg: '#fff2f0',
  colorErrorBorder: '#ffccc7',
} as const;

/**
 * The theme of a size: Mini is Small made denser (antd's compact algorithm, 12 px text), so that
 * the four sizes look four ways. Zero runtime: antd's components take their styles from the static
 * sheet (lib/antd-styles.ts) instead of writing them into the page as they first render, which was
 * about a tenth of a list page's time to its first row (bench/pages.mjs); the theme itself (colour,
 * size) still reaches them at run time, as CSS variables. The primary colour's pale grounds (a
 * selected menu item, a primary tag) are tints of it, on which it still reads at 4.5:1.
 */
export function themeFor(size: AppSize, colorPrimary: string): ThemeConfig {
  const mini = size === 'mini';
  const pale = /^#[0-9a-f]{6}$|^#[0-9a-f]{3}$/i.test(colorPrimary) ? { colorPrimaryBg: tint(colorPrimary, 0.94), colorPrimaryBgHover: tint(colorPrimary, 0.9), colorInfoBg: tint(colorPrimary, 0.94) } : {};
  return {
    algorithm: mini ? [antdTheme.defaultAlgorithm, antdTheme.compactAlgorithm] : antdTheme.defaultAlgorithm,
    token: { ...READABLE_TOKENS, colorPrimary, colorInfo: colorPrimary, colorLink: colorPrimary, ...pale, ...(mini ? { fontSize: 12 } : {}) },
    zeroRuntime: true,
  };
}

/**
 * antd's language, size and theme around what draws antd's components: the console frame, each
 * page outside it, the feedback host (lazy-pages.tsx). Not around the whole app, so that the login
 * page, which draws none, loads no antd (bench/pages.mjs).
 */
export function AntdProviders({ children }: { children?: ReactNode }) {
  const size = useAppStore((s) => s.size);
  const colorPrimary = useSettingsStore((s) => s.theme);
  const lang = getLang();
  useEffect(() => {
    dayjs.locale(lang === 'en' ? 'en' : 'zh-cn');
  }, [lang]);
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN} componentSize={componentSize(size)} theme={themeFor(size, colorPrimary)}>
      {children}
    </ConfigProvider>
  );
}

// antd's static messages and dialogs (lib/feedback-static.ts, while the feedback host is on its way)
// draw in the console's language, size and colours all the same
ConfigProvider.config({ holderRender: (children) => <AntdProviders>{children}</AntdProviders> });

/** A page drawn outside the console frame, inside antd's providers of its own. */
export function withAntdProviders<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return function InAntdProviders(props: P) {
    return (
      <AntdProviders>
        <Page {...(props as P & JSX.IntrinsicAttributes)} />
      </AntdProviders>
    );
  };
}
