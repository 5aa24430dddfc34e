import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oneLine } from '../clearance/mail-policy.js';
import { fillTemplate } from '../clearance/mail.js';
import { bizMailOutbox } from '../clearance/table.js';
import { moveFollowers } from '../appointment/workflow.js';
import type { bizAppointment } from '../appointment/table.js';
import { bizWarehouse } from '../warehouse/table.js';
import { byLink } from './links.js';
import { cutoffOf } from './rules.js';
import { bizSupplierLink } from './table.js';

type Link = typeof bizSupplierLink.$inferSelect;
type Appointment = typeof bizAppointment.$inferSelect;

const TEXTS = {
  zh: {
    passedSubject: '送货预约已确认 {reservationNo}：{deliveryTime} {warehouse}',
    passed:
      '您好，\n\n您的送货预约已确认。\n\n预约单号：{reservationNo}\n仓库：{warehouse} {address}\n送货时间：{deliveryTime}\n车牌：{plateNo}\n司机：{driverName}\n\n请将以下二维码链接发给司机，到仓时出示：\n{qrUrl}\n\n如需改期或取消，请在 {changeUntil} 前通过您收到的预约链接操作。\n',
    refusedSubject: '送货预约未通过 {reservationNo}',
    refused: '您好，\n\n您的送货预约 {reservationNo}（{deliveryTime} {warehouse}，车牌 {plateNo}）未通过审核。\n\n原因：{reason}\n\n可通过您收到的预约链接重新预约。\n',
    cancelledSubject: '送货预约已被仓库取消 {reservationNo}',
    cancelled: '您好，\n\n您的送货预约 {reservationNo}（{deliveryTime} {warehouse}，车牌 {plateNo}）已被仓库取消，司机的二维码随之失效。\n\n原因：{reason}\n\n可通过您收到的预约链接重新预约。\n',
  },
  en: {
    passedSubject: 'Delivery booking confirmed {reservationNo}: {deliveryTime} {warehouse}',
    passed:
      'Hello,\n\nYour delivery booking is confirmed.\n\nReservation number: {reservationNo}\nWarehouse: {warehouse} {address}\nDelivery time: {deliveryTime}\nPlate: {plateNo}\nDriver: {driverName}\n\nSend this QR code link to the driver, to show at the gate:\n{qrUrl}\n\nTo reschedule or cancel, use the booking link you received, before {changeUntil}.\n',
    refusedSubject: 'Delivery booking not accepted {reservationNo}',
    refused: 'Hello,\n\nYour delivery booking {reservationNo} ({deliveryTime} {warehouse}, plate {plateNo}) was not accepted.\n\nReason: {reason}\n\nYou may book again through the booking link you received.\n',
    cancelledSubject: 'Delivery booking cancelled by the warehouse {reservationNo}',
    cancelled: "Hello,\n\nYour delivery booking {reservationNo} ({deliveryTime} {warehouse}, plate {plateNo}) was cancelled by the warehouse; the driver's QR code no longer opens the gate.\n\nReason: {reason}\n\nYou may book again through the booking link you received.\n",
  },
} as const;

/** A console page by its hash route, on the address the link was made at. */
const pageOf = (siteUrl: string, route: string) => `${siteUrl.replace(/#.*$/, '')}#${route}`;

/**
 * The supplier's mail on its booking passing ('3', with the reservation number and the driver's
 * QR link), being refused ('4') or cancelled by the desk ('9'), with the reason, in the link's language, queued in the
 * outbox in the move's transaction: it goes out if and only if the move commits.
 */
export async function queueSupplierMail(tx: Db, link: Link, a: Appointment, to: SupplierMailMove, reason: string) {
  const lang = link.lang === 'en' ? 'en' : 'zh';
  const texts = TEXTS[lang];
  const [warehouse] = await tx.select().from(bizWarehouse).where(eq(bizWarehouse.warehouseId, a.warehouseId));
  const values = {
    reservationNo: a.reservationNo,
    warehouse: warehouse.warehouseName,
    address: warehouse.address,
    deliveryTime: `${a.slotDate} ${a.slotTime}`,
    plateNo: a.plateNo,
    driverName: a.driverName,
    reason,
    qrUrl: pageOf(link.siteUrl, `/driverQRcode?token=${a.qrToken}`),
    changeUntil: cutoffOf(warehouse, a),
  };
  const [subject, body] = to === '3' ? [texts.passedSubject, texts.passed] : to === '4' ? [texts.refusedSubject, texts.refused] : [texts.cancelledSubject, texts.cancelled];
  await tx.insert(bizMailOutbox).values({
    clearanceId: null,
    mailTo: link.contactEmail,
    subject: oneLine(fillTemplate(subject, values)),
    body: fillTemplate(body, values),
    createBy: byLink(link),
  });
}

const MAILED: readonly string[] = ['3', '4', '9'];
type SupplierMailMove = '3' | '4' | '9';

/** The desk passing, refusing or cancelling a supplier's booking tells the supplier. */
moveFollowers.push(async (tx, a, to, remark) => {
  if (a.supplierLinkId === null || !MAILED.includes(to)) return;
  const [link] = await tx.select().from(bizSupplierLink).where(eq(bizSupplierLink.linkId, a.supplierLinkId));
  if (link) await queueSupplierMail(tx, link, a, to as SupplierMailMove, remark);
});
