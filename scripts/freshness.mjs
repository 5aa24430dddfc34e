// Whether a build is older than its sources: `npm start` and the benches build only then.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time of any file under `entries` (0 when there is none). */
export function newest(entries) {
  let latest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) for (const e of readdirSync(p)) walk(path.join(p, e));
    else latest = Math.max(latest, s.mtimeMs);
  };
  entries.forEach(walk);
  return latest;
}

/** `output` is missing or older than a file under `sources`. */
export const isStale = (output, sources) => (existsSync(output) ? statSync(output).mtimeMs : 0) < newest(sources);

/** What the bundled server (dist-server, scripts/build-server.mjs) is built from, from the project's root. */
export const SERVER_SOURCES = ['server', 'contract', 'tsconfig.server.json', 'scripts/build-server.mjs'];
