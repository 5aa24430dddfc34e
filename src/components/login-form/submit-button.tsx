import { LoadingOutlined } from '@ant-design/icons';
import { generate } from '@ant-design/colors';
import { useMemo, type CSSProperties } from 'react';
import { useSettingsStore } from '../../stores/settings';

/**
 * A native button drawn as antd's large, primary, full-width Button, in the theme's colour (its
 * hover and pressed shades by antd's own palette). The login page, the first every user loads,
 * draws no antd component: with them it fetched antd's providers and styles too (bench/pages.mjs).
 */
/**
 * The most transparent colour that shows as `tint` on white: antd's button shadow is the palette's
 * lightest shade made see-through this way, so that it tints any background (the phone login's too).
 */
export function seeThrough(tint: string): string {
  const rgb = [1, 3, 5].map((i) => parseInt(tint.slice(i, i + 2), 16));
  for (let percent = 1; percent <= 100; percent += 1) {
    const alpha = percent / 100;
    const channels = rgb.map((c) => Math.round((c - 255 * (1 - alpha)) / alpha));
    if (channels.every((c) => c >= 0 && c <= 255)) return `rgba(${channels.join(',')},${alpha})`;
  }
  return tint;
}

/**
 * The theme colour and antd's palette shades of it, as the CSS variables the login form's controls
 * are drawn with (login-form.css): the button's fill, the inputs' hover and focus borders and
 * focus shadow, the checkbox and the links. Set on the form, so all of them match the console.
 */
export function useLoginColours(): CSSProperties {
  const primary = useSettingsStore((s) => s.theme);
  return useMemo(() => {
    const palette = generate(primary);
    return {
      '--login-primary': primary,
      '--login-primary-hover': palette[4],
      '--login-primary-active': palette[6],
      '--login-primary-border': palette[2],
      '--login-primary-shadow': seeThrough(palette[0]),
    } as CSSProperties;
  }, [primary]);
}

/** Takes its colours from the form around it (useLoginColours). */
export function SubmitButton({ loading, children }: { loading: boolean; children: string }) {
  return (
    <button type="submit" className={`login-submit${loading ? ' login-submit-loading' : ''}`} aria-busy={loading || undefined}>
      {loading && <LoadingOutlined className="login-submit-icon" />}
      <span>{children}</span>
    </button>
  );
}
