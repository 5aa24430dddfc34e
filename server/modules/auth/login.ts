import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginBody } from '../../../contract/auth.js';
import { AppError } from '../../lib/errors.js';
import { BCRYPT_COST, bcryptCost, hashPassword } from '../../lib/password-hash.js';
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
import { guessPassword } from './password-tries.js';


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
  // guess is counted on the name as typed whether it is an account or not (password-tries.ts),
  // and a disabled account is told only to its password.
  const found = await firstRow(app.db.select().from(sysUser).where(sameUserName(body.username)).limit(1));
  const user = found?.delFlag === '0' ? found : undefined;
  const guess = await guessPassword(app.db, body.username, body.password, user?.password);
  if (guess === 'locked') await fail('loginLocked', 403);
  if (guess === 'wrong' || !user) await fail('loginFailed', 400);
  if (user!.status !== '0') await fail('userDisabled', 403);

  // an imported hash of another cost is replaced by ours at the first login (issue 47 hole 7)
  const password = bcryptCost(user!.password) !== BCRYPT_COST ? await hashPassword(body.password) : undefined;
  const dept = user!.deptId ? await firstRow(app.db.select().from(sysDept).where(eq(sysDept.deptId, user!.deptId)).limit(1)) : undefined;
  const { token, sessionId } = signToken(app.config.tokenSecret);
  const { browser, os } = describeAgent(request.headers['user-agent']);
  await app.db.transaction(async (tx) => {
    await tx.insert(sysSession).values({ sessionId, userId: user!.userId, userName: user!.userName, deptName: dept?.deptName, ipaddr: request.ip, browser, os });
    await tx
      .update(sysUser)
      .set({ loginIp: request.ip, loginDate: new Date(), ...(password ? { password } : {}) })
      .where(eq(sysUser.userId, user!.userId));
  });
  await recordLogin(app, request, user!.userName, true, msg(lang, 'loginSuccess'));
  return token;
}
