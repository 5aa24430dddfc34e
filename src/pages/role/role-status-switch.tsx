import { Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleRow } from '../../../contract/role';
import { useHasPermi } from '../../lib/permission';
import { shownName } from '../../components/crud/common-fields';
import { changeRoleStatus } from './api';
import { appFeedback } from '../../lib/feedback';

/** The status column: a switch that asks first, as RuoYi's does; the administrator role stays on. */
export function RoleStatusSwitch({ row }: { row: RoleRow }) {
  const { t } = useTranslation(['role', 'crud']);
  const { modal, message } = appFeedback;
  const canEdit = useHasPermi(['system:role:edit']);
  const [status, setStatus] = useState(row.status);
  useEffect(() => setStatus(row.status), [row.status]);

  const change = (on: boolean) => {
    const next = on ? '0' : '1';
    const action = t(on ? 'role:enable' : 'role:disable');
    void modal.confirm({
      title: t('crud:systemPrompt'),
      content: t('role:confirmStatus', { action, name: shownName(row.roleName, row.roleNameEn) }),
      okText: t('crud:confirm'),
      cancelText: t('crud:cancel'),
      onOk: async () => {
        try {
          await changeRoleStatus(row.roleId, next);
        } catch {
          return; // request() has shown why
        }
        setStatus(next);
        void message.success(t('role:statusSuccess', { action }));
      },
    });
  };

  return (
    <Switch
      size="small"
      aria-label={shownName(row.roleName, row.roleNameEn)}
      checked={status === '0'}
      disabled={row.admin || !canEdit}
      onChange={(on, e) => {
        e.stopPropagation();
        change(on);
      }}
    />
  );
}
