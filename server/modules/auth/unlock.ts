import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../../lib/errors.js';
import { accountOf } from './login.js';
import { msg } from './messages.js';
import { guessPassword } from './password-tries.js';
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
  const guess = await guessPassword(app.db, account.userName, password, account.password);
  if (guess === 'right') return unlockSession(app.db, user.sessionId);
  if (guess === 'locked') {
    await deleteSession(app.db, user.sessionId);
    throw new AppError(403, msg(request.lang, 'loginLocked'), 'password');
  }
  throw new AppError(400, msg(request.lang, 'unlockWrong'), 'password');
}
