import { Card, Checkbox, Empty, Pagination, Spin } from 'antd';
import type { TableColumnType, TablePaginationConfig } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyRow } from './types';
import './card-list.css';

/** The key of the kit's per-row operations column (action-column.tsx). */
export const ACTIONS_KEY = '__actions';

interface Props<Row extends AnyRow> {
  rows: Row[];
  /** the table's columns, the operations column among them: the same cells, read down a card */
  columns: TableColumnType<Row>[];
  rowKey: Extract<keyof Row, string>;
  loading: boolean;
  /** a tree list's nesting key: its rows come nested (handleTree) and are listed depth first, indented */
  childrenKey?: string;
  selection?: { selectedKeys: (string | number)[]; onChange: (rows: Row[]) => void };
  pagination?: TablePaginationConfig | false;
}

const cellOf = <Row extends AnyRow>(c: TableColumnType<Row>, row: Row, index: number): ReactNode => {
  const value = typeof c.dataIndex === 'string' ? row[c.dataIndex] : undefined;
  return c.render ? (c.render(value, row, index) as ReactNode) : (value as ReactNode);
};

const flatten = <Row extends AnyRow>(rows: Row[], depth = 0): { row: Row; depth: number }[] =>
  rows.flatMap((row) => [{ row, depth }, ...flatten(((row.children as Row[] | undefined) ?? []), depth + 1)]);

/**
 * The rows of a list at phone width: a card each instead of a table wider than the screen (1,700
 * px of columns in 327 px, the operations out of reach). The first column is the card's title, the
 * others a label/value list, the row's operations buttons along its foot; the page's pagination
 * below, without the size changer and jumper, which do not fit.
 */
export function CardList<Row extends AnyRow>({ rows, columns, rowKey, loading, childrenKey, selection, pagination }: Props<Row>) {
  const { t } = useTranslation(['crud']);
  const actions = columns.find((c) => c.key === ACTIONS_KEY);
  const [head, ...rest] = columns.filter((c) => c.key !== ACTIONS_KEY);
  const items = childrenKey ? flatten(rows) : rows.map((row) => ({ row, depth: 0 }));
  const selected = new Set(selection?.selectedKeys ?? []);
  const toggle = (row: Row, on: boolean) => {
    const key = row[rowKey] as string | number;
    const keys = on ? [...selected, key] : [...selected].filter((k) => k !== key);
    selection?.onChange(items.map((i) => i.row).filter((r) => keys.includes(r[rowKey] as string | number)));
  };

  return (
    <div className="crud-cards">
      <Spin spinning={loading}>
        {items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <ul className="crud-cards-list">
            {items.map(({ row, depth }, index) => {
              const key = row[rowKey] as string | number;
              const footer = actions && cellOf(actions, row, index);
              return (
                <li key={key} style={depth ? { marginLeft: Math.min(depth, 4) * 12 } : undefined}>
                  <Card
                    size="small"
                    className="crud-card"
                    data-row-key={key}
                    title={
                      <span className="crud-card-title">
                        {selection && <Checkbox checked={selected.has(key)} onChange={(e) => toggle(row, e.target.checked)} aria-label={t('crud:cardSelect')} />}
                        {head && <span className="crud-card-head">{cellOf(head, row, index)}</span>}
                      </span>
                    }
                    actions={footer ? [<div key="actions" className="crud-card-actions">{footer}</div>] : undefined}
                  >
                    <dl className="crud-card-fields">
                      {rest.map((c) => (
                        <div key={String(c.key)} className="crud-card-field">
                          <dt>{c.title as ReactNode}</dt>
                          <dd>{cellOf(c, row, index)}</dd>
                        </div>
                      ))}
                    </dl>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </Spin>
      {pagination && (
        <Pagination className="crud-cards-pagination" size="small" {...pagination} showSizeChanger={false} showQuickJumper={false} />
      )}
    </div>
  );
}
