import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { DictDataRow } from '../../../contract/system';
import type { LoadedOptions } from './field-options';
import { typeOf } from './field-types';
import type { AnyRow, FieldDef, TableOpts } from './types';

/** The width of a long-text column that names none. */
export const LONG_TEXT_WIDTH = 220;

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
      // long text (a remark, a description) is cut to its column with the whole text as a tooltip:
      // in a table as wide as its content, an uncut one would run off the right edge
      const long = opts.ellipsis ?? f.type === 'textarea';
      return {
        key: f.name,
        dataIndex: f.name,
        title: t(f.label),
        width: opts.width ?? typeOf(f).width ?? (long ? LONG_TEXT_WIDTH : undefined),
        ellipsis: long ? { showTitle: true } : undefined,
        fixed: opts.fixed,
        align: typeOf(f).align ?? 'center',
        sorter: opts.sorter ? true : undefined,
        sortOrder: opts.sorter ? order : undefined,
        sortDirections: ['descend', 'ascend'],
        render: (value: unknown, row: Row) => {
          if (opts.render) return opts.render(value, row);
          const cell = typeOf(f).cell;
          return cell ? cell(value, { field: f, row, dicts, loaded, reload }) : value === null || value === undefined ? '' : String(value);
        },
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
