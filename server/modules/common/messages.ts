import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  fileName: ['文件名称({0})非法，不允许下载。', 'File name ({0}) is not allowed'],
  fileNotFound: ['文件不存在', 'The file does not exist'],
} as const);
