import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  appointmentNotFound: ['预约不存在或无权访问', 'The appointment does not exist or is outside your data scope'],
  appointmentIdRequired: ['修改时必须提供预约编号', 'the appointment to edit is required'],
  appointmentOrderMissing: ['订单{0}不存在或无权访问', 'Order {0} does not exist or is outside your data scope'],
  appointmentOrderOver: ['订单"{0}"已结束，不能预约送货', 'The order "{0}" has ended and cannot be delivered'],
  appointmentOrderDelivered: ['订单"{0}"已送货完成，不能再预约', 'The order "{0}" has been delivered in full and cannot be booked again'],
  appointmentOrderNotCleared: ['保税订单"{0}"尚未通关：保税货物须备案放行后才能入仓', 'The bonded order "{0}" is not customs completed: bonded goods enter the warehouse only after their filing has passed'],
  appointmentIllegal: ['预约不能从"{0}"变为"{1}"', 'An appointment cannot move from "{0}" to "{1}"'],
  appointmentStale: ['该预约已被他人处理，请刷新后重试', 'Someone else has just changed this appointment: reload it and try again'],
  appointmentMoveForbidden: ['没有权限将预约从"{0}"变为"{1}"', 'You may not move an appointment from "{0}" to "{1}"'],
  appointmentRemarkRequired: ['未通过时必须填写原因', 'a reason is required when the appointment is not passed'],
  appointmentNotEditable: ['预约状态为"{0}"，只有待提交或未通过的预约可以修改', 'The appointment is "{0}": only appointments to submit or not passed can be edited'],
  appointmentDeleteStatus: ['只能删除待提交或未通过的预约：{0}', 'Only appointments to submit or not passed can be deleted: {0}'],
  appointmentRebook: ['原预约时段{0}已不能预约：{1} 请修改预约并选择其他时段', 'The booked slot {0} can no longer be taken: {1} Edit the booking and choose another slot'],
  appointmentDoorInvalid: ['月台{0}不存在、已停用或不属于仓库"{1}"', 'Dock door {0} is not an enabled door of the warehouse "{1}"'],
  appointmentDoorRequired: ['卸货前请选择月台', 'choose the dock door the truck unloads at'],
  appointmentDoorBusy: ['月台"{0}"正在为车辆{1}卸货，请选择其他月台', 'The dock door "{0}" is busy unloading {1}: choose another door'],
  appointmentStaffPost: ['"{0}"不是担任{1}岗位的启用用户', '"{0}" is not an enabled user holding the post {1}'],
  appointmentWorkNotHere: ['不能在变为"{0}"时填写', 'is not recorded with the move to "{0}"'],
  appointmentReceiptLines: ['收货时每个订单须填写且只填写一行实收数据（订单{0}）', 'receiving needs exactly one line per order of the appointment (orders {0})'],
  appointmentReceiptNotHere: ['只有收货时才能填写实收数据', 'receipt lines are sent only with the move to received'],
} as const);
