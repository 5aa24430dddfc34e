import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../scratch-database.js';
import { freePort, startSmtpSink } from './smtp-sink.js';
import { spawnServer } from './spawn-server.js';

/**
 * Mail queued while the SMTP server is down, then the server process killed with SIGKILL: after
 * a restart every queued mail is delivered, and the password was never in its output. On the
 * embedded database, and on PostgreSQL when DATABASE_URL is set.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'wh-mail-crash-'));
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
beforeAll(async () => {
  if (process.env.DATABASE_URL) scratch = await scratchDatabase(process.env.DATABASE_URL, 'mailcrash');
});
afterAll(async () => {
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const PASSWORD = 'crash-test-Pa55word';
const MAILS = 20;

describe('the mail outbox across a crash', () => {
  it('kill -9 with mail queued loses none: all of it goes once the server is back and the SMTP server is up', { timeout: 180_000 }, async () => {
    // a sender killed mid-send holds its mails for MAIL_CLAIM_SECONDS: short here, so the test need not wait minutes
    const env = { DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '', SCHEDULER_ENABLED: 'false', MAIL_CLAIM_SECONDS: '3' };
    let server = await spawnServer(env);
    const smtpPort = await freePort();
    const signIn = async (url: string) => {
      const res = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
      return { authorization: `Bearer ${(await res.json()).token}`, 'content-type': 'application/json' };
    };
    const call = async (url: string, headers: Record<string, string>, p: string, method = 'GET', body?: object) => {
      const res = await fetch(`${url}/api${p}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
      const json = await res.json();
      if (res.status !== 200) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    let headers = await signIn(server.url);
    const params = (await call(server.url, headers, '/system/config/list?configKey=biz.mail.&pageSize=50')).rows as { configKey: string }[];
    const values: Record<string, string> = { 'biz.mail.host': '127.0.0.1', 'biz.mail.port': String(smtpPort), 'biz.mail.secure': 'false', 'biz.mail.user': 'mailer', 'biz.mail.password': PASSWORD, 'biz.mail.retrySeconds': '1', 'biz.mail.maxAttempts': '100', 'biz.mail.from': 'docs@forwarder.example', 'biz.mail.verifyCertificate': 'false', 'biz.mail.maxMailsPerHour': '1000' };
    for (const row of params) if (row.configKey in values) await call(server.url, headers, '/system/config', 'PUT', { ...row, configValue: values[row.configKey] });

    // a demo order (the fresh database has the demo story) into a clearance with a draft FCR
    const order = (await call(server.url, headers, '/biz/order/list?pageSize=1&overState=0')).rows[0] as { orderId: number };
    const clearance = (await call(server.url, headers, '/biz/clearance', 'POST', { orderIds: [order.orderId], mailTo: 'buyer@example.com' })).data;
    const fcr = (await call(server.url, headers, `/biz/clearance/${clearance.clearanceId}/documents`, 'POST', { kind: 'fcr_draft' })).data;
    for (let i = 0; i < MAILS; i++) {
      await call(server.url, headers, `/biz/clearance/${clearance.clearanceId}/mail`, 'POST', { mailTo: 'buyer@example.com', subject: `queued ${i}`, body: 'b', documentIds: [fcr.documentId] });
    }
    const before = (await call(server.url, headers, `/biz/clearance/${clearance.clearanceId}/mails`)).data as { status: string }[];
    expect(before).toHaveLength(MAILS);
    expect(before.every((m) => m.status === '0')).toBe(true);

    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    const firstOutput = server.output();
    const sink = await startSmtpSink({ port: smtpPort, pass: PASSWORD });
    try {
      server = await spawnServer(env);
      await sink.waitFor(MAILS, 60_000);
      headers = await signIn(server.url);
      let after: { status: string }[] = [];
      for (const end = Date.now() + 20_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
        after = (await call(server.url, headers, `/biz/clearance/${clearance.clearanceId}/mails`)).data;
        if (after.every((m) => m.status === '1')) break;
      }
      expect(after.map((m) => m.status)).toEqual(Array(MAILS).fill('1'));
      expect(new Set(sink.messages.map((m) => m.subject)).size).toBe(MAILS);
      expect(sink.messages.every((m) => m.attachments[0]?.filename === `${fcr.docNo}.pdf`)).toBe(true);
      expect(firstOutput + server.output()).not.toContain(PASSWORD);
    } finally {
      await server.stop();
      await sink.close();
    }
  });
});
