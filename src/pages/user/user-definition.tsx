import { useTranslation } from 'react-i18next';
import type { UserRow } from '../../../contract/user';
import type { CrudDefinition } from '../../components/crud/types';
import { HasPermi } from '../../lib/permission';
import { deptOptions, postOptions, roleOptions, userApi } from './api';
import { AuthRoleAction } from './auth-role-action';
import { ResetPasswordAction } from './reset-password';
import { UserStatusSwitch } from './status-switch';
import { statusField } from '../../components/crud/common-fields';

const bodySchema = () => import('../../../contract/user').then((m) => m.userInput);

function PasswordHint() {
  const { t } = useTranslation(['user']);
  return <>{t('user:passwordHint')}</>;
}

/** The built-in administrator: its actions are refused by the server, so none are offered. */
const isBuiltInAdmin = (row: UserRow) => row.userId === 1;

export const userDefinition: CrudDefinition<UserRow> = {
  title: 'user:title',
  rowKey: 'userId',
  permission: 'system:user',
  api: userApi,
  schema: bodySchema,
  exportName: 'user',
  formColumns: 2,
  formDefaults: () => ({ sex: '0', status: '0', roleIds: [], postIds: [] }),
  importer: { url: '/system/user/importData', templateUrl: '/system/user/importTemplate', templateName: 'user_template.xlsx' },
  fields: [
    { name: 'userId', label: 'user:userId', form: false, table: { width: 90, sorter: true } },
    { name: 'userName', label: 'user:userName', search: 'text', form: { addOnly: true }, table: { sorter: true, ellipsis: true } },
    { name: 'nickName', label: 'user:nickName', table: { ellipsis: true } },
    {
      name: 'deptId',
      label: 'user:dept',
      type: 'tree',
      loadOptions: deptOptions,
      table: { ellipsis: true, render: (_v, row) => row.dept?.deptName ?? '' },
    },
    { name: 'phonenumber', label: 'user:phonenumber', search: 'text', table: { width: 130 } },
    { name: 'email', label: 'user:email', table: false },
    { name: 'password', label: 'user:password', table: false, form: { addOnly: true, widget: 'password', extra: <PasswordHint /> } },
    { name: 'sex', label: 'user:sex', type: 'dict', dict: 'sys_user_sex', table: false },
    statusField<UserRow>({ table: { width: 90, render: (_v, row) => <UserStatusSwitch key={`${row.userId}:${row.status}`} row={row} /> } }),
    { name: 'postIds', label: 'user:posts', type: 'select', multiple: true, loadOptions: postOptions, table: false },
    { name: 'roleIds', label: 'user:roles', type: 'select', multiple: true, loadOptions: roleOptions, table: false },
    { name: 'remark', label: 'system:remark', type: 'textarea', table: false, form: { span: 24 } },
    { name: 'createTime', label: 'system:createTime', type: 'datetime', search: 'dateRange', table: { sorter: true } },
  ],
  rowActions: (row) =>
    isBuiltInAdmin(row) ? null : (
      <>
        <HasPermi value={['system:user:resetPwd']}>
          <ResetPasswordAction row={row} />
        </HasPermi>
        <HasPermi value={['system:user:edit']}>
          <AuthRoleAction row={row} />
        </HasPermi>
      </>
    ),
};
