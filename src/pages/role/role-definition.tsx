import { CheckCircleOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { RoleRow } from '../../../contract/role';
import type { CrudDefinition } from '../../components/crud/types';
import { HasPermi } from '../../lib/permission';
import { roleApi } from './api';
import { MenuTreeField } from './menu-tree-field';
import { RoleStatusSwitch } from './role-status-switch';
import { namePair, statusField } from '../../components/crud/common-fields';

const bodySchema = () => import('../../../contract/role').then((m) => m.roleInput);

interface Actions {
  onDataScope: (row: RoleRow) => void;
  onAuthUser: (row: RoleRow) => void;
  t: (key: string) => string;
}

/** Roles (/system/role): the menu tree in the dialog, data scope and users per row. */
export function roleDefinition({ onDataScope, onAuthUser, t }: Actions): CrudDefinition<RoleRow> {
  return {
    title: 'role:title',
    rowKey: 'roleId',
    permission: 'system:role',
    api: roleApi,
    schema: bodySchema,
    exportName: 'role',
    formWidth: 600,
    formDefaults: () => ({ roleSort: 0, status: '0', menuCheckStrictly: true, deptCheckStrictly: true, menuIds: [] }),
    fields: [
      { name: 'roleId', label: 'role:roleId', form: false, table: { width: 100, sorter: true } },
      ...namePair<RoleRow>('roleName', 'role:roleName', { ellipsis: true }),
      { name: 'roleKey', label: 'role:roleKey', search: 'text', table: { ellipsis: true, sorter: true }, form: { extra: t('role:roleKeyHint') } },
      { name: 'roleSort', label: 'role:roleSort', type: 'number', table: { width: 100, sorter: true } },
      statusField<RoleRow>({ table: { render: (_v, row) => <RoleStatusSwitch row={row} /> } }),
      {
        name: 'menuIds',
        label: 'role:menuPerms',
        table: false,
        form: { render: ({ form, row }) => <MenuTreeField form={form} row={row} /> },
      },
      { name: 'remark', label: 'system:remark', type: 'textarea', table: false },
      { name: 'createTime', label: 'system:createTime', type: 'datetime', search: 'dateRange', table: { sorter: true } },
    ],
    // the administrator role is not changed (the server refuses too)
    rowEditable: (row) => !row.admin,
    rowRemovable: (row) => !row.admin,
    rowActions: (row) =>
      row.admin ? null : (
        <HasPermi value={['system:role:edit']}>
          <Button type="link" size="small" icon={<CheckCircleOutlined />} onClick={() => onDataScope(row)}>
            {t('role:dataScope')}
          </Button>
          <Button type="link" size="small" icon={<UserOutlined />} onClick={() => onAuthUser(row)}>
            {t('role:authUser')}
          </Button>
        </HasPermi>
      ),
  };
}

