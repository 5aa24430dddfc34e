import { Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../../../contract/user';
import { useHasPermi } from '../../lib/permission';
import { changeUserStatus } from './api';
import { appFeedback } from '../../lib/feedback';

/** The status column: a switch that asks first, as RuoYi's does; disabling ends the user's sessions. */
export function UserStatusSwitch({ row }: { row: UserRow }) {
  const { t } = useTranslation(['user', 'crud']);
  const { modal, message } = appFeedback;
  const canEdit = useHasPermi(['system:user:edit']);
  const [status, setStatus] = useState(row.status);
  useEffect(() => setStatus(row.status), [row.status]);

  const change = (on: boolean) => {
    const next = on ? '0' : '1';
    const action = t(on ? 'user:enable' : 'user:disable');
    void modal.confirm({
      title: t('crud:systemPrompt'),
      content: t('user:confirmStatus', { action, name: row.userName }),
      okText: t('crud:confirm'),
      cancelText: t('crud:cancel'),
      onOk: async () => {
        try {
          await changeUserStatus(row.userId, next);
        } catch {
          return; // request() has shown why
        }
        setStatus(next);
        void message.success(t('user:statusSuccess', { action }));
      },
    });
  };

  return (
    <Switch
      size="small"
      aria-label={row.userName}
      checked={status === '0'}
      disabled={row.userId === 1 || !canEdit}
      onChange={(on, e) => {
        e.stopPropagation();
        change(on);
      }}
    />
  );
}
