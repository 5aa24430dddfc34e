import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { TFunction } from 'i18next';
import type { FilingRow } from '../../../contract/filing';
import type { AnyRow, CrudDefinition, ToolbarContext } from '../../components/crud/types';
import { hasPermi } from '../../lib/permission';
import { filingApi } from './api';
import { nextMoves, type NextMove } from './moves';
import { OrderSelect } from './order-select';
import { PhotoUpload } from '../../features/photo-upload/photo-upload';

const bodySchema = () => import('../../../contract/filing').then((m) => m.filingInput);

const preparing = (row?: AnyRow) => !row || row.customsStatus === '0' || row.customsStatus === '4';
const reviewing = (row: AnyRow) => row.customsStatus === '2' || row.customsStatus === '3';

interface Actions {
  t: TFunction;
  permissions: readonly string[];
  /** `reload` refreshes the list after the move (or after someone else's move won) */
  onMove: (row: FilingRow, move: NextMove, reload: () => void) => void;
  onDetail: (row: FilingRow) => void;
}

function rowActions({ t, permissions, onMove, onDetail }: Actions) {
  return (row: FilingRow, ctx: ToolbarContext<FilingRow>) => (
    <>
      {hasPermi(permissions, ['biz:filing:review']) && reviewing(row) && (
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => ctx.openEdit(row)}>
          {t('filing:reviewEdit')}
        </Button>
      )}
      {nextMoves(row.customsStatus, permissions).map((m) => (
        <Button key={m.to} type="link" size="small" danger={m.danger} onClick={() => onMove(row, m, ctx.reload)}>
          {t(m.label)}
        </Button>
      ))}
      {hasPermi(permissions, ['biz:filing:query']) && (
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onDetail(row)}>
          {t('filing:detail')}
        </Button>
      )}
    </>
  );
}

/**
 * Customs filings (/biz/filing): cs prepares and submits, customs accepts, declares and decides.
 * While customs holds a filing its dialog shows only customs' own fields (the server refuses the rest).
 */
export function filingDefinition(actions: Actions): CrudDefinition<FilingRow> {
  const prepOnly = { showIf: (_v: AnyRow, row?: FilingRow) => preparing(row) };
  return {
    title: 'filing:title',
    rowKey: 'filingId',
    permission: 'biz:filing',
    api: filingApi,
    schema: bodySchema,
    exportName: 'filing',
    importer: { url: '/biz/filing/importData', templateUrl: '/biz/filing/importTemplate', templateName: 'filing_template.xlsx' },
    formColumns: 2,
    formWidth: 820,
    fields: [
      { name: 'orderId', label: 'filing:order', table: false, form: { addOnly: true, span: 24, render: () => <OrderSelect /> } },
      { name: 'orderNo', label: 'filing:orderNo', search: 'text', form: false, table: { sorter: true, ellipsis: true } },
      { name: 'buyer', label: 'filing:buyer', form: false, table: { ellipsis: true } },
      { name: 'qdNumber', label: 'filing:qdNumber', search: 'text', table: { sorter: true, ellipsis: true }, form: prepOnly },
      { name: 'customsDeclarationNumber', label: 'filing:customsDeclarationNumber', search: 'text', table: { ellipsis: true } },
      { name: 'customsBrokerCode', label: 'filing:customsBrokerCode', search: 'text', table: { ellipsis: true }, form: prepOnly },
      { name: 'customsStatus', label: 'filing:customsStatus', type: 'dict', dict: 'biz_filing_customs_status', search: 'select', form: false, table: { width: 130, sorter: true } },
      { name: 'auditDate', label: 'filing:auditDate', type: 'date', table: { width: 120, sorter: true }, form: {} },
      { name: 'confirmDeliveryTime', label: 'filing:confirmDeliveryTime', type: 'datetime', table: false, form: prepOnly },
      { name: 'actItemNo', label: 'filing:actItemNo', type: 'number', table: false, form: prepOnly },
      { name: 'signTime', label: 'filing:signTime', type: 'datetime', table: false, form: prepOnly },
      { name: 'reviewNotes', label: 'filing:reviewNotes', type: 'textarea', table: false, form: { span: 24 } },
      { name: 'reviewPhotos', label: 'filing:reviewPhotos', table: false, form: { span: 24, render: () => <PhotoUpload /> } },
      { name: 'createTime', label: 'filing:createTime', type: 'datetime', search: 'dateRange', form: false, table: { sorter: true } },
    ],
    // cs edits while preparing; customs uses its own "review notes" action
    rowEditable: (row) => preparing(row),
    rowRemovable: (row) => row.customsStatus === '0',
    rowActions: rowActions(actions),
  };
}

