/** lend_time → lendTime */
export const camel = (s: string) => s.replace(/_+([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
/** lend_time → LendTime */
export const pascal = (s: string) => camel(s).replace(/^[a-z]/, (c) => c.toUpperCase());
/** toolLend → tool-lend */
export const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
/** A comment as a name or label: its lines joined, cut to the characters the field holds. */
export const oneLine = (s: string, max: number) => [...s.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ').trim()].slice(0, max).join('');
/** lend_time → Lend time */
export const words = (s: string) => s.replace(/_+/g, ' ').trim().replace(/^[a-z]/, (c) => c.toUpperCase());

/**
 * Names no generated table may take: SQL keywords, the system's prefixes, and words that would
 * make a generated identifier a JavaScript keyword.
 */
const RESERVED = new Set([
  'all', 'and', 'any', 'as', 'asc', 'between', 'by', 'case', 'check', 'class', 'column', 'constraint', 'create', 'default', 'delete',
  'desc', 'distinct', 'do', 'else', 'end', 'export', 'extends', 'false', 'for', 'foreign', 'from', 'function', 'grant', 'group',
  'having', 'import', 'in', 'index', 'insert', 'into', 'is', 'join', 'key', 'like', 'limit', 'new', 'not', 'null', 'offset', 'on',
  'or', 'order', 'primary', 'references', 'return', 'select', 'session', 'table', 'then', 'this', 'to', 'true', 'union', 'unique',
  'update', 'user', 'using', 'var', 'where', 'with',
]);

export const isReservedTable = (name: string) => RESERVED.has(name) || /^(sys_|gen_|pg_|drizzle|__)/.test(name);

/** biz_tool_lend → toolLend: the business name is the table's name after its prefix. */
export const businessNameOf = (table: string) => camel(table.includes('_') ? table.slice(table.indexOf('_') + 1) : table);
