import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A module's routes file: routes.ts under vitest and tsx, routes.js compiled by tsc (the bundled dist-server lists them at build time instead: scripts/build-server.mjs). */
function routesFileOf(name: string): string | undefined {
  return ['routes.ts', 'routes.js'].map((file) => path.join(here, name, file)).find((file) => existsSync(file));
}

/**
 * Every module's routes, mounted under the API base path: each folder here with a routes file
 * exporting `routes`, in alphabetical order. Adding a module touches no line here.
 */
async function loadModules(): Promise<FastifyPluginAsync[]> {
  const names = readdirSync(here, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const modules: FastifyPluginAsync[] = [];
  for (const name of names) {
    const file = routesFileOf(name);
    if (!file) continue;
    const { routes } = (await import(pathToFileURL(file).href)) as { routes?: FastifyPluginAsync };
    if (!routes) throw new Error(`server/modules/${name}/routes exports no \`routes\` plugin`);
    modules.push(routes);
  }
  return modules;
}

export const apiModules: FastifyPluginAsync[] = await loadModules();
