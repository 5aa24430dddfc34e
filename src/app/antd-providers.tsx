import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
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

/**
 * The theme of a size: Mini is Small made denser (antd's compact algorithm, 12 px text), so that
 * the four sizes look four ways. Zero runtime: antd's components take their styles from the static
 * sheet (lib/antd-styles.ts) instead of writing them into the page as they first render, which was
 * about a tenth of a list page's time to its first row (bench/pages.mjs); the theme itself (colour,
 * size) still reaches them at run time, as CSS variables.
 */
export function themeFor(size: AppSize, colorPrimary: string): ThemeConfig {
  const mini = size === 'mini';
  return {
    algorithm: mini ? [antdTheme.defaultAlgorithm, antdTheme.compactAlgorithm] : antdTheme.defaultAlgorithm,
    token: { colorPrimary, ...(mini ? { fontSize: 12 } : {}) },
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
