import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { LoginUser } from '../lib/login-user.js';
import { bizClearance, bizClearanceOrder, bizMailOutbox } from '../modules/clearance/table.js';
import { issueDocument, type Draw } from '../modules/clearance/documents.js';
import { PdfPool } from '../modules/clearance/pdf/pool.js';
import { addClearance, moveCharge } from '../modules/clearance/service.js';
import { sysConfig } from '../modules/config/table.js';
import { DictCache } from '../modules/dict/cache.js';
import { bizOrder } from '../modules/order/table.js';
import { sysUser } from '../modules/user/table.js';

/** The demo's customs broker, as the services see a signed-in user: every clearance in her scope. */
async function broker(db: Db): Promise<LoginUser | undefined> {
  const [user] = await db.select({ userId: sysUser.userId, nickName: sysUser.nickName, deptId: sysUser.deptId }).from(sysUser).where(eq(sysUser.userName, 'customs'));
  if (!user) return undefined;
  return { sessionId: 'demo', userName: 'customs', deptName: null, roles: ['customs'], permissions: ['*:*:*'], dataScopes: [{ roleId: 3, dataScope: '1' }], ...user };
}

/**
 * Clearances through the real services, so their PDFs are the real thing: one taken all the way
 * (final FCR, invoice, paid, mailed), one with a draft whose goods have arrived (the final is
 * offered), one waiting for its goods. Does nothing without received orders or when clearances
 * exist already.
 */
export async function seedClearanceDemo(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)` }).from(bizClearance);
  if (Number(n) > 0) return;
  const taken = db.select({ id: bizClearanceOrder.orderId }).from(bizClearanceOrder);
  const ordersWhere = (transport: string) =>
    db
      .select({ orderId: bizOrder.orderId })
      .from(bizOrder)
      .where(and(eq(bizOrder.transportStatus, transport), eq(bizOrder.customsStatus, '2'), notInArray(bizOrder.orderId, taken)))
      .orderBy(asc(bizOrder.orderId))
      .limit(2);
  const received = await ordersWhere('2');
  const coming = await ordersWhere('1');
  const user = await broker(db);
  if (received.length < 2 || !user) return;
  const pool = new PdfPool(1);
  try {
    await seedClearances(db, user, received, coming, pool.render.bind(pool));
  } finally {
    await pool.close();
  }
}

async function seedClearances(db: Db, user: LoginUser, received: { orderId: number }[], coming: { orderId: number }[], draw: Draw) {
  const caller = { db, dict: new DictCache(db), user, lang: 'zh' as const };
  const parameter = async (key: string) => (await db.select({ v: sysConfig.configValue }).from(sysConfig).where(eq(sysConfig.configKey, key)))[0]?.v ?? null;
  const fields = { incoterm: 'FOB' as const, incotermPlace: 'Shanghai', paymentTerms: 'T/T 30 days', origin: '中国 China', mailTemplate: 'en' as const, mailTo: 'import@buyer.example', mailCc: 'docs@forwarder.example' };

  const done = await addClearance(caller, { orderIds: [received[0].orderId], ...fields });
  await issueDocument(caller, parameter, draw, done!.clearanceId, 'fcr_draft');
  const final = await issueDocument(caller, parameter, draw, done!.clearanceId, 'fcr_final');
  const invoice = await issueDocument(caller, parameter, draw, done!.clearanceId, 'invoice');
  await moveCharge(caller, done!.clearanceId, { to: '1', remark: '已收到清关费 / clearance fee received' });
  // the story's mail went out as soon as the documents were issued (no SMTP server in the demo:
  // it is recorded as sent); not before the clearance it belongs to was made
  await db.insert(bizMailOutbox).values({
    clearanceId: done!.clearanceId,
    status: '1',
    mailTo: fields.mailTo,
    mailCc: fields.mailCc,
    subject: `Clearance documents: ${done!.orderNos}`,
    body: 'Please find attached the final FCR and the commercial invoice.',
    documentIds: [final.documentId, invoice.documentId],
    attempts: 1,
    messageId: `<demo-${done!.clearanceNo}@forwarder.example>`,
    sentTime: sql`now()`,
    createBy: 'customs',
  });
  await db.update(bizClearance).set({ sentCount: 1, lastSentTime: sql`now()` }).where(eq(bizClearance.clearanceId, done!.clearanceId));

  const drafted = await addClearance(caller, { orderIds: [received[1].orderId], ...fields, mailTemplate: 'zh' });
  await issueDocument(caller, parameter, draw, drafted!.clearanceId, 'fcr_draft');

  if (coming[0]) {
    const waiting = await addClearance(caller, { orderIds: [coming[0].orderId], ...fields });
    await issueDocument(caller, parameter, draw, waiting!.clearanceId, 'fcr_draft');
  }
}
