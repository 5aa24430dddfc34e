import { ClearOutlined, UnlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LoginLogRow } from '../../../../contract/monitor';
import type { CrudDefinition, ToolbarContext } from '../../../components/crud/types';
import { ConfirmButton } from '../../../components/crud/confirm-button';
import { cleanLoginLog, loginLogApi, unlockUser } from './api';

function Toolbar({ ctx }: { ctx: ToolbarContext<LoginLogRow> }) {
  const { t } = useTranslation(['monitor']);
  const userName = ctx.selectedRows.length === 1 ? ctx.selectedRows[0].userName : undefined;
  return (
    <>
      <ConfirmButton
        permission="monitor:logininfor:remove"
        prompt={t('monitor:logininfor.confirmClean')}
        done={t('monitor:cleaned')}
        onConfirm={cleanLoginLog}
        onDone={ctx.reload}
        button={{ color: 'danger', variant: 'outlined', icon: <ClearOutlined /> }}
      >
        {t('monitor:clean')}
      </ConfirmButton>
      <ConfirmButton
        permission="monitor:logininfor:unlock"
        prompt={t('monitor:logininfor.confirmUnlock', { userName })}
        done={t('monitor:logininfor.unlocked', { userName })}
        onConfirm={() => unlockUser(userName!)}
        button={{ color: 'primary', variant: 'outlined', icon: <UnlockOutlined />, disabled: !userName }}
      >
        {t('monitor:logininfor.unlock')}
      </ConfirmButton>
    </>
  );
}

export const logininforDefinition: CrudDefinition<LoginLogRow> = {
  title: 'monitor:logininfor.name',
  rowKey: 'infoId',
  permission: 'monitor:logininfor',
  api: loginLogApi,
  exportName: 'logininfor',
  hide: ['add', 'edit'],
  fields: [
    { name: 'infoId', label: 'monitor:logininfor.infoId', table: { width: 90 } },
    { name: 'userName', label: 'monitor:logininfor.userName', search: 'text', table: { width: 130, sorter: true } },
    { name: 'ipaddr', label: 'monitor:logininfor.ipaddr', search: 'text', table: { width: 140 } },
    { name: 'loginLocation', label: 'monitor:logininfor.loginLocation', table: { width: 120, ellipsis: true } },
    { name: 'browser', label: 'monitor:logininfor.browser', table: { width: 120 } },
    { name: 'os', label: 'monitor:logininfor.os', table: { width: 100 } },
    { name: 'status', label: 'monitor:logininfor.status', type: 'dict', dict: 'sys_common_status', search: 'select', table: { width: 90 } },
    { name: 'msg', label: 'monitor:logininfor.msg', table: { ellipsis: true } },
    { name: 'loginTime', label: 'monitor:logininfor.loginTime', type: 'datetime', search: 'dateRange', table: { width: 170, sorter: true } },
  ],
  toolbarExtra: (ctx) => <Toolbar ctx={ctx} />,
};

