import axios, { AxiosHeaders, type AxiosError, type AxiosRequestConfig, type AxiosResponse, type RawAxiosRequestHeaders } from 'axios';
import { SUCCESS_CODE } from '../../contract/constants';
import { getToken } from './auth';
import { showFeedback } from './feedback';
import { getLang, page, tl } from './i18n';
import { blobValidate } from './ruoyi';

export const BASE_API: string = import.meta.env.VITE_APP_BASE_API ?? '/api';
export const ERROR_DURATION_SECONDS = 5;

export interface RequestConfig extends AxiosRequestConfig {
  /** isToken: false sends the call without the Authorization header. */
  headers?: RawAxiosRequestHeaders & { isToken?: boolean };
}

/** A rejected call whose message has already been shown to the user. */
export class RequestError extends Error {
  readonly handled = true;
  constructor(
    message: string,
    readonly code?: number,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RequestError';
  }
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
});

service.interceptors.request.use((config) => {
  const headers = AxiosHeaders.from(config.headers);
  const isToken = headers.get('isToken');
  headers.delete('isToken');
  const token = getToken();
  if (token && isToken !== false && isToken !== 'false') headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept-Language', getLang());
  config.headers = headers;
  return config;
});

let reloginShown = false;

function promptRelogin(): void {
  if (reloginShown) return;
  reloginShown = true;
  showFeedback((f) => f.modal.confirm({
    title: tl('relogin.title'),
    content: tl('relogin.content'),
    okText: tl('relogin.confirm'),
    cancelText: tl('relogin.cancel'),
    onOk: async () => {
      try {
        const { useUserStore } = await import('../stores/user');
        await useUserStore.getState().logout();
      } finally {
        window.location.href = '#/index';
        page.reload();
      }
    },
    onCancel: () => {
      reloginShown = false;
    },
  }));
}

const MAPPED_CODES = new Set([401, 403, 404]);

interface Envelope {
  code?: number | string;
  msg?: string;
  message?: string;
}

function isEnvelope(data: unknown): data is Envelope {
  return typeof data === 'object' && data !== null && !(data instanceof Blob) && !(data instanceof ArrayBuffer);
}

function sentToken(config: AxiosRequestConfig | undefined): boolean {
  return !!AxiosHeaders.from(config?.headers as AxiosHeaders | undefined).get('Authorization');
}

/** Checks a body's code (absent means 200): resolves with the body or shows the failure and rejects. */
function checkEnvelope(body: Envelope, config: AxiosRequestConfig | undefined, httpStatus?: number): unknown {
  const fallbackCode = httpStatus && httpStatus >= 400 ? httpStatus : SUCCESS_CODE;
  const code = Number(body.code || fallbackCode);
  if (code === SUCCESS_CODE) return body;
  const serverMsg = body.msg ?? body.message;
  const msg = MAPPED_CODES.has(code) ? tl(`errors.${code}`) : serverMsg || tl('errors.default');
  if (code === 401) {
    // Without a session a 401 is an answer (wrong password), not an expired login.
    if (sentToken(config)) promptRelogin();
    else showFeedback((f) => f.message.error(serverMsg || msg, ERROR_DURATION_SECONDS));
    throw new RequestError(msg, code, httpStatus);
  }
  if (code === 500) showFeedback((f) => f.message.error(msg, ERROR_DURATION_SECONDS));
  else showFeedback((f) => f.notification.error({ title: msg, duration: 0 }));
  throw new RequestError(msg, code, httpStatus);
}

/** Blob.text() where it exists, FileReader elsewhere (older browsers, jsdom). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function readJsonBlob(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob) || blobValidate(data)) return data;
  try {
    return JSON.parse(await blobText(data)) as unknown;
  } catch {
    return data;
  }
}

function transportMessage(error: AxiosError): string {
  const text = error.message ?? '';
  if (text === 'Network Error') return tl('errors.network');
  if (text.includes('timeout') || error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return tl('errors.timeout');
  if (error.response?.status) return tl('errors.status', { status: error.response.status });
  return text || tl('errors.default');
}

service.interceptors.response.use(
  async (res: AxiosResponse) => {
    const data = await readJsonBlob(res.data);
    const binary = res.config.responseType === 'blob' || res.config.responseType === 'arraybuffer';
    if (binary && data === res.data) return res.data;
    return isEnvelope(data) ? checkEnvelope(data, res.config, res.status) : data;
  },
  async (error: AxiosError) => {
    if (axios.isCancel(error)) throw error;
    const body = await readJsonBlob(error.response?.data);
    if (error.response && isEnvelope(body) && (body.code !== undefined || body.msg !== undefined || body.message !== undefined)) {
      checkEnvelope(body, error.config, error.response.status);
    }
    const msg = transportMessage(error);
    showFeedback((f) => f.message.error(msg, ERROR_DURATION_SECONDS));
    throw new RequestError(msg, undefined, error.response?.status);
  },
);

/** Calls the API and resolves to the response body ({code,msg,data} or {code,msg,rows,total}). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function request<T = any>(config: RequestConfig): Promise<T> {
  return service.request(config) as unknown as Promise<T>;
}

/** For tests: forget that a re-login prompt is open. */
export function resetReloginPrompt(): void {
  reloginShown = false;
}

/** Offers a blob to the user as a file called filename. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface DownloadOptions {
  /** RuoYi exports are POST forms (the default); GET sends the params as the query. */
  method?: 'get' | 'post';
}

/** Export helper: fetches url as a blob with params and saves it under filename. */
export async function download(
  url: string,
  params: Record<string, unknown> = {},
  filename: string,
  options: DownloadOptions = {},
): Promise<void> {
  const post = (options.method ?? 'post') === 'post';
  const blob = await request<Blob>({
    url,
    method: options.method ?? 'post',
    responseType: 'blob',
    timeout: 0,
    ...(post
      ? { data: tansParams(params), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }
      : { params }),
  });
  if (!(blob instanceof Blob)) {
    console.error(tl('errors.serviceException'));
    return;
  }
  saveBlob(blob, filename);
}

/** Downloads a generated file from /common/download (deleted on the server afterwards by default). */
export async function downloadFile(fileName: string, del = true): Promise<void> {
  const blob = await request<Blob>({
    url: `/common/download?fileName=${encodeURIComponent(fileName)}&delete=${del}`,
    method: 'get',
    responseType: 'blob',
    timeout: 0,
  });
  if (!(blob instanceof Blob)) {
    console.error(tl('errors.serviceException'));
    return;
  }
  saveBlob(blob, fileName);
}
