// Four server processes on one PostgreSQL (BENCH_DATABASE_URL; a scratch database, dropped), each
// started here on a port of its own, the requests spread over them in turn:
//  1. BOOKINGS (500) bookings at once for PLACES (20) places (one slot of a fresh warehouse):
//     exactly PLACES taken, p99 ≤ 200 ms, no 5xx;
//  2. pallet loads at once: each of PALLETS (100) stocked pallets scanned into two competing
//     containers (a scan answered 503, busy, scanned again): every pallet in exactly one
//     container, with one load row in its ledger;
//  3. MAILS (200) mails queued while the SMTP server is down, then a local SMTP sink started: the
//     four processes drain the outbox together; every mail arrives exactly once.
// Prints each figure beside its check; exits non-zero when a check fails.
import { tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { api, scratchDatabase, startProcess, stop, table } from './lib.mjs';

const PROCESSES = 4;
const BOOKINGS = Number(process.env.BOOKINGS ?? 500);
const PLACES = Number(process.env.PLACES ?? 20);
const PALLETS = Number(process.env.PALLETS ?? 100);
const MAILS = Number(process.env.MAILS ?? 200);
const BOOKING_P99_MS = 200;
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.log('bench scale needs BENCH_DATABASE_URL (PostgreSQL): an embedded database belongs to one process');
  process.exit(0);
}
const { freePort, startSmtpSink } = await tsImport('../tests/server/smtp-sink.ts', import.meta.url);

const pad = (n) => String(n).padStart(2, '0');
const localDate = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const checks = [];
const check = (what, ok, figure) => checks.push({ check: what, figure, ok: ok ? 'yes' : 'NO' });

const ok = (r, what) => {
  if (r.status !== 200 || (r.json.code && r.json.code !== 200)) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.json).slice(0, 300)}`);
  return r.json;
};
/** Runs `count` calls all at once, the i-th on server i mod 4; answers status and milliseconds of each. */
async function burst(servers, count, call) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const s = servers[i % servers.length];
      const started = performance.now();
      const r = await call(s, i);
      return { ...r, ms: performance.now() - started };
    }),
  );
}

async function bookings(servers) {
  const [first] = servers;
  const day = localDate(new Date(Date.now() + 2 * 86_400_000));
  const created = ok(
    await api(first.url, first.token, 'POST', '/biz/warehouse', {
      warehouseName: `Scale ${Date.now()}`, openTime: '08:00', closeTime: '09:00', slotMinutes: 60, slotTrucks: PLACES, closedWeekdays: '', status: '0', doors: [], closedDays: [],
    }),
    'warehouse',
  );
  const warehouseId = created.data.warehouseId;
  // one non-bonded order per attempt (bonded goods would first need customs clearance), 20 at a time
  const orderIds = [];
  for (let i = 0; i < BOOKINGS; i += 20) {
    const batch = await burst(servers, Math.min(20, BOOKINGS - i), (s, k) =>
      api(s.url, s.token, 'POST', '/biz/order', {
        orderNo: `SCALE-${Date.now()}-${i + k}`, bondedStatus: '0', vendorDeptName: 'Scale supplier',
        lines: [{ itemNo: 'S-1', originalQty: 1, unitPrice: 1, cartons: 5, cbm: 0.1, grossWeight: 50 }],
      }),
    );
    for (const r of batch) orderIds.push(ok(r, 'order').data.orderId);
  }
  // the baseline: as many GET /getInfo at once (a trivial authenticated route) on the same processes
  const bare = (await burst(servers, BOOKINGS, async (s) => {
    const res = await fetch(`${s.url}/api/getInfo`, { headers: { authorization: `Bearer ${s.token}` } });
    await res.arrayBuffer();
    return { status: res.status };
  })).map((a) => a.ms).sort((a, b) => a - b);
  const answers = await burst(servers, BOOKINGS, (s, i) =>
    api(s.url, s.token, 'POST', '/biz/appointment', {
      warehouseId, deliveryTime: `${day} 08:00`, orderIds: [orderIds[i]],
      plateNo: `粤B${String(10000 + i).slice(-5)}`, driverName: 'Scale', driverPhone: '13800000000',
    }),
  );
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  const taken = answers.filter((a) => a.status === 200).length;
  const full = answers.filter((a) => a.status === 409).length;
  const fivexx = answers.filter((a) => a.status >= 500);
  const other = answers.filter((a) => a.status !== 200 && a.status !== 409 && a.status < 500);
  for (const a of [...fivexx, ...other].slice(0, 3)) console.log('unexpected answer:', a.status, JSON.stringify(a.json).slice(0, 300));
  const stored = ok(await api(first.url, first.token, 'GET', `/biz/appointment/list?warehouseId=${warehouseId}&pageSize=1`), 'list').total;
  const p99 = percentile(times, 99);
  console.log(`\n${BOOKINGS} bookings at once over ${PROCESSES} processes for ${PLACES} places (one slot):`);
  table([
    { requests: 'POST /biz/appointment', taken, 'refused full': full, '5xx': fivexx.length, other: other.length, stored, 'p50 ms': percentile(times, 50).toFixed(1), 'p99 ms': p99.toFixed(1), 'max ms': times.at(-1).toFixed(1) },
    { requests: 'GET /getInfo (baseline)', taken: '', 'refused full': '', '5xx': '', other: '', stored: '', 'p50 ms': percentile(bare, 50).toFixed(1), 'p99 ms': percentile(bare, 99).toFixed(1), 'max ms': bare.at(-1).toFixed(1) },
  ]);
  console.log(`bookings p99 / baseline p99: ${(p99 / percentile(bare, 99)).toFixed(2)}`);
  check(`bookings: exactly ${PLACES} taken and stored`, taken === PLACES && stored === PLACES, `${taken} taken, ${stored} stored`);
  check('bookings: no 5xx, every other one refused as full', fivexx.length === 0 && other.length === 0 && full === BOOKINGS - PLACES, `${fivexx.length} 5xx, ${other.length} other, ${full} full`);
  check(`bookings: p99 ≤ ${BOOKING_P99_MS} ms`, p99 <= BOOKING_P99_MS, `${p99.toFixed(1)} ms`);
}

async function loads(servers, client) {
  const [first] = servers;
  const [wh] = (await client.query(`select warehouse_id from biz_warehouse where status = '0' order by warehouse_id limit 1`)).rows;
  const [order] = (await client.query(`select order_id, order_no from biz_order order by order_id limit 1`)).rows;
  // stocked pallets, light enough that no box is over its weight or volume
  await client.query(
    `insert into biz_pallet (pallet_code, warehouse_id, order_id, order_no, boxes, weight, cube, location, status)
     select 'SCALE' || lpad(g::text, 5, '0'), $1, $2, $3, 1, 1, 0.01, 'S-01-01', '1' from generate_series(1, $4::int) g`,
    [wh.warehouse_id, order.order_id, order.order_no, PALLETS],
  );
  const containers = [];
  for (let i = 0; i < 2; i += 1) {
    const c = ok(await api(first.url, first.token, 'POST', '/biz/container', { warehouseId: Number(wh.warehouse_id), cabinetNo: `SCALE${i}`, boxType: '40HQ', loadDate: localDate(new Date()), loadTime: '10:00' }), 'container').data;
    ok(await api(first.url, first.token, 'PUT', `/biz/container/${c.containerId}/status`, { to: '1' }), 'container to pack');
    containers.push(c.containerId);
  }
  // pallet k is scanned into both boxes at once, the two scans on different processes; a scan the
  // busy server turned away (503: nothing changed) is scanned again, as a loader would
  let retries = 0;
  const answers = await burst(servers, PALLETS * 2, async (s, i) => {
    const scan = () => api(s.url, s.token, 'POST', `/biz/container/${containers[i % 2]}/load`, { palletCode: `SCALE${String(Math.floor(i / 2) + 1).padStart(5, '0')}`, allowOverload: true });
    let r = await scan();
    for (let n = 0; r.status === 503 && n < 20; n += 1) {
      retries += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
      r = await scan();
    }
    return r;
  });
  const loaded = answers.filter((a) => a.status === 200 && a.json.data?.moved === 1).length;
  const refused = answers.filter((a) => a.status === 409).length;
  const fivexx = answers.filter((a) => a.status >= 500);
  for (const a of answers.filter((x) => x.status !== 200 && x.status !== 409).slice(0, 3)) console.log('unexpected answer:', a.status, JSON.stringify(a.json).slice(0, 300));
  const { rows } = await client.query(
    `select p.pallet_id, p.status, p.container_id, p.loaded_time is not null as loaded,
       (select count(*)::int from biz_stock_ledger l where l.pallet_id = p.pallet_id and l.movement = 'load') as load_rows,
       (select count(*)::int from biz_stock_ledger l where l.pallet_id = p.pallet_id and l.movement = 'load' and l.to_container_id = p.container_id) as load_rows_here
     from biz_pallet p where p.pallet_code like 'SCALE%'`,
  );
  const good = rows.filter((r) => r.status === '2' && r.loaded && containers.includes(Number(r.container_id)) && r.load_rows === 1 && r.load_rows_here === 1).length;
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  console.log(`\n${PALLETS * 2} loads at once over ${PROCESSES} processes: ${PALLETS} pallets, each scanned into two competing containers:`);
  table([{ loaded, 'refused (409)': refused, '5xx': fivexx.length, '503s scanned again': retries, 'pallets in one box with one load row': good, 'p50 ms': percentile(times, 50).toFixed(1), 'p99 ms': percentile(times, 99).toFixed(1) }]);
  check('loads: every pallet in exactly one container with its ledger row', good === PALLETS && loaded === PALLETS, `${good} of ${PALLETS}, ${loaded} loads answered`);
  check('loads: one scan of each pallet loaded it, the other was refused', loaded === PALLETS && refused === PALLETS && fivexx.length === 0, `${loaded} loaded, ${refused} refused, ${fivexx.length} 5xx`);
}

/** The mail parameters: SMTP on a port nowhere listening yet, quick retries, caps above the bench. */
async function configureMail(server, smtpPort) {
  const params = ok(await api(server.url, server.token, 'GET', '/system/config/list?configKey=biz.mail.&pageSize=50'), 'config').rows;
  const values = {
    'biz.mail.host': '127.0.0.1', 'biz.mail.port': String(smtpPort), 'biz.mail.secure': 'false', 'biz.mail.user': 'mailer', 'biz.mail.password': 'smtp-pass',
    'biz.mail.retrySeconds': '1', 'biz.mail.maxAttempts': '100', 'biz.mail.from': 'docs@forwarder.example', 'biz.mail.verifyCertificate': 'false',
    'biz.mail.maxMailsPerHour': String(MAILS * 2), 'biz.mail.maxRecipientsPerHour': String(MAILS * 2),
  };
  for (const row of params) if (row.configKey in values) ok(await api(server.url, server.token, 'PUT', '/system/config', { ...row, configValue: values[row.configKey] }), row.configKey);
}

async function mails(servers, client, smtpPort) {
  const [first] = servers;
  const order = ok(await api(first.url, first.token, 'GET', '/biz/order/list?pageSize=1&overState=0&bondedStatus=1'), 'orders').rows[0];
  const clearance = ok(await api(first.url, first.token, 'POST', '/biz/clearance', { orderIds: [order.orderId], mailTo: 'buyer@example.com' }), 'clearance').data;
  const fcr = ok(await api(first.url, first.token, 'POST', `/biz/clearance/${clearance.clearanceId}/documents`, { kind: 'fcr_draft' }), 'document').data;
  // queued 20 at a time (the queueing is not what is measured here), every process queueing some
  for (let i = 0; i < MAILS; i += 20) {
    const queued = await burst(servers, Math.min(20, MAILS - i), (s, k) =>
      api(s.url, s.token, 'POST', `/biz/clearance/${clearance.clearanceId}/mail`, { mailTo: 'buyer@example.com', subject: `scale ${i + k}`, body: 'b', documentIds: [fcr.documentId] }),
    );
    for (const r of queued) ok(r, 'mail');
  }
  const sink = await startSmtpSink({ port: smtpPort });
  const started = performance.now();
  try {
    await sink.waitFor(MAILS, 120_000).catch((e) => console.log(e.message));
    const seconds = (performance.now() - started) / 1000;
    // time for a second copy of any mail to arrive
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const subjects = sink.messages.map((m) => m.subject);
    const distinct = new Set(subjects).size;
    const { rows } = await client.query(`select status, count(*)::int as n from biz_mail_outbox where clearance_id = $1 group by status order by status`, [clearance.clearanceId]);
    const sent = rows.find((r) => r.status === '1')?.n ?? 0;
    console.log(`\n${MAILS} mails queued over ${PROCESSES} processes while the SMTP server was down, then drained by all four:`);
    table([{ 'messages received': subjects.length, 'distinct mails': distinct, 'marked sent': sent, 'outbox by status': rows.map((r) => `${r.status}:${r.n}`).join(' '), 'drained in s': seconds.toFixed(1) }]);
    check('outbox: every mail sent exactly once', subjects.length === MAILS && distinct === MAILS && sent === MAILS, `${subjects.length} received, ${distinct} distinct, ${sent} marked sent`);
  } finally {
    await sink.close();
  }
}

const scratch = await scratchDatabase(databaseUrl, 'bench_scale');
const dataDirs = [];
const children = [];
const client = new pg.Client({ connectionString: scratch.url });
try {
  const env = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wh-bench-scale-'));
    dataDirs.push(dir);
    return { DATA_DIR: dir, DATABASE_URL: scratch.url, CAPTCHA_ENABLED: 'false', LOGIN_RATE_LIMIT: '100000' };
  };
  // the first start migrates and seeds the demo; the mail settings go in before the others start,
  // so that every process reads them from the database
  const first = await startProcess('server/main.ts', env());
  children.push(first.child);
  const token = async (s) => ok(await api(s.url, null, 'POST', '/login', { username: 'admin', password: 'admin123' }), 'login').token;
  first.token = await token(first);
  const smtpPort = await freePort();
  await configureMail(first, smtpPort);
  const rest = await Promise.all(Array.from({ length: PROCESSES - 1 }, () => startProcess('server/main.ts', env())));
  for (const s of rest) {
    children.push(s.child);
    s.token = await token(s);
  }
  const servers = [first, ...rest];
  await client.connect();
  // SCALE_ONLY=bookings (or loads, mails; comma-separated) runs only those parts
  const only = process.env.SCALE_ONLY?.split(',');
  const part = (name) => !only || only.includes(name);
  if (part('bookings')) await bookings(servers);
  if (part('loads')) await loads(servers, client);
  if (part('mails')) await mails(servers, client, smtpPort);
  console.log(`\nchecks (${PROCESSES} processes on one PostgreSQL):`);
  table(checks);
  if (checks.some((c) => c.ok !== 'yes')) process.exitCode = 1;
} finally {
  await client.end().catch(() => undefined);
  await Promise.all(children.map((c) => stop(c)));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  await scratch.drop();
}
