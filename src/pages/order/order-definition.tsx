import { EyeOutlined, StopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { OrderRow } from '../../../contract/order';
import type { CrudDefinition, FieldDef, ToolbarContext } from '../../components/crud/types';
import { HasPermi } from '../../lib/permission';
import { orderApi } from './api';
import { orderHeaderFields } from '../../features/order-form/header-fields';
import { LinesEditorLater } from '../../features/order-form/lines-editor-later';
import { CartonsFigures } from '../../features/order-cartons/order-cartons';

const bodySchema = () => import('../../../contract/order').then((m) => m.orderFormInput);

interface Actions {
  onDetail: (row: OrderRow) => void;
  onEnd: (row: OrderRow, reload: () => void) => void;
  toolbarExtra: (ctx: ToolbarContext<OrderRow>) => ReactNode;
  t: (key: string) => string;
}

/** Editable while customs has not started and the order is not over (the server refuses too). */
export const orderEditable = (row: OrderRow) => row.customsStatus === '0' && row.editStatus === '0' && row.overState === '0';

const text = (name: string, label = `order:${name}`): FieldDef<OrderRow> => ({ name, label, table: false });
const status = (name: string, dict: string): FieldDef<OrderRow> => ({ name, label: `order:${name}`, type: 'dict', dict, search: 'select', form: false, table: { width: 100 } });
const metric = (name: string): FieldDef<OrderRow> => ({ name, label: `order:${name}`, form: false, table: { width: 100, sorter: true } });

/** Orders (/biz/order): header fields, the goods lines in the dialog, statuses as tags. */
export function orderDefinition({ onDetail, onEnd, toolbarExtra, t }: Actions): CrudDefinition<OrderRow> {
  return {
    title: 'order:title',
    rowKey: 'orderId',
    permission: 'biz:order',
    api: orderApi,
    schema: bodySchema,
    exportName: 'order',
    importer: { url: '/biz/order/importData', templateUrl: '/biz/order/importTemplate', templateName: 'order_template.xlsx' },
    formColumns: 2,
    formWidth: 1100,
    formDefaults: () => ({ bondedStatus: '1', isSuit: 'N', isSpecial: 'N', keepRecordCbm: 0, lines: [] }),
    fields: [
      // at a 1366 px laptop the statuses and the cartons come first, on screen beside the row's
      // actions (fixed right); buyer, LOBA and the measures follow, a scroll away
      { name: 'orderNo', label: 'order:orderNo', search: 'text', table: { width: 150, sorter: true, fixed: 'left' } },
      { name: 'vendorDeptName', label: 'order:vendorDeptName', search: 'text', table: { width: 140, ellipsis: true } },
      status('customsStatus', 'biz_order_customs_status'),
      status('transportStatus', 'biz_order_transport_status'),
      status('overState', 'biz_order_over_state'),
      { ...metric('nbOfCartons'), table: { width: 80, sorter: true } },
      // what is booked, received and left of it (issue 46): one compact cell, the words as its title
      { name: 'remaining', label: 'order:cartonsFigures', form: false, table: { width: 120, render: (_, row) => <CartonsFigures row={row} /> } },
      { name: 'bondedStatus', label: 'order:bondedStatus', type: 'dict', dict: 'biz_bonded_status', search: 'select', form: { widget: 'radio' }, table: { width: 100 } },
      { name: 'buyer', label: 'order:buyer', search: 'text', table: { width: 120, ellipsis: true } },
      text('ope'),
      { name: 'da', label: 'order:da', search: 'text', table: { width: 110 } },
      metric('totalCbm'),
      { name: 'keepRecordCbm', label: 'order:keepRecordCbm', type: 'number', table: { width: 100 } },
      metric('grossWeightSum'),
      ...orderHeaderFields<OrderRow>(),
      { name: 'createBy', label: 'order:createBy', form: false, table: { width: 90 } },
      // createTime before toWarehouseTime: the first date range is sent as params[beginTime]
      { name: 'createTime', label: 'order:createTime', type: 'datetime', search: 'dateRange', table: { width: 160, sorter: true } },
      { name: 'toWarehouseTime', label: 'order:toWarehouseTime', type: 'datetime', search: 'dateRange', form: {}, table: { width: 160, sorter: true } },
      { name: 'remark', label: 'order:remark', type: 'textarea', table: false, form: { span: 24 } },
      { name: 'lines', label: 'order:lines', table: false, form: { span: 24, render: () => <LinesEditorLater /> } },
    ],
    rowEditable: orderEditable,
    rowRemovable: orderEditable,
    toolbarExtra,
    rowActions: (row, ctx) => (
      <>
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onDetail(row)}>
          {t('order:detail')}
        </Button>
        {row.overState === '0' && (
          <HasPermi value={['biz:order:end']}>
            <Button type="link" size="small" icon={<StopOutlined />} onClick={() => onEnd(row, ctx.reload)}>
              {t('order:end')}
            </Button>
          </HasPermi>
        )}
      </>
    ),
  };
}
