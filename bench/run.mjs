// `npm run bench [name]`: every benchmark, or one by name.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const benches = { api: 'bench/api.mjs', bundle: 'bench/bundle.mjs', users: 'bench/users.mjs', orders: 'bench/orders.mjs', appointments: 'bench/appointments.mjs', imports: 'bench/imports.mjs', startup: 'bench/startup.mjs', pages: 'bench/pages.mjs', board: 'bench/board.mjs', clearance: 'bench/clearance.mjs', inventory: 'bench/inventory.mjs', scale: 'bench/scale.mjs' };
const only = process.argv[2];
process.chdir(path.resolve(import.meta.dirname, '..'));
for (const [name, file] of Object.entries(benches)) {
  if (only && only !== name) continue;
  console.log(`\n##### ${name}`);
  // what follows the name goes to the bench (`npm run bench orders -- --ten-million`)
  const r = spawnSync(process.execPath, [file, ...process.argv.slice(3)], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = 1;
}
