import { EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { PreorderRow } from '../../../contract/preorder';
import type { CrudDefinition, FieldDef } from '../../components/crud/types';
import { HasPermi } from '../../lib/permission';
import { orderHeaderFields } from '../../features/order-form/header-fields';
import { LinesEditorLater } from '../../features/order-form/lines-editor-later';
import { preorderApi } from './api';
import { CheckActions } from './check-actions';

const bodySchema = () => import('../../../contract/preorder').then((m) => m.preorderInput);

interface Actions {
  onDetail: (row: PreorderRow) => void;
  /** after a check: the list and an open drawer read again */
  onChecked: (reload: () => void) => void;
  t: (key: string) => string;
}

/** Editable (and removable) until it passed; the server refuses the same. */
export const preorderEditable = (row: PreorderRow) => row.checkStatus !== '1';

// a pre-order is an order before its check: the header fields keep the order's labels
const text = (name: string): FieldDef<PreorderRow> => ({ name, label: `order:${name}`, table: false });
const metric = (name: string): FieldDef<PreorderRow> => ({ name, label: `order:${name}`, form: false, table: { width: 100 } });

/** Pre-orders (/biz/preorder): entered or imported, checked (passed ones become orders). */
export function preorderDefinition({ onDetail, onChecked, t }: Actions): CrudDefinition<PreorderRow> {
  return {
    title: 'preorder:title',
    rowKey: 'preorderId',
    permission: 'biz:preorder',
    api: preorderApi,
    schema: bodySchema,
    exportName: 'preorder',
    formColumns: 2,
    formWidth: 1100,
    formDefaults: () => ({ bondedStatus: '1', isSuit: 'N', isSpecial: 'N', keepRecordCbm: 0, lines: [] }),
    importer: { url: '/biz/preorder/importData', templateUrl: '/biz/preorder/importTemplate', templateName: 'preorder_template.xlsx', updateSupport: false },
    fields: [
      { name: 'orderNo', label: 'order:orderNo', search: 'text', table: { width: 150, sorter: true, fixed: 'left' } },
      { name: 'buyer', label: 'order:buyer', search: 'text', table: { width: 140, ellipsis: true } },
      text('ope'),
      { name: 'da', label: 'order:da', table: { width: 110 } },
      { name: 'vendorDeptName', label: 'order:vendorDeptName', search: 'text', table: { width: 160, ellipsis: true } },
      { name: 'checkStatus', label: 'preorder:checkStatus', type: 'dict', dict: 'biz_preorder_check_status', search: 'select', form: false, table: { width: 100, sorter: true } },
      { name: 'checkRemark', label: 'preorder:checkRemark', form: false, table: { width: 160, ellipsis: true } },
      { name: 'lineCount', label: 'preorder:lineCount', form: false, table: { width: 80 } },
      metric('nbOfCartons'),
      metric('totalCbm'),
      metric('grossWeightSum'),
      { name: 'keepRecordCbm', label: 'order:keepRecordCbm', type: 'number', table: false },
      { name: 'bondedStatus', label: 'order:bondedStatus', type: 'dict', dict: 'biz_bonded_status', form: { widget: 'radio' }, table: { width: 100 } },
      { name: 'toWarehouseTime', label: 'order:toWarehouseTime', type: 'datetime', form: {}, table: false },
      ...orderHeaderFields<PreorderRow>(),
      { name: 'createBy', label: 'order:createBy', form: false, table: { width: 90 } },
      { name: 'createTime', label: 'order:createTime', type: 'datetime', search: 'dateRange', table: { width: 160, sorter: true } },
      { name: 'remark', label: 'order:remark', type: 'textarea', table: false, form: { span: 24 } },
      { name: 'lines', label: 'order:lines', table: false, form: { span: 24, render: () => <LinesEditorLater /> } },
    ],
    rowEditable: preorderEditable,
    rowRemovable: preorderEditable,
    rowActions: (row, ctx) => (
      <>
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onDetail(row)}>
          {t('preorder:detail')}
        </Button>
        {row.checkStatus === '0' && (
          <HasPermi value={['biz:preorder:check']}>
            <CheckActions row={row} onDone={() => onChecked(ctx.reload)} />
          </HasPermi>
        )}
      </>
    ),
  };
}
