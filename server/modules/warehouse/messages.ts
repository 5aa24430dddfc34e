import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  warehouseNotFound: ['仓库不存在', 'The warehouse does not exist'],
  warehouseDisabled: ['仓库"{0}"已停用，不能预约', 'The warehouse "{0}" is disabled and takes no bookings'],
  warehouseClosed: ['仓库"{0}"在{1}不收货', 'The warehouse "{0}" is closed on {1}'],
  slotNotOffered: ['{0}不是可预约的时段，可选：{1}', '{0} is not a bookable slot; the slots are {1}'],
  slotPast: ['时段{0}已过，不能预约', 'The slot {0} has passed and cannot be booked'],
  slotFull: ['时段{0}已约满（{1}辆车），请选择其他时段', 'The slot {0} is full ({1} trucks): please choose another'],
  slotCbmFull: ['时段{0}的立方数已满（剩余{1}方），请选择其他时段', 'The slot {0} has no room for this volume ({1} m³ left): please choose another'],
  warehouseNameTaken: ['仓库名称"{0}"已存在', 'The warehouse name "{0}" already exists'],
  warehouseInUse: ['仓库"{0}"已有预约，不能删除', 'The warehouse "{0}" has appointments and cannot be deleted'],
  doorInUse: ['月台"{0}"已有预约，不能删除', 'The dock door "{0}" has appointments and cannot be removed'],
  doorNotOfWarehouse: ['月台不属于该仓库', 'this dock door belongs to another warehouse'],
  doorNameRepeated: ['月台名称"{0}"重复', 'the dock door name "{0}" is repeated'],
  closedDayRepeated: ['休息日{0}重复', 'the closed day {0} is repeated'],
  slotClosedWeekly: ['每{0}休息', 'Closed every {0}'],
  slotClosedDay: ['休息日', 'Closed'],
  slotWeekdayNames: ['周日,周一,周二,周三,周四,周五,周六', 'Sunday,Monday,Tuesday,Wednesday,Thursday,Friday,Saturday'],
  warehouseStatusNormal: ['正常', 'Normal'],
  warehouseStatusDisabled: ['停用', 'Disabled'],
} as const);
