import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  orderHasFiling: ['订单"{0}"已有报关单，不能删除', 'Order "{0}" has a customs filing and cannot be deleted'],
  filingNotFound: ['备案不存在或无权访问', 'The filing does not exist or is outside your data scope'],
  filingOrderMissing: ['订单{0}不存在或无权访问', 'Order {0} does not exist or is outside your data scope'],
  filingOrderOver: ['订单"{0}"已结束，不能再备案', 'The order "{0}" has ended and can no longer be filed'],
  filingOrderNotBonded: ['订单"{0}"为非保税货物，无需报关备案', 'The order "{0}" is non-bonded: its goods are not declared to customs and need no filing'],
  filingOpen: ['订单"{0}"已有进行中的备案，未通过后才能重新备案', 'The order "{0}" already has a filing in progress; a new one is possible only after it is not passed'],
  filingIllegal: ['备案不能从"{0}"变为"{1}"', 'A filing cannot move from "{0}" to "{1}"'],
  filingStale: ['该备案已被他人处理，请刷新后重试', 'Someone else has just changed this filing: reload it and try again'],
  filingMoveFieldRequired: ['"{1}"须先填写{0}', '{0} is required to move the filing to "{1}"'],
  filingRemarkRequired: ['未通过时必须填写原因', 'a reason is required when the filing is not passed'],
  filingMoveForbidden: ['没有权限将备案从"{0}"变为"{1}"', 'You may not move a filing from "{0}" to "{1}"'],
  filingNotEditable: ['备案状态为"{0}"，当前不能修改', 'The filing is "{0}": it cannot be edited now'],
  filingFieldLocked: ['状态为"{0}"时您不能修改此项', 'you may not change this while the filing is "{0}"'],
  filingDeleteStatus: ['只能删除待提交的备案：{0}', 'Only filings pending submission can be deleted: {0}'],
  filingImportTwice: ['订单"{0}"已在第{1}行出现，每个订单只能导入一行', 'order "{0}" is already on row {1}: one row per order'],
  filingImportStale: ['导入期间备案已被他人修改，未导入任何数据，请重新导入', 'Filings changed during the import; nothing was imported, import the file again'],
} as const);
