import { useCallback, useEffect, useState } from 'react';
import type { DictDataRow } from '../../../contract/system';
import type { AnyRow, FieldDef, Option } from './types';

/** Options fetched by fields' `loadOptions`, by field name. */
export type LoadedOptions = Record<string, Option[]>;

/** Options of a select/dict/tree field: loaded, static, else its dictionary's entries. */
export function fieldOptions<Row extends AnyRow>(field: FieldDef<Row>, dicts: Record<string, DictDataRow[]>, loaded: LoadedOptions = {}): Option[] {
  if (loaded[field.name]) return loaded[field.name];
  if (field.options) return field.options;
  if (!field.dict) return [];
  return (dicts[field.dict] ?? []).map((d) => ({ label: d.dictLabel, value: d.dictValue }));
}

/** Every dictionary type a definition names, for one useDict call. */
export function dictTypes<Row extends AnyRow>(fields: FieldDef<Row>[]): string[] {
  return [...new Set(fields.map((f) => f.dict).filter((d): d is string => !!d))];
}

/** A tree's options as one flat list, to find a value's label. */
export function flattenOptions(options: Option[]): Option[] {
  return options.flatMap((o) => [o, ...flattenOptions(o.children ?? [])]);
}

/** antd TreeSelect data from options. */
export interface TreeDataNode {
  title: Option['label'];
  value: Option['value'];
  disabled?: boolean;
  children?: TreeDataNode[];
}
export const treeData = (options: Option[]): TreeDataNode[] =>
  options.map((o) => ({ title: o.label, value: o.value, disabled: o.disabled, children: o.children && treeData(o.children) }));

/**
 * Runs each field's `loadOptions` once per page (roles, departments…); the returned reload runs
 * them again, e.g. after an edit added a department.
 */
export function useLoadedOptions<Row extends AnyRow>(fields: FieldDef<Row>[]) {
  const [loaded, setLoaded] = useState<LoadedOptions>({});
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    const loaders = fields.filter((f) => f.loadOptions);
    void Promise.all(
      loaders.map(async (f) => [f.name, await f.loadOptions!().catch(() => [] as Option[])] as const),
    ).then((entries) => live && entries.length > 0 && setLoaded(Object.fromEntries(entries)));
    return () => {
      live = false;
    };
  }, [fields, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return [loaded, reload] as const;
}
