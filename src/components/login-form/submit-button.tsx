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

export function SubmitButton({ loading, children }: { loading: boolean; children: string }) {
  const primary = useSettingsStore((s) => s.theme);
  const colours = useMemo(() => {
    const palette = generate(primary);
    return {
      '--login-primary': primary,
      '--login-primary-hover': palette[4],
      '--login-primary-active': palette[6],
      '--login-primary-border': palette[2],
      '--login-primary-shadow': seeThrough(palette[0]),
    } as CSSProperties;
  }, [primary]);
  return (
    <button type="submit" className={`login-submit${loading ? ' login-submit-loading' : ''}`} style={colours} aria-busy={loading || undefined}>
      {loading && <LoadingOutlined className="login-submit-icon" />}
      <span>{children}</span>
    </button>
  );
}
