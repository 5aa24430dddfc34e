import type { ReactNode } from 'react';
import type { AuthUserRow } from '../../../contract/role';
import type { CrudDefinition, ToolbarContext } from '../../components/crud/types';
import { authUserApi } from './api';

interface Options {
  list: 'allocatedList' | 'unallocatedList';
  toolbarExtra: (ctx: ToolbarContext<AuthUserRow>) => ReactNode;
  rowActions?: (row: AuthUserRow) => ReactNode;
}

/** The users holding a role, or those who could be given it: a read-only list on the kit. */
export function authUserDefinition({ list, toolbarExtra, rowActions }: Options): CrudDefinition<AuthUserRow> {
  return {
    title: 'role:authUser',
    rowKey: 'userId',
    permission: 'system:role',
    api: authUserApi(list),
    // both lists are on screen at once (the picker opens over the drawer)
    formName: list,
    hide: ['add', 'edit', 'remove', 'export'],
    fields: [
      { name: 'userName', label: 'role:userName', search: 'text', form: false },
      { name: 'nickName', label: 'role:nickName', form: false },
      { name: 'email', label: 'role:email', form: false, table: { ellipsis: true } },
      { name: 'phonenumber', label: 'role:phonenumber', search: 'text', form: false },
      { name: 'status', label: 'system:status', type: 'dict', dict: 'sys_normal_disable', form: false },
      { name: 'createTime', label: 'system:createTime', type: 'datetime', form: false },
    ],
    toolbarExtra,
    rowActions,
  };
}
