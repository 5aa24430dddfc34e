import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sysOperLog } from './oper-log-table.js';
import { maskSecrets, redactText } from '../lib/secrets.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const METHOD_TYPE: Record<string, number> = { POST: 1, PUT: 2, DELETE: 3 };

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

interface Answer {
  text: string;
  /** the envelope's msg: what the person saw */
  msg?: string;
}

/** The answer as stored: the envelope's code and msg as they were, anything else masked. */
function readAnswer(payload: string): Answer {
  try {
    const body: unknown = JSON.parse(payload);
    if (!body || typeof body !== 'object' || Array.isArray(body)) return { text: JSON.stringify(maskSecrets(body)) };
    const { code, msg, ...rest } = body as Record<string, unknown>;
    return { text: JSON.stringify({ code, msg, ...(maskSecrets(rest) as object) }), msg: typeof msg === 'string' ? msg : undefined };
  } catch {
    return { text: '' };
  }
}

const answers = new WeakMap<FastifyRequest, Answer>();
const logged = (request: FastifyRequest) => WRITE_METHODS.has(request.method) || !!request.routeOptions.config?.operLog;

function entry(request: FastifyRequest, reply: FastifyReply) {
  const user = request.user!;
  const config = request.routeOptions.config?.operLog;
  const params = { ...(request.params as object), ...(request.query as object), ...(typeof request.body === 'object' ? (request.body as object) : {}) };
  const failed = reply.statusCode >= 400;
  const answer = answers.get(request);
  return {
    title: config?.title ?? request.routeOptions.url ?? request.url,
    businessType: config?.businessType ?? METHOD_TYPE[request.method] ?? 0,
    method: `${request.method} ${request.routeOptions.url ?? ''}`,
    requestMethod: request.method,
    operName: user.userName,
    deptName: user.deptName ?? '',
    // the query is in operParam, masked; the raw URL could carry a password (RuoYi's updatePwd)
    operUrl: clip(redactText(request.url.split('?')[0]), 255),
    operIp: request.ip,
    operParam: clip(JSON.stringify(maskSecrets(params)), 2000),
    jsonResult: clip(answer?.text ?? '', 2000),
    status: failed ? '1' : '0',
    errorMsg: failed ? clip(answer?.msg || `HTTP ${reply.statusCode}`, 2000) : '',
    costTime: Math.round(reply.elapsedTime),
  };
}

type OperLogRow = ReturnType<typeof entry>;

/**
 * Log rows go to the database together: while one insert runs, the rows answered meanwhile wait
 * for it and follow as one statement. A rush of five hundred bookings wrote five hundred rows one
 * by one, each taking a pooled connection from the requests still waiting for theirs.
 */
export function groupedWriter<Row>(insertRows: (rows: Row[]) => Promise<unknown>, failed: (error: unknown) => void) {
  let pending: Row[] = [];
  let writing: Promise<void> | null = null;
  // rows are written in the order they are handed over: a count tells who has been written
  let handedOver = 0;
  let written = 0;
  let waiters: Array<{ upTo: number; resolve: () => void }> = [];
  const insert = async (rows: Row[]) => {
    try {
      await insertRows(rows);
    } catch (error) {
      // one bad row must not cost the others theirs
      if (rows.length > 1) for (const row of rows) await insert([row]);
      else failed(error);
    }
  };
  const drain = async () => {
    while (pending.length > 0) {
      const rows = pending;
      pending = [];
      await insert(rows);
      written += rows.length;
      waiters = waiters.filter((w) => (w.upTo <= written ? (w.resolve(), false) : true));
    }
    writing = null;
  };
  /** Resolves once every row handed over so far is written (not waiting for those handed over later). */
  const flushed = (): Promise<void> => {
    const upTo = handedOver;
    return written >= upTo ? Promise.resolve() : new Promise((resolve) => waiters.push({ upTo, resolve }));
  };
  return {
    /** Resolves once the row is written (or its failure reported): under steady writes, not only when they stop. */
    write: (row: Row) => {
      handedOver += 1;
      pending.push(row);
      writing ??= drain();
      return flushed();
    },
    flushed,
  };
}

/**
 * Every signed-in write request, and any route that declares `operLog`, is recorded once it has
 * been answered: a failure with the message its user saw, secrets masked in both directions.
 */
export const operLogPlugin = fp(async (app) => {
  const { write, flushed } = groupedWriter<OperLogRow>(
    (rows) => app.db.insert(sysOperLog).values(rows),
    (error) => app.log.warn({ err: error }, 'operation log not written'),
  );
  app.decorate('operLogFlushed', flushed);
  // the rows of requests answered just before a shutdown are written before the database closes
  app.addHook('onClose', flushed);
  app.addHook('onSend', async (request, _reply, payload) => {
    if (logged(request) && typeof payload === 'string') answers.set(request, readAnswer(payload));
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.user && logged(request)) await write(entry(request, reply));
  });
});
