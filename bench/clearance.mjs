// Clearance documents and their mail, on the real server (embedded database, demo data):
// - ms per draft FCR and per commercial invoice of INVOICE_LINES (200) goods lines, sequential
//   POST /biz/clearance/{id}/documents (each one drawn, stored as a new version, answered);
// - documents per second with CLIENTS (10) concurrent clients, for FCRs and for those invoices;
// - the server's RSS idle after start and after the load;
// - the outbox: MAILS (1,000) mails queued, each with a PDF attached, delivered to a local SMTP
//   sink (smtp-server) by one run of the sendMail job: mails per second, beside the same sink fed
//   by nodemailer straight from this process with the outbox's pool settings (no database).
// The baseline for the documents is a one-page PDF in pdfkit's built-in Helvetica drawn in this
// process in the same run: the price of the CJK font and the tables.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import nodemailer from 'nodemailer';
import PDFDocument from 'pdfkit';
import { SMTPServer } from 'smtp-server';
import { login, rssMb, startProcess, stop, table } from './lib.mjs';

const INVOICE_LINES = Number(process.env.INVOICE_LINES ?? 200);
const CLIENTS = Number(process.env.CLIENTS ?? 10);
const MAILS = Number(process.env.MAILS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function barePdfMs() {
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await new Promise((resolve) => {
      const doc = new PDFDocument({ size: 'A4' });
      doc.on('data', () => undefined).on('end', resolve);
      doc.fontSize(12).text("Forwarder's Cargo Receipt ".repeat(40));
      doc.end();
    });
    times.push(performance.now() - started);
  }
  return median(times);
}

function sink() {
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // a reverse DNS lookup of every client costs a tenth of a second here
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined).on('end', () => {
        count += 1;
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ port: server.server.address().port, count: () => count, close: () => new Promise((r) => server.close(r)) })));
}

async function waitFor(read, target, timeoutMs = 600_000) {
  const end = Date.now() + timeoutMs;
  while (read() < target) {
    if (Date.now() > end) throw new Error(`only ${read()} of ${target}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'wh-bench-clearance-'));
const server = await startProcess('server/main.ts', { DATA_DIR: dataDir, DATABASE_URL: '', CAPTCHA_ENABLED: 'false', LOGIN_RATE_LIMIT: '100000', SCHEDULER_ENABLED: 'false' });
const mailSink = await sink();
try {
  const headers = { ...(await login(server.url)), 'content-type': 'application/json' };
  const api = async (p, method = 'GET', body) => {
    const res = await fetch(`${server.url}/api${p}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    const json = await res.json();
    if (res.status !== 200) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };
  await new Promise((r) => setTimeout(r, 1000));
  const idleRss = await rssMb(server.child.pid);

  // an order of INVOICE_LINES complete goods lines, in a clearance of its own
  const lines = Array.from({ length: INVOICE_LINES }, (_, i) => ({
    itemNo: `BENCH-${i + 1}`, originalQty: 10 + i, unitPrice: 1.25 + (i % 7), currency: i % 5 === 0 ? 'EUR' : 'USD', gifiCode: '6109100010',
    customsNameZh: `棉质针织T恤 第${i + 1}款`, customsNameEn: `Cotton knitted T-shirt style ${i + 1}`, cartons: 2, cbm: 0.1, grossWeight: 12.5,
  }));
  const order = (await api('/biz/order', 'POST', { orderNo: `BENCH-CL-${Date.now()}`, buyer: '上海测试买家有限公司', vendorDeptName: '宁波供应商', lines })).data;
  const clearance = (await api('/biz/clearance', 'POST', { orderIds: [order.orderId], incoterm: 'FOB', incotermPlace: 'Shanghai', paymentTerms: 'T/T 30 days', origin: '中国 China' })).data;
  const documents = `${server.url}/api/biz/clearance/${clearance.clearanceId}/documents`;

  const sequential = async (kind) => {
    const times = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      const doc = (await api(`/biz/clearance/${clearance.clearanceId}/documents`, 'POST', { kind })).data;
      times.push(performance.now() - started);
      bytes = doc.byteSize;
    }
    return { ms: median(times), kb: Math.round(bytes / 1024) };
  };
  const concurrent = async (kind) => {
    const r = await autocannon({ url: documents, method: 'POST', headers, body: JSON.stringify({ kind }), connections: CLIENTS, duration: 8 });
    return { perSecond: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
  };
  const bare = await barePdfMs();
  const fcr = await sequential('fcr_draft');
  const invoice = await sequential('invoice');
  const fcrLoad = await concurrent('fcr_draft');
  const invoiceLoad = await concurrent('invoice');
  const loadedRss = await rssMb(server.child.pid);
  console.log(`\nDocuments (embedded database; baseline: a one-page Helvetica PDF drawn in this process, ${bare.toFixed(1)} ms)`);
  table([
    { document: 'draft FCR', 'ms (median of sequential)': fcr.ms.toFixed(1), 'KB': fcr.kb, 'x baseline': (fcr.ms / bare).toFixed(1), [`per s, ${CLIENTS} clients`]: fcrLoad.perSecond.toFixed(1), 'p99 ms': fcrLoad.p99, errors: fcrLoad.errors },
    { document: `invoice, ${INVOICE_LINES} lines`, 'ms (median of sequential)': invoice.ms.toFixed(1), 'KB': invoice.kb, 'x baseline': (invoice.ms / bare).toFixed(1), [`per s, ${CLIENTS} clients`]: invoiceLoad.perSecond.toFixed(1), 'p99 ms': invoiceLoad.p99, errors: invoiceLoad.errors },
  ]);
  console.log(`server RSS: ${idleRss} MB idle after start, ${loadedRss} MB after the load`);

  // the outbox: queue MAILS with the SMTP host empty (they wait), then point it at the sink and run the job once
  const params = (await api('/system/config/list?configKey=biz.mail.&pageSize=50')).rows;
  const set = async (values) => {
    for (const row of params) if (row.configKey in values) await api('/system/config', 'PUT', { ...row, configValue: values[row.configKey] });
  };
  await set({ 'biz.mail.host': '', 'biz.mail.port': String(mailSink.port), 'biz.mail.secure': 'false', 'biz.mail.requireTls': 'false', 'biz.mail.from': 'bench@forwarder.example', 'biz.mail.maxMailsPerHour': '100000', 'biz.mail.maxRecipientsPerHour': '1000000' });
  const fcrId = (await api(`/biz/clearance/${clearance.clearanceId}/documents`)).data.find((d) => d.kind === 'fcr_draft').documentId;
  for (let i = 0; i < MAILS; i += 20) {
    await Promise.all(Array.from({ length: Math.min(20, MAILS - i) }, (_, k) => api(`/biz/clearance/${clearance.clearanceId}/mail`, 'POST', { mailTo: 'buyer@example.com', subject: `bench ${i + k}`, body: 'b', documentIds: [fcrId] })));
  }
  await set({ 'biz.mail.host': '127.0.0.1' });
  await new Promise((r) => setTimeout(r, 5100)); // the parameters are cached for 5 s
  const job = (await api('/monitor/job/list?invokeTarget=sendMail')).rows[0];
  let started = performance.now();
  await api('/monitor/job/run', 'PUT', { jobId: job.jobId });
  await waitFor(mailSink.count, MAILS);
  const outboxSeconds = (performance.now() - started) / 1000;
  const pdf = Buffer.from(await (await fetch(`${server.url}/api/biz/clearance/document/${fcrId}`, { headers })).arrayBuffer());
  // the same transport settings as the outbox (a pool of 3 connections, 10 mails at a time), no database
  const direct = nodemailer.createTransport({ pool: true, maxConnections: 3, host: '127.0.0.1', port: mailSink.port, secure: false });
  const before = mailSink.count();
  started = performance.now();
  for (let i = 0; i < MAILS; i += 10) {
    await Promise.all(Array.from({ length: Math.min(10, MAILS - i) }, (_, k) => direct.sendMail({ from: 'bench@forwarder.example', to: 'buyer@example.com', subject: `direct ${i + k}`, text: 'b', attachments: [{ filename: 'fcr.pdf', content: pdf }] })));
  }
  direct.close();
  await waitFor(() => mailSink.count() - before, MAILS);
  const directSeconds = (performance.now() - started) / 1000;
  console.log(`\nOutbox: ${MAILS} mails, one ${Math.round(pdf.length / 1024)} KB PDF each, to a local SMTP sink`);
  table([
    { sender: 'outbox (sendMail job)', seconds: outboxSeconds.toFixed(1), 'mails/s': (MAILS / outboxSeconds).toFixed(0), 'x baseline': (directSeconds / outboxSeconds).toFixed(2) },
    { sender: 'baseline: nodemailer from this process, same pool, no database', seconds: directSeconds.toFixed(1), 'mails/s': (MAILS / directSeconds).toFixed(0), 'x baseline': '1.00' },
  ]);
} finally {
  await stop(server.child);
  await mailSink.close();
  rmSync(dataDir, { recursive: true, force: true });
}
