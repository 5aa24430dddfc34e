import { supplierLinkPath } from '../../contract/supplier-booking.js';

/** What replaces a secret wherever it would be shown or stored: logs, operation log, exports. */
export const MASK = '******';

/** A key that names a secret, in a body, a query string or a log line. */
const SECRET_KEYS = /pass(word)?|pwd|secret|token|^code$|captcha|credential|api[-_]?key/i;

/** Whether a field, query or path parameter named so holds a secret. */
export const isSecretName = (name: string) => SECRET_KEYS.test(name);

/**
 * A parameter (sys_config) whose value is a secret, told by its key's last word: the initial
 * password, a mail account's password, an API token. Such a value is readable only with the
 * configuration permission and is masked in exports and in the operation log.
 */
export const isSecretConfigKey = (key: string) => /(password|pwd|secret|token|credential|apikey|api[-_.]key)$/i.test(key);

/**
 * A secret parameter the API never gives back, even to whoever may set it: an account's password
 * such as biz.mail.password. Its value reads as the mask once set; writing the mask back keeps
 * it. The initial password of new users stays readable: administrators tell it to new users.
 */
export const isWriteOnlyConfigKey = (key: string) => isSecretConfigKey(key) && key !== 'sys.user.initPassword';

/** A parameter (configKey/configValue, as saved and as answered) whose value is secret by its key. */
const holdsSecretValue = (o: Record<string, unknown>) => typeof o.configKey === 'string' && isSecretConfigKey(o.configKey);

/**
 * Secrets never reach a log: any key that looks like one, and a secret parameter's value, are
 * replaced. The data names its own secrets, so the mask holds whatever became of the request
 * (refused by its schema before any handler or hook of the route ran, failed, or answered).
 */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v));
  if (value && typeof value === 'object') {
    const secretValue = holdsSecretValue(value as Record<string, unknown>);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.test(k) || (secretValue && k === 'configValue') ? MASK : maskSecrets(v)]));
  }
  return typeof value === 'string' ? redactText(value) : value;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where a path carries a secret in one of its segments: a supplier's booking link (its page in
 * the SPA and its API) and a driver's QR booking. Whoever reads a log line holding one could book
 * or read with it (issue 47). The API's part is learned from the routes themselves, any path
 * parameter named like a secret (registerSecretRoute, called for every route), so a new route with
 * a `:token` is masked unasked; the SPA's pages come from the contract's path builders.
 */
const secretPathPrefixes = new Set<string>([supplierLinkPath('')]);
/** every route's path segments, to tell a static sibling (`/online/batchLogout`) from a secret (`/online/:tokenId`) */
const routeUrls = new Set<string>();
let secretPathPattern: RegExp | null = null;

/** Learns from a route's URL (`/public/supplier/:token/slots`) which path prefix carries a secret. */
export function registerSecretRoute(url: string) {
  routeUrls.add(url);
  const segments = url.split('/');
  segments.forEach((segment, i) => {
    if (segment.startsWith(':') && isSecretName(segment.slice(1))) secretPathPrefixes.add(`${segments.slice(0, i).join('/')}/`);
  });
  secretPathPattern = null;
}

const END = `(?=[/?#&\\s"']|$)`;

/** A secret prefix, not followed by a static segment some route has in that place. */
function prefixPattern(prefix: string): string {
  const siblings = new Set<string>();
  for (const url of routeUrls) {
    if (!url.startsWith(prefix)) continue;
    const next = url.slice(prefix.length).split('/')[0];
    if (next && !next.startsWith(':')) siblings.add(next);
  }
  const notSibling = siblings.size ? `(?!(?:${[...siblings].map(escapeRegExp).join('|')})${END})` : '';
  return `${escapeRegExp(prefix)}${notSibling}`;
}

/** Any text as it may be logged: the secret segment of every secret-carrying path in it masked. */
export function redactText(text: string): string {
  secretPathPattern ??= new RegExp(`(${[...secretPathPrefixes].map(prefixPattern).join('|')})[^/?#&\\s"']+`, 'g');
  return text.replace(secretPathPattern, `$1${MASK}`);
}

/**
 * A URL as it may be logged: the value of every secret-looking query parameter masked (RuoYi's
 * password change sends `?oldPassword=…&newPassword=…`), and a booking link's token.
 */
export function redactUrl(raw: string): string {
  const url = redactText(raw);
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let key = pair.slice(0, eq);
      try {
        key = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: judge the raw text
      }
      return SECRET_KEYS.test(key) ? `${pair.slice(0, eq)}=${MASK}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}
