import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DatabaseAheadError, runMigrations } from './db/migrate.js';
import { DataDirTaken, lockDataDir } from './modules/backup/control.js';
import { closeTree, keepFilesPrivate } from './lib/private-files.js';

async function main() {
  const started = performance.now();
  keepFilesPrivate();
  const config = loadConfig();
  // the embedded database's folder is this process's alone until it exits (backup/control.ts)
  const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir, 'the server');
  // what an earlier release left readable by other local users (issue 47 hole 4)
  await Promise.all([closeTree(config.dataDir), closeTree(config.backupDir)]);
  // The app's module graph (a third of a cold start) loads while the database opens and migrates:
  // PGlite compiles its WebAssembly and reads its files off the main thread meanwhile.
  const modules = Promise.all([import('./app.js'), import('./modules/backup/commands.js'), import('./modules/backup/job-row.js'), import('./warm-up.js')]);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.dbMaxActive + 4 });
  // the app's logger does not exist yet: what the migration step did is logged once it does
  const migrationLines: string[] = [];
  const fresh = await runMigrations(database, (line) => migrationLines.push(line));
  if (fresh && config.seedDemo) {
    // the demo's modules load on a first start only
    const { seedBusinessDemo, seedDemo } = await import('./demo/index.js');
    await seedDemo(database.db);
    await seedBusinessDemo(database.db);
  }
  const [{ buildApp }, { controlCommands }, { ensureBackupJob }, { warmUp }] = await modules;
  if (lock) await ensureBackupJob(database.db);
  const app = await buildApp({ config, database });
  for (const line of migrationLines) app.log.info(line);
  lock?.serve(controlCommands(database, config, app.log));

  let closing = false;
  /**
   * New requests are answered 503 at once (a proxy tries another instance), those in flight may
   * finish for SHUTDOWN_TIMEOUT_MS before their connections are cut; the scheduler stops, mails
   * this process took go back to due, then the database closes.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down: finishing requests, then closing the database');
    const cut = setTimeout(() => {
      app.log.warn('shutting down: requests still running after SHUTDOWN_TIMEOUT_MS, their connections closed');
      app.server.closeAllConnections();
    }, config.shutdownTimeoutMs).unref();
    const force = setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 15_000).unref();
    await app.close();
    await lock?.close();
    clearTimeout(cut);
    clearTimeout(force);
    app.log.info('shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await warmUp(app);
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined, startMs: Math.round(performance.now() - started) },
    `ready on ${address} (API ${config.apiBase})`,
  );
}

main().catch((error) => {
  // a refusal the operator acts on: its message, without a stack
  console.error(error instanceof DatabaseAheadError || error instanceof DataDirTaken ? `not started: ${error.message}` : error);
  process.exit(1);
});
