import { EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { TFunction } from 'i18next';
import type { ClearanceRow } from '../../../contract/clearance';
import type { CrudDefinition } from '../../components/crud/types';
import { FileUpload } from '../../features/file-upload/file-upload';
import { hasPermi } from '../../lib/permission';
import { clearanceApi } from './api';
import { nextMoves, type NextMove } from './moves';
import { OrderMultiSelect } from './order-multi-select';

const bodySchema = () => import('../../../contract/clearance').then((m) => m.clearanceInput);

interface Actions {
  t: TFunction;
  permissions: readonly string[];
  /** `reload` refreshes the list after the move (or after someone else's move won) */
  onMove: (row: ClearanceRow, move: NextMove, reload: () => void) => void;
  /** `reload` refreshes the list after what the detail changes */
  onDetail: (row: ClearanceRow, reload: () => void) => void;
}

function rowActions({ t, permissions, onMove, onDetail }: Actions) {
  return (row: ClearanceRow, ctx: { reload: () => void }) => (
    <>
      {nextMoves(row.whetherToCharge, permissions).map((m) => (
        <Button key={m.to} type="link" size="small" onClick={() => onMove(row, m, ctx.reload)}>
          {t(m.label)}
        </Button>
      ))}
      {hasPermi(permissions, ['biz:clearance:query']) && (
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onDetail(row, ctx.reload)}>
          {t('clearance:detail')}
        </Button>
      )}
    </>
  );
}

const SENT_OPTIONS = (t: TFunction) => [
  { value: '1', label: t('clearance:sentYes') },
  { value: '0', label: t('clearance:sentNo') },
];

/**
 * Clearance documents (/biz/clearance): a clearance of one order or several of one buyer, its FCR
 * and invoice versions and mails (the detail drawer), paid / unpaid from the row.
 */
export function clearanceDefinition(actions: Actions): CrudDefinition<ClearanceRow> {
  const { t } = actions;
  return {
    title: 'clearance:title',
    rowKey: 'clearanceId',
    permission: 'biz:clearance',
    api: clearanceApi,
    schema: bodySchema,
    exportName: 'clearance',
    formColumns: 2,
    formWidth: 820,
    formDefaults: () => ({ incoterm: 'FOB', mailTemplate: 'zh' }),
    fields: [
      { name: 'orderIds', label: 'clearance:orders', table: false, form: { addOnly: true, span: 24, render: () => <OrderMultiSelect /> } },
      { name: 'clearanceNo', label: 'clearance:clearanceNo', search: 'text', form: false, table: { sorter: true, width: 150 } },
      { name: 'orderNo', label: 'clearance:orderNo', search: 'text', form: false, table: false },
      { name: 'orderNos', label: 'clearance:orderNos', form: false, table: { ellipsis: true } },
      { name: 'buyer', label: 'clearance:buyer', search: 'text', form: false, table: { ellipsis: true, sorter: true } },
      { name: 'whetherToCharge', label: 'clearance:whetherToCharge', type: 'dict', dict: 'biz_clearance_charge', search: 'select', form: false, table: { width: 100, sorter: true } },
      { name: 'fcrStatus', label: 'clearance:fcrStatus', type: 'dict', dict: 'biz_clearance_fcr_status', search: 'select', form: false, table: { width: 100, sorter: true } },
      { name: 'invoiceNo', label: 'clearance:invoiceNo', form: false, table: { ellipsis: true } },
      { name: 'sent', label: 'clearance:sent', type: 'select', options: SENT_OPTIONS(t), search: 'select', form: false, table: false },
      { name: 'sentCount', label: 'clearance:sentCount', type: 'number', form: false, table: { width: 90, sorter: true } },
      { name: 'incoterm', label: 'clearance:incoterm', type: 'dict', dict: 'biz_incoterm', table: false },
      { name: 'incotermPlace', label: 'clearance:incotermPlace', table: false },
      { name: 'paymentTerms', label: 'clearance:paymentTerms', table: false },
      { name: 'origin', label: 'clearance:origin', table: false },
      { name: 'mailFrom', label: 'clearance:mailFrom', table: false, form: { extra: t('clearance:mailFromHint') } },
      { name: 'mailTemplate', label: 'clearance:mailTemplate', type: 'dict', dict: 'biz_mail_template', table: false },
      { name: 'mailTo', label: 'clearance:mailTo', table: false, form: { span: 24, extra: t('clearance:addressHint') } },
      { name: 'mailCc', label: 'clearance:mailCc', table: false, form: { span: 24 } },
      { name: 'attachments', label: 'clearance:attachments', table: false, form: { span: 24, render: () => <FileUpload /> } },
      { name: 'remark', label: 'clearance:remark', type: 'textarea', table: false, form: { span: 24 } },
      { name: 'createTime', label: 'clearance:createTime', type: 'datetime', search: 'dateRange', form: false, table: { sorter: true } },
      { name: 'lastSentTime', label: 'clearance:lastSentTime', type: 'datetime', search: 'dateRange', form: false, table: { sorter: true } },
    ],
    rowActions: rowActions(actions),
  };
}
