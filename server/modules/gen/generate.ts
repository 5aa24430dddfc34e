import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GenPreview } from '../../../contract/gen.js';
import { migrationsFolder } from '../../db/migrate.js';
import { schemaOnRecord } from './live-schema.js';
import { contractFile } from './templates/contract.js';
import { comment } from './templates/escape.js';
import { componentOf, migrationSql, nextJournal, nextSnapshot, type DictCarried } from './templates/migration.js';
import { exportRoutesFile, messagesFile, repositoryFile, routesFile, tableFile } from './templates/server.js';
import type { Spec } from './templates/spec.js';
import { apiFile, definitionFile, localeFile, pageFile } from './templates/web.js';

const REGISTRY = 'src/pages/registry.ts';

/** The repository this server runs from (under tsx, or bundled into dist-server), when its sources are there: where its migrations are. */
const root = path.resolve(migrationsFolder, '../../..');
export const repositoryRoot = existsSync(path.join(root, REGISTRY)) ? root : undefined;

/** What the next module is generated on top of: the schema record and the registry, as the last module left them. */
export interface Base {
  snapshot: ReturnType<typeof schemaOnRecord>['snapshot'];
  journal: ReturnType<typeof schemaOnRecord>['journal'];
  /** src/pages/registry.ts, or null when the sources are not at hand */
  registry: string | null;
}

/** The committed state: the base of the first module of a download. */
export function committedBase(): Base {
  return { ...schemaOnRecord(), registry: repositoryRoot ? readFileSync(path.join(repositoryRoot, REGISTRY), 'utf8') : null };
}

/**
 * Where the module is already in the tree this base stands for, in words (its migration, its
 * registry line, its folder), or null: generating it again would number a second migration and
 * add a second registry line, so it is refused with this reason.
 */
export function alreadyPresent(s: Spec, base: Base, folderExists: (name: string) => boolean = () => false): string | null {
  const tag = new RegExp(`^\\d{4}_${s.moduleName.replace(/-/g, '_')}$`);
  const migration = base.journal.entries.find((e) => tag.test(e.tag));
  if (migration) return `server/db/migrations/${migration.tag}.sql`;
  if (base.registry?.includes(`'${componentOf(s)}'`)) return `${REGISTRY}: '${componentOf(s)}'`;
  if (Object.values(base.snapshot.tables).some((t) => t.name === s.tableName)) return `server/db/migrations/meta: ${s.tableName}`;
  if (folderExists(s.moduleName)) return `server/modules/${s.moduleName}`;
  return null;
}

/**
 * Every file of the module, by its path in the repository: unzipped at the repository's root it is
 * a working module (docs/modules.md), its migration next in line after the committed ones. Also
 * the base the next module of the same download builds on.
 */
export function generateModule(s: Spec, dicts: DictCarried[], base: Base): { files: GenPreview; base: Base } {
  const next = nextJournal(s, base.journal);
  const snapshot = nextSnapshot(s, base.snapshot as never);
  const server = `server/modules/${s.moduleName}`;
  const pages = `src/pages/${s.moduleName}`;
  const line = `  // ${comment(s.functionNameEn)}\n  '${componentOf(s)}': page(() => import('./${s.moduleName}/${s.moduleName}-page'), (m) => m.${s.className}Page),\n`;
  const registry = base.registry === null ? null : `${base.registry.slice(0, base.registry.lastIndexOf('};'))}${line}${base.registry.slice(base.registry.lastIndexOf('};'))}`;
  const files: GenPreview = {
    [`contract/${s.moduleName}.ts`]: contractFile(s),
    [`${server}/table.ts`]: tableFile(s),
    [`${server}/messages.ts`]: messagesFile(s),
    [`${server}/repository.ts`]: repositoryFile(s),
    [`${server}/routes.ts`]: routesFile(s),
    [`${server}/export-routes.ts`]: exportRoutesFile(s),
    [`${pages}/api.ts`]: apiFile(s),
    [`${pages}/${s.moduleName}-definition.tsx`]: definitionFile(s),
    [`${pages}/${s.moduleName}-page.tsx`]: pageFile(s),
    [`${pages}/locales/zh.json`]: localeFile(s, 'zh'),
    [`${pages}/locales/en.json`]: localeFile(s, 'en'),
    [`server/db/migrations/${next.tag}.sql`]: migrationSql(s, dicts),
    [`server/db/migrations/meta/${next.tag.slice(0, 4)}_snapshot.json`]: `${JSON.stringify(snapshot, null, 2)}\n`,
    'server/db/migrations/meta/_journal.json': `${JSON.stringify(next.journal, null, 2)}\n`,
    // without the sources at hand, the line to add by hand
    ...(registry === null ? { [`${REGISTRY}.line.txt`]: line } : { [REGISTRY]: registry }),
  };
  return { files, base: { snapshot: snapshot as Base['snapshot'], journal: next.journal as Base['journal'], registry } };
}
