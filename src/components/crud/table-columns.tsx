import { Switch } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { DictDataRow } from '../../../contract/system';
import { parseTime } from '../../lib/ruoyi';
import { DictTag } from './dict-tag';
import { fieldOptions, flattenOptions, type LoadedOptions } from './field-options';
import type { AnyRow, FieldDef, TableOpts } from './types';

const money = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function cell<Row extends AnyRow>(f: FieldDef<Row>, value: unknown, row: Row, dicts: Record<string, DictDataRow[]>, loaded: LoadedOptions, reload?: () => void): ReactNode {
  switch (f.type) {
    case 'date':
      return value ? parseTime(value as string, '{y}-{m}-{d}') : '';
    case 'datetime':
      return value ? parseTime(value as string) : '';
    case 'money':
      return value === null || value === undefined || value === '' ? '' : money.format(Number(value));
    case 'dict':
      return <DictTag options={f.dict ? (dicts[f.dict] ?? []) : []} value={value} />;
    case 'select':
    case 'tree': {
      const options = flattenOptions(fieldOptions(f, dicts, loaded));
      const labelOf = (v: unknown) => options.find((o) => String(o.value) === String(v))?.label ?? String(v ?? '');
      return Array.isArray(value) ? value.map(labelOf).join(', ') : labelOf(value);
    }
    case 'switch': {
      const [on, off] = f.switchValues ?? ['0', '1'];
      return (
        <Switch
          size="small"
          checked={String(value) === on}
          disabled={!f.onSwitch}
          onChange={(checked, e) => {
            e.stopPropagation();
            // reloaded either way: the switch shows what the server holds, also after a refusal
            void f.onSwitch?.(row, checked ? on : off).then(reload, reload);
          }}
        />
      );
    }
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

const tableOpts = <Row extends AnyRow>(f: FieldDef<Row>): TableOpts<Row> => (typeof f.table === 'object' ? f.table : {});

/** Visible fields → antd columns; `sortedBy` keeps the header arrow in step with the query. */
export function buildColumns<Row extends AnyRow>(
  fields: FieldDef<Row>[],
  dicts: Record<string, DictDataRow[]>,
  t: TFunction,
  sortedBy: { orderByColumn?: string; isAsc?: string },
  loaded: LoadedOptions = {},
  reload?: () => void,
): TableColumnsType<Row> {
  return fields
    .filter((f) => f.table !== false)
    .map((f) => {
      const opts = tableOpts(f);
      const sortName = typeof opts.sorter === 'string' ? opts.sorter : f.name;
      const order = sortedBy.orderByColumn === sortName ? (sortedBy.isAsc === 'ascending' ? 'ascend' : 'descend') : null;
      return {
        key: f.name,
        dataIndex: f.name,
        title: t(f.label),
        width: opts.width ?? (f.type === 'datetime' ? 170 : undefined),
        ellipsis: opts.ellipsis,
        fixed: opts.fixed,
        align: f.type === 'number' || f.type === 'money' ? 'right' : 'center',
        sorter: opts.sorter ? true : undefined,
        sortOrder: opts.sorter ? order : undefined,
        sortDirections: ['descend', 'ascend'],
        render: (value: unknown, row: Row) => (opts.render ? opts.render(value, row) : cell(f, value, row, dicts, loaded, reload)),
      };
    });
}

/** The column name to send as orderByColumn for a sorted antd column key. */
export function sortColumn<Row extends AnyRow>(fields: FieldDef<Row>[], key: unknown): string | undefined {
  const f = fields.find((x) => x.name === key);
  if (!f) return undefined;
  const sorter = tableOpts(f).sorter;
  return typeof sorter === 'string' ? sorter : f.name;
}
