import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaResult, infoResult, loginBody, loginResult, registerBody, routersQuery, unlockBody } from '../../../contract/auth.js';
import { okResult } from '../../../contract/common.js';
import { unauthorized } from '../../lib/errors.js';
import { msg } from './messages.js';
import { ok } from '../../lib/reply.js';
import { pickName } from '../../lib/local-name.js';
import { toSessionUser } from './user-view.js';
import { createCaptcha } from './captcha.js';
import { accountOf, captchaEnabled, login } from './login.js';
import { routersOf } from './routers.js';
import { cacheAccount, cachedAccount } from '../../lib/session-cache.js';
import { bearer } from '../../plugins/access.js';
import { deleteSession, lockSession } from './session.js';
import { register } from './register.js';
import { unlockScreen } from './unlock.js';
import { verifyToken } from '../../lib/token.js';

export const routes: FastifyPluginAsyncZod = async (app) => {
  /** The account as read within the last second (lib/session-cache.ts): /getInfo is asked on every page load. */
  const accountOfSoon = async (userId: number) => {
    const hit = cachedAccount<Awaited<ReturnType<typeof accountOf>>>(userId);
    if (hit) return hit;
    const row = await accountOf(app.db, userId);
    if (row) cacheAccount(userId, row);
    return row;
  };
  const loginLimit = { max: app.config.loginRateLimit, timeWindow: '1 minute' };

  app.get('/captchaImage', {
    config: { access: { public: true }, rateLimit: loginLimit },
    schema: { tags: ['auth'], summary: 'Login captcha', response: { 200: captchaResult } },
  }, async (request) => {
    const registerEnabled = (await app.configCache.get('sys.account.registerUser')) === 'true';
    if (!(await captchaEnabled(app))) return { ...ok(request), captchaEnabled: false, registerEnabled };
    return { ...ok(request), captchaEnabled: true, registerEnabled, ...(await createCaptcha(app.db)) };
  });

  app.post('/login', {
    config: { access: { public: true }, rateLimit: loginLimit },
    schema: { tags: ['auth'], summary: 'Log in', body: loginBody, response: { 200: loginResult } },
  }, async (request) => ({ ...ok(request), token: await login(app, request, request.body) }));

  app.post('/register', {
    config: { access: { public: true }, rateLimit: loginLimit, operLog: { title: 'register', businessType: 1 } },
    schema: { tags: ['auth'], summary: 'Register an account (only while sys.account.registerUser is true)', body: registerBody, response: { 200: okResult } },
  }, async (request) => {
    await register(app, request, request.body);
    return { code: 200, msg: msg(request.lang, 'registerDone') };
  });

  app.post('/lockscreen', {
    config: { access: { login: true } },
    schema: { tags: ['auth'], summary: 'Lock the screen: until unlocked the session answers only the lock screen, and is not kept alive', response: { 200: okResult } },
  }, async (request) => {
    await lockSession(app.db, request.user!.sessionId);
    return ok(request);
  });

  app.post('/unlockscreen', {
    config: { access: { login: true }, whileLocked: true, beforePasswordChange: true, rateLimit: loginLimit },
    schema: { tags: ['auth'], summary: 'Unlock the lock screen with the password (wrong ones count toward the lockout)', body: unlockBody, response: { 200: okResult } },
  }, async (request) => {
    await unlockScreen(app, request, request.body.password);
    return ok(request);
  });

  app.post('/logout', {
    config: { access: { public: true } },
    schema: { tags: ['auth'], summary: 'Log out (ends the session)', response: { 200: okResult } },
  }, async (request) => {
    // public, so that an expired session can still log out: the token names the session to end
    const token = bearer(request);
    const sessionId = token ? verifyToken(app.config.tokenSecret, token) : null;
    if (sessionId) await deleteSession(app.db, sessionId);
    return { code: 200, msg: msg(request.lang, 'logoutSuccess') };
  });

  app.get('/getInfo', {
    // the lock screen shows who is signed in
    config: { access: { login: true }, whileLocked: true, beforePasswordChange: true },
    schema: { tags: ['auth'], summary: 'The signed-in user, roles and permissions', response: { 200: infoResult } },
  }, async (request) => {
    const user = request.user!;
    const row = await accountOfSoon(user.userId);
    if (!row) throw unauthorized(msg(request.lang, 'unauthorized'));
    const initPolicy = await app.configCache.get('sys.account.initPasswordModify');
    const initPasswordModify = initPolicy === '1';
    const validDays = Number((await app.configCache.get('sys.account.passwordValidateDays')) ?? 0);
    const changedAt = row.pwdUpdateDate?.getTime();
    return {
      ...ok(request),
      user: toSessionUser(row, pickName(user.deptName ?? '', user.deptNameEn, request.lang) || null, user.deptAncestors),
      roles: user.roles.length ? user.roles : ['ROLE_DEFAULT'],
      permissions: user.permissions,
      isDefaultModifyPwd: initPasswordModify && !changedAt,
      isPasswordExpired: validDays > 0 && !!changedAt && Date.now() - changedAt > validDays * 86_400_000,
      // nothing but the change answers until it is made (access plugin): the console goes to it
      mustChangePassword: initPolicy !== '0' && !changedAt,
    };
  });

  app.get('/getRouters', {
    config: { access: { login: true }, beforePasswordChange: true },
    schema: { tags: ['auth'], summary: 'Route tree of the caller\'s menus; language 0 English, 1 Chinese', querystring: routersQuery },
  }, async (request) => {
    const english = request.query.language === '0' || (request.query.language === undefined && request.lang === 'en');
    return ok(request, await routersOf(app.db, request.user!, english));
  });
};
