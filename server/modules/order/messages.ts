import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  orderCurrency: ['币种"{0}"不存在', 'Unknown currency "{0}"'],
  orderNoTaken: ['订单号"{0}"已存在', 'The order number "{0}" already exists'],
  orderNotFound: ['订单不存在', 'The order does not exist'],
  orderLocked: ['订单"{0}"已开始报关或已结束，不能修改', 'Order "{0}" has started customs or is over and cannot be changed'],
  orderNotDeletable: ['订单"{0}"已开始报关或已结束，不能删除', 'Order "{0}" has started customs or is over and cannot be deleted'],
  orderIllegalMove: ['订单结束状态不能从"{0}"变为"{1}"', 'The order end state cannot move from "{0}" to "{1}"'],
  orderReasonRequired: ['异常结束必须填写原因', 'a reason is required for an abnormal end'],
  orderStale: ['订单已被他人修改，请刷新后重试', 'The order was changed by someone else; refresh and try again'],
  orderStatusFollows: ['报关状态和送货状态随报关单和预约变化，不能直接修改', 'The customs and delivery statuses follow the filing and the appointments and cannot be set directly'],
  orderOver: ['订单"{0}"已结束，不能修改', 'Order "{0}" is over and cannot be changed'],
  orderImportHeader: ['订单"{0}"的表头与第{1}行不一致', 'the header of order "{0}" differs from row {1}'],
  orderImportWithBad: ['与第{1}行同属订单"{0}"，该订单未导入', 'not imported: it belongs to order "{0}", whose row {1} has an error'],
  orderImportTooManyLines: ['订单"{0}"超过{1}行明细', 'order "{0}" has more than {1} lines'],
  orderImportStale: ['订单"{0}"在导入期间已被他人修改或已报关，未导入任何数据，请重新导入', 'Order "{0}" was changed or filed during the import; nothing was imported, import the file again'],
} as const);
