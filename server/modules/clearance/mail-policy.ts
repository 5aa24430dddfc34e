import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { isEmail, splitAddresses } from '../../../contract/clearance.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { formatTime } from '../../lib/time.js';
import { sysUser } from '../user/table.js';
import { mailSettings, type MailSettings } from './mail-settings.js';
import { msg } from './messages.js';
import { bizMailOutbox } from './table.js';

/** The company's address, From and envelope sender of every mail, whatever a user typed. */
export const senderOf = (s: MailSettings) => s.from || s.user;

const addressOf = (s: string) => (/<([^<>]+)>\s*$/.exec(s)?.[1] ?? s).trim();
const domainOf = (address: string) => addressOf(address).split('@')[1]?.toLowerCase() ?? '';

/** The domains a user's address may be in to stand as Reply-To: the sender's own, and the operator's list. */
export const replyToDomains = (s: MailSettings) => [...new Set([domainOf(senderOf(s)), ...s.replyToDomains].filter(Boolean))];

export const replyToAllowed = (s: MailSettings, address: string) => isEmail(address) && replyToDomains(s).includes(domainOf(address));

/** A clearance's mailFrom is its reply address: refused (400, naming the field) outside the allowed domains. */
export async function checkMailFrom(db: Db, lang: Lang, mailFrom: string | undefined) {
  if (!mailFrom) return;
  const s = await mailSettings(db);
  if (replyToAllowed(s, mailFrom)) return;
  const domains = replyToDomains(s);
  throw badRequest(`mailFrom: ${domains.length ? msg(lang, 'mailFromDomain', domains.join(', ')) : msg(lang, 'mailFromNoDomain')}`, 'mailFrom');
}

/** Replies go to the clearance's address, else the user's own, when either is in an allowed domain; else to the sender. */
export async function replyToFor(db: Db, s: MailSettings, clearanceMailFrom: string, userId: number) {
  if (replyToAllowed(s, clearanceMailFrom)) return clearanceMailFrom;
  const [row] = await db.select({ email: sysUser.email }).from(sysUser).where(eq(sysUser.userId, userId));
  return row && replyToAllowed(s, row.email) ? row.email : '';
}

/** A header's text on one line: a line break typed into a subject cannot start a header of its own. */
export const oneLine = (s: string) => s.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/** The distinct addresses a mail goes to, To and CC together. */
export const recipientCount = (to: string, cc: string) => new Set([...splitAddresses(to), ...splitAddresses(cc)].map((a) => a.toLowerCase())).size;

/** Any constant of the application's own: with the user, serialises one user's sends (not everyone's). */
const MAIL_CAP_LOCK = 727_201;
const HOUR_MS = 3_600_000;

/**
 * Refuses the mail that would take this user past biz.mail.maxMailsPerHour or
 * maxRecipientsPerHour, counted from the outbox over the last hour. Call it in the transaction
 * that inserts: the advisory lock holds the user's other sends until that commits, so parallel
 * requests count each other.
 */
export async function checkHourlyCaps(tx: Db, s: MailSettings, userName: string, lang: Lang, recipients: number) {
  if (recipients > s.maxRecipientsPerHour) throw badRequest(`mailTo: ${msg(lang, 'mailTooManyRecipients', String(recipients), String(s.maxRecipientsPerHour))}`, 'mailTo');
  await tx.execute(sql`select pg_advisory_xact_lock(${MAIL_CAP_LOCK}, hashtext(${userName}))`);
  const rows = await tx
    .select({ to: bizMailOutbox.mailTo, cc: bizMailOutbox.mailCc, at: bizMailOutbox.createTime })
    .from(bizMailOutbox)
    .where(and(eq(bizMailOutbox.createBy, userName), gt(bizMailOutbox.createTime, sql`now() - interval '1 hour'`)))
    .orderBy(asc(bizMailOutbox.createTime), asc(bizMailOutbox.mailId));
  const againAt = (i: number) => formatTime(new Date((rows[i].at ?? new Date()).getTime() + HOUR_MS)) ?? '';
  if (rows.length >= s.maxMailsPerHour) throw new AppError(429, msg(lang, 'mailHourlyMails', String(s.maxMailsPerHour), againAt(rows.length - s.maxMailsPerHour)));
  const counts = rows.map((r) => recipientCount(r.to, r.cc));
  let used = counts.reduce((a, b) => a + b, 0);
  if (used + recipients <= s.maxRecipientsPerHour) return;
  const total = used;
  let i = 0;
  while (used + recipients > s.maxRecipientsPerHour) used -= counts[i++];
  throw new AppError(429, msg(lang, 'mailHourlyRecipients', String(s.maxRecipientsPerHour), String(total), String(recipients), againAt(i - 1)));
}
