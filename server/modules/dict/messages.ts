import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  dictTypeInUse: ['{0}已分配,不能删除', '{0} is in use and cannot be deleted'],
  dictTypeDuplicate: ['字典类型"{0}"已存在', 'The dictionary type "{0}" already exists'],
  dictValueDuplicate: ['字典类型"{0}"中已存在键值"{1}"', 'The dictionary type "{0}" already has the value "{1}"'],
  dictTypeMissing: ['字典类型"{0}"不存在', 'The dictionary type "{0}" does not exist'],
} as const);
