import { expect } from 'vitest';
import { admin, call, t } from './api.js';
import { clearanceOrder, receive } from './clearance-fixtures.js';

/** What the mail tests share; they run on useTestApp (api.ts), as a user who may send. */
export const PASSWORD = 'Smtp-Pa55word-never-shown';

/** Sets a parameter through the API, as an administrator would. */
async function setParameter(configKey: string, configValue: string) {
  const row = (await call('GET', `/system/config/list?configKey=${configKey}`, undefined, admin)).json().rows.find((r: { configKey: string }) => r.configKey === configKey);
  const res = await call('PUT', '/system/config', { ...row, configValue }, admin);
  expect(res.statusCode, res.body).toBe(200);
}

/** The outbox pointed at a sink on loopback: STARTTLS required, the sink's self-signed certificate accepted. */
export async function useSmtp(port: number, extra: Record<string, string> = {}) {
  const values = {
    'biz.mail.host': '127.0.0.1',
    'biz.mail.port': String(port),
    'biz.mail.secure': 'false',
    'biz.mail.requireTls': 'true',
    'biz.mail.verifyCertificate': 'false',
    'biz.mail.user': 'mailer',
    'biz.mail.password': PASSWORD,
    'biz.mail.from': 'docs@forwarder.example',
    'biz.mail.retrySeconds': '1',
    'biz.mail.maxAttempts': '8',
    ...extra,
  };
  for (const [k, v] of Object.entries(values)) await setParameter(k, v);
}

/** A clearance with a final FCR and an invoice of a received order. */
export async function readyClearance(fields: object = {}) {
  const order = await clearanceOrder(t);
  await receive(t, order.orderId, { boxes: 12, weight: '240', cube: '3.5' });
  const created = await call('POST', '/biz/clearance', { orderIds: [order.orderId], mailTo: 'buyer@example.com', mailCc: 'boss@example.com', ...fields });
  expect(created.statusCode, created.body).toBe(200);
  const c = created.json().data;
  const fcr = (await call('POST', `/biz/clearance/${c.clearanceId}/documents`, { kind: 'fcr_final' })).json().data;
  const invoice = (await call('POST', `/biz/clearance/${c.clearanceId}/documents`, { kind: 'invoice' })).json().data;
  return { order, clearance: c, fcr, invoice };
}

export type SentMail = { mailId: number; status: string; attempts: number; lastError: string; messageId: string; documents: string; subject: string; mailFrom: string; createTime: string };
export const mailsOf = async (id: number) => (await call('GET', `/biz/clearance/${id}/mails`)).json().data as SentMail[];

export async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const send = (id: number, body: object, lang?: string) => call('POST', `/biz/clearance/${id}/mail`, body, undefined, lang);
