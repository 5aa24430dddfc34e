import path from 'node:path';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { writeBackup } from './backup.js';
import type { ControlHandler } from './control.js';

const answer = (response: Parameters<ControlHandler>[1], status: number, body: object) => {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

/**
 * What the server answers on its DATA_DIR socket: GET / (who holds the folder) and POST /backup
 * {"file": "/absolute/path.tar.gz"}, a backup taken by this process, the one that has the
 * database open. Only who may write to DATA_DIR reaches the socket (control.ts).
 */
export const controlCommands =
  (database: Database, config: Pick<AppConfig, 'backupDir'>, log: { info(o: object, m: string): void }): ControlHandler =>
  async (request, response) => {
    if (request.method === 'GET' && request.url === '/') return answer(response, 200, { pid: process.pid, database: database.kind });
    if (request.method !== 'POST' || request.url !== '/backup') return answer(response, 404, { msg: 'GET / or POST /backup' });
    let body = '';
    for await (const chunk of request) body += chunk;
    const file = (JSON.parse(body || '{}') as { file?: unknown }).file;
    if (typeof file !== 'string' || !path.isAbsolute(file)) return answer(response, 400, { msg: 'file: an absolute path' });
    const made = await writeBackup(database, file, config.backupDir);
    log.info(made, 'backup taken for npm run backup');
    answer(response, 200, made);
  };
