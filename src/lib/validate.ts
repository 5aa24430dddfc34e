/** Addresses the browser must open itself: http(s), mail and phone links. */
export function isExternal(path: string | null | undefined): boolean {
  return typeof path === 'string' && /^(https?:|mailto:|tel:)/.test(path);
}

/** Optional sign, an integer without leading zeros (or 0), optional decimal part. */
export function isNumber(s: string | number | null | undefined): boolean {
  if (s === null || s === undefined) return false;
  return /^[+-]?(0|[1-9]\d*)(\.\d+)?$/.test(String(s));
}

/** App version numbers of the form 1.1.1. */
export function isVersion(s: string | null | undefined): boolean {
  return typeof s === 'string' && /^\d+\.\d+\.\d+$/.test(s);
}
