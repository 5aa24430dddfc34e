import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  fileName: ['文件名称({0})非法，不允许下载。', 'File name ({0}) is not allowed'],
  fileNotFound: ['文件不存在', 'The file does not exist'],
  uploadRate: ['上传过于频繁：每人每分钟最多上传{0}个文件，请{1}秒后再试', 'Too many uploads: at most {0} files a minute per user; try again in {1} s'],
  uploadQuota: ['上传总量已达上限：每人24小时内最多上传{0} MB，{1}起可继续上传', 'Upload allowance used up: at most {0} MB per user in 24 hours; more frees up at {1}'],
  uploadQuotaFile: ['文件超出剩余的上传额度：每人24小时内最多上传{0} MB，当前剩余{1} MB', 'The file is larger than what is left of the upload allowance: at most {0} MB per user in 24 hours, {1} MB left'],
  uploadFreesAt: ['；{0}起额度逐步恢复', '; more frees up at {0}'],
} as const);
