import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginBody } from '../../../contract/auth.js';
import { AppError } from '../../lib/errors.js';
import { checkPassword, hashPassword } from '../../lib/password-hash.js';
import { msg } from './messages.js';
import { sysDept } from '../dept/table.js';
import { sysUser } from '../user/table.js';
import { sameUserName } from '../user/repository.js';
import { checkCaptcha } from './captcha.js';
import { sysSession } from '../user/table.js';
import { sysLogininfor } from './table.js';
import { signToken } from '../../lib/token.js';
import { describeAgent } from './user-agent.js';
import { firstRow } from '../../db/client.js';

export const MAX_LOGIN_FAILURES = 5;
export const LOCK_MINUTES = 10;

/**
 * Failed sign-ins under names that are no account, counted like an account's (five, then ten
 * minutes' lock) so that a lock does not single out the real names. Kept in this process only:
 * there is no row to count on, and the table must not grow with every name an attacker tries.
 */
class UnknownNameFailures {
  private readonly failures = new Map<string, { count: number; lockedUntil: number }>();

  constructor(private readonly maxNames = 10_000) {}

  locked(name: string, now = Date.now()) {
    return (this.failures.get(name.toLowerCase())?.lockedUntil ?? 0) > now;
  }

  /** One more failure; true when the name is now locked. */
  fail(name: string, now = Date.now()) {
    const key = name.toLowerCase();
    const before = this.failures.get(key);
    const count = before && before.lockedUntil <= now && before.lockedUntil > 0 ? 1 : (before?.count ?? 0) + 1;
    const lockedUntil = count >= MAX_LOGIN_FAILURES ? now + LOCK_MINUTES * 60_000 : 0;
    this.failures.delete(key);
    if (this.failures.size >= this.maxNames) this.failures.delete(this.failures.keys().next().value!);
    this.failures.set(key, { count, lockedUntil });
    return lockedUntil > 0;
  }
}
const unknownNames = new UnknownNameFailures();

/** The signed-in user's account row (undefined once deleted). */
export const accountOf = (db: FastifyInstance['db'], userId: number) => firstRow(db.select().from(sysUser).where(eq(sysUser.userId, userId)).limit(1));

export async function captchaEnabled(app: FastifyInstance): Promise<boolean> {
  if (!app.config.captchaEnabled) return false;
  return (await app.configCache.get('sys.account.captchaEnabled')) !== 'false';
}

async function recordLogin(app: FastifyInstance, request: FastifyRequest, userName: string, ok: boolean, message: string) {
  const { browser, os } = describeAgent(request.headers['user-agent']);
  await app.db.insert(sysLogininfor).values({ userName, ipaddr: request.ip, browser, os, status: ok ? '0' : '1', msg: message });
}

/**
 * One more wrong password for the account (at login or at the lock screen); true when it is now
 * locked. Counted in the database, so every server process sees the same count.
 */
export async function countFailure(app: FastifyInstance, userId: number): Promise<boolean> {
  const [after] = await app.db
    .update(sysUser)
    .set({
      loginFailures: sql`case when ${sysUser.lockedUntil} is not null and ${sysUser.lockedUntil} <= now() then 1 else ${sysUser.loginFailures} + 1 end`,
      lockedUntil: sql`case when ${sysUser.loginFailures} + 1 >= ${MAX_LOGIN_FAILURES} and (${sysUser.lockedUntil} is null or ${sysUser.lockedUntil} > now()) then now() + make_interval(mins => ${LOCK_MINUTES}) else null end`,
    })
    .where(eq(sysUser.userId, userId))
    .returning({ lockedUntil: sysUser.lockedUntil });
  return !!after?.lockedUntil;
}

/** Checks the captcha, the password and the lock; records the attempt; opens a session. */
export async function login(app: FastifyInstance, request: FastifyRequest, body: LoginBody): Promise<string> {
  const lang = request.lang;
  const fail = async (key: Parameters<typeof msg>[1], status = 400, field?: string): Promise<never> => {
    await recordLogin(app, request, body.username, false, msg(lang, key));
    throw new AppError(status, msg(lang, key), field);
  };

  if (await captchaEnabled(app)) {
    try {
      await checkCaptcha(app.db, lang, body.uuid, body.code);
    } catch (error) {
      await recordLogin(app, request, body.username, false, (error as Error).message);
      throw error;
    }
  }
  const blocked = (await app.configCache.get('sys.login.blackIPList')) ?? '';
  if (blocked.split(';').map((s) => s.trim()).includes(request.ip)) await fail('ipBlocked', 403);

  // Every way of failing answers alike and costs alike, so that no answer tells whether a name
  // exists: the password is always checked (against a stand-in hash for a missing account), the
  // lock is applied to unknown names too, and a disabled account is told only to its password.
  const found = await firstRow(app.db.select().from(sysUser).where(sameUserName(body.username)).limit(1));
  const user = found?.delFlag === '0' ? found : undefined;
  // a missing account's, or one of a cost we do not compute, is checked against a stand-in (password-hash.ts)
  const { ok: passwordOk, rehash } = await checkPassword(body.password, user?.password);
  const lockedNow = user ? !!user.lockedUntil && user.lockedUntil.getTime() > Date.now() : unknownNames.locked(body.username);
  if (lockedNow) await fail('loginLocked', 403);
  if (!user || !passwordOk) {
    const locked = user ? await countFailure(app, user.userId) : unknownNames.fail(body.username);
    await fail(locked ? 'loginLocked' : 'loginFailed', locked ? 403 : 400);
  }
  if (user!.status !== '0') await fail('userDisabled', 403);

  // an imported hash of another cost is replaced by ours at the first login (issue 47 hole 7)
  const password = rehash ? await hashPassword(body.password) : undefined;
  const dept = user!.deptId ? await firstRow(app.db.select().from(sysDept).where(eq(sysDept.deptId, user!.deptId)).limit(1)) : undefined;
  const { token, sessionId } = signToken(app.config.tokenSecret);
  const { browser, os } = describeAgent(request.headers['user-agent']);
  await app.db.transaction(async (tx) => {
    await tx.insert(sysSession).values({ sessionId, userId: user!.userId, userName: user!.userName, deptName: dept?.deptName, ipaddr: request.ip, browser, os });
    await tx
      .update(sysUser)
      .set({ loginFailures: 0, lockedUntil: null, loginIp: request.ip, loginDate: new Date(), ...(password ? { password } : {}) })
      .where(eq(sysUser.userId, user!.userId));
  });
  await recordLogin(app, request, user!.userName, true, msg(lang, 'loginSuccess'));
  return token;
}
