import { HistoryOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { TFunction } from 'i18next';
import type { ProductRow } from '../../../contract/product';
import type { CrudDefinition, ToolbarContext } from '../../components/crud/types';
import { hasPermi } from '../../lib/permission';
import { productApi } from './api';
import { nextMoves, type NextMove } from './moves';

const bodySchema = () => import('../../../contract/product').then((m) => m.productInput);

interface Actions {
  t: TFunction;
  permissions: readonly string[];
  onMove: (row: ProductRow, move: NextMove, reload: () => void) => void;
  onHistory: (row: ProductRow) => void;
}

function rowActions({ t, permissions, onMove, onHistory }: Actions) {
  return (row: ProductRow, ctx: ToolbarContext<ProductRow>) => (
    <>
      {nextMoves(row.status, permissions).map((m) => (
        <Button key={m.to} type="link" size="small" onClick={() => onMove(row, m, ctx.reload)}>
          {t(m.label)}
        </Button>
      ))}
      {hasPermi(permissions, ['biz:product:query']) && (
        <Button type="link" size="small" icon={<HistoryOutlined />} onClick={() => onHistory(row)}>
          {t('product:history')}
        </Button>
      )}
    </>
  );
}

const measure = (label: string, sorter = false) => ({ name: label, label: `product:${label}`, type: 'number' as const, table: sorter ? { width: 90, sorter: true } : { width: 90 } });

/**
 * Products (/biz/product): cs keeps the master data and moves it through acceptance. An accepted
 * product is read-only until it is moved to "changing" (the server refuses the edit otherwise).
 */
export function productDefinition(actions: Actions): CrudDefinition<ProductRow> {
  return {
    title: 'product:title',
    rowKey: 'productId',
    permission: 'biz:product',
    api: productApi,
    schema: bodySchema,
    exportName: 'product',
    formColumns: 2,
    formWidth: 760,
    importer: { url: '/biz/product/importData', templateUrl: '/biz/product/importTemplate', templateName: 'product_template' },
    fields: [
      { name: 'articleNo', label: 'product:articleNo', search: 'text', table: { width: 140, sorter: true, fixed: 'left' } },
      { name: 'nameZh', label: 'product:nameZh', search: 'text', table: { ellipsis: true, sorter: true } },
      { name: 'nameEn', label: 'product:nameEn', search: 'text', table: { ellipsis: true } },
      { name: 'hscode', label: 'product:hscode', search: 'text', table: { width: 120, sorter: true } },
      measure('length'),
      measure('width'),
      measure('height'),
      measure('grossWeight'),
      measure('netWeight'),
      { name: 'supplier', label: 'product:supplier', search: 'text', table: { ellipsis: true, sorter: true } },
      { name: 'status', label: 'product:status', type: 'dict', dict: 'biz_product_status', search: 'select', form: false, table: { width: 110, sorter: true } },
      { name: 'remark', label: 'product:remark', type: 'textarea', table: false, form: { span: 24 } },
      { name: 'createTime', label: 'product:createTime', type: 'datetime', search: 'dateRange', form: false, table: { width: 170, sorter: true } },
    ],
    rowEditable: (row) => row.status !== '3',
    rowRemovable: (row) => row.status === '0' || row.status === '1',
    rowActions: rowActions(actions),
  };
}

