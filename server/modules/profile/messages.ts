import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  oldPasswordWrong: ['修改密码失败，旧密码错误', 'The old password is wrong'],
  samePassword: ['新密码不能与旧密码相同', 'The new password must differ from the old one'],
} as const);
