import { Checkbox, Empty, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleOption, UserRow } from '../../../contract/user';
import { getAuthRole, updateAuthRole } from './api';
import { appFeedback } from '../../lib/feedback';

/** The user's roles as a checklist (RuoYi's authRole page, as a dialog), asked for as it opens. */
export function AuthRoleDialog({ row, open, onClose }: { row: UserRow; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['user', 'crud']);
  const { message } = appFeedback;
  const [roles, setRoles] = useState<RoleOption[] | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setRoles(null);
    getAuthRole(row.userId).then(
      (body) => {
        setRoles(body.roles);
        setPicked(body.roles.filter((r) => r.flag).map((r) => r.roleId));
      },
      () => onClose(),
    );
  }, [open, row.userId, onClose]);

  const toggle = (roleId: number, on: boolean) => setPicked((now) => (on ? [...now, roleId] : now.filter((id) => id !== roleId)));

  const submit = async () => {
    setSaving(true);
    try {
      await updateAuthRole(row.userId, picked);
      onClose();
      void message.success(t('user:authRoleSuccess'));
    } catch {
      // request() has shown why
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('user:authRoleTitle', { name: row.userName })}
      okText={t('crud:confirm')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: !roles }}
      onOk={submit}
      onCancel={onClose}
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
  );
}
