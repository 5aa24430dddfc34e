import { ClearOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OperLogRow } from '../../../../contract/monitor';
import type { CrudDefinition } from '../../../components/crud/types';
import { ConfirmButton } from '../../../components/crud/confirm-button';
import { cleanOperLog, operLogApi } from './api';
import { OperLogDetail } from './operlog-detail';

function CleanButton({ reload }: { reload: () => void }) {
  const { t } = useTranslation(['monitor']);
  return (
    <ConfirmButton
      permission="monitor:operlog:remove"
      prompt={t('monitor:operlog.confirmClean')}
      done={t('monitor:cleaned')}
      onConfirm={cleanOperLog}
      onDone={reload}
      button={{ color: 'danger', variant: 'outlined', icon: <ClearOutlined /> }}
    >
      {t('monitor:clean')}
    </ConfirmButton>
  );
}

export const operlogDefinition: CrudDefinition<OperLogRow> = {
  title: 'monitor:operlog.name',
  rowKey: 'operId',
  permission: 'monitor:operlog',
  api: operLogApi,
  exportName: 'operlog',
  hide: ['add', 'edit'],
  fields: [
    { name: 'operId', label: 'monitor:operlog.operId', table: { width: 90 } },
    { name: 'title', label: 'monitor:operlog.title', search: 'text', table: { ellipsis: true } },
    { name: 'businessType', label: 'monitor:operlog.businessType', type: 'dict', dict: 'sys_oper_type', search: 'select', table: { width: 110 } },
    { name: 'operName', label: 'monitor:operlog.operName', search: 'text', table: { width: 120, sorter: true } },
    { name: 'deptName', label: 'monitor:operlog.deptName', table: { width: 120, ellipsis: true } },
    { name: 'operIp', label: 'monitor:operlog.operIp', search: 'text', table: { width: 140 } },
    { name: 'status', label: 'monitor:operlog.status', type: 'dict', dict: 'sys_common_status', search: 'select', table: { width: 90 } },
    { name: 'operTime', label: 'monitor:operlog.operTime', type: 'datetime', search: 'dateRange', table: { width: 170, sorter: true } },
    { name: 'costTime', label: 'monitor:operlog.costTime', type: 'number', table: { width: 120, sorter: true, render: (v) => `${String(v)} ms` } },
  ],
  toolbarExtra: (ctx) => <CleanButton reload={ctx.reload} />,
  rowActions: (row) => <OperLogDetail row={row} />,
};

