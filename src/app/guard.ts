import { replace, type LoaderFunctionArgs } from 'react-router';
import { getToken } from '../lib/auth';
import { showFeedback } from '../lib/feedback';
import { getLang, tl } from '../lib/i18n';
import { RequestError } from '../lib/request';
import { SESSION_LOCKED_CODE } from '../../contract/constants';
import { usePermissionStore } from '../stores/permission';
import { prefetchPageOf, rememberPages } from './prefetch';
import { useUserStore } from '../stores/user';
import { whenUnlocked } from '../stores/lock';
import { chosenWorkArea, narrowScreen, phoneOnlyMenus, type WorkArea } from '../lib/work-area';

/** Paths that open without a session (spec §6). */
export const WHITE_LIST = [
  '/login',
  '/mobile',
  '/auth-redirect',
  '/bind',
  '/register',
  '/driverQRcode',
  '/queryCar',
  '/carList',
  '/outofstockcarList',
] as const;
/** Paths under these open without a session too: the rest of the path is a link's token. */
export const PUBLIC_PREFIXES = ['/supplier/'] as const;
const isPublicPath = (path: string) => (WHITE_LIST as readonly string[]).includes(path) || PUBLIC_PREFIXES.some((p) => path.startsWith(p));

export const MOBILE_HOME = '/mobile/index';
export const WAREHOUSE_ROLE = 'LHY';

export const isMobilePath = (path: string | null | undefined): boolean =>
  !!path && (path === '/mobile' || path.startsWith('/mobile/'));

/** A mobile page other than the entry and the home: where a scanned link points. */
const isDeepMobileLink = (path: string) => isMobilePath(path) && path !== '/mobile' && path !== MOBILE_HOME;

export interface NavigationInput {
  to: { path: string; fullPath: string };
  /** the path the user is leaving; null on the first load */
  from: string | null;
  hasToken: boolean;
  /** user info and routes are in (roles non-empty) */
  rolesLoaded: boolean;
}

export type GuardDecision =
  | { type: 'next' }
  | { type: 'redirect'; to: string }
  /** fetch user info and routes, then ask decideAfterLoad */
  | { type: 'load' };

/** What to do with a navigation before any call is made: RuoYi's permission.js, as data. */
export function decideNavigation({ to, from, hasToken, rolesLoaded }: NavigationInput): GuardDecision {
  if (hasToken) {
    if (to.path === '/login') return { type: 'redirect', to: '/' };
    return rolesLoaded ? { type: 'next' } : { type: 'load' };
  }
  if (isPublicPath(to.path)) return { type: 'next' };
  // a deep mobile link (the driver's QR code scanned by warehouse staff) survives the login
  if (isDeepMobileLink(to.path)) return { type: 'redirect', to: `/mobile?redirect=${encodeURIComponent(to.fullPath)}` };
  if (isMobilePath(from) || isMobilePath(to.path)) return { type: 'redirect', to: '/mobile' };
  return { type: 'redirect', to: `/login?redirect=${encodeURIComponent(to.fullPath)}` };
}

/** Where an account whose password must change is held (issue 47): its own password form. */
export const PASSWORD_PAGE = '/user/profile';
const PASSWORD_FORM = `${PASSWORD_PAGE}?tab=resetPwd`;

/**
 * Until the password is changed the server answers nothing but the change (and who the user is,
 * the menu, the notices): every other page of the console would only show refusals, so the
 * navigation goes to the password form instead.
 */
export function passwordHold(path: string, mustChangePassword: boolean): GuardDecision | null {
  return mustChangePassword && path !== PASSWORD_PAGE ? { type: 'redirect', to: PASSWORD_FORM } : null;
}

export type LoadOutcome = { ok: true; roles: string[] } | { ok: false; error: unknown };

export type AfterLoadDecision = GuardDecision & { clearToken?: boolean; error?: string };

/** Where a sign-in lands when no page was asked for: the console's home. */
const LANDINGS = ['/', '/index'];

/**
 * Who works in the phone area on this device (issue 48): warehouse staff (LHY) or a user whose
 * menus are all the phone's, on a narrow screen, unless they chose the console from the avatar menu.
 */
export interface PhoneArea {
  phoneWorker: boolean;
  narrow: boolean;
  chosen: WorkArea | null;
}

/** After user info and routes were fetched (or failed to be). */
export function decideAfterLoad(outcome: LoadOutcome, { to, from }: Pick<NavigationInput, 'to' | 'from'>, area?: PhoneArea): AfterLoadDecision {
  if (!outcome.ok) return { type: 'redirect', to: '/', clearToken: true, error: errorText(outcome.error) };
  if (outcome.roles.includes(WAREHOUSE_ROLE) && isMobilePath(from) && to.path !== MOBILE_HOME && !isDeepMobileLink(to.path)) {
    return { type: 'redirect', to: MOBILE_HOME };
  }
  // landing on the console's home, not a page asked for by name: the phone worker's phone goes to the phone area
  const phoneFirst = area ? area.chosen === 'phone' || (area.chosen === null && area.phoneWorker && area.narrow) : false;
  if (phoneFirst && LANDINGS.includes(to.path)) return { type: 'redirect', to: MOBILE_HOME };
  return { type: 'next' };
}

function phoneAreaNow(roles: string[]): PhoneArea {
  return { phoneWorker: roles.includes(WAREHOUSE_ROLE) || phoneOnlyMenus(usePermissionStore.getState().serverRoutes), narrow: narrowScreen(), chosen: chosenWorkArea() };
}

function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return tl('errors.default');
}

// ---- applying the decisions (the root route's loader)

let pending: { token: string; promise: Promise<LoadOutcome> } | null = null;
let lastPath: string | null = null;

/**
 * getInfo and generateRoutes, side by side (the routes need only the token, not the user), once per
 * token however many navigations ask at the same time. A session locked on the server is refused
 * its routes (423, the lock screen comes up meanwhile): they are asked again once it is unlocked.
 */
export function loadSession(): Promise<LoadOutcome> {
  const token = getToken() ?? '';
  if (pending && pending.token === token) return pending.promise;
  const promise = (async (): Promise<LoadOutcome> => {
    for (;;) {
      try {
        await Promise.all([useUserStore.getState().getInfo(), usePermissionStore.getState().generateRoutes(getLang())]);
        return { ok: true, roles: useUserStore.getState().roles };
      } catch (error) {
        if (!(error instanceof RequestError && error.code === SESSION_LOCKED_CODE)) return { ok: false, error };
        await whenUnlocked();
        // logged out from the lock screen: the page is on its way to the login
        if (!getToken()) return { ok: false, error };
      }
    }
  })();
  pending = { token, promise };
  return promise;
}

export function sessionLoaded(): boolean {
  return useUserStore.getState().roles.length > 0 && usePermissionStore.getState().loaded;
}

/** The root layout reports each committed location, so the next decision knows where it came from. */
export function rememberPath(path: string): void {
  lastPath = path;
}

export function resetGuard(): void {
  pending = null;
  lastPath = null;
}

export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const to = { path: url.pathname, fullPath: url.pathname + url.search };
  const decision = decideNavigation({ to, from: lastPath, hasToken: !!getToken(), rolesLoaded: sessionLoaded() });
  if (decision.type === 'redirect') throw replace(decision.to);
  const held = () => (getToken() ? passwordHold(to.path, useUserStore.getState().mustChangePassword) : null);
  if (decision.type === 'next') {
    const hold = held();
    if (hold?.type === 'redirect') throw replace(hold.to);
    return null;
  }
  prefetchPageOf(to.path, url.search);
  const outcome = await loadSession();
  if (outcome.ok) rememberPages(usePermissionStore.getState().serverRoutes);
  const after = decideAfterLoad(outcome, { to, from: lastPath }, outcome.ok ? phoneAreaNow(outcome.roles) : undefined);
  if (after.clearToken) {
    useUserStore.getState().resetSession();
    // a failed call has already shown its own message
    if (!(!outcome.ok && outcome.error instanceof RequestError)) showFeedback((f) => f.message.error(after.error));
  }
  if (after.type === 'redirect') throw replace(after.to);
  const hold = outcome.ok ? held() : null;
  if (hold?.type === 'redirect') throw replace(hold.to);
  return null;
}
