import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bizStatusHistory } from '../lib/workflow-table.js';
import { bizAppointment, bizAppointmentOrder } from '../modules/appointment/table.js';
import { bizOrder } from '../modules/order/table.js';
import { byLink, hashToken } from '../modules/supplier-booking/links.js';
import { SELF_BOOKED_REMARK } from '../modules/supplier-booking/public.js';
import { bizSupplierLink } from '../modules/supplier-booking/table.js';
import { localNow } from '../modules/warehouse/slots.js';

/**
 * One supplier that books for itself: customer service's link to it, and the booking waiting for
 * review on the next open day made through that link (not by cs), so the desk's "booked by
 * supplier" filter and the home figure of self-bookings to review have something to show. The
 * link's token is random and not kept: the demo shows the link's use, a user makes a new one to try it.
 */
export async function seedSupplierDemo(db: Db): Promise<void> {
  const [booking] = await db
    .select({ appointmentId: bizAppointment.appointmentId, vendor: bizOrder.vendorDeptName, deptId: bizAppointment.deptId, userId: bizAppointment.userId })
    .from(bizAppointment)
    .innerJoin(bizAppointmentOrder, eq(bizAppointmentOrder.appointmentId, bizAppointment.appointmentId))
    .innerJoin(bizOrder, eq(bizOrder.orderId, bizAppointmentOrder.orderId))
    .where(and(eq(bizAppointment.status, '2'), gt(bizAppointment.slotDate, localNow().slice(0, 10))))
    .orderBy(desc(bizAppointment.appointmentId))
    .limit(1);
  if (!booking?.vendor) return;
  await db.transaction(async (tx) => {
    const [link] = await tx
      .insert(bizSupplierLink)
      .values({
        tokenHash: hashToken(randomBytes(24).toString('base64url')),
        vendorDeptName: booking.vendor,
        contactEmail: 'dispatch@supplier.example',
        lang: 'zh',
        useCount: 1,
        lastUsedTime: new Date(),
        deptId: booking.deptId,
        userId: booking.userId,
        createBy: 'cs',
      })
      .returning();
    await tx.update(bizAppointment).set({ supplierLinkId: link.linkId, createBy: byLink(link) }).where(eq(bizAppointment.appointmentId, booking.appointmentId));
    // a self-booking arrives waiting for review in one step, as bookBySupplier records it
    const removed = await tx
      .delete(bizStatusHistory)
      .where(and(eq(bizStatusHistory.entity, 'appointment'), eq(bizStatusHistory.entityId, booking.appointmentId)))
      .returning({ operTime: bizStatusHistory.operTime });
    await tx.insert(bizStatusHistory).values({ entity: 'appointment', entityId: booking.appointmentId, field: 'status', fromStatus: '', toStatus: '2', remark: SELF_BOOKED_REMARK, operBy: byLink(link), operTime: removed.map((r) => r.operTime).sort((a, b) => a.getTime() - b.getTime())[0] ?? new Date() });
  });
}
