import type { AnyRow, FieldDef } from './types';

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
