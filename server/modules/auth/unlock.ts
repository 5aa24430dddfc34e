import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../../lib/errors.js';
import { checkPassword } from '../../lib/password-hash.js';
import { sysUser } from '../user/table.js';
import { accountOf, countFailure } from './login.js';
import { msg } from './messages.js';
import { deleteSession, unlockSession } from './session.js';

/**
 * The lock screen's password (RuoYi's POST /unlockscreen): the right one lifts the session's lock
 * (POST /lockscreen; RuoYi's console locks in the browser only, and finds nothing to lift). A
 * wrong one counts toward the login lockout like a wrong login: the fifth locks the account and
 * ends this session, so whoever sits at an unattended, locked console cannot go on guessing.
 */
export async function unlockScreen(app: FastifyInstance, request: FastifyRequest, password: string): Promise<void> {
  const user = request.user!;
  const account = await accountOf(app.db, user.userId);
  if (!account) throw unauthorized(msg(request.lang, 'loginFailed'));
  const lockedNow = !!account.lockedUntil && account.lockedUntil.getTime() > Date.now();
  if (!lockedNow && (await checkPassword(password, account.password)).ok) {
    if (account.loginFailures) await app.db.update(sysUser).set({ loginFailures: 0, lockedUntil: null }).where(eq(sysUser.userId, user.userId));
    await unlockSession(app.db, user.sessionId);
    return;
  }
  const locked = lockedNow || (await countFailure(app, user.userId));
  if (locked) {
    await deleteSession(app.db, user.sessionId);
    throw new AppError(403, msg(request.lang, 'loginLocked'), 'password');
  }
  throw new AppError(400, msg(request.lang, 'unlockWrong'), 'password');
}
