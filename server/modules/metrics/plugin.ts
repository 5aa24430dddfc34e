import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { outboxCounts } from '../clearance/outbox.js';
import { activeSessions, jobRunsByStatus } from './repository.js';
import { WARM_UP_MARK } from '../../lib/warm-up-mark.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** what {apiBase}/metrics answers; null when METRICS_TOKEN is not set (modules/metrics) */
    metrics: Registry | null;
  }
}

/** one prefix for every series, the process's own included: a dashboard finds them all under it */
const PREFIX = 'warehouse_';

/**
 * The Prometheus series, in a registry of this app's own (tests start several apps in one
 * process). Requests are labelled by route pattern, never by URL: a supplier's link carries its
 * token in the path. The outbox, job and session figures are counted in the database at each
 * scrape, so every instance reports the same shared figures.
 */
export const metricsPlugin = fp(async (app) => {
  if (!app.config.metricsToken) {
    app.decorate('metrics', null);
    return;
  }
  const register = new Registry();
  app.decorate('metrics', register);
  collectDefaultMetrics({ register, prefix: PREFIX });

  const requests = new Counter({ name: `${PREFIX}http_requests_total`, help: 'HTTP requests answered, by method, route pattern and status', labelNames: ['method', 'route', 'status'], registers: [register] });
  const duration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  app.addHook('onResponse', async (request, reply) => {
    // the start's own warm-up requests (warm-up.ts) are nobody's traffic
    if (request.headers['x-warm-up'] === WARM_UP_MARK) return;
    // no pattern: nothing matched (a 404), and the URL itself must not become a label
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const gate = app.dbGate;
  new Gauge({ name: `${PREFIX}db_gate_active`, help: 'Requests holding a database place now', registers: [register], collect() { this.set(gate.stats.active); } });
  new Gauge({ name: `${PREFIX}db_gate_queued`, help: 'Requests waiting for a database place now', registers: [register], collect() { this.set(gate.stats.waiting); } });
  new Gauge({ name: `${PREFIX}db_gate_limit`, help: 'The gate\'s bounds: DB_MAX_ACTIVE and DB_MAX_QUEUE', labelNames: ['bound'], registers: [register], collect() { this.set({ bound: 'active' }, gate.maxActive); this.set({ bound: 'queue' }, gate.maxQueue); } });
  // counted by the gate itself (lib/db-gate.ts): a counter here copies its totals at each scrape
  new Counter({ name: `${PREFIX}db_gate_waits_total`, help: 'Requests that had to queue for a database place', registers: [register], collect() { this.reset(); this.inc(gate.totals.waits); } });
  new Counter({
    name: `${PREFIX}db_gate_refusals_total`,
    help: 'Requests answered 503 by the database gate: the queue full, or the wait over DB_QUEUE_TIMEOUT_MS',
    labelNames: ['reason'],
    registers: [register],
    collect() {
      this.reset();
      this.inc({ reason: 'queue_full' }, gate.totals.refusedFull);
      this.inc({ reason: 'timeout' }, gate.totals.refusedTimeout);
    },
  });

  new Gauge({
    name: `${PREFIX}mail_outbox`,
    help: 'Mails in the outbox: queued (waiting to go) and failed (given up after the last attempt)',
    labelNames: ['state'],
    registers: [register],
    async collect() {
      const { queued, failed } = await outboxCounts(app.db);
      this.set({ state: 'queued' }, queued);
      this.set({ state: 'failed' }, failed);
    },
  });
  new Gauge({
    name: `${PREFIX}job_runs`,
    help: 'Scheduled job runs recorded in the job log, by outcome (the log can be cleaned: watch its increase)',
    labelNames: ['status'],
    registers: [register],
    async collect() {
      const counts = new Map((await jobRunsByStatus(app.db)).map((row) => [row.status, row.runs]));
      this.set({ status: 'success' }, counts.get('0') ?? 0);
      this.set({ status: 'failure' }, counts.get('1') ?? 0);
    },
  });
  new Gauge({
    name: `${PREFIX}sessions_active`,
    help: 'Signed-in sessions used within SESSION_IDLE_MINUTES',
    registers: [register],
    async collect() {
      this.set(await activeSessions(app.db, app.config.sessionIdleMinutes));
    },
  });
});
