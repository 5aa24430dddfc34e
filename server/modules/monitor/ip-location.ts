import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';

const INTRANET = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^::1$/, /^f[cd][0-9a-f]{2}:/i, /^fe80:/i, /^localhost$/i];

export const isIntranet = (ip: string) => INTRANET.some((re) => re.test(ip.replace(/^::ffff:/i, '')));

/**
 * Where an address is, as RuoYi shows it. No geolocation database ships with the product (it
 * would leave the machine or go stale), so a public address shows as unknown.
 */
export function ipLocation(ip: string, stored: string, lang: Lang): string {
  if (stored) return stored;
  if (!ip) return '';
  return msg(lang, isIntranet(ip) ? 'intranetIp' : 'unknownLocation');
}
