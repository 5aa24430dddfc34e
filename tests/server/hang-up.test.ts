import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { admin, t, useTestApp } from './api.js';
import { multipart } from './multipart.js';
import { sampleRequest, type Operation } from './openapi-sample.js';

/**
 * Every route that takes a place at the database, from the gate's own list of them, with its
 * client hanging up at each moment an exchange can end early: before the body, just after it,
 * while the handler works, and once the answer has begun. Afterwards every place is back and
 * every route still answers. A new route is walked without editing this file.
 */
useTestApp({ config: { dbMaxActive: 2, dbMaxQueue: 50, dbQueueTimeoutMs: 3000 }, logins: ['admin'] });

/** Routes that would end the administrator's session (the sweep calls every route as him). */
const SKIPPED = new Set(['POST /api/logout', 'POST /api/unlockscreen', 'POST /api/lockscreen']);
type Phase = 'before the body' | 'after the body' | 'mid-handler' | 'mid-answer';
const PHASES: Phase[] = ['before the body', 'after the body', 'mid-handler', 'mid-answer'];

interface Planned {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends the request over a real socket and hangs up at `phase`; resolves once the socket is closed. */
function hangUp(port: number, req: Planned, phase: Phase, delayMs: number) {
  return new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const head = [`${req.method} ${req.path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', `Content-Length: ${req.body.length}`, ...Object.entries(req.headers).map(([k, v]) => `${k}: ${v}`)].join('\r\n');
    const drop = () => socket.destroy();
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
    socket.on('connect', () => {
      if (phase === 'before the body') {
        socket.write(`${head}\r\n\r\n`);
        socket.write(req.body.subarray(0, Math.floor(req.body.length / 2)));
        setTimeout(drop, delayMs);
        return;
      }
      socket.write(Buffer.concat([Buffer.from(`${head}\r\n\r\n`), req.body]));
      if (phase === 'after the body') drop();
      else if (phase === 'mid-handler') setTimeout(drop, delayMs);
      else socket.once('data', drop);
    });
    // an answer that ends before the phase came: the exchange is over either way
    setTimeout(drop, 2000);
  });
}

const until = async (check: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; !check() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 20));
};

describe('a client hanging up at any moment, on every gated route', () => {
  it('gives every database place back, and every route still answers', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const templates = new Map<string, Buffer>();
    const planned: Planned[] = [];
    for (const { method, url, afterUpload } of t.app.dbGate.guarded) {
      if (SKIPPED.has(`${method} ${url}`)) continue;
      const op = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      const sample = sampleRequest(url, op);
      let body = Buffer.from(method === 'GET' || method === 'DELETE' ? '' : JSON.stringify(sample.body));
      let headers: Record<string, string> = { ...admin, 'content-type': 'application/json' };
      if (afterUpload) {
        // the module's own empty template, sent the way the console does: with progress lines asked for
        const templateUrl = url.replace(/importData$/, 'importTemplate');
        if (!templates.has(templateUrl)) templates.set(templateUrl, (await t.app.inject({ method: 'GET', url: templateUrl, headers: admin })).rawPayload);
        const form = multipart('file', 'sheet.xlsx', templates.get(templateUrl)!);
        body = form.payload;
        headers = { ...admin, ...form.headers, accept: 'application/x-ndjson' };
      }
      if (!body.length) delete headers['content-type'];
      planned.push({ method, path: sample.path, headers, body });
    }
    expect(planned.length).toBeGreaterThan(200);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as net.AddressInfo).port;
    const delays = [0, 1, 3, 8, 20];
    for (let i = 0; i < planned.length; i += 4) {
      await Promise.all(planned.slice(i, i + 4).flatMap((req, j) => PHASES.map((phase, k) => hangUp(port, req, phase, delays[(i + j + k) % delays.length]))));
    }
    // handlers whose clients left finish their work (or stop it) and give their places back
    await until(() => t.app.dbGate.stats.active === 0 && t.app.dbGate.stats.waiting === 0, 10_000);
    expect(t.app.dbGate.stats).toEqual({ active: 0, waiting: 0 });

    const refused: string[] = [];
    for (const req of planned) {
      const res = await t.app.inject({ method: req.method as 'GET', url: req.path, headers: req.headers, payload: req.body.length ? req.body : undefined });
      if (res.statusCode === 503) refused.push(`${req.method} ${req.path}`);
    }
    expect(refused).toEqual([]);
    expect(t.app.dbGate.stats).toEqual({ active: 0, waiting: 0 });
  }, 600_000);
});
