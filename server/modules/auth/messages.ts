import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  captchaExpired: ['验证码已失效', 'The captcha has expired'],
  captchaWrong: ['验证码错误', 'The captcha is wrong'],
  captchaRequired: ['请输入验证码', 'Please enter the captcha'],
  loginFailed: ['用户不存在/密码错误', 'Wrong user name or password'],
  loginLocked: ['密码输入错误5次，帐户锁定10分钟', 'Wrong password 5 times: the account is locked for 10 minutes'],
  userDisabled: ['对不起，您的账号已停用', 'Sorry, your account is disabled'],
  ipBlocked: ['很遗憾，访问IP已被列入系统黑名单', 'Sorry, your IP address is blocked'],
  loginSuccess: ['登录成功', 'Logged in'],
  logoutSuccess: ['退出成功', 'Logged out'],
  unlockWrong: ['密码错误', 'Wrong password'],
  registerOff: ['当前系统没有开启注册功能！', 'Registration is not open on this system'],
  registerTaken: ["保存用户'{0}'失败，注册账号已存在", "The account '{0}' already exists"],
  registerDone: ['注册成功', 'Registered: you can log in now'],
  passwordsDiffer: ['两次输入的密码不一致', 'The two passwords differ'],
} as const);
