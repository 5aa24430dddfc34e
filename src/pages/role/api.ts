import type { RoleMenuTree, TreeOption } from '../../../contract/menu';
import type { AuthUserRow, RoleDataScopeInput, RoleDeptTree, RoleRow } from '../../../contract/role';
import { crudApi } from '../../components/crud/crud-api';
import type { CrudApi } from '../../components/crud/types';
import { request } from '../../lib/request';

export const roleApi = crudApi<RoleRow>('/system/role');

export const changeRoleStatus = (roleId: number, status: string) =>
  request({ url: '/system/role/changeStatus', method: 'put', data: { roleId, status } });

export const saveDataScope = (body: RoleDataScopeInput) => request({ url: '/system/role/dataScope', method: 'put', data: body });

export const roleDeptTree = (roleId: number) => request<RoleDeptTree>({ url: `/system/role/deptTree/${roleId}`, method: 'get' });

export const menuTreeselect = async () => (await request<{ data: TreeOption[] }>({ url: '/system/menu/treeselect', method: 'get' })).data;

export const roleMenuTreeselect = (roleId: number) =>
  request<RoleMenuTree>({ url: `/system/menu/roleMenuTreeselect/${roleId}`, method: 'get' });

export const cancelAuthUser = (roleId: number, userId: number) =>
  request({ url: '/system/role/authUser/cancel', method: 'put', data: { roleId, userId } });

// RuoYi sends these two as query parameters
export const cancelAuthUserAll = (roleId: number, userIds: number[]) =>
  request({ url: '/system/role/authUser/cancelAll', method: 'put', params: { roleId, userIds: userIds.join(',') } });

export const selectAuthUserAll = (roleId: number, userIds: number[]) =>
  request({ url: '/system/role/authUser/selectAll', method: 'put', params: { roleId, userIds: userIds.join(',') } });

const unsupported = () => Promise.reject(new Error('not offered on this list'));

/** A read-only list for the kit: users holding (allocated) or lacking (unallocated) a role. */
export const authUserApi = (list: 'allocatedList' | 'unallocatedList'): CrudApi<AuthUserRow> => ({
  list: async (query) => {
    const body = await request<{ rows: AuthUserRow[]; total: number }>({ url: `/system/role/authUser/${list}`, method: 'get', params: query });
    return { rows: body.rows ?? [], total: body.total ?? 0 };
  },
  get: unsupported,
  add: unsupported,
  update: unsupported,
  remove: unsupported,
  exportFile: () => undefined,
});
