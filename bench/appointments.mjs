// Delivery appointments (issue 6):
//  1. the public vehicle queue (/public/carList, no login) under 200 concurrent clients, beside a
//     bare Fastify route answering the same JSON in the same run;
//  2. booking throughput: 50 clients booking trucks into one day's slots of one warehouse at once,
//     until every place is gone; then every slot is checked for over-booking.
// The server runs on the embedded database unless BENCH_DATABASE_URL names a PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, load, rssMb, startProcess, stop, table } from './lib.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 8);
const clients = Number(process.env.BENCH_BOOKING_CLIENTS ?? 50);
const slotTrucks = Number(process.env.BENCH_SLOT_TRUCKS ?? 10);
const dataDir = mkdtempSync(path.join(tmpdir(), 'wh-bench-appt-'));
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  CAPTCHA_ENABLED: 'false',
  LOGIN_RATE_LIMIT: '100000',
  // the bench measures the route, not the limiter turning it away
  PUBLIC_RATE_LIMIT: '100000000',
  SCHEDULER_ENABLED: 'false',
};
const database = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const pad = (n) => String(n).padStart(2, '0');
const localDate = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

async function publicQueue(server) {
  const warehouses = (await api(server.url, null, 'GET', '/public/warehouses')).json.data;
  const url = `${server.url}/api/public/carList?warehouseId=${warehouses[0].warehouseId}`;
  const body = await (await fetch(url)).text();
  const bare = await startProcess('bench/bare-server.ts', { BARE_BODY: body });
  await load(`${bare.url}/bare`, { connections: 200, duration: 2 });
  const base = await load(`${bare.url}/bare`, { connections: 200, duration });
  await load(url, { connections: 200, duration: 2 });
  const real = await load(url, { connections: 200, duration });
  await stop(bare.child);
  console.log(`\nPublic vehicle queue, 200 clients, ${duration} s each, ${database}; the queue holds ${JSON.parse(body).data.length} trucks:`);
  table([
    { endpoint: 'bare route, same JSON', 'req/s': base.rps, 'p50 ms': base.p50, 'p99 ms': base.p99, errors: base.errors, 'vs bare': '1.00' },
    { endpoint: 'GET /public/carList', 'req/s': real.rps, 'p50 ms': real.p50, 'p99 ms': real.p99, errors: real.errors, 'vs bare': (real.rps / base.rps).toFixed(3) },
  ]);
}

async function bookingRace(server, token) {
  const day = localDate(new Date(Date.now() + 2 * 86_400_000));
  const created = await api(server.url, token, 'POST', '/biz/warehouse', {
    warehouseName: `Bench ${Date.now()}`, openTime: '08:00', closeTime: '18:00', slotMinutes: 60, slotTrucks, closedWeekdays: '', status: '0', doors: [], closedDays: [],
  });
  if (created.status !== 200) throw new Error(`warehouse: ${JSON.stringify(created.json)}`);
  const warehouseId = created.json.data.warehouseId;
  const slots = (await api(server.url, token, 'GET', `/biz/warehouse/${warehouseId}/slots?from=${day}&days=1`)).json.data[0].slots.map((s) => s.time);
  const places = slots.length * slotTrucks;
  // one non-bonded order per booking attempt (bonded goods would first need customs clearance)
  const attempts = Math.round(places * 1.5);
  const orderIds = [];
  for (let i = 0; i < attempts; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, attempts - i) }, (_, k) =>
        api(server.url, token, 'POST', '/biz/order', {
          orderNo: `BENCH-${Date.now()}-${i + k}`, bondedStatus: '0', vendorDeptName: 'Bench supplier',
          lines: [{ itemNo: 'B-1', originalQty: 1, unitPrice: 1, cartons: 5, cbm: 1, grossWeight: 50 }],
        }),
      ),
    );
    for (const r of batch) {
      if (r.status !== 200) throw new Error(`order: ${JSON.stringify(r.json)}`);
      orderIds.push(r.json.data.orderId);
    }
  }
  let next = 0;
  const outcome = { ok: 0, full: 0, other: 0 };
  const latencies = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < attempts) {
        const i = next++;
        const t0 = performance.now();
        const r = await api(server.url, token, 'POST', '/biz/appointment', {
          warehouseId, deliveryTime: `${day} ${slots[i % slots.length]}`, orderIds: [orderIds[i]],
          plateNo: `粤B${String(10000 + i).slice(-5)}`, driverName: 'Bench', driverPhone: '13800000000',
        });
        latencies.push(performance.now() - t0);
        if (r.status === 200) outcome.ok++;
        else if (r.status === 409) outcome.full++;
        else {
          outcome.other++;
          if (outcome.other === 1) console.log('unexpected answer:', r.status, JSON.stringify(r.json).slice(0, 300));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const calendar = (await api(server.url, token, 'GET', `/biz/warehouse/${warehouseId}/slots?from=${day}&days=1`)).json.data[0].slots;
  const booked = (await api(server.url, token, 'GET', `/biz/appointment/list?warehouseId=${warehouseId}&pageSize=1`)).json.total;
  const overBooked = calendar.filter((s) => s.bookedTrucks > s.capacityTrucks).length;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(1);
  console.log(`\nBooking race, ${database}: ${clients} clients, one day of ${slots.length} slots × ${slotTrucks} trucks = ${places} places, ${attempts} attempts:`);
  table([
    {
      'bookings/s': (outcome.ok / seconds).toFixed(1),
      'attempts/s': (attempts / seconds).toFixed(1),
      booked: outcome.ok,
      'refused full': outcome.full,
      'other errors': outcome.other,
      'p50 ms': pct(0.5),
      'p99 ms': pct(0.99),
      'appointments stored': booked,
      'slots over capacity': overBooked,
      'calendar total': calendar.reduce((n, s) => n + s.bookedTrucks, 0),
    },
  ]);
  if (overBooked || booked !== places || outcome.ok !== places || outcome.other) {
    console.log('OVER-BOOKING OR LOST BOOKINGS: the figures above do not add up');
    process.exitCode = 1;
  }
}

try {
  const server = await startProcess('server/main.ts', env);
  const login = await api(server.url, null, 'POST', '/login', { username: 'admin', password: 'admin123' });
  await publicQueue(server);
  await bookingRace(server, login.json.token);
  console.log(`server memory at the end: ${await rssMb(server.child.pid)} MB RSS`);
  await stop(server.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
