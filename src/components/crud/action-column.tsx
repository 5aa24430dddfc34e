import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { ACTIONS_KEY } from './card-list';
import type { AnyRow } from './types';

interface Options<Row extends AnyRow> {
  canEdit: (row: Row) => boolean;
  canRemove: (row: Row) => boolean;
  onEdit: (row: Row) => void;
  onRemove: (row: Row) => void;
  extra?: (row: Row) => ReactNode;
  t: TFunction;
}

/** The per-row operations column: edit and delete (each only with its permission), then extras. */
export function actionColumn<Row extends AnyRow>({ canEdit, canRemove, onEdit, onRemove, extra, t }: Options<Row>): TableColumnType<Row> {
  return {
    key: ACTIONS_KEY,
    title: t('crud:actions'),
    align: 'center',
    // a wide table scrolls under it: a row's actions stay in reach at any width
    fixed: 'right',
    render: (_: unknown, row: Row) => (
      <span className="crud-row-actions">
        {canEdit(row) && (
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => onEdit(row)}>
            {t('crud:modify')}
          </Button>
        )}
        {canRemove(row) && (
          <Button type="link" size="small" icon={<DeleteOutlined />} onClick={() => onRemove(row)}>
            {t('crud:delete')}
          </Button>
        )}
        {extra?.(row)}
      </span>
    ),
  };
}
