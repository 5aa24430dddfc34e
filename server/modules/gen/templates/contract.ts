import { comment } from './escape.js';
import { editable, queried, type Spec, type SpecColumn } from './spec.js';

const MAX = 'MAX_INT';

function inputSchema(c: SpecColumn): string {
  const t = c.type;
  let schema: string;
  if (t.kind === 'text') schema = `z.string().trim()${c.isRequired ? '.min(1)' : ''}.max(${t.length})`;
  else if (t.kind === 'int') schema = `z.number().int().min(-${MAX} - 1).max(${MAX})`;
  else if (t.kind === 'decimal') {
    const bound = 10 ** ((t.precision ?? 12) - (t.scale ?? 0)) - 10 ** -(t.scale ?? 0);
    schema = `z.number().min(-${bound}).max(${bound})`;
  } else if (t.kind === 'boolean') schema = 'z.boolean()';
  else if (t.kind === 'json') schema = `z.string().max(${t.length ?? 65_535})`;
  else if (t.kind === 'date') schema = "calendarText(DAY, 'expected yyyy-MM-dd')";
  else schema = "calendarText(DAY_TIME, 'expected yyyy-MM-dd HH:mm:ss')";
  return c.isRequired ? schema : `${schema}.nullish()`;
}

function rowSchema(c: SpecColumn): string {
  const base = c.type.ts === 'number' ? 'z.number()' : c.type.ts === 'boolean' ? 'z.boolean()' : 'z.string()';
  return c.nullable && !c.isPk ? `${base}.nullable()` : base;
}

function querySchema(c: SpecColumn): string {
  if (c.type.ts === 'boolean') return "z.enum(['true', 'false']).transform((v) => v === 'true').optional()";
  if (c.type.ts === 'number') return `z.union([z.literal(''), z.coerce.number()${c.type.kind === 'decimal' ? '' : `.int().max(${MAX})`}]).optional()`;
  return `z.string().trim().max(${c.type.length ?? 100}).optional()`;
}

/** contract/<module>.ts: the row, the add/edit input and the list query, shared by console and server. */
export function contractFile(s: Spec): string {
  const rowColumns = s.columns.filter((c) => !c.audit || c.columnName === 'create_by' || c.columnName === 'create_time');
  const needsDates = editable(s).some((c) => c.type.kind === 'date' || c.type.kind === 'datetime');
  const dateImports = [
    ...(needsDates ? ['calendarText'] : []),
    ...(editable(s).some((c) => c.type.kind === 'date') ? ['DAY'] : []),
    ...(editable(s).some((c) => c.type.kind === 'datetime') ? ['DAY_TIME'] : []),
  ];
  const queries = queried(s).filter((c) => c.queryType !== 'between');
  const defaults = editable(s).filter((c) => c.initial !== null);
  return `import { z } from 'zod';
import { ${[...dateImports, 'pageQuery'].sort((a, b) => a.localeCompare(b)).join(', ')} } from './common.js';
import { MAX_INT } from './constants.js';

// ---- ${comment(s.functionNameEn)} (${s.base}, table ${s.tableName})${s.tableComment ? `: ${comment(s.tableComment)}` : ''}
// Written by the code generator${s.author ? ` for ${comment(s.author)}` : ''}.

export const ${s.entity}Row = z.object({
${rowColumns.map((c) => `  ${c.fieldName}: ${rowSchema(c)},`).join('\n')}
});
export type ${s.className}Row = z.infer<typeof ${s.entity}Row>;

export const ${s.entity}Input = z.object({
  ${s.pk.fieldName}: z.number().int().positive().max(MAX_INT).optional(),
${editable(s).map((c) => `  ${c.fieldName}: ${inputSchema(c)},`).join('\n')}
});
export type ${s.className}Input = z.infer<typeof ${s.entity}Input>;
${defaults.length ? `
/** What a new row starts with: the database's defaults, a dictionary's default item. */
export const ${s.entity}Defaults = {
${defaults.map((c) => `  ${c.fieldName}: ${c.initial},`).join('\n')}
} satisfies Partial<${s.className}Input>;
` : ''}
export const ${s.entity}Query = pageQuery.extend({
${queries.map((c) => `  ${c.fieldName}: ${querySchema(c)},`).join('\n')}
});
`;
}
