import type { FastifyRequest } from 'fastify';

/** Messages a person reads, in both languages (decisions.md §3). */
const messages = {
  ok: ['操作成功', 'Success'],
  badRequest: ['请求参数有误', 'Invalid request'],
  unauthorized: ['认证失败，无法访问系统资源', 'Authentication failed, cannot access system resources'],
  sessionExpired: ['登录状态已过期，请重新登录', 'Your session has expired, please log in again'],
  passwordMustChange: ['请先修改密码：此密码由他人设置或从未修改过，修改前不能进行其他操作', 'Change your password first: it was set by someone else or never changed, and nothing else can be done until it is'],
  sessionLocked: ['屏幕已锁定，请输入密码解锁', 'The screen is locked: enter your password to unlock it'],
  forbidden: ['没有权限，请联系管理员授权', 'You do not have permission; ask an administrator'],
  notFound: ['访问资源不存在', 'The resource does not exist'],
  serverError: ['系统内部错误，请联系管理员', 'Internal error; please contact the administrator'],
  busy: ['系统繁忙，请稍后重试', 'The system is busy; please try again in a moment'],
  tooManyRequests: ['请求过于频繁，请稍后重试', 'Too many requests; please wait and try again'],
  fileType: ['文件格式不正确，请上传{0}格式', 'Unsupported file type; allowed: {0}'],
  fileTooLarge: ['文件大小超出限制', 'The file is too large'],
  nulCharacter: ['不能包含空字符（NUL）', 'must not contain a NUL character'],
  badValue: ['有数值超出范围或格式不正确', 'A value is out of range or malformed'],
  bodyTooLarge: ['请求内容过大', 'The request body is too large'],
  urlTooLong: ['请求地址过长', 'The request address is too long'],
  headersTooLarge: ['请求头过大', 'The request headers are too large'],
  timeout: ['请求超时', 'The request timed out'],
  fileMissing: ['请选择要上传的文件', 'Please choose a file to upload'],
  importRequired: ['必填', 'required'],
  importBadFile: ['无法读取该文件，请上传 .xlsx 格式的 Excel 文件', 'The file could not be read: upload an Excel workbook (.xlsx)'],
  importEmpty: ['导入的数据不能为空', 'The sheet holds no rows to import'],
  importTooMany: ['一次最多导入{0}行', 'At most {0} rows can be imported at once'],
  importCellTooLong: ['单元格内容超过{0}个字符', 'A cell holds more than {0} characters'],
  importUnzippedTooLarge: ['文件解压后超过{0} MB', 'The workbook inflates to more than {0} MB'],
  importTooManyParts: ['文件包含超过{0}个部件', 'The workbook holds more than {0} parts'],
  importTooManyColumns: ['一行最多{0}列', 'A row may hold at most {0} columns'],
  importRow: ['第{0}行：{1}', 'row {0}: {1}'],
  importDone: ['导入成功：新增{0}条，更新{1}条', 'Imported: {0} added, {1} updated'],
  importCancelled: ['导入已取消，未保存任何数据', 'The import was cancelled; nothing was saved'],
  importFailed: ['导入失败，未保存任何数据', 'The import failed; nothing was saved'],
  importPartial: ['导入完成：新增{0}条，更新{1}条；以下{2}行有误未导入，其余行已保存：', 'Imported {0} added and {1} updated; these {2} rows were not imported (the others were saved):'],
  importPartialOne: ['导入完成：新增{0}条，更新{1}条；以下{2}行有误未导入，其余行已保存：', 'Imported {0} added and {1} updated; this row was not imported (the others were saved):'],
  importHeaders: ['表头与模板不符，缺少列：{0}', 'The header row does not match the template; missing column(s): {0}'],
  importRefused: ['有{0}行数据有误，整个文件未导入：', '{0} rows have errors, so nothing was imported:'],
  importRefusedOne: ['有{0}行数据有误，整个文件未导入：', '{0} row has errors, so nothing was imported:'],
  importMore: ['……另有{0}条错误未列出', '… and {0} more errors not listed'],
  importMoreOne: ['……另有{0}条错误未列出', '… and {0} more error not listed'],
} as const;

export type MessageKey = keyof typeof messages;
type Texts = Readonly<Record<string, readonly [string, string]>>;
export type Lang = 'zh' | 'en';

export function langOf(request: Pick<FastifyRequest, 'headers'>): Lang {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && header.toLowerCase().startsWith('en') ? 'en' : 'zh';
}

const format = (texts: Texts, lang: Lang, key: string, args: string[]) =>
  args.reduce((out, arg, i) => out.replace(`{${i}}`, arg), texts[key][lang === 'en' ? 1 : 0]);

/** A generic message: the ones the shared code and more than one module speak. */
export function msg(lang: Lang, key: MessageKey, ...args: string[]): string {
  return format(messages, lang, key, args);
}

/**
 * A module's own messages, beside it (`modules/<name>/messages.ts`): the returned `msg` speaks
 * them and the generic ones, so a new module never edits this file.
 */
export function defineMessages<K extends string>(own: Readonly<Record<K, readonly [string, string]>>) {
  const texts: Texts = { ...messages, ...own };
  return (lang: Lang, key: K | MessageKey, ...args: string[]): string => format(texts, lang, key, args);
}
