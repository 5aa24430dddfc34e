/** What replaces a secret wherever it would be shown or stored: logs, operation log, exports. */
export const MASK = '******';

/** A key that names a secret, in a body, a query string or a log line. */
const SECRET_KEYS = /pass(word)?|pwd|secret|token|^code$|captcha|credential|api[-_]?key/i;

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
  return value;
}

/** A supplier's booking link carries its token in the path (issue 38): whoever reads the log could book with it. */
const PATH_SECRET = /(\/public\/supplier\/)[^/?]+/;

/**
 * A URL as it may be logged: the value of every secret-looking query parameter masked (RuoYi's
 * password change sends `?oldPassword=…&newPassword=…`), and a booking link's token.
 */
export function redactUrl(raw: string): string {
  const url = raw.replace(PATH_SECRET, `$1${MASK}`);
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
