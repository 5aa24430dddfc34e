import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../server/db/client.js';
import { runMigrations } from '../../server/db/migrate.js';
import { scratchDatabase } from '../scratch-database.js';
import { spawnServer } from './spawn-server.js';

/**
 * SIGTERM on the real server process: a request in flight is answered, one that never ends is
 * cut at SHUTDOWN_TIMEOUT_MS, the mail the process had taken goes back to due at once, the
 * database is closed and the process exits 0. On the embedded database and on PostgreSQL.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'wh-shutdown-'));
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
// an SMTP server that takes the connection and never greets: the send hangs
let smtp: Server;
const smtpSockets: Socket[] = [];
beforeAll(async () => {
  if (process.env.DATABASE_URL) scratch = await scratchDatabase(process.env.DATABASE_URL, 'shutdown');
  smtp = createServer((socket) => smtpSockets.push(socket));
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  smtpSockets.forEach((s) => s.destroy());
  smtp.close();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const open = () => openDatabase({ databaseUrl: scratch?.url, dataDir: scratch ? undefined : dataDir });

/** A raw HTTP request whose body is sent only when told: in flight for as long as the test likes. */
function slowRequest(url: string, body: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  socket.on('error', () => undefined);
  socket.write(`POST /api/login HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`);
  return { finish: () => socket.write(body.slice(5)), ended };
}

describe('graceful shutdown', () => {
  it('answers the request in flight, cuts the endless one, gives the taken mail back and closes the database', { timeout: 240_000 }, async () => {
    const prepared = await open();
    await runMigrations(prepared);
    const { port } = smtp.address() as { port: number };
    for (const [key, value] of Object.entries({ host: '127.0.0.1', port: String(port), secure: 'false', requireTls: 'false', from: 'docs@forwarder.example' })) {
      await prepared.db.execute(sql`update sys_config set config_value = ${value} where config_key = ${`biz.mail.${key}`}`);
    }
    await prepared.db.execute(sql`insert into biz_mail_outbox (mail_to, subject) values ('buyer@example.com', 'held at shutdown')`);
    await prepared.close();

    // the start's drain takes the mail and hangs on the silent SMTP server
    const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '', SCHEDULER_ENABLED: 'false', SHUTDOWN_TIMEOUT_MS: '3000', SEED_DEMO: 'false' });
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    for (const end = Date.now() + 20_000; !smtpSockets.length && Date.now() < end; ) await new Promise((r) => setTimeout(r, 50));
    expect(smtpSockets.length, 'the outbox drain connected to the SMTP server').toBeGreaterThan(0);
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);

    const inFlight = slowRequest(server.url, JSON.stringify({ username: 'admin', password: 'admin123' }));
    const endless = slowRequest(server.url, JSON.stringify({ username: 'admin', password: 'never sent in full' }));
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));

    // nothing new is taken on: a new request is refused (503) or finds the port closed
    const late = await fetch(`${server.url}/api/health/ready`).then((r) => r.status, () => 'refused');
    expect([503, 'refused']).toContain(late);

    inFlight.finish();
    expect(await inFlight.ended).toMatch(/^HTTP\/1\.1 200[\s\S]*"token"/);
    expect(await endless.ended, 'cut without an answer').toBe('');
    expect(await exited).toBe(0);
    // bounded: the cut at 3 s, the mail's 5 s to finish sending, not the 10 + 15 s of a forced exit
    expect(Date.now() - signalled).toBeLessThan(12_000);
    expect(server.output()).toMatch(/"msg":"shut down"/);

    if (!scratch) expect(existsSync(path.join(dataDir, 'postmaster.pid')), 'PGlite closed its database').toBe(false);
    const after = await open();
    try {
      const [mail] = await queryRows<{ status: string; attempts: number; due: boolean }>(
        after.db,
        sql`select status, attempts, (claimed_until is null and next_attempt_time <= now()) as due from biz_mail_outbox where subject = 'held at shutdown'`,
      );
      expect(mail).toEqual({ status: '0', attempts: 1, due: true });
    } finally {
      await after.close();
    }
  });
});
