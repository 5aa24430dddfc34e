import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { locateUpload, uploadedName } from '../common/storage.js';
import { oneLine, replyToAllowed, senderOf } from './mail-policy.js';
import { backoffSeconds, mailSettings, type MailSettings } from './mail-settings.js';
import { bizClearance, bizClearanceDocument, bizMailOutbox } from './table.js';

const BATCH = 10;

/** Upload paths as stored, comma-separated. */
export const splitFiles = (files: string) => files.split(',').map((s) => s.trim()).filter(Boolean);

export interface DrainOptions {
  /** uploads live under it */
  dataDir: string;
  /** how long the mails taken are held before another sender may take them (this one died, say) */
  claimSeconds: number;
  /**
   * only mails never tried: the nudge after a mail is queued. Retries keep to their backoff (the
   * wake-ups, the job), or a burst of sends to a server that is down would spend every queued
   * mail's attempts within seconds.
   */
  freshOnly?: boolean;
}

type Entry = typeof bizMailOutbox.$inferSelect;

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
  /** in how many ms the next queued mail falls due (null: none queued, or no SMTP host to send to) */
  nextDueMs: number | null;
}

/** When the earliest queued mail may be taken: its backoff over and no live sender holding it. */
async function nextDueMs(db: Db): Promise<number | null> {
  const [row] = await queryRows<{ ms: string | number | null }>(
    db,
    sql`select extract(epoch from min(greatest(next_attempt_time, coalesce(claimed_until, next_attempt_time))) - now()) * 1000 as ms
        from biz_mail_outbox where status = '0'`,
  );
  return row?.ms === null || row?.ms === undefined ? null : Math.max(0, Number(row.ms));
}

/**
 * The mails the drains on one database handle (one process) have taken and not yet marked. When
 * the process stops they go back to due at once (releaseClaims), instead of staying held for
 * claimSeconds as a killed sender's do.
 */
const claims = new WeakMap<Db, { held: Set<number>; closed: boolean }>();
const claimsOf = (db: Db) => {
  let mine = claims.get(db);
  if (!mine) claims.set(db, (mine = { held: new Set(), closed: false }));
  return mine;
};

const unclaim = (db: Db, ids: number[]) =>
  db.update(bizMailOutbox).set({ claimedUntil: null }).where(and(inArray(bizMailOutbox.mailId, ids), eq(bizMailOutbox.status, '0')));

/**
 * Shutting down: no drain takes another mail; those being sent get `waitMs` to finish, and what is
 * still held then is given back (a send cut short may go twice: as after a crash, never lost).
 */
export async function releaseClaims(db: Db, waitMs = 5000): Promise<number> {
  const mine = claimsOf(db);
  mine.closed = true;
  for (const end = Date.now() + waitMs; mine.held.size && Date.now() < end; ) await new Promise((resolve) => setTimeout(resolve, 50));
  const ids = [...mine.held];
  mine.held.clear();
  if (ids.length) await unclaim(db, ids);
  return ids.length;
}

/**
 * Takes due mails for this sender: queued, due, and not held by a live sender. SKIP LOCKED lets
 * several processes drain at once without taking the same mail; the attempt is counted as it is
 * taken, so a sender that dies mid-send still uses one up.
 */
async function claim(db: Db, claimSeconds: number, freshOnly: boolean): Promise<Entry[]> {
  const mine = claimsOf(db);
  if (mine.closed) return [];
  const rows = await queryRows<{ mail_id: number | string }>(
    db,
    sql`update biz_mail_outbox set claimed_until = now() + make_interval(secs => ${claimSeconds}), attempts = attempts + 1
        where mail_id in (select mail_id from biz_mail_outbox
          where status = '0' and next_attempt_time <= now() and (claimed_until is null or claimed_until < now()) and (${!freshOnly} or attempts = 0)
          order by mail_id limit ${BATCH} for update skip locked)
        returning mail_id`,
  );
  if (!rows.length) return [];
  const ids = rows.map((r) => Number(r.mail_id));
  // taken while releaseClaims ran: given straight back
  if (mine.closed) return unclaim(db, ids).then(() => []);
  ids.forEach((id) => mine.held.add(id));
  return db.select().from(bizMailOutbox).where(inArray(bizMailOutbox.mailId, rows.map((r) => Number(r.mail_id)))).orderBy(bizMailOutbox.mailId);
}

/** The chosen document versions as stored, then the uploaded files as they are on disk now. */
async function attachmentsOf(db: Db, dataDir: string, entry: Entry) {
  const ids = entry.documentIds ?? [];
  const documents = ids.length
    ? await db.select({ id: bizClearanceDocument.documentId, docNo: bizClearanceDocument.docNo, content: bizClearanceDocument.content }).from(bizClearanceDocument).where(inArray(bizClearanceDocument.documentId, ids))
    : [];
  const files = [];
  for (const fileName of splitFiles(entry.attachments)) {
    const found = await locateUpload(dataDir, fileName);
    if (!found) throw new Error(`attachment missing: ${fileName}`);
    // under the name the user uploaded it with (packing-list.txt), not the stored uuid
    files.push({ filename: (await uploadedName(found)) ?? path.basename(found), content: await readFile(found) });
  }
  return [...ids.map((id) => documents.find((d) => d.id === id)).filter((d) => !!d).map((d) => ({ filename: `${d.docNo}.pdf`, content: d.content, contentType: 'application/pdf' })), ...files];
}

/** The mail library loads with the first mail sent, not at start. */
const transportOf = async (s: MailSettings) =>
  (await import('nodemailer')).default.createTransport({
    // a few connections kept open and reused: no handshake and login per mail
    pool: true,
    maxConnections: 3,
    host: s.host,
    port: s.port,
    secure: s.secure,
    // without SSL, the login and the mail wait for STARTTLS: a server that offers none gets neither
    requireTLS: !s.secure && s.requireTls,
    auth: s.user ? { user: s.user, pass: s.password } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    tls: { rejectUnauthorized: s.verifyCertificate },
  });

/** An error as the outbox keeps it: never the password, whatever the library put in the text. */
const errorText = (error: unknown, s: MailSettings) => {
  const raw = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown })?.code;
  // what the operator can change, named with the library's own words
  const text =
    code === 'ETLS' && s.requireTls
      ? `STARTTLS required (biz.mail.requireTls) and not available; nothing was sent: ${raw}`
      : /certificate|self[- ]signed/i.test(raw) && s.verifyCertificate
        ? `server certificate refused (biz.mail.verifyCertificate); nothing was sent: ${raw}`
        : raw;
  return (s.password ? text.split(s.password).join('******') : text).slice(0, 1000);
};

async function markSent(db: Db, entry: Entry, messageId: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(bizMailOutbox)
      .set({ status: '1', messageId: messageId.slice(0, 300), sentTime: new Date(), claimedUntil: null, lastError: '' })
      .where(eq(bizMailOutbox.mailId, entry.mailId));
    if (entry.clearanceId) {
      await tx
        .update(bizClearance)
        .set({ sentCount: sql`${bizClearance.sentCount} + 1`, lastSentTime: new Date() })
        .where(eq(bizClearance.clearanceId, entry.clearanceId));
    }
  });
  claimsOf(db).held.delete(entry.mailId);
}

async function markFailed(db: Db, entry: Entry, s: MailSettings, error: unknown) {
  const giveUp = entry.attempts >= s.maxAttempts;
  await db
    .update(bizMailOutbox)
    .set({
      status: giveUp ? '2' : '0',
      lastError: errorText(error, s),
      claimedUntil: null,
      nextAttemptTime: sql`now() + make_interval(secs => ${backoffSeconds(s, entry.attempts)})`,
    })
    .where(eq(bizMailOutbox.mailId, entry.mailId));
  claimsOf(db).held.delete(entry.mailId);
  return giveUp;
}

/** What a waiting mail says while there is nowhere to send it: the mail history shows it in words (issue 49). */
export const NO_MAIL_SERVER = 'no mail server is set (biz.mail.host): the mail waits until one is';

/**
 * Sends every due mail, a batch at a time, until none is due. With no SMTP host configured the
 * outbox is left as it is (mail waits until there is somewhere to send it), each waiting mail
 * saying why.
 */
export async function drainOutbox(db: Db, { dataDir, claimSeconds, freshOnly = false }: DrainOptions): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0, nextDueMs: null };
  const settings = await mailSettings(db);
  if (!settings.host) {
    await db.update(bizMailOutbox).set({ lastError: NO_MAIL_SERVER }).where(and(eq(bizMailOutbox.status, '0'), eq(bizMailOutbox.lastError, '')));
    return result;
  }
  const transport = await transportOf(settings);
  try {
    for (;;) {
      const batch = await claim(db, claimSeconds, freshOnly);
      if (!batch.length) return { ...result, nextDueMs: await nextDueMs(db) };
      // the batch goes out over the pool's connections at once
      await Promise.all(
        batch.map(async (entry) => {
          try {
            const info = await transport.sendMail({
              // always the company's address: a user's own goes no further than Reply-To, and only
              // in an allowed domain (checked again here: the settings may have changed since)
              from: senderOf(settings),
              replyTo: replyToAllowed(settings, entry.mailFrom) ? entry.mailFrom : undefined,
              to: entry.mailTo,
              cc: entry.mailCc || undefined,
              subject: oneLine(entry.subject),
              text: entry.body,
              attachments: await attachmentsOf(db, dataDir, entry),
            });
            await markSent(db, entry, info.messageId ?? '');
            result.sent++;
          } catch (error) {
            if (await markFailed(db, entry, settings, error)) result.failed++;
            else result.retrying++;
          }
        }),
      );
    }
  } finally {
    transport.close();
  }
}

/** A wake-up for a retry never waits longer than the job's period, nor polls faster than this. */
const WAKE_MIN_MS = 500;
const WAKE_MAX_MS = 5 * 60_000;

/**
 * This process's nudges: a drain of the fresh mails right after one is queued, of every due one
 * at start and when the earliest retry falls due, besides the sendMail job's. One drain at a time;
 * a nudge during a drain makes it go round once more, as wide as the widest nudge asked.
 */
export class OutboxNudger {
  private running: Promise<void> | undefined;
  private pending: { freshOnly: boolean } | undefined;
  private wake: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly drain: (freshOnly: boolean) => Promise<DrainResult>,
    private readonly onError: (error: unknown) => void,
  ) {}

  nudge({ freshOnly }: { freshOnly: boolean }) {
    if (this.closed) return;
    this.pending = { freshOnly: freshOnly && (this.pending?.freshOnly ?? true) };
    if (this.running) return;
    this.running = (async () => {
      while (this.pending && !this.closed) {
        const { freshOnly: fresh } = this.pending;
        this.pending = undefined;
        try {
          this.wakeIn((await this.drain(fresh)).nextDueMs);
        } catch (error) {
          this.onError(error);
        }
      }
    })().finally(() => (this.running = undefined));
  }

  private wakeIn(ms: number | null) {
    clearTimeout(this.wake);
    if (ms === null || this.closed) return;
    this.wake = setTimeout(() => this.nudge({ freshOnly: false }), Math.min(Math.max(ms, WAKE_MIN_MS), WAKE_MAX_MS));
    this.wake.unref();
  }

  /** Lets a drain under way finish, for up to `waitMs` (the database is about to close). */
  async close(waitMs = 5000) {
    this.closed = true;
    clearTimeout(this.wake);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.running, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the mail outbox's drains in this process: a module that queues a mail nudges it after its transaction commits */
    mailOutbox: OutboxNudger;
  }
}

/**
 * The process's one outbox nudger, decorated on the app before the modules register: clearance
 * mails and the supplier-booking mails (queued by appointment moves) are drained by the same one.
 */
export function registerMailOutbox(app: FastifyInstance) {
  const outbox = new OutboxNudger(
    (freshOnly) => drainOutbox(app.db, { dataDir: app.config.dataDir, claimSeconds: app.config.mailClaimSeconds, freshOnly }),
    (error) => app.log.error({ err: error }, 'mail outbox drain failed'),
  );
  app.decorate('mailOutbox', outbox);
  // mail queued before a restart goes out as soon as the process is up
  app.addHook('onReady', async () => outbox.nudge({ freshOnly: false }));
  // mails this process took and has not sent go back to due at once, for another process to send
  app.addHook('preClose', async () => void (await Promise.all([outbox.close(), releaseClaims(app.db)])));
}

/** The outbox's depth, for the health route and the metrics: mails waiting to go, and those given up on. */
export async function outboxCounts(db: Db): Promise<{ queued: number; failed: number }> {
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${bizMailOutbox.status} = '0')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${bizMailOutbox.status} = '2')`.mapWith(Number),
    })
    .from(bizMailOutbox)
    .where(inArray(bizMailOutbox.status, ['0', '2']));
  return { queued: row?.queued ?? 0, failed: row?.failed ?? 0 };
}
