import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RegisterBody } from '../../../contract/auth.js';
import { userInput } from '../../../contract/user.js';
import { conflict, forbidden } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { checkNewUserName } from '../user/look-alike.js';
import * as users from '../user/repository.js';
import { captchaEnabled } from './login.js';
import { checkCaptcha } from './captcha.js';
import { msg } from './messages.js';
import { hashPassword } from '../../lib/password-hash.js';

/**
 * Self-registration, as RuoYi has it: only while the parameter sys.account.registerUser is true,
 * behind the captcha, under the rules of an account an administrator adds. The new account holds
 * no role, department or post: it signs in and sees nothing until an administrator grants some.
 */
export async function register(app: FastifyInstance, request: FastifyRequest, body: RegisterBody): Promise<void> {
  const { lang } = request;
  if ((await app.configCache.get('sys.account.registerUser')) !== 'true') throw forbidden(msg(lang, 'registerOff'));
  if (await captchaEnabled(app)) await checkCaptcha(app.db, lang, body.uuid, body.code);
  if (await users.findByUserName(app.db, body.username)) throw conflict(msg(lang, 'registerTaken', body.username));
  await checkNewUserName(app.db, lang, body.username, 'username');
  const input = userInput.parse({ userName: body.username, nickName: body.username, roleIds: [], postIds: [] });
  try {
    await users.insertUser(app.db, input, await hashPassword(body.password), body.username);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(msg(lang, 'registerTaken', body.username));
    throw error;
  }
}
