import axios, { AxiosHeaders, type AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { SESSION_LOCKED_CODE, SUCCESS_CODE } from '../../contract/constants';
import { showFeedback } from './feedback';
import { tl } from './i18n';
import { sessionLocked } from './request-locked';
import { promptRelogin } from './request-relogin';
import { blobValidate } from './ruoyi';

export const ERROR_DURATION_SECONDS = 5;

/**
 * A refusal's notice (issue 49): long enough to read, one at a time (the newest replaces it), at
 * the bottom where it covers none of the header's buttons, and closed by the next write that
 * succeeds: a failed sign-in's notice is gone once the user is signed in.
 */
export const ERROR_NOTICE = { key: 'request-error', seconds: 10, placement: 'bottomRight' } as const;
let errorNoticeShown = false;

function showErrorNotice(title: string) {
  errorNoticeShown = true;
  showFeedback((f) => f.notification.error({ key: ERROR_NOTICE.key, title, duration: ERROR_NOTICE.seconds, placement: ERROR_NOTICE.placement }));
}

function closeErrorNotice(config: AxiosRequestConfig | undefined) {
  if (!errorNoticeShown || (config?.method ?? 'get').toLowerCase() === 'get') return;
  errorNoticeShown = false;
  showFeedback((f) => f.notification.destroy(ERROR_NOTICE.key));
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

/** A call whose caller shows its failure itself (RequestConfig.quiet): a scan's error goes under its field, not over the page. */
const quiet = (config: AxiosRequestConfig | undefined) => (config as { quiet?: boolean } | undefined)?.quiet === true;

/** Checks a body's code (absent means 200): resolves with the body or shows the failure and rejects. */
function checkEnvelope(body: Envelope, config: AxiosRequestConfig | undefined, httpStatus?: number): unknown {
  const fallbackCode = httpStatus && httpStatus >= 400 ? httpStatus : SUCCESS_CODE;
  const code = Number(body.code || fallbackCode);
  if (code === SUCCESS_CODE) {
    closeErrorNotice(config);
    return body;
  }
  const serverMsg = body.msg ?? body.message;
  const msg = MAPPED_CODES.has(code) ? tl(`errors.${code}`) : serverMsg || tl('errors.default');
  if (code === 401) {
    // Without a session a 401 is an answer (wrong password), not an expired login.
    if (sentToken(config)) promptRelogin();
    else showFeedback((f) => f.message.error(serverMsg || msg, ERROR_DURATION_SECONDS));
    throw new RequestError(msg, code, httpStatus);
  }
  if (code === SESSION_LOCKED_CODE && sentToken(config)) {
    // the session's screen is locked (in this tab or another): the lock screen is the whole answer
    sessionLocked();
    throw new RequestError(serverMsg || tl('errors.423'), code, httpStatus);
  }
  if (quiet(config)) throw new RequestError(msg, code, httpStatus);
  if (code === 500) showFeedback((f) => f.message.error(msg, ERROR_DURATION_SECONDS));
  else showErrorNotice(msg);
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

/** A download that answered JSON instead of a file is read as the envelope it is. */
async function readJsonBlob(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob) || blobValidate(data)) return data;
  try {
    return JSON.parse(await blobText(data)) as unknown;
  } catch {
    return data;
  }
}

/** A text answer that is one JSON document (an envelope asked for as text), else the text. */
function parseText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function transportMessage(error: AxiosError): string {
  const text = error.message ?? '';
  if (text === 'Network Error') return tl('errors.network');
  if (text.includes('timeout') || error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return tl('errors.timeout');
  if (error.response?.status) return tl('errors.status', { status: error.response.status });
  return text || tl('errors.default');
}

/**
 * The last line of a streamed answer (NDJSON: progress lines, then the envelope), checked as any
 * answer is: its failure shown and rejected, a 401 prompting to sign in again.
 */
export function checkLastLine(text: string, config?: AxiosRequestConfig): Envelope {
  const body = parseText(text.trim().split('\n').at(-1) ?? '');
  if (!isEnvelope(body)) {
    showFeedback((f) => f.message.error(tl('errors.default'), ERROR_DURATION_SECONDS));
    throw new RequestError(tl('errors.default'));
  }
  return checkEnvelope(body, config) as Envelope;
}

/**
 * A response: its body, or (a failure in the envelope) shown and rejected. Files pass as they are.
 * The return type stays inferred (any): axios types an interceptor's result as the response.
 */
export async function onResponse(res: AxiosResponse) {
  const data = await readJsonBlob(res.data);
  const binary = res.config.responseType === 'blob' || res.config.responseType === 'arraybuffer';
  if (binary && data === res.data) return res.data;
  return isEnvelope(data) ? checkEnvelope(data, res.config, res.status) : data;
}

/** An HTTP or transport failure: the envelope's message when there is one, else what went wrong on the way. */
export async function onResponseError(error: AxiosError): Promise<never> {
  if (axios.isCancel(error)) throw error;
  const raw = error.response?.data;
  const body = typeof raw === 'string' ? parseText(raw) : await readJsonBlob(raw);
  if (error.response && isEnvelope(body) && (body.code !== undefined || body.msg !== undefined || body.message !== undefined)) {
    checkEnvelope(body, error.config, error.response.status);
  }
  const msg = transportMessage(error);
  if (!quiet(error.config)) showFeedback((f) => f.message.error(msg, ERROR_DURATION_SECONDS));
  throw new RequestError(msg, undefined, error.response?.status);
}
