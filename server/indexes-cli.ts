// `npm run upgrade:indexes`: before an upgrade on PostgreSQL, the new release's index builds run
// concurrently while the old release keeps serving (docs/operations.md, "Upgrading").
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prebuildIndexesAhead } from './db/migrate.js';

async function main() {
  const config = loadConfig(process.env, { tokenSecret: 'not needed' });
  if (!config.databaseUrl) {
    console.log('DATABASE_URL is not set: the embedded database has one server, which builds its indexes as it starts. Nothing to do.');
    return;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
  try {
    const built = await prebuildIndexesAhead(database.pool!, (line) => console.log(line));
    console.log(built.length ? `${built.filter((b) => !b.skipped).length} of ${built.length} index builds done ahead; start the new release now` : 'no index build is pending: start the new release');
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(`upgrade:indexes failed: ${error.message}`);
  process.exit(1);
});
