import type { DictDataRow } from '../../../contract/system';
import type { AnyRow, FieldDef, Option } from './types';

/** Options of a select/dict field: its static options, else its dictionary's entries. */
export function fieldOptions<Row extends AnyRow>(field: FieldDef<Row>, dicts: Record<string, DictDataRow[]>): Option[] {
  if (field.options) return field.options;
  if (!field.dict) return [];
  return (dicts[field.dict] ?? []).map((d) => ({ label: d.dictLabel, value: d.dictValue }));
}

/** Every dictionary type a definition names, for one useDict call. */
export function dictTypes<Row extends AnyRow>(fields: FieldDef<Row>[]): string[] {
  return [...new Set(fields.map((f) => f.dict).filter((d): d is string => !!d))];
}
