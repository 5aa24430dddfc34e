import { and, desc, eq, inArray, lte, max, sql } from 'drizzle-orm';
import type { DocumentKind, DocumentRow } from '../../../contract/clearance.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { formatTime } from '../../lib/time.js';
import { recordHistory, transition } from '../../lib/workflow.js';
import { bizOrder, bizOrderLine } from '../order/table.js';
import { fcrOrders, invoiceLines, type Company } from './document-data.js';
import { fcrMachine } from './machine.js';
import { msg } from './messages.js';
import type { FcrContent } from './pdf/fcr.js';
import type { InvoiceContent } from './pdf/invoice.js';
import type { RenderJob } from './pdf/worker.js';
import { clearanceScope, incompleteLine } from './repository.js';
import type { Caller } from './service.js';
import { bizClearance, bizClearanceDocument, bizClearanceOrder, bizMailOutbox } from './table.js';

/** Reads a parameter (the config cache). */
export type ParameterOf = (key: string) => Promise<string | null>;

/** Draws a document's PDF off the event loop (PdfPool.render); rejects once the signal aborts. */
export type Draw = (job: RenderJob, signal?: AbortSignal) => Promise<Buffer>;

/**
 * The most goods lines an invoice prints. A real commercial invoice stays far below it; one of
 * this length draws in seconds and takes under half a megabyte, the 10,000 lines of a runaway
 * order took most of a minute and several megabytes a version.
 */
export const MAX_INVOICE_LINES = 2000;

/** Versions of a kind kept per clearance, besides those a mail or a later final names. */
export const KEEP_VERSIONS = 5;

export const companyOf = async (parameter: ParameterOf): Promise<Company> => ({
  name: (await parameter('biz.company.name')) ?? '',
  taxId: (await parameter('biz.company.taxId')) ?? '',
  address: (await parameter('biz.company.address')) ?? '',
});

const documentColumns = {
  documentId: bizClearanceDocument.documentId,
  clearanceId: bizClearanceDocument.clearanceId,
  kind: bizClearanceDocument.kind,
  versionNo: bizClearanceDocument.versionNo,
  docNo: bizClearanceDocument.docNo,
  replacesId: bizClearanceDocument.replacesId,
  byteSize: bizClearanceDocument.byteSize,
  remark: bizClearanceDocument.remark,
  createBy: bizClearanceDocument.createBy,
  createTime: bizClearanceDocument.createTime,
};
const toDocumentRow = (r: { [K in keyof typeof documentColumns]: (typeof documentColumns)[K]['_']['data'] | null }): DocumentRow => ({
  ...(r as Omit<DocumentRow, 'kind' | 'createTime'>),
  kind: r.kind as DocumentKind,
  createTime: formatTime(r.createTime),
});

/** Every version of every document of a clearance, newest first. */
export async function documentsOf(db: Db, clearanceId: number): Promise<DocumentRow[]> {
  const rows = await db.select(documentColumns).from(bizClearanceDocument).where(eq(bizClearanceDocument.clearanceId, clearanceId)).orderBy(desc(bizClearanceDocument.documentId));
  return rows.map(toDocumentRow);
}

/** One version's PDF, if its clearance is in the caller's scope. */
export async function documentFile({ db, user, lang }: Caller, documentId: number) {
  const [row] = await db
    .select({ docNo: bizClearanceDocument.docNo, content: bizClearanceDocument.content })
    .from(bizClearanceDocument)
    .innerJoin(bizClearance, eq(bizClearance.clearanceId, bizClearanceDocument.clearanceId))
    .where(and(eq(bizClearanceDocument.documentId, documentId), clearanceScope(user)));
  if (!row) throw notFound(msg(lang, 'documentNotFound'));
  return row;
}

/** The orders of the clearance not yet received, by number. */
async function notReceived(tx: Db, clearanceId: number) {
  const rows = await tx
    .select({ orderNo: bizOrder.orderNo })
    .from(bizClearanceOrder)
    .innerJoin(bizOrder, eq(bizOrder.orderId, bizClearanceOrder.orderId))
    .where(and(eq(bizClearanceOrder.clearanceId, clearanceId), sql`${bizOrder.transportStatus} <> '2'`));
  return rows.map((r) => r.orderNo);
}

/** How many goods lines the clearance's orders hold: counted before any is read. */
async function goodsLineCount(tx: Db, clearanceId: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)` })
    .from(bizOrderLine)
    .innerJoin(bizClearanceOrder, eq(bizClearanceOrder.orderId, bizOrderLine.orderId))
    .where(eq(bizClearanceOrder.clearanceId, clearanceId));
  return Number(row?.n ?? 0);
}

/** What stops an invoice: orders without lines, and lines missing what an invoice prints. */
async function invoiceGaps(tx: Db, clearanceId: number, lang: Caller['lang']) {
  const orders = await tx
    .select({ orderNo: bizOrder.orderNo, lines: sql<number>`(select count(*) from ${bizOrderLine} where ${bizOrderLine.orderId} = ${bizOrder.orderId})` })
    .from(bizClearanceOrder)
    .innerJoin(bizOrder, eq(bizOrder.orderId, bizClearanceOrder.orderId))
    .where(eq(bizClearanceOrder.clearanceId, clearanceId));
  const empty = orders.filter((o) => Number(o.lines) === 0).map((o) => msg(lang, 'invoiceNoLines', o.orderNo));
  const bad = await tx
    .select({ orderNo: bizOrder.orderNo, lineNo: bizOrderLine.lineNo })
    .from(bizOrderLine)
    .innerJoin(bizOrder, eq(bizOrder.orderId, bizOrderLine.orderId))
    .innerJoin(bizClearanceOrder, eq(bizClearanceOrder.orderId, bizOrderLine.orderId))
    .where(and(eq(bizClearanceOrder.clearanceId, clearanceId), incompleteLine))
    .orderBy(bizOrder.orderNo, bizOrderLine.lineNo)
    .limit(10);
  return [...empty, ...bad.map((b) => `${b.orderNo} #${b.lineNo}`)];
}

const DOC_PREFIX: Record<DocumentKind, (clearanceNo: string, n: number) => string> = {
  fcr_draft: (no, n) => `FCR-${no}-D${n}`,
  fcr_final: (no, n) => `FCR-${no}-F${n}`,
  invoice: (no, n) => `INV-${no}-${n}`,
};

interface Plan {
  clearance: typeof bizClearance.$inferSelect;
  versionNo: number;
  docNo: string;
  replaces?: { id: number; docNo: string };
  data: object;
}

/** Reads and checks everything a new version needs: the clearance, the refusals, its number and figures. */
async function planDocument({ db, user, lang }: Caller, company: Company, clearanceId: number, kind: DocumentKind): Promise<Plan> {
  const [clearance] = await db.select().from(bizClearance).where(and(eq(bizClearance.clearanceId, clearanceId), clearanceScope(user)));
  if (!clearance) throw notFound(msg(lang, 'clearanceNotFound'));
  if (kind === 'fcr_draft' && clearance.fcrStatus === '2') throw conflict(msg(lang, 'fcrAfterFinal'));
  if (kind === 'fcr_final') {
    const waiting = await notReceived(db, clearanceId);
    if (waiting.length) throw conflict(msg(lang, 'fcrNotReceived', waiting.join(', ')));
  }
  if (kind === 'invoice') {
    const lines = await goodsLineCount(db, clearanceId);
    if (lines > MAX_INVOICE_LINES) throw conflict(msg(lang, 'invoiceTooLong', String(MAX_INVOICE_LINES), String(lines)));
    const gaps = await invoiceGaps(db, clearanceId, lang);
    if (gaps.length) throw conflict(msg(lang, 'invoiceIncomplete', gaps.join('; ')));
  }
  const orders = kind === 'invoice' ? [] : await fcrOrders(db, clearanceId);
  // delivery completed is not enough: an order can be marked so without a receipt, and a final
  // would then print its announced figures as received
  const unreceipted = kind === 'fcr_final' ? orders.filter((o) => !o.received) : [];
  if (unreceipted.length) throw conflict(msg(lang, 'fcrNoReceipt', unreceipted.map((o) => o.orderNo).join(', ')));
  const versionNo = (await lastVersion(db, clearanceId, kind)) + 1;
  const docNo = DOC_PREFIX[kind](clearance.clearanceNo, versionNo);
  const issuedAt = formatTime(new Date()) ?? '';
  let replaces: Plan['replaces'];
  if (kind === 'fcr_final' && versionNo > 1) {
    [replaces] = await db
      .select({ id: bizClearanceDocument.documentId, docNo: bizClearanceDocument.docNo })
      .from(bizClearanceDocument)
      .where(and(eq(bizClearanceDocument.clearanceId, clearanceId), eq(bizClearanceDocument.kind, kind), eq(bizClearanceDocument.versionNo, versionNo - 1)));
  }
  const data: FcrContent | InvoiceContent =
    kind === 'invoice'
      ? {
          invoiceNo: docNo,
          versionNo,
          invoiceDate: issuedAt.slice(0, 10),
          clearanceNo: clearance.clearanceNo,
          seller: company,
          buyer: clearance.buyer,
          origin: clearance.origin,
          incoterm: clearance.incoterm,
          incotermPlace: clearance.incotermPlace,
          paymentTerms: clearance.paymentTerms,
          lines: await invoiceLines(db, clearanceId),
        }
      : { docNo, final: kind === 'fcr_final', versionNo, issuedAt, replaces: replaces?.docNo ?? null, clearanceNo: clearance.clearanceNo, consignee: clearance.buyer, company, orders };
  return { clearance, versionNo, docNo, replaces, data };
}

const lastVersion = async (db: Db, clearanceId: number, kind: DocumentKind) => {
  const [last] = await db
    .select({ n: max(bizClearanceDocument.versionNo) })
    .from(bizClearanceDocument)
    .where(and(eq(bizClearanceDocument.clearanceId, clearanceId), eq(bizClearanceDocument.kind, kind)));
  return last?.n ?? 0;
};

/** Someone issued the same kind meanwhile: plan again with the next number. */
class Overtaken extends Error {}

/**
 * POST {id}/documents: the next version of a document, made from the data as it is now and kept
 * as issued. A draft FCR once the FCR is final is refused, a final FCR before the goods are
 * received or while an order has no receipt behind it, an invoice while a goods line lacks what
 * it prints or over MAX_INVOICE_LINES lines.
 * The PDF is drawn outside the transaction, on a pool thread (`draw`); the write then checks under
 * the clearance's row lock that no one took the number meanwhile. A client that hangs up (`signal`)
 * stops the drawing, and nothing is written.
 */
export async function issueDocument(caller: Caller, parameter: ParameterOf, draw: Draw, clearanceId: number, kind: DocumentKind, remark = '', signal?: AbortSignal): Promise<DocumentRow> {
  const company = await companyOf(parameter);
  for (let attempt = 1; ; attempt++) {
    const plan = await planDocument(caller, company, clearanceId, kind);
    const content = await draw({ kind, data: plan.data } as RenderJob, signal);
    signal?.throwIfAborted();
    try {
      return await writeDocument(caller, kind, plan, content, remark);
    } catch (error) {
      if (error instanceof Overtaken && attempt < 5) continue;
      if (error instanceof Overtaken) throw conflict(msg(caller.lang, 'clearanceStale'));
      throw error;
    }
  }
}

async function writeDocument({ db, user, lang }: Caller, kind: DocumentKind, plan: Plan, content: Buffer, remark: string) {
  const { clearanceId } = plan.clearance;
  return db.transaction(async (tx) => {
    const [clearance] = await tx.select({ fcrStatus: bizClearance.fcrStatus }).from(bizClearance).where(eq(bizClearance.clearanceId, clearanceId)).for('update');
    if (!clearance) throw notFound(msg(lang, 'clearanceNotFound'));
    if ((await lastVersion(tx, clearanceId, kind)) !== plan.versionNo - 1) throw new Overtaken();
    if (kind === 'fcr_draft' && clearance.fcrStatus === '2') throw conflict(msg(lang, 'fcrAfterFinal'));
    const [doc] = await tx
      .insert(bizClearanceDocument)
      .values({ clearanceId, kind, versionNo: plan.versionNo, docNo: plan.docNo, replacesId: plan.replaces?.id ?? null, content, byteSize: content.length, data: plan.data, remark, createBy: user.userName })
      .returning(documentColumns);
    await pruneVersions(tx, clearanceId, kind, plan.versionNo);
    const target = kind === 'fcr_draft' ? '1' : kind === 'fcr_final' ? '2' : undefined;
    if (target && clearance.fcrStatus !== target) {
      await transition(tx, fcrMachine, { id: clearanceId, to: target, remark: plan.docNo, by: user.userName }, { illegal: () => msg(lang, 'fcrAfterFinal'), stale: msg(lang, 'clearanceStale'), notFound: msg(lang, 'clearanceNotFound') });
    } else if (kind === 'fcr_final') {
      // a corrected final: the status stays, the history says which version replaced which
      await recordHistory(tx, { entity: 'clearance', entityId: clearanceId, field: 'fcrStatus', from: '2', to: '2', remark: `${plan.docNo} ← ${plan.replaces?.docNo ?? ''}`, by: user.userName });
    }
    const stamp = { updateBy: user.userName, updateTime: new Date() };
    await tx.update(bizClearance).set(kind === 'invoice' ? { ...stamp, invoiceNo: plan.docNo } : stamp).where(eq(bizClearance.clearanceId, clearanceId));
    return toDocumentRow(doc);
  });
}

/**
 * The versions a mail is about to name, each of this clearance, held until the mail is written:
 * the clearance's row is share-locked, so an issue dropping old versions (under its update lock)
 * waits, or has already dropped one and the mail is refused naming it.
 */
export async function holdVersions(tx: Db, clearanceId: number, documentIds: number[], lang: Lang) {
  if (!documentIds.length) return;
  await tx.select({ id: bizClearance.clearanceId }).from(bizClearance).where(eq(bizClearance.clearanceId, clearanceId)).for('share');
  const own = await tx
    .select({ id: bizClearanceDocument.documentId })
    .from(bizClearanceDocument)
    .where(and(inArray(bizClearanceDocument.documentId, documentIds), eq(bizClearanceDocument.clearanceId, clearanceId)));
  const foreign = documentIds.filter((d) => !own.some((o) => o.id === d));
  if (foreign.length) throw badRequest(`documentIds: ${msg(lang, 'mailDocumentForeign', foreign.join(', '))}`, 'documentIds');
}

/**
 * Keeps the newest KEEP_VERSIONS versions of a kind: an older one goes, PDF and figures, unless a
 * mail names it (queued, sent or failed: it is what went out, or will) or a later final names it as
 * the one it replaces. Runs under the clearance's row lock, as every issue does.
 */
async function pruneVersions(tx: Db, clearanceId: number, kind: DocumentKind, newest: number) {
  const doc = bizClearanceDocument;
  await tx
    .delete(doc)
    .where(
      and(
        eq(doc.clearanceId, clearanceId),
        eq(doc.kind, kind),
        lte(doc.versionNo, newest - KEEP_VERSIONS),
        sql`not exists (select 1 from ${bizMailOutbox} where ${bizMailOutbox.clearanceId} = ${clearanceId} and ${bizMailOutbox.documentIds} @> jsonb_build_array(${doc.documentId}))`,
        sql`not exists (select 1 from ${doc} later where later.replaces_id = ${doc.documentId})`,
      ),
    );
}
