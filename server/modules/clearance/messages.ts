import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  clearanceNotFound: ['清关单不存在或无权访问', 'The clearance does not exist or is outside your data scope'],
  clearanceOrderMissing: ['订单{0}不存在或无权访问', 'Order {0} does not exist or is outside your data scope'],
  clearanceOrderTaken: ['订单"{0}"已在清关单{1}中', 'Order "{0}" already belongs to clearance {1}'],
  clearanceBuyers: ['一张清关单只能包含同一买家的订单：{0}', 'A clearance holds the orders of one buyer only: {0}'],
  clearanceStale: ['该清关单已被他人修改，请刷新后重试', 'Someone else has just changed this clearance: reload it and try again'],
  clearanceIllegal: ['不能从"{0}"变为"{1}"', 'Cannot move from "{0}" to "{1}"'],
  clearanceDeleteIssued: ['已出具单证或发送过邮件的清关单不能删除：{0}', 'A clearance with issued documents or mail cannot be deleted: {0}'],
  fcrAfterFinal: ['FCR 已出具正本，不能再出草稿；如需更正请重新出具正本', 'The FCR is final: no more drafts; issue a corrected final instead'],
  fcrNotReceived: ['订单尚未收货，不能出具 FCR 正本：{0}', 'The goods are not received yet, so no final FCR: {0}'],
  fcrNoReceipt: ['以下订单没有收货记录（预约单"已收货"），不能出具 FCR 正本：{0}', 'No receipt (an appointment "received") stands behind these orders, so no final FCR: {0}'],
  invoiceIncomplete: ['订单明细不完整，不能开具发票：{0}', 'The goods lines are incomplete, so no invoice: {0}'],
  invoiceNoLines: ['订单"{0}"没有货物明细', 'Order "{0}" has no goods lines'],
  invoiceTooLong: ['一张发票最多{0}行货物明细，此清关单的订单共有{1}行：请将订单分成几张清关单', 'An invoice holds at most {0} goods lines and the orders of this clearance have {1}: split the orders over several clearances'],
  documentNotFound: ['单证不存在或无权访问', 'The document does not exist or is outside your data scope'],
  mailDocumentForeign: ['单证{0}不属于此清关单', 'Document {0} does not belong to this clearance'],
  mailAttachmentMissing: ['附件不存在：{0}', 'No such attachment: {0}'],
  mailNothingToSend: ['请至少选择一份单证或附件', 'choose at least one document or attachment'],
  mailNotFound: ['邮件不存在或无权访问', 'The mail does not exist or is outside your data scope'],
  mailNotFailed: ['只有发送失败的邮件可以重新发送', 'Only a failed mail can be sent again'],
  mailFromDomain: ['回复地址须属于以下域名：{0}（邮件始终以公司地址发出）', 'the reply address must be in one of these domains: {0} (mail always goes out from the company address)'],
  mailFromNoDomain: ['未配置可用作回复地址的域名（biz.mail.from / biz.mail.replyToDomains），请留空', 'no domain is allowed for a reply address (biz.mail.from / biz.mail.replyToDomains): leave it empty'],
  mailTooManyRecipients: ['此邮件有{0}个收件人与抄送，超过每人每小时上限{1}个', 'this mail has {0} recipients (To and CC), more than the {1} one user may send to in an hour'],
  mailHourlyMails: ['每人每小时最多发送{0}封邮件（biz.mail.maxMailsPerHour），请于{1}后再发送', 'At most {0} mails an hour per user (biz.mail.maxMailsPerHour): you may send again at {1}'],
  mailHourlyRecipients: ['每人每小时的收件人与抄送合计最多{0}个（biz.mail.maxRecipientsPerHour），本小时已用{1}个，此邮件有{2}个，请于{3}后再发送', 'At most {0} recipients (To and CC) an hour per user (biz.mail.maxRecipientsPerHour): {1} used this hour and this mail has {2}; you may send again at {3}'],
} as const);
