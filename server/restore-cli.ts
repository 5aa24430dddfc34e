// `npm run restore -- <file>`: a backup of the embedded database in place of DATA_DIR's, with the
// server stopped. What DATA_DIR held is moved aside, not deleted.
import path from 'node:path';
import { loadConfig } from './config.js';
import { keepFilesPrivate } from './lib/private-files.js';
import { lockDataDir } from './modules/backup/control.js';
import { restoreBackup } from './modules/backup/restore.js';

async function main() {
  keepFilesPrivate();
  const config = loadConfig(process.env, { tokenSecret: 'not needed' });
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: restore PostgreSQL with pg_restore (README, "Backups")');
  if (!process.argv[2]) throw new Error('which backup? npm run restore -- <file>');
  const file = path.resolve(process.argv[2]);
  // refused while a server runs on DATA_DIR; and no server starts on it until this is done
  const lock = await lockDataDir(config.dataDir, 'npm run restore');
  try {
    const restored = await restoreBackup(file, config.dataDir);
    console.log(`restored ${file} into ${config.dataDir}: ${restored.migrations} migrations, ${restored.users} users`);
    if (restored.aside) console.log(`what ${config.dataDir} held before is in ${restored.aside} (delete it once the restored data is checked)`);
    if (restored.newer) console.log(`warning: ${restored.newer}`);
  } finally {
    await lock.close();
  }
}

main().catch((error: Error) => {
  console.error(`restore failed: ${error.message}`);
  process.exit(1);
});
