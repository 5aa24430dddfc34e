import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // every table: each module's, and the few shared ones below the modules (lib/*-table.ts, plugins/*-table.ts)
  schema: ['./server/modules/*/table.ts', './server/lib/*-table.ts', './server/plugins/*-table.ts'],
  out: './server/db/migrations',
  casing: 'snake_case',
});
