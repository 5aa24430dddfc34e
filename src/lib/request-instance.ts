import axios, { AxiosHeaders, type AxiosRequestConfig, type RawAxiosRequestHeaders } from 'axios';
import { getToken } from './auth';
import { getLang } from './i18n';
import { onResponse, onResponseError } from './request-envelope';

export const BASE_API: string = import.meta.env.VITE_APP_BASE_API ?? '/api';

export interface RequestConfig extends AxiosRequestConfig {
  /** isToken: false sends the call without the Authorization header. */
  headers?: RawAxiosRequestHeaders & { isToken?: boolean };
  /** The caller shows a failure itself (a sign-in prompt and the lock screen still come): nothing is shown, the RequestError says why. */
  quiet?: boolean;
}

/** RuoYi's GET query encoding: empty values are left out, objects become key[sub]=value. */
export function tansParams(params: Record<string, unknown>): string {
  const out: string[] = [];
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  const push = (key: string, v: unknown) => out.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
  for (const [key, value] of Object.entries(params)) {
    if (empty(value)) continue;
    if (Array.isArray(value)) value.filter((v) => !empty(v)).forEach((v) => push(key, v));
    else if (typeof value === 'object' && !(value instanceof Date)) {
      for (const [sub, v] of Object.entries(value as Record<string, unknown>)) if (!empty(v)) push(`${key}[${sub}]`, v);
    } else push(key, value instanceof Date ? value.toISOString() : value);
  }
  return out.join('&');
}

export const service = axios.create({
  baseURL: BASE_API,
  timeout: 10000,
  headers: { 'Content-Type': 'application/json;charset=utf-8' },
  paramsSerializer: { serialize: (params) => tansParams(params as Record<string, unknown>) },
  // The session travels as a bearer token, never as an XSRF cookie. Without this, axios reads that
  // cookie through the browser's asynchronous cookieStore before every call, which held each one
  // back 20 to 90 ms while the page was busy starting up.
  withXSRFToken: false,
});

service.interceptors.request.use((config) => {
  const headers = AxiosHeaders.from(config.headers);
  const isToken = headers.get('isToken');
  headers.delete('isToken');
  const token = getToken();
  if (token && isToken !== false && isToken !== 'false') headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept-Language', getLang());
  // in RuoYi mode the server ignores Accept-Language (a browser sends its own) and reads this one
  headers.set('Content-Language', getLang());
  config.headers = headers;
  return config;
});

service.interceptors.response.use(onResponse, onResponseError);

/** GETs on their way, by method, URL and query: asked again before the answer came, they share it. */
const inFlight = new Map<string, Promise<unknown>>();

/** Only plain reads are shared: a download or a call with its own signal stays its own. */
function sharedKey(config: RequestConfig): string | undefined {
  if ((config.method ?? 'get').toLowerCase() !== 'get' || config.responseType || config.signal || config.data !== undefined) return undefined;
  return `${config.url}?${tansParams((config.params ?? {}) as Record<string, unknown>)}`;
}

/**
 * Calls the API and resolves to the response body ({code,msg,data} or {code,msg,rows,total}).
 * Two parts of a page asking for the same thing at once (a side tree and a form's options, two
 * fields reading one endpoint) cause one request: the answer is shared, read-only by convention.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function request<T = any>(config: RequestConfig): Promise<T> {
  const key = sharedKey(config);
  if (!key) return service.request(config) as unknown as Promise<T>;
  const pending = inFlight.get(key);
  if (pending) return pending as Promise<T>;
  const promise = (service.request(config) as unknown as Promise<T>).finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}
