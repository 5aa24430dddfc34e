import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OnlineRow } from '../../../../contract/monitor';
import type { CrudDefinition, ToolbarContext } from '../../../components/crud/types';
import { ConfirmButton } from '../../../components/crud/confirm-button';
import { batchLogout, forceLogout, onlineApi } from './api';

function ForceLogout({ row, ctx }: { row: OnlineRow; ctx: ToolbarContext<OnlineRow> }) {
  const { t } = useTranslation(['monitor']);
  return (
    <ConfirmButton
      permission="monitor:online:forceLogout"
      prompt={t('monitor:online.confirmForce', { userName: row.userName })}
      done={t('monitor:online.forced')}
      onConfirm={() => forceLogout(row.tokenId)}
      onDone={ctx.reload}
      button={{ type: 'link', size: 'small', danger: true, icon: <LogoutOutlined /> }}
    >
      {t('monitor:online.forceLogout')}
    </ConfirmButton>
  );
}

function BatchLogout({ ctx }: { ctx: ToolbarContext<OnlineRow> }) {
  const { t } = useTranslation(['monitor']);
  const names = [...new Set(ctx.selectedRows.map((r) => r.userName))].join(', ');
  return (
    <ConfirmButton
      permission="monitor:online:batchLogout"
      prompt={t('monitor:online.confirmBatch', { count: ctx.selectedRows.length, names })}
      done={t('monitor:online.forced')}
      onConfirm={() => batchLogout(ctx.selectedRows.map((r) => r.tokenId))}
      onDone={ctx.reload}
      button={{ color: 'danger', variant: 'outlined', icon: <LogoutOutlined />, disabled: !ctx.selectedRows.length }}
    >
      {t('monitor:online.batchLogout')}
    </ConfirmButton>
  );
}

export const onlineDefinition: CrudDefinition<OnlineRow> = {
  title: 'monitor:online.name',
  rowKey: 'tokenId',
  permission: 'monitor:online',
  api: onlineApi,
  hide: ['add', 'edit', 'remove', 'export'],
  fields: [
    { name: 'tokenId', label: 'monitor:online.tokenId', table: { width: 160, ellipsis: true } },
    { name: 'userName', label: 'monitor:online.userName', search: 'text', table: { width: 120, sorter: true } },
    { name: 'deptName', label: 'monitor:online.deptName', table: { width: 120 } },
    { name: 'ipaddr', label: 'monitor:online.ipaddr', search: 'text', table: { width: 140 } },
    { name: 'loginLocation', label: 'monitor:online.loginLocation', table: { width: 110 } },
    { name: 'browser', label: 'monitor:online.browser', table: { width: 110 } },
    { name: 'os', label: 'monitor:online.os', table: { width: 90 } },
    { name: 'loginTime', label: 'monitor:online.loginTime', type: 'datetime', table: { width: 170, sorter: true } },
    { name: 'lastAccessTime', label: 'monitor:online.lastAccessTime', type: 'datetime', table: { width: 170, sorter: true } },
  ],
  toolbarExtra: (ctx) => <BatchLogout ctx={ctx} />,
  rowActions: (row, ctx) => <ForceLogout row={row} ctx={ctx} />,
};

