import type { TFunction } from 'i18next';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** 1536 → "1.50 KB" */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '-';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(2)} ${UNITS[unit]}`;
}

/** Seconds as days, hours and minutes in the page's language. */
export function formatDuration(seconds: number, t: TFunction): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  if (!d && !h && !m) return t('monitor:server.seconds', { count: Math.floor(seconds) });
  return [d && t('monitor:server.days', { count: d }), (d || h) && t('monitor:server.hours', { count: h }), t('monitor:server.minutes', { count: m })]
    .filter(Boolean)
    .join(' ');
}
