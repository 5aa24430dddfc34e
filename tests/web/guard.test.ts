import { describe, expect, it } from 'vitest';
import { decideAfterLoad, decideNavigation, passwordHold, WHITE_LIST, type NavigationInput } from '../../src/app/guard';
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

describe('passwordHold (issue 47: a password someone else knows changes first)', () => {
  it('sends every page but the password form to it while the password must change, and nothing otherwise', () => {
    for (const path of ['/index', '/biz/order', '/mobile/index', '/system/config']) {
      expect(passwordHold(path, true)).toEqual({ type: 'redirect', to: '/user/profile?tab=resetPwd' });
      expect(passwordHold(path, false)).toBeNull();
    }
    expect(passwordHold('/user/profile', true)).toBeNull();
  });
});
