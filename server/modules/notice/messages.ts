import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  noticeNotOpen: ['公告{0}不存在或已关闭', 'Notice {0} does not exist or is closed'],
});
