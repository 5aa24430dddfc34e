import { getLang } from '../../lib/i18n';
import type { AnyRow, FieldDef, TableOpts } from './types';

/** The enabled/disabled status most records carry (dictionary sys_normal_disable), searchable, a radio in the dialog. */
export const statusField = <Row extends AnyRow>(extra: Partial<FieldDef<Row>> = {}): FieldDef<Row> => ({
  name: 'status',
  label: 'system:status',
  type: 'dict',
  dict: 'sys_normal_disable',
  search: 'select',
  form: { widget: 'radio' },
  ...extra,
});

/** A name as the current language shows it: the English one in English mode where it is set. */
export const shownName = (name: string | null | undefined, nameEn: unknown): string =>
  (getLang() === 'en' && typeof nameEn === 'string' && nameEn ? nameEn : name) ?? '';

/**
 * A name and its English twin (roles, posts, departments): the list shows the one of the current
 * language (the Chinese one where no English is set), the dialog edits both.
 */
export const namePair = <Row extends AnyRow>(name: string, label: string, table: TableOpts<Row> = {}): FieldDef<Row>[] => [
  {
    name,
    label,
    search: 'text',
    table: { ...table, render: (value, row) => shownName(value == null ? '' : String(value), row[`${name}En`]) },
  },
  { name: `${name}En`, label: 'system:nameEn', table: false },
];
