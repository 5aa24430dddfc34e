import { KeyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../../../contract/user';
import { deferred } from '../../lib/deferred';

// antd's dialog comes once the list has shown (lib/deferred.tsx): a click before that opens it as it arrives
const ResetPasswordDialog = deferred(() => import('./reset-password-dialog').then((m) => m.ResetPasswordDialog));

/** Row action: RuoYi's "reset password" prompt. */
export function ResetPasswordAction({ row }: { row: UserRow }) {
  const { t } = useTranslation(['user']);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" icon={<KeyOutlined />} onClick={() => setOpen(true)}>
        {t('user:resetPwd')}
      </Button>
      <ResetPasswordDialog row={row} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
