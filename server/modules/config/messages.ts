import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  duplicate: ['{0}已存在', '{0} already exists'],
  builtInConfig: ['内置参数【{0}】不能删除', 'Built-in parameter {0} cannot be deleted'],
} as const);
