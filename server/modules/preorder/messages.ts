import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  preorderNotFound: ['预订单不存在或无权访问', 'The pre-order does not exist or is outside your data scope'],
  preorderReasonRequired: ['预订单不通过时必须填写原因', 'the reason is required when a pre-order does not pass'],
  preorderIllegalMove: ['预订单当前为"{0}"，不能改为"{1}"', 'A pre-order that is "{0}" cannot be set to "{1}"'],
  preorderBackByEdit: ['未通过的预订单修改后自动回到未处理', 'A not-passed pre-order returns to unprocessed when it is edited'],
  preorderStale: ['预订单已被他人修改，请刷新后重试', 'Someone else changed this pre-order; reload it and try again'],
  preorderLocked: ['已通过的预订单不能修改', 'A passed pre-order can no longer be edited'],
  preorderDeletePassed: ['已通过的预订单"{0}"不能删除', 'The passed pre-order "{0}" cannot be deleted'],
  preorderNoTaken: ['订单号"{0}"已被使用', 'The order number "{0}" is already used'],
} as const);
