// `npm run backup [-- <file>]`: a backup of the embedded database, taken by the server that has
// it open, or, when none runs, by this process holding DATA_DIR meanwhile.
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { loadConfig } from './config.js';
import { keepFilesPrivate } from './lib/private-files.js';
import { openDatabase } from './db/client.js';
import { backupName, writeBackup } from './modules/backup/backup.js';
import { controlPath, lockDataDir } from './modules/backup/control.js';

interface Made {
  file: string;
  bytes: number;
  heldMs: number;
}

/** The backup from the server holding DATA_DIR, or null when none does. */
function askServer(dataDir: string, file: string): Promise<(Made & { holder: string }) | null> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath: controlPath(dataDir), method: 'POST', path: '/backup', headers: { 'content-type': 'application/json' } }, async (response) => {
      let body = '';
      for await (const chunk of response) body += chunk;
      if (response.statusCode !== 200) return reject(new Error(`the server holding ${dataDir} answered ${response.statusCode}: ${body}`));
      resolve({ ...(JSON.parse(body) as Made), holder: String(response.headers['x-holder']) });
    });
    request.on('error', (error: NodeJS.ErrnoException) => (['ENOENT', 'ECONNREFUSED'].includes(error.code ?? '') ? resolve(null) : reject(error)));
    request.end(JSON.stringify({ file }));
  });
}

async function main() {
  keepFilesPrivate();
  const config = loadConfig(process.env, { tokenSecret: 'not needed' });
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump (README, "Backups")');
  if (!existsSync(path.join(config.dataDir, 'PG_VERSION'))) throw new Error(`no embedded database in ${config.dataDir} (DATA_DIR)`);
  const file = path.resolve(process.argv[2] ?? path.join(config.backupDir, backupName()));

  const fromServer = await askServer(config.dataDir, file);
  if (fromServer) return report(fromServer, `taken by the running server, ${fromServer.holder}; requests waited ${fromServer.heldMs} ms`);

  const lock = await lockDataDir(config.dataDir, 'npm run backup');
  try {
    const database = await openDatabase({ dataDir: config.dataDir });
    try {
      const made = await writeBackup(database, file, config.backupDir);
      report(made, `no server was running: DATA_DIR opened by this command (${made.heldMs} ms to copy)`);
    } finally {
      await database.close();
    }
  } finally {
    await lock.close();
  }
}

function report({ file, bytes }: Made, how: string) {
  console.log(`backup written: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB), ${how}`);
  console.log(`restore it with: npm run restore -- ${file}`);
}

main().catch((error: Error) => {
  console.error(`backup failed: ${error.message}`);
  process.exit(1);
});
