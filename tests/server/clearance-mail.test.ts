import { afterEach, describe, expect, it } from 'vitest';
import { admin, call, t, uploadXlsx, useTestApp } from './api.js';
import { mailsOf, PASSWORD, readyClearance, send, until, useSmtp } from './mail-fixtures.js';
import { freePort, startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { drainOutbox, NO_MAIL_SERVER } from '../../server/modules/clearance/outbox.js';

useTestApp({ logins: ['admin', 'customs'], as: 'customs', lang: 'en' });

let sink: SmtpSink | undefined;
afterEach(async () => {
  await sink?.close();
  sink = undefined;
});

describe('sending clearance documents', () => {
  it('the message arrives with the chosen PDF versions attached, to and CC as entered, and the send is recorded', async () => {
    sink = await startSmtpSink({ pass: PASSWORD });
    await useSmtp(sink.port);
    const { clearance, fcr, invoice, order } = await readyClearance();
    const draft = (await call('GET', `/biz/clearance/${clearance.clearanceId}/mail/draft?template=en`)).json().data;
    expect(draft.subject).toBe(`Clearance documents: order ${order.orderNo} (上海测试买家有限公司)`);
    expect(draft.body).toContain(`- ${fcr.docNo} (FCR final)`);
    // an uploaded file goes along
    const upload = await uploadXlsx('/common/upload', Buffer.from('packing list: 12 cartons\n'), undefined, 'packing-list.txt');
    expect(upload.statusCode, upload.body).toBe(200);
    const attachments = upload.json().fileName as string;
    const queued = await send(clearance.clearanceId, { mailTo: 'buyer@example.com; second@example.com', mailCc: 'boss@example.com', subject: draft.subject, body: draft.body, documentIds: [fcr.documentId, invoice.documentId], attachments });
    expect(queued.statusCode, queued.body).toBe(200);
    const [message] = await sink.waitFor(1);
    expect(message.subject).toBe(draft.subject);
    expect(message.from?.text).toBe('docs@forwarder.example');
    // the login and the mail went over STARTTLS, from the company's address
    expect(sink.logins).toEqual([{ user: 'mailer', password: PASSWORD, encrypted: true }]);
    expect(sink.senders).toEqual(['docs@forwarder.example']);
    expect(message.to && !Array.isArray(message.to) ? message.to.value.map((a) => a.address) : []).toEqual(['buyer@example.com', 'second@example.com']);
    expect(message.cc && !Array.isArray(message.cc) ? message.cc.value.map((a) => a.address) : []).toEqual(['boss@example.com']);
    expect(sink.recipients[0].sort()).toEqual(['boss@example.com', 'buyer@example.com', 'second@example.com']);
    // the uploaded file under the name it was uploaded with, not the stored uuid
    expect(message.attachments.map((a) => a.filename)).toEqual([`${fcr.docNo}.pdf`, `${invoice.docNo}.pdf`, 'packing-list.txt']);
    expect(message.attachments[2].content.toString()).toBe('packing list: 12 cartons\n');
    const download = await t.app.inject({ method: 'GET', url: `/api${attachments}` });
    expect(download.headers['content-disposition']).toBe("inline; filename*=UTF-8''packing-list.txt");
    // the name kept beside the file is not itself served
    const kept = attachments.replace(/[^/]+$/, (name) => `.${name}.name`);
    expect((await t.app.inject({ method: 'GET', url: `/api${kept}` })).statusCode).toBe(404);
    const stored = (await call('GET', `/biz/clearance/document/${fcr.documentId}`)).rawPayload;
    expect(Buffer.compare(message.attachments[0].content, stored)).toBe(0);
    const [mail] = await until(() => mailsOf(clearance.clearanceId), (m) => m[0]?.status === '1');
    expect(mail).toMatchObject({ status: '1', attempts: 1, documents: `${fcr.docNo}, ${invoice.docNo}` });
    expect(mail.messageId).toBe(message.messageId);
    const row = (await call('GET', `/biz/clearance/${clearance.clearanceId}`)).json().data;
    expect(row.sentCount).toBe(1);
    expect(row.lastSentTime).not.toBeNull();
    expect((await call('GET', `/biz/clearance/list?clearanceNo=${clearance.clearanceNo}&sent=1`)).json().total).toBe(1);
  });

  it('refuses bad recipients, foreign documents and empty mails 400 naming the field, queuing nothing', async () => {
    const { clearance, fcr } = await readyClearance();
    const other = await readyClearance();
    const base = { mailTo: 'buyer@example.com', subject: 'docs', body: '', documentIds: [fcr.documentId] };
    const cases: [object, string][] = [
      [{ ...base, mailTo: '' }, 'mailTo'],
      [{ ...base, mailTo: 'buyer@example' }, 'mailTo'],
      [{ ...base, mailCc: 'x@y.com, nobody' }, 'mailCc'],
      [{ ...base, subject: '' }, 'subject'],
      [{ ...base, documentIds: [other.fcr.documentId] }, 'documentIds'],
      [{ ...base, documentIds: [] }, 'documentIds'],
      [{ ...base, attachments: '/profile/upload/2026/01/01/missing-file.pdf' }, 'attachments'],
      [{ ...base, mailTo: Array.from({ length: 21 }, (_, i) => `u${i}@example.com`).join(',') }, 'mailTo'],
    ];
    for (const [body, field] of cases) {
      const res = await send(clearance.clearanceId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields, JSON.stringify(body)).toContain(field);
    }
    expect(await mailsOf(clearance.clearanceId)).toEqual([]);
  });

  it('with the SMTP server down the mail stays queued, and goes on its own when the server comes back', async () => {
    const port = await freePort();
    await useSmtp(port);
    const { clearance, fcr } = await readyClearance();
    // a burst of sends: each mail is tried at once, and the burst does not spend the others' attempts
    for (let i = 0; i < 5; i++) expect((await send(clearance.clearanceId, { mailTo: 'buyer@example.com', subject: 'while down', body: 'b', documentIds: [fcr.documentId] })).statusCode).toBe(200);
    const waiting = await until(() => mailsOf(clearance.clearanceId), (m) => m.length === 5 && m.every((x) => !!x.lastError));
    expect(waiting.every((m) => m.status === '0' && m.attempts >= 1 && m.attempts <= 3)).toBe(true);
    expect(waiting[0].lastError).toMatch(/ECONNREFUSED/);
    // the server comes back: the retries due (1 s, then 2 s…) find it without anyone asking
    sink = await startSmtpSink({ port, pass: PASSWORD });
    expect((await sink.waitFor(5)).every((m) => m.subject === 'while down')).toBe(true);
    const sent = await until(() => mailsOf(clearance.clearanceId), (m) => m.every((x) => x.status === '1'));
    expect(sent.map((m) => m.status)).toEqual(Array(5).fill('1'));
    // the sendMail job's run finds nothing left to do
    expect(await drainOutbox(t.app.db, { dataDir: t.app.config.dataDir, claimSeconds: 60 })).toMatchObject({ sent: 0, nextDueMs: null });
  });

  it('with no mail server set a mail waits saying so, and goes once one is set', async () => {
    await useSmtp(1, { 'biz.mail.host': '' });
    const { clearance, fcr } = await readyClearance();
    expect((await send(clearance.clearanceId, { mailTo: 'buyer@example.com', subject: 'no server yet', body: 'b', documentIds: [fcr.documentId] })).statusCode).toBe(200);
    const [waiting] = await until(() => mailsOf(clearance.clearanceId), (m) => !!m[0]?.lastError);
    expect(waiting).toMatchObject({ status: '0', attempts: 0, lastError: NO_MAIL_SERVER });
    sink = await startSmtpSink({ pass: PASSWORD });
    await useSmtp(sink.port);
    await drainOutbox(t.app.db, { dataDir: t.app.config.dataDir, claimSeconds: 60 });
    expect((await sink.waitFor(1))[0].subject).toBe('no server yet');
    expect((await mailsOf(clearance.clearanceId))[0]).toMatchObject({ status: '1', lastError: '' });
  });

  it('after the last attempt a mail is failed; Retry queues it again', async () => {
    const port = await freePort();
    await useSmtp(port, { 'biz.mail.maxAttempts': '1' });
    const { clearance, fcr } = await readyClearance();
    await send(clearance.clearanceId, { mailTo: 'buyer@example.com', subject: 'gives up', body: '', documentIds: [fcr.documentId] });
    const [failed] = await until(() => mailsOf(clearance.clearanceId), (m) => m[0]?.status === '2');
    expect(failed).toMatchObject({ status: '2', attempts: 1 });
    sink = await startSmtpSink({ port, pass: PASSWORD });
    expect((await call('PUT', `/biz/clearance/mail/${failed.mailId}/retry`)).statusCode).toBe(200);
    expect((await sink.waitFor(1))[0].subject).toBe('gives up');
    const [sent] = await until(() => mailsOf(clearance.clearanceId), (m) => m[0]?.status === '1');
    expect(sent).toMatchObject({ status: '1', attempts: 1 });
    // only a failed mail goes back into the queue
    const again = await call('PUT', `/biz/clearance/mail/${failed.mailId}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('Only a failed mail can be sent again');
  });
});

describe('the SMTP password', () => {
  it('is used to log in but never answered: not by the list, the record, configKey, the export or the operation log', async () => {
    sink = await startSmtpSink({ pass: PASSWORD });
    await useSmtp(sink.port);
    const answers = [
      await call('GET', '/system/config/list?configKey=biz.mail', undefined, admin),
      await call('GET', '/system/config/configKey/biz.mail.password', undefined, admin),
      await call('GET', '/system/config/export?configKey=biz.mail', undefined, admin),
      await call('GET', '/monitor/operlog/list?title=config&pageSize=100', undefined, admin),
    ];
    const row = answers[0].json().rows.find((r: { configKey: string }) => r.configKey === 'biz.mail.password');
    answers.push(await call('GET', `/system/config/${row.configId}`, undefined, admin));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.includes(Buffer.from(PASSWORD))).toBe(false);
    }
    expect(row.configValue).toBe('******');
    // the form sends the mask back unchanged: the password stays, and still logs in
    await call('PUT', '/system/config', row, admin);
    const { clearance, fcr } = await readyClearance();
    await send(clearance.clearanceId, { mailTo: 'buyer@example.com', subject: 'still logs in', body: '', documentIds: [fcr.documentId] });
    expect((await sink.waitFor(1))[0].subject).toBe('still logs in');
  });

  it('a refused login is kept as the error without the password', async () => {
    sink = await startSmtpSink({ pass: 'another-password' });
    await useSmtp(sink.port, { 'biz.mail.maxAttempts': '1' });
    const { clearance, fcr } = await readyClearance();
    await send(clearance.clearanceId, { mailTo: 'buyer@example.com', subject: 'refused', body: '', documentIds: [fcr.documentId] });
    const [failed] = await until(() => mailsOf(clearance.clearanceId), (m) => m[0]?.status === '2');
    expect(failed.lastError).toMatch(/Invalid/);
    expect(failed.lastError).not.toContain(PASSWORD);
  });
});
