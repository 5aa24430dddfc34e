import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../../server/config.js';
import { createTestApp, loginAs, type TestApp } from './helpers.js';
import { multipart } from './multipart.js';

/**
 * The preamble the API test files share. `useTestApp()` registers the file's hooks: a real app on a
 * database of its own before the first test (signed in as the roles asked for), closed after the
 * last. `t` and the role headers are live bindings, set by the time a test runs; `call` asks the
 * API as the file's default role. Vitest loads this module afresh for every test file.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Headers = Record<string, string>;
/** The admin and the three demo roles of the seed (admin123 / demo123). */
export type Role = 'admin' | 'cs' | 'customs' | 'lhy';

export let t: TestApp;
export let admin: Headers;
export let cs: Headers;
export let customs: Headers;
export let lhy: Headers;

let signedIn: Partial<Record<Role, Headers>> = {};
let caller: Pick<TestAppOptions, 'as' | 'lang'> = {};

export interface TestAppOptions {
  /** config the file's app starts with */
  config?: Partial<AppConfig>;
  /** who signs in before the first test, in this order (each login is a session and a login record) */
  logins?: Role[];
  /** whose headers `call` sends when none are given (a role, or a getter when a test signs in again); the first login when not set */
  as?: Role | (() => Headers);
  /** the accept-language `call` sends when given */
  lang?: string;
}

export function useTestApp(options: TestAppOptions = {}): void {
  beforeAll(async () => {
    t = await createTestApp(options.config);
    signedIn = {};
    for (const role of options.logins ?? []) signedIn[role] = await loginAs(t.app, role);
    ({ admin, cs, customs, lhy } = signedIn as Record<Role, Headers>);
    caller = { as: options.as ?? options.logins?.[0], lang: options.lang };
  });
  afterAll(async () => t?.close());
}

/** One request to `/api${url}`, as the file's default role (or `headers`), in `lang` when given. */
export const call = (method: Method, url: string, payload?: object, headers: Headers = defaultHeaders(), lang = caller.lang) =>
  t.app.inject({ method, url: `/api${url}`, headers: lang ? { ...headers, 'accept-language': lang } : headers, payload });

function defaultHeaders(): Headers {
  if (typeof caller.as === 'function') return caller.as();
  return (caller.as && signedIn[caller.as]) || {};
}

/** POSTs an .xlsx as the multipart `file` part to `/api${url}` (an importData route). */
export const uploadXlsx = (url: string, file: Buffer, headers: Headers = defaultHeaders(), name = 'import.xlsx') => {
  const body = multipart('file', name, file);
  return t.app.inject({ method: 'POST', url: `/api${url}`, payload: body.payload, headers: { ...headers, ...body.headers } });
};
