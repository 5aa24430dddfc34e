import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeOption } from '../../../contract/menu';
import { DATA_SCOPES } from '../../../contract/constants';
import type { RoleRow } from '../../../contract/role';
import { shownName } from '../../components/crud/common-fields';
import { roleDeptTree, saveDataScope } from './api';
import { CheckTree } from './check-tree';
import { conductStored } from './tree-keys';
import { appFeedback } from '../../lib/feedback';

interface Props {
  /** the role whose scope is edited; undefined closes the dialog */
  role?: RoleRow;
  onClose: () => void;
  onSaved: () => void;
}

const CUSTOM = '2';

/** RuoYi's "数据权限" dialog: the scope, and for a custom scope the departments. */
export function DataScopeModal({ role, onClose, onSaved }: Props) {
  const { t } = useTranslation(['role', 'crud']);
  const { message } = appFeedback;
  const [scope, setScope] = useState<string>('1');
  const [linked, setLinked] = useState(true);
  const [depts, setDepts] = useState<TreeOption[]>([]);
  const [deptIds, setDeptIds] = useState<number[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!role) return;
    let live = true;
    setScope(role.dataScope);
    setLinked(role.deptCheckStrictly);
    setDeptIds([]);
    setLoading(true);
    roleDeptTree(role.roleId)
      .then((r) => {
        if (!live) return;
        setDepts(r.depts ?? []);
        const checked = r.checkedKeys ?? [];
        setDeptIds(role.deptCheckStrictly ? conductStored(r.depts ?? [], checked, false) : checked);
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [role]);

  const submit = async () => {
    if (!role) return;
    setSaving(true);
    try {
      await saveDataScope({ roleId: role.roleId, dataScope: scope as RoleRow['dataScope'], deptCheckStrictly: linked, deptIds: scope === CUSTOM ? deptIds : [] });
      void message.success(t('crud:editSuccess'));
      onSaved();
    } catch {
      // request() has shown why
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={!!role}
      title={t('role:dataScopeTitle')}
      okText={t('crud:confirm')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      width={560}
      destroyOnHidden
    >
      <Form labelCol={{ flex: '100px' }} wrapperCol={{ flex: 1 }}>
        <Form.Item label={t('role:roleName')} htmlFor="role-scope-name">
          <Input id="role-scope-name" value={shownName(role?.roleName, role?.roleNameEn)} disabled />
        </Form.Item>
        <Form.Item label={t('role:roleKey')} htmlFor="role-scope-key">
          <Input id="role-scope-key" value={role?.roleKey} disabled />
        </Form.Item>
        <Form.Item label={t('role:scopeLabel')} htmlFor="role-data-scope">
          <Select id="role-data-scope" value={scope} onChange={setScope} options={DATA_SCOPES.map((s) => ({ value: s, label: t(`role:scopes.${s}`) }))} />
        </Form.Item>
        {scope === CUSTOM && (
          <Form.Item label={t('role:deptPerms')}>
            <CheckTree
              label={t('role:deptPerms')}
              nodes={depts}
              value={deptIds}
              onChange={setDeptIds}
              linked={linked}
              onLinkedChange={setLinked}
              withHalf={false}
              loading={loading}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
