import { and, desc, eq, sql } from 'drizzle-orm';
import type { MailDraft, MailInput, MailRow, MailStatus, MailTemplate } from '../../../contract/clearance.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { formatTime } from '../../lib/time.js';
import { locateUpload } from '../common/storage.js';
import { companyOf, documentsOf, holdVersions, type ParameterOf } from './documents.js';
import { checkHourlyCaps, oneLine, recipientCount, replyToFor, senderOf } from './mail-policy.js';
import { mailSettings } from './mail-settings.js';
import { msg } from './messages.js';
import { splitFiles } from './outbox.js';
import { clearanceScope } from './repository.js';
import { foundClearance, type Caller } from './service.js';
import { bizClearance, bizMailOutbox } from './table.js';

const KIND_LABEL: Record<MailTemplate, Record<string, string>> = {
  zh: { fcr_draft: 'FCR 草稿', fcr_final: 'FCR 正本', invoice: '商业发票' },
  en: { fcr_draft: 'FCR draft', fcr_final: 'FCR final', invoice: 'commercial invoice' },
};

/** Fills {name} placeholders; an unknown one stays as written, so a typo shows in the preview. */
export const fillTemplate = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * GET {id}/mail/draft: the clearance's template (or the one asked for) filled in, with the newest
 * final FCR (else the newest draft) and the newest invoice named, for the user to edit.
 */
export async function draftMail(caller: Caller, parameter: ParameterOf, id: number, template?: MailTemplate): Promise<MailDraft> {
  const clearance = await foundClearance(caller, id);
  const lang = template ?? clearance.mailTemplate;
  const documents = await documentsOf(caller.db, id);
  const newest = (kind: string) => documents.find((d) => d.kind === kind);
  const chosen = [newest('fcr_final') ?? newest('fcr_draft'), newest('invoice')].filter((d) => !!d);
  const company = await companyOf(parameter);
  const settings = await mailSettings(caller.db);
  const values = {
    clearanceNo: clearance.clearanceNo,
    orderNo: clearance.orderNos,
    buyer: clearance.buyer,
    documents: chosen.map((d) => `- ${d.docNo} (${KIND_LABEL[lang][d.kind]})`).join('\n'),
    sender: caller.user.nickName || caller.user.userName,
    company: company.name,
  };
  return {
    // the address replies go to (the mail itself is always from the company's)
    mailFrom: (await replyToFor(caller.db, settings, clearance.mailFrom, caller.user.userId)) || senderOf(settings),
    mailTo: clearance.mailTo,
    mailCc: clearance.mailCc,
    subject: oneLine(fillTemplate((await parameter(`biz.mail.subject.${lang}`)) ?? '', values)),
    body: fillTemplate((await parameter(`biz.mail.body.${lang}`)) ?? '', values),
  };
}

/** Every uploaded file named must exist now; a mail is not queued to fail later for want of one. */
async function checkAttachments(dataDir: string, attachments: string, caller: Caller) {
  for (const fileName of splitFiles(attachments)) {
    if (!(await locateUpload(dataDir, fileName))) throw badRequest(`attachments: ${msg(caller.lang, 'mailAttachmentMissing', fileName)}`, 'attachments');
  }
}

/**
 * POST {id}/mail: the mail goes into the outbox (queued) and the request returns; the outbox's
 * sender attaches the chosen versions as they were issued.
 */
export async function queueMail(caller: Caller, dataDir: string, id: number, input: MailInput): Promise<number> {
  const { db, user, lang } = caller;
  const clearance = await foundClearance(caller, id);
  const documentIds = [...new Set(input.documentIds)];
  const attachments = input.attachments ?? '';
  if (!documentIds.length && !attachments) throw badRequest(`documentIds: ${msg(lang, 'mailNothingToSend')}`, 'documentIds');
  await checkAttachments(dataDir, attachments, caller);
  const settings = await mailSettings(db);
  // the outbox's mailFrom is the Reply-To; From is always the company's (mail-policy.ts)
  const replyTo = await replyToFor(db, settings, clearance.mailFrom, user.userId);
  const mailCc = input.mailCc ?? '';
  return db.transaction(async (tx) => {
    await holdVersions(tx, id, documentIds, lang);
    await checkHourlyCaps(tx, settings, user.userName, lang, recipientCount(input.mailTo, mailCc));
    const [row] = await tx
      .insert(bizMailOutbox)
      .values({ clearanceId: id, mailFrom: replyTo, mailTo: input.mailTo, mailCc, subject: oneLine(input.subject), body: input.body, documentIds, attachments, createBy: user.userName })
      .returning({ mailId: bizMailOutbox.mailId });
    return row.mailId;
  });
}

/** A clearance's sends, newest first: the spec's "e-mail times". */
export async function mailsOf(db: Db, clearanceId: number): Promise<MailRow[]> {
  const rows = await db.select().from(bizMailOutbox).where(eq(bizMailOutbox.clearanceId, clearanceId)).orderBy(desc(bizMailOutbox.mailId));
  const docNos = new Map((await documentsOf(db, clearanceId)).map((d) => [d.documentId, d.docNo]));
  return rows.map((r) => ({
    mailId: r.mailId,
    clearanceId: r.clearanceId,
    status: r.status as MailStatus,
    mailFrom: r.mailFrom,
    mailTo: r.mailTo,
    mailCc: r.mailCc,
    subject: r.subject,
    documentIds: r.documentIds ?? [],
    documents: (r.documentIds ?? []).map((d) => docNos.get(d) ?? `#${d}`).join(', '),
    attachments: r.attachments,
    attempts: r.attempts,
    lastError: r.lastError,
    messageId: r.messageId,
    nextAttemptTime: r.status === '0' ? formatTime(r.nextAttemptTime) : null,
    sentTime: formatTime(r.sentTime),
    createBy: r.createBy,
    createTime: formatTime(r.createTime),
  }));
}

/** PUT mail/{mailId}/retry: a failed mail goes back into the queue with fresh attempts. */
export async function retryMail({ db, user, lang }: Caller, mailId: number) {
  const [row] = await db
    .select({ status: bizMailOutbox.status })
    .from(bizMailOutbox)
    .innerJoin(bizClearance, eq(bizClearance.clearanceId, bizMailOutbox.clearanceId))
    .where(and(eq(bizMailOutbox.mailId, mailId), clearanceScope(user)));
  if (!row) throw notFound(msg(lang, 'mailNotFound'));
  const updated = await db
    .update(bizMailOutbox)
    .set({ status: '0', attempts: 0, nextAttemptTime: sql`now()`, claimedUntil: null })
    .where(and(eq(bizMailOutbox.mailId, mailId), eq(bizMailOutbox.status, '2')))
    .returning({ id: bizMailOutbox.mailId });
  if (!updated.length) throw conflict(msg(lang, 'mailNotFailed'));
}
