import { SafetyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../../../contract/user';
import { deferred } from '../../lib/deferred';

// antd's dialog comes once the list has shown (lib/deferred.tsx): a click before that opens it as it arrives
const AuthRoleDialog = deferred(() => import('./auth-role-dialog').then((m) => m.AuthRoleDialog));

/** Row action: the user's roles as a checklist (RuoYi's authRole page, as a dialog). */
export function AuthRoleAction({ row }: { row: UserRow }) {
  const { t } = useTranslation(['user']);
  const [open, setOpen] = useState(false);
  // the dialog asks for the roles as it opens, and closes again when that fails: a stable close
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button type="link" size="small" icon={<SafetyOutlined />} onClick={() => setOpen(true)}>
        {t('user:authRole')}
      </Button>
      <AuthRoleDialog row={row} open={open} onClose={close} />
    </>
  );
}
