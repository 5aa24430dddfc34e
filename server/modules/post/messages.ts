import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  postCodeTaken: ['岗位编码"{0}"已存在', 'The post code "{0}" already exists'],
  postNameTaken: ['岗位名称"{0}"已存在', 'The post name "{0}" already exists'],
  postInUse: ['岗位"{0}"已分配给用户，不能删除', 'The post "{0}" is held by users and cannot be deleted'],
} as const);
