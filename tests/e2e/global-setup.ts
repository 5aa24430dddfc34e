import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error a plain ES module script, shared with npm start and npm test
import { isStale, SERVER_SOURCES } from '../../scripts/freshness.mjs';
import { spawnServer } from '../server/spawn-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a data folder the server has migrated and seeded once, each end-to-end file starts on a copy */
    e2eSeededDataDir: string;
    /** dist-server is as new as its sources: the files start the bundle, not the sources through tsx */
    e2eBuiltServer: boolean;
  }
}

/**
 * What every end-to-end file would otherwise do first: migrate and seed a fresh embedded database
 * (about 7 of a server's 9 s to ready). Done once; each file still gets a database of its own, a
 * copy of this one, so no file sees another's writes.
 */
export default async function setup(project: TestProject) {
  const built = !isStale('dist-server/server/main.js', SERVER_SOURCES);
  const folder = mkdtempSync(path.join(tmpdir(), 'wh-e2e-seeded-'));
  const dataDir = path.join(folder, 'data');
  const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '', WEB_ROOT: path.resolve('dist') }, { built });
  await server.stop();
  project.provide('e2eSeededDataDir', dataDir);
  project.provide('e2eBuiltServer', built);
  return () => rmSync(folder, { recursive: true, force: true });
}
