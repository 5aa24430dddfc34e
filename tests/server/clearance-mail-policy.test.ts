// @databases: embedded — validation, permissions and language of the answers, refused before the database
import dayjs from 'dayjs';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { call, t, useTestApp } from './api.js';
import { clearanceOrder } from './clearance-fixtures.js';
import { mailsOf, PASSWORD, readyClearance, send, until, useSmtp } from './mail-fixtures.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { bizClearance } from '../../server/modules/clearance/table.js';
import { sysUser } from '../../server/modules/user/table.js';

/**
 * Issue 33: the clearance mail is no open relay. It always goes from the company's address, a
 * user's address reaches Reply-To only in an allowed domain, one user's mails and recipients an
 * hour are capped, and neither the password nor the mail goes out unencrypted.
 */
useTestApp({ logins: ['admin', 'customs'], as: 'customs', lang: 'en' });

let sink: SmtpSink | undefined;
afterEach(async () => {
  await sink?.close();
  sink = undefined;
});

const headerOf = (message: { headers: Map<string, unknown> }, name: string) => message.headers.get(name) as { text?: string } | string | undefined;
const mail = (subject: string, fcr: { documentId: number }, extra: object = {}) => ({ mailTo: 'buyer@example.com', subject, body: 'b', documentIds: [fcr.documentId], ...extra });

describe('the sender', () => {
  it('a mailFrom outside the allowed domains is refused 400 naming the field, in English and Chinese, and changes nothing', async () => {
    await useSmtp(1, { 'biz.mail.replyToDomains': 'partner.example' });
    const clearance = (await call('GET', `/biz/clearance/${(await readyClearance()).clearance.clearanceId}`)).json().data;
    for (const [lang, text] of [['en', 'reply address'], ['zh', '回复地址']]) {
      const res = await call('PUT', '/biz/clearance', { clearanceId: clearance.clearanceId, version: clearance.version, mailFrom: 'ceo@bank.example' }, undefined, lang);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toContain('mailFrom');
      expect(res.json().msg).toContain(text);
      expect(res.json().msg).toContain('forwarder.example, partner.example');
    }
    const created = await call('POST', '/biz/clearance', { orderIds: [(await clearanceOrder(t)).orderId], mailFrom: 'ceo@bank.example' });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().fields?.join(' ')).toContain('mailFrom');
    expect((await call('GET', `/biz/clearance/${clearance.clearanceId}`)).json().data).toMatchObject({ mailFrom: '', version: clearance.version });
    // the sender's own domain and a listed one are taken
    for (const mailFrom of ['sales@forwarder.example', 'ops@PARTNER.example']) {
      const current = (await call('GET', `/biz/clearance/${clearance.clearanceId}`)).json().data;
      const res = await call('PUT', '/biz/clearance', { clearanceId: clearance.clearanceId, version: current.version, mailFrom });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.mailFrom).toBe(mailFrom);
    }
  });

  it('a forged address saved before the rule reaches neither From nor the envelope', async () => {
    sink = await startSmtpSink({ pass: PASSWORD });
    await useSmtp(sink.port, { 'biz.mail.replyToDomains': '' });
    const { clearance, fcr } = await readyClearance();
    await t.app.db.update(bizClearance).set({ mailFrom: 'ceo@bank.example' }).where(eq(bizClearance.clearanceId, clearance.clearanceId));
    expect((await send(clearance.clearanceId, mail('forged', fcr))).statusCode).toBe(200);
    const [message] = await sink.waitFor(1);
    expect(sink.senders).toEqual(['docs@forwarder.example']);
    expect(message.from?.text).toBe('docs@forwarder.example');
    expect(message.replyTo).toBeUndefined();
    expect(JSON.stringify([...message.headers.values()])).not.toContain('bank.example');
  });

  it("an allowed reply address arrives as Reply-To (the clearance's, else the user's own), the sender staying the company's", async () => {
    sink = await startSmtpSink({ pass: PASSWORD });
    await useSmtp(sink.port, { 'biz.mail.replyToDomains': 'partner.example' });
    const { clearance, fcr } = await readyClearance({ mailFrom: 'sales@forwarder.example' });
    expect((await send(clearance.clearanceId, mail('reply to sales', fcr))).statusCode).toBe(200);
    const [{ email }] = await t.app.db.select({ email: sysUser.email }).from(sysUser).where(eq(sysUser.userName, 'customs'));
    await t.app.db.update(sysUser).set({ email: 'customs@partner.example' }).where(eq(sysUser.userName, 'customs'));
    const other = await readyClearance();
    expect((await send(other.clearance.clearanceId, mail('reply to me', other.fcr))).statusCode).toBe(200);
    await t.app.db.update(sysUser).set({ email }).where(eq(sysUser.userName, 'customs'));
    const messages = await sink.waitFor(2);
    const bySubject = (s: string) => messages.find((m) => m.subject === s)!;
    expect(bySubject('reply to sales').replyTo?.text).toBe('sales@forwarder.example');
    expect(bySubject('reply to me').replyTo?.text).toBe('customs@partner.example');
    expect(messages.map((m) => m.from?.text)).toEqual(['docs@forwarder.example', 'docs@forwarder.example']);
    expect(sink.senders).toEqual(['docs@forwarder.example', 'docs@forwarder.example']);
  });

  it('line breaks typed into the subject start no header: it is kept and sent on one line', async () => {
    sink = await startSmtpSink({ pass: PASSWORD });
    await useSmtp(sink.port);
    const { clearance, fcr } = await readyClearance();
    expect((await send(clearance.clearanceId, mail('Docs\r\nBcc: victim@evil.example\nX-Injected: yes', fcr))).statusCode).toBe(200);
    const [message] = await sink.waitFor(1);
    expect(message.subject).toBe('Docs Bcc: victim@evil.example X-Injected: yes');
    expect(headerOf(message, 'x-injected')).toBeUndefined();
    expect(message.bcc).toBeUndefined();
    expect(sink.recipients).toEqual([['buyer@example.com']]);
    expect((await mailsOf(clearance.clearanceId))[0].subject).toBe('Docs Bcc: victim@evil.example X-Injected: yes');
  });
});

describe('the hourly caps', () => {
  // an hour-old outbox does not count: what the tests above sent is moved back past the window
  const forgetEarlierMails = () => t.app.db.execute(sql`update biz_mail_outbox set create_time = now() - interval '61 minutes'`);

  it('the mail past biz.mail.maxMailsPerHour is refused 429 with when the user may send again, however many are sent at once', async () => {
    await useSmtp(1, { 'biz.mail.host': '', 'biz.mail.maxMailsPerHour': '3', 'biz.mail.maxRecipientsPerHour': '1000' });
    await forgetEarlierMails();
    const { clearance, fcr } = await readyClearance();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(clearance.clearanceId, mail(`burst ${i}`, fcr))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, ...Array(7).fill(429)]);
    const queued = await mailsOf(clearance.clearanceId);
    expect(queued).toHaveLength(3);
    const again = dayjs(queued.at(-1)!.createTime).add(1, 'hour').format('YYYY-MM-DD HH:mm:ss');
    const refused = answers.find((r) => r.statusCode === 429)!.json();
    expect(refused).toEqual({ code: 429, msg: `At most 3 mails an hour per user (biz.mail.maxMailsPerHour): you may send again at ${again}` });
    const zh = await send(clearance.clearanceId, mail('one more', fcr), 'zh');
    expect(zh.json().msg).toBe(`每人每小时最多发送3封邮件（biz.mail.maxMailsPerHour），请于${again}后再发送`);
    expect(await mailsOf(clearance.clearanceId)).toHaveLength(3);
  });

  it('the mail that would pass biz.mail.maxRecipientsPerHour (To and CC over all mails) is refused 429; one over it on its own 400', async () => {
    await useSmtp(1, { 'biz.mail.host': '', 'biz.mail.maxMailsPerHour': '100', 'biz.mail.maxRecipientsPerHour': '5' });
    await forgetEarlierMails();
    const { clearance, fcr } = await readyClearance();
    const three = { mailTo: 'a@example.com, b@example.com', mailCc: 'c@example.com' };
    expect((await send(clearance.clearanceId, mail('three', fcr, three))).statusCode).toBe(200);
    const over = await send(clearance.clearanceId, mail('three more', fcr, three));
    expect(over.statusCode).toBe(429);
    const again = dayjs((await mailsOf(clearance.clearanceId))[0].createTime).add(1, 'hour').format('YYYY-MM-DD HH:mm:ss');
    expect(over.json().msg).toBe(`At most 5 recipients (To and CC) an hour per user (biz.mail.maxRecipientsPerHour): 3 used this hour and this mail has 3; you may send again at ${again}`);
    expect((await send(clearance.clearanceId, mail('two', fcr, { mailTo: 'a@example.com', mailCc: 'd@example.com' }))).statusCode).toBe(200);
    expect((await send(clearance.clearanceId, mail('one', fcr))).statusCode).toBe(429);
    const huge = await send(clearance.clearanceId, mail('six', fcr, { mailTo: 'a@x.example b@x.example c@x.example d@x.example e@x.example f@x.example' }));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fields).toContain('mailTo');
    expect((await mailsOf(clearance.clearanceId)).map((m) => m.subject)).toEqual(['two', 'three']);
  });
});

describe('TLS', () => {
  it('with requireTls on, a server without STARTTLS gets no login and no mail; the mail fails with the reason', async () => {
    sink = await startSmtpSink({ pass: PASSWORD, starttls: false });
    await useSmtp(sink.port, { 'biz.mail.maxAttempts': '1', 'biz.mail.maxMailsPerHour': '100', 'biz.mail.maxRecipientsPerHour': '1000' });
    const { clearance, fcr } = await readyClearance();
    await send(clearance.clearanceId, mail('not in clear', fcr));
    const [failed] = await until(() => mailsOf(clearance.clearanceId), (m) => m[0]?.status === '2');
    expect(failed).toMatchObject({ status: '2', attempts: 1 });
    expect(failed.lastError).toMatch(/^STARTTLS required \(biz\.mail\.requireTls\)/);
    expect(sink.logins).toEqual([]);
    expect(sink.messages).toEqual([]);
  });

  it('with verifyCertificate on, a server with a self-signed certificate gets no login and no mail', async () => {
    sink = await startSmtpSink({ pass: PASSWORD });
    await useSmtp(sink.port, { 'biz.mail.maxAttempts': '1', 'biz.mail.verifyCertificate': 'true', 'biz.mail.maxMailsPerHour': '100', 'biz.mail.maxRecipientsPerHour': '1000' });
    const { clearance, fcr } = await readyClearance();
    await send(clearance.clearanceId, mail('unverified', fcr));
    const [failed] = await until(() => mailsOf(clearance.clearanceId), (m) => m[0]?.status === '2');
    expect(failed.lastError).toMatch(/^server certificate refused \(biz\.mail\.verifyCertificate\).*certificate/);
    expect(sink.logins).toEqual([]);
    expect(sink.messages).toEqual([]);
  });
});
