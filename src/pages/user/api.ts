import type { DeptOption } from '../../../contract/dept';
import type { PostOption, RoleOption, UserRow } from '../../../contract/user';
import { crudApi } from '../../components/crud/crud-api';
import type { Option } from '../../components/crud/types';
import { request } from '../../lib/request';

export const userApi = crudApi<UserRow>('/system/user');

export const resetUserPwd = (userId: number, password: string) =>
  request({ url: '/system/user/resetPwd', method: 'put', data: { userId, password } });

export const changeUserStatus = (userId: number, status: string) =>
  request({ url: '/system/user/changeStatus', method: 'put', data: { userId, status } });

export const getAuthRole = async (userId: number) =>
  request<{ user: UserRow; roles: RoleOption[] }>({ url: `/system/user/authRole/${userId}`, method: 'get' });

export const updateAuthRole = (userId: number, roleIds: number[]) =>
  request({ url: '/system/user/authRole', method: 'put', data: { userId, roleIds } });

export const deptTreeSelect = async () => (await request<{ data: DeptOption[] }>({ url: '/system/user/deptTree', method: 'get' })).data;

const toOption = (d: DeptOption): Option => ({ value: d.id, label: d.label, disabled: d.disabled, children: d.children?.map(toOption) });
export const deptOptions = async () => (await deptTreeSelect()).map(toOption);

/** The roles (never the administrator role for a non-administrator) and posts a user may be given. */
const choices = () => request<{ roles: RoleOption[]; posts: PostOption[] }>({ url: '/system/user/', method: 'get' });
export const roleOptions = async (): Promise<Option[]> =>
  (await choices()).roles.map((r) => ({ value: r.roleId, label: r.roleName, disabled: r.status === '1' }));
export const postOptions = async (): Promise<Option[]> =>
  (await choices()).posts.map((p) => ({ value: p.postId, label: p.postName, disabled: p.status === '1' }));
