import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  linkNotFound: ['链接不存在，或已失效', 'This booking link does not exist'],
  linkRevoked: ['此预约链接已于 {0} 作废，请联系仓库客服获取新链接', 'This booking link was revoked on {0}; please ask the warehouse for a new one'],
  linkExpired: ['此预约链接已于 {0} 到期，请联系仓库客服获取新链接', 'This booking link expired on {0}; please ask the warehouse for a new one'],
  linkOrderNotOfVendor: ['订单{0}不属于供应商"{1}"', 'Order {0} is not an order of the supplier "{1}"'],
  linkExpiresPast: ['到期日 {0} 已过：链接至少须在今天（{1}）有效', 'The expiry date {0} has passed: a link must work at least today ({1})'],
  linkNoOrders: ['供应商"{0}"没有订单', 'The supplier "{0}" has no orders'],
  selfBookingAhead: ['最多可预约 {0} 天内的时段（至 {1}）', 'Slots may be booked at most {0} days ahead (until {1})'],
  selfBookingCutoff: ['已过截止时间 {0}（时段开始前 {1} 小时），请联系仓库客服', 'Past the cut-off {0} ({1} hours before the slot); please contact the warehouse'],
  selfBookingDayCap: ['{0} 当天在该仓库的预约已达上限：每个供应商每天最多 {1} 个', 'The supplier already holds the most bookings allowed on {0} at this warehouse: at most {1} a day'],
  selfBookingNotFound: ['预约不存在', 'No such booking'],
  selfBookingNotChangeable: ['预约当前状态为"{0}"，不能再修改或取消', 'The booking is "{0}" and can no longer be changed or cancelled'],
  packingListType: ['装箱单须为以下格式之一：{0}', 'The packing list must be one of: {0}'],
  packingListMissing: ['装箱单文件不存在，请重新上传', 'The packing list file is not there; please upload it again'],
} as const);
