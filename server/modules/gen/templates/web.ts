import { comment, q } from './escape.js';
import { editable, type Spec, type SpecColumn } from './spec.js';

const contract = (s: Spec) => `../../../contract/${s.moduleName}`;

function fieldLine(s: Spec, c: SpecColumn): string {
  const parts = [`name: ${q(c.fieldName)}`, `label: ${q(`${s.ns}:${c.fieldName}`)}`];
  const dict = c.dictType && ['select', 'radio', 'checkbox'].includes(c.htmlType);
  if (c.type.kind === 'datetime') parts.push("type: 'datetime'");
  else if (c.type.kind === 'date') parts.push("type: 'date'");
  else if (dict) parts.push("type: 'dict'", `dict: ${q(c.dictType)}`);
  else if (c.type.ts === 'number') parts.push("type: 'number'");
  else if (c.htmlType === 'textarea' || c.type.kind === 'json') parts.push("type: 'textarea'");
  if (c.isQuery && (!c.audit || c.queryType === 'between')) parts.push(`search: ${q(c.queryType === 'between' ? 'dateRange' : dict ? 'select' : 'text')}`);
  // the kit leaves date-time fields out of the dialog unless told: an editable one says so
  const form = !c.isEdit || c.isPk || c.audit ? 'false' : formOf(s, c, !!dict) || (c.type.kind === 'datetime' ? '{}' : '');
  if (form) parts.push(`form: ${form}`);
  parts.push(c.isList ? `table: { ${c.isPk || c.type.ts === 'number' || c.type.kind !== 'text' ? 'sorter: true' : 'ellipsis: true'} }` : 'table: false');
  return `    { ${parts.join(', ')} },`;
}

function formOf(_s: Spec, c: SpecColumn, dict: boolean): string {
  const control = controlOf(c, dict);
  // the add dialog starts from the contract's defaults (the database's, a dictionary's default item),
  // written out here so that the page does not load zod before its dialog opens
  const initial = c.initial !== null ? `initialValue: ${c.initial}` : '';
  if (!initial) return control;
  return control ? control.replace(/^\{ /, `{ ${initial}, `) : `{ ${initial} }`;
}

function controlOf(c: SpecColumn, dict: boolean): string {
  if (c.type.kind === 'boolean') return '{ render: ({ label }) => <Switch aria-label={label} /> }';
  if (c.htmlType === 'editor') return '{ span: 24, render: ({ label }) => <RichTextEditor aria-label={label} /> }';
  if (c.htmlType === 'imageUpload') return '{ span: 24, render: () => <PhotoUpload /> }';
  if (dict && c.htmlType === 'radio') return "{ widget: 'radio' }";
  if (dict && c.htmlType === 'checkbox') return "{ widget: 'checkbox' }";
  return '';
}

/** src/pages/<module>/api.ts */
export const apiFile = (s: Spec) => `import type { ${s.className}Row } from '${contract(s)}';
import { crudApi } from '../../components/crud/crud-api';

export const ${s.entity}Api = crudApi<${s.className}Row>('${s.base}');
`;

/** src/pages/<module>/<module>-definition.tsx: the fields on the list-page kit. */
export function definitionFile(s: Spec): string {
  const shown = s.columns.filter((c) => !c.audit || c.columnName === 'create_time');
  const editor = shown.some((c) => c.isEdit && c.htmlType === 'editor');
  const photos = shown.some((c) => c.isEdit && c.htmlType === 'imageUpload');
  const switches = editable(s).some((c) => c.type.kind === 'boolean');
  const parent = s.tplCategory === 'tree' ? s.columns.find((c) => c.columnName === s.treeParentColumn) : undefined;
  return `${switches ? "import { Switch } from 'antd';\n" : ''}import type { ${s.className}Row } from '${contract(s)}';
import type { CrudDefinition } from '../../components/crud/types';
${editor ? "import { RichTextEditor } from '../../components/rich-text/rich-text-editor';\n" : ''}${photos ? "import { PhotoUpload } from '../../features/photo-upload/photo-upload';\n" : ''}import { ${s.entity}Api } from './api';

const bodySchema = () => import('${contract(s)}').then((m) => m.${s.entity}Input);

/** ${comment(s.functionNameEn)} (${s.base}), written by the code generator. */
export const ${s.entity}Definition: CrudDefinition<${s.className}Row> = {
  title: '${s.ns}:title',
  rowKey: ${q(s.pk.fieldName)},
  permission: ${q(s.permissionPrefix)},
  api: ${s.entity}Api,
  schema: bodySchema,
  exportName: ${q(s.ns)},
${parent ? `  tree: { parentKey: ${q(parent.fieldName)} },\n` : ''}  fields: [
${shown.map((c) => fieldLine(s, c)).join('\n')}
  ],
};
`;
}

/** src/pages/<module>/<module>-page.tsx */
export const pageFile = (s: Spec) => `import { CrudPage } from '../../components/crud/crud-page';
import { ${s.entity}Definition } from './${s.moduleName}-definition';

export { ${s.entity}Definition };

/** ${comment(s.functionNameEn)} (${s.base}). */
export function ${s.className}Page() {
  return <CrudPage definition={${s.entity}Definition} />;
}
`;

/** src/pages/<module>/locales/{zh,en}.json: the page's namespace, same keys in both. */
export function localeFile(s: Spec, lang: 'zh' | 'en'): string {
  const labels = Object.fromEntries(s.columns.filter((c) => !c.audit || c.columnName === 'create_time').map((c) => [c.fieldName, lang === 'zh' ? c.labelZh : c.labelEn]));
  return `${JSON.stringify({ title: lang === 'zh' ? s.functionNameZh : s.functionNameEn, ...labels }, null, 2)}\n`;
}
