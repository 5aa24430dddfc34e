import { describe, expect, it } from 'vitest';
import type { RouteRecord } from '../../contract/auth';
import { decideAfterLoad, decideNavigation, passwordHold, WHITE_LIST, type NavigationInput, type PhoneArea } from '../../src/app/guard';
import { phoneOnlyMenus } from '../../src/lib/work-area';
import { RequestError } from '../../src/lib/request';

const nav = (path: string, over: Partial<NavigationInput> = {}): NavigationInput => ({
  to: { path, fullPath: path },
  from: null,
  hasToken: false,
  rolesLoaded: false,
  ...over,
});

describe('decideNavigation', () => {
  it.each(WHITE_LIST.map((p) => [p]))('without a session %s opens', (path) => {
    expect(decideNavigation(nav(path))).toEqual({ type: 'next' });
  });

  it.each<[string, NavigationInput, ReturnType<typeof decideNavigation>]>([
    ['no token → login with the full path to come back to', nav('/system/config', { to: { path: '/system/config', fullPath: '/system/config?a=1' } }), { type: 'redirect', to: '/login?redirect=%2Fsystem%2Fconfig%3Fa%3D1' }],
    ['no token, / → login', nav('/'), { type: 'redirect', to: '/login?redirect=%2F' }],
    ['no token, going to a mobile path → /mobile', nav('/mobile/index'), { type: 'redirect', to: '/mobile' }],
    ['no token, coming from a mobile path → /mobile', nav('/index', { from: '/mobile/index' }), { type: 'redirect', to: '/mobile' }],
    ['no token, a deep mobile link (a scanned QR code) → /mobile, kept for after the login', nav('/mobile/bookingdelivery/option', { to: { path: '/mobile/bookingdelivery/option', fullPath: '/mobile/bookingdelivery/option?qr=abc' } }), { type: 'redirect', to: '/mobile?redirect=%2Fmobile%2Fbookingdelivery%2Foption%3Fqr%3Dabc' }],
    ['no token, /mobileX is not the mobile area', nav('/mobileX'), { type: 'redirect', to: '/login?redirect=%2FmobileX' }],
    ['logged in, /login → /', nav('/login', { hasToken: true, rolesLoaded: true }), { type: 'redirect', to: '/' }],
    ['logged in, /login before roles → / as well', nav('/login', { hasToken: true }), { type: 'redirect', to: '/' }],
    ['token but no roles → fetch info and routes first', nav('/system/config', { hasToken: true }), { type: 'load' }],
    ['token, roles loaded → go', nav('/system/config', { hasToken: true, rolesLoaded: true }), { type: 'next' }],
    ['token, roles loaded, whitelisted page → go', nav('/queryCar', { hasToken: true, rolesLoaded: true }), { type: 'next' }],
  ])('%s', (_name, input, expected) => {
    expect(decideNavigation(input)).toEqual(expected);
  });
});

describe('decideAfterLoad', () => {
  const to = { path: '/', fullPath: '/' };

  it.each<[string, Parameters<typeof decideAfterLoad>, ReturnType<typeof decideAfterLoad>]>([
    ['success → go where asked', [{ ok: true, roles: ['cs'] }, { to, from: '/login' }], { type: 'next' }],
    ['LHY coming from the mobile area → mobile home', [{ ok: true, roles: ['LHY'] }, { to, from: '/mobile' }], { type: 'redirect', to: '/mobile/index' }],
    ['LHY on a desktop refresh (no previous path) → go', [{ ok: true, roles: ['LHY'] }, { to, from: null }], { type: 'next' }],
    ['LHY from the desktop → go', [{ ok: true, roles: ['LHY'] }, { to, from: '/login' }], { type: 'next' }],
    ['LHY signed in at /mobile, going on to the scanned link → go', [{ ok: true, roles: ['LHY'] }, { to: { path: '/mobile/bookingdelivery/option', fullPath: '/mobile/bookingdelivery/option?qr=abc' }, from: '/mobile' }], { type: 'next' }],
    ['LHY already going to the mobile home → go', [{ ok: true, roles: ['LHY'] }, { to: { path: '/mobile/index', fullPath: '/mobile/index' }, from: '/mobile' }], { type: 'next' }],
    ['non-LHY from mobile → go', [{ ok: true, roles: ['ROLE_DEFAULT'] }, { to, from: '/mobile' }], { type: 'next' }],
    ['failure → token cleared, error shown, /', [{ ok: false, error: new RequestError('Session gone', 500) }, { to, from: null }], { type: 'redirect', to: '/', clearToken: true, error: 'Session gone' }],
    ['failure without a message → the unknown-error text', [{ ok: false, error: {} }, { to, from: null }], { type: 'redirect', to: '/', clearToken: true, error: '系统未知错误，请反馈给管理员' }],
  ])('%s', (_name, args, expected) => {
    expect(decideAfterLoad(...args)).toEqual(expected);
  });
});

describe('decideAfterLoad: the phone worker\'s phone lands in the phone area (issue 48)', () => {
  const ok = { ok: true as const, roles: ['LHY'] };
  const land = (path: string, area: PhoneArea) => decideAfterLoad(ok, { to: { path, fullPath: path }, from: '/login' }, area);
  const phone = { type: 'redirect', to: '/mobile/index' };
  it('sends warehouse staff (or phone-only menus) on a narrow screen from the console home to the phone home', () => {
    expect(land('/', { phoneWorker: true, narrow: true, chosen: null })).toEqual(phone);
    expect(land('/index', { phoneWorker: true, narrow: true, chosen: null })).toEqual(phone);
  });
  it('leaves the desk, other users, a page asked for by name and a chosen console alone', () => {
    expect(land('/', { phoneWorker: true, narrow: false, chosen: null })).toEqual({ type: 'next' });
    expect(land('/', { phoneWorker: false, narrow: true, chosen: null })).toEqual({ type: 'next' });
    expect(land('/biz/appointment', { phoneWorker: true, narrow: true, chosen: null })).toEqual({ type: 'next' });
    expect(land('/', { phoneWorker: true, narrow: true, chosen: 'console' })).toEqual({ type: 'next' });
  });
  it('sends anyone who chose the phone area there, whatever the screen', () => {
    expect(land('/index', { phoneWorker: false, narrow: false, chosen: 'phone' })).toEqual(phone);
  });
});

describe('phoneOnlyMenus', () => {
  const leaf = (path: string, extra: Partial<RouteRecord> = {}): RouteRecord => ({ path, component: 'x', meta: { title: path }, ...extra });
  it('is true only when every visible menu page is a phone page', () => {
    expect(phoneOnlyMenus([{ path: '/mobile', component: 'Layout', meta: { title: 'm' }, children: [leaf('bookingdelivery'), leaf('outofstock')] }])).toBe(true);
    expect(phoneOnlyMenus([leaf('/mobile/index'), leaf('/biz/appointment')])).toBe(false);
    expect(phoneOnlyMenus([leaf('/mobile/index'), leaf('/biz/appointment', { hidden: true })])).toBe(true);
    expect(phoneOnlyMenus([])).toBe(false);
  });
});

describe('passwordHold (issue 47: a password someone else knows changes first)', () => {
  it('sends every page but the password form to it while the password must change, and nothing otherwise', () => {
    for (const path of ['/index', '/biz/order', '/mobile/index', '/system/config']) {
      expect(passwordHold(path, true)).toEqual({ type: 'redirect', to: '/user/profile?tab=resetPwd' });
      expect(passwordHold(path, false)).toBeNull();
    }
    expect(passwordHold('/user/profile', true)).toBeNull();
  });
});
