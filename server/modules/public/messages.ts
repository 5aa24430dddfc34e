import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  publicBookingNotFound: ['预约不存在，或尚未审核通过', 'No such booking, or it has not passed review yet'],
} as const);
