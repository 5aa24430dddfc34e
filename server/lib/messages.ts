import type { FastifyRequest } from 'fastify';

/** Messages a person reads, in both languages (decisions.md §3). */
const messages = {
  ok: ['操作成功', 'Success'],
  badRequest: ['请求参数有误', 'Invalid request'],
  unauthorized: ['认证失败，无法访问系统资源', 'Authentication failed, cannot access system resources'],
  sessionExpired: ['登录状态已过期，请重新登录', 'Your session has expired, please log in again'],
  forbidden: ['没有权限，请联系管理员授权', 'You do not have permission; ask an administrator'],
  notFound: ['访问资源不存在', 'The resource does not exist'],
  serverError: ['系统内部错误，请联系管理员', 'Internal error; please contact the administrator'],
  busy: ['系统繁忙，请稍后重试', 'The system is busy; please try again in a moment'],
  tooManyRequests: ['请求过于频繁，请稍后重试', 'Too many requests; please wait and try again'],
  captchaExpired: ['验证码已失效', 'The captcha has expired'],
  captchaWrong: ['验证码错误', 'The captcha is wrong'],
  captchaRequired: ['请输入验证码', 'Please enter the captcha'],
  loginFailed: ['用户不存在/密码错误', 'Wrong user name or password'],
  loginLocked: ['密码输入错误5次，帐户锁定10分钟', 'Wrong password 5 times: the account is locked for 10 minutes'],
  userDisabled: ['对不起，您的账号已停用', 'Sorry, your account is disabled'],
  ipBlocked: ['很遗憾，访问IP已被列入系统黑名单', 'Sorry, your IP address is blocked'],
  loginSuccess: ['登录成功', 'Logged in'],
  logoutSuccess: ['退出成功', 'Logged out'],
  duplicate: ['{0}已存在', '{0} already exists'],
  builtInConfig: ['内置参数【{0}】不能删除', 'Built-in parameter {0} cannot be deleted'],
  dictTypeInUse: ['{0}已分配,不能删除', '{0} is in use and cannot be deleted'],
  oldPasswordWrong: ['修改密码失败，旧密码错误', 'The old password is wrong'],
  samePassword: ['新密码不能与旧密码相同', 'The new password must differ from the old one'],
  fileType: ['文件格式不正确，请上传{0}格式', 'Unsupported file type; allowed: {0}'],
  fileTooLarge: ['文件大小超出限制', 'The file is too large'],
  fileMissing: ['请选择要上传的文件', 'Please choose a file to upload'],
  fileName: ['文件名称({0})非法，不允许下载。', 'File name ({0}) is not allowed'],
  dictTypeDuplicate: ['字典类型"{0}"已存在', 'The dictionary type "{0}" already exists'],
  dictValueDuplicate: ['字典类型"{0}"中已存在键值"{1}"', 'The dictionary type "{0}" already has the value "{1}"'],
  dictTypeMissing: ['字典类型"{0}"不存在', 'The dictionary type "{0}" does not exist'],
  emailTaken: ['邮箱账号"{0}"已被其他用户使用', 'The e-mail address "{0}" is used by another user'],
  phoneTaken: ['手机号码"{0}"已被其他用户使用', 'The phone number "{0}" is used by another user'],
  fileNotFound: ['文件不存在', 'The file does not exist'],
  // users, departments, posts
  // roles, menus
  // notices, logs, online users, server
  // scheduled jobs
} as const;

export type MessageKey = keyof typeof messages;
export type Lang = 'zh' | 'en';

export function langOf(request: Pick<FastifyRequest, 'headers'>): Lang {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && header.toLowerCase().startsWith('en') ? 'en' : 'zh';
}

export function msg(lang: Lang, key: MessageKey, ...args: string[]): string {
  const text: string = messages[key][lang === 'en' ? 1 : 0];
  return args.reduce((out, arg, i) => out.replace(`{${i}}`, arg), text);
}
