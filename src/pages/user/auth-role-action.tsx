import { SafetyOutlined } from '@ant-design/icons';
import { Button, Checkbox, Empty, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleOption, UserRow } from '../../../contract/user';
import { getAuthRole, updateAuthRole } from './api';
import { appFeedback } from '../../lib/feedback';

/** Row action: the user's roles as a checklist (RuoYi's authRole page, as a dialog). */
export function AuthRoleAction({ row }: { row: UserRow }) {
  const { t } = useTranslation(['user', 'crud']);
  const { message } = appFeedback;
  const [open, setOpen] = useState(false);
  const [roles, setRoles] = useState<RoleOption[] | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  const show = async () => {
    setOpen(true);
    setRoles(null);
    try {
      const body = await getAuthRole(row.userId);
      setRoles(body.roles);
      setPicked(body.roles.filter((r) => r.flag).map((r) => r.roleId));
    } catch {
      setOpen(false);
    }
  };

  const toggle = (roleId: number, on: boolean) => setPicked((now) => (on ? [...now, roleId] : now.filter((id) => id !== roleId)));

  const submit = async () => {
    setSaving(true);
    try {
      await updateAuthRole(row.userId, picked);
      setOpen(false);
      void message.success(t('user:authRoleSuccess'));
    } catch {
      // request() has shown why
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button type="link" size="small" icon={<SafetyOutlined />} onClick={() => void show()}>
        {t('user:authRole')}
      </Button>
      <Modal
        open={open}
        title={t('user:authRoleTitle', { name: row.userName })}
        okText={t('crud:confirm')}
        cancelText={t('crud:cancel')}
        confirmLoading={saving}
        okButtonProps={{ disabled: !roles }}
        onOk={submit}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {!roles ? (
          <Spin />
        ) : roles.length === 0 ? (
          <Empty />
        ) : (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            {roles.map((r) => (
              <Checkbox key={r.roleId} checked={picked.includes(r.roleId)} disabled={r.status === '1'} onChange={(e) => toggle(r.roleId, e.target.checked)}>
                {`${r.roleName} (${r.roleKey})`}
              </Checkbox>
            ))}
          </div>
        )}
      </Modal>
    </>
  );
}
