import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { seedBusinessDemo, seedDemo } from './demo/index.js';
import { buildApp } from './app.js';

async function main() {
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.dbMaxActive + 4 });
  const fresh = await runMigrations(database);
  if (fresh && config.seedDemo) {
    await seedDemo(database.db);
    await seedBusinessDemo(database.db);
  }
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests, then closing the database');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined, startMs: Math.round(performance.now() - started) },
    `ready on ${address} (API ${config.apiBase})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
