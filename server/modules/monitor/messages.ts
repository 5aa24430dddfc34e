import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  intranetIp: ['内网IP', 'Intranet address'],
  unknownLocation: ['未知', 'Unknown'],
  userMissing: ['用户"{0}"不存在', 'The user "{0}" does not exist'],
  accountUnlocked: ['账户"{0}"已解锁', 'The account "{0}" is unlocked'],
  sessionGone: ['该会话已结束或已过期', 'That session has already ended or expired'],
  sessionsEnded: ['已强退{0}个会话', '{0} sessions logged out'],
} as const);
