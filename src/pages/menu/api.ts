import type { MenuRow, TreeOption } from '../../../contract/menu';
import { crudApi } from '../../components/crud/crud-api';
import type { Option } from '../../components/crud/types';
import { request } from '../../lib/request';

export const menuApi = crudApi<MenuRow>('/system/menu');

const toOptions = (nodes: TreeOption[]): Option[] =>
  nodes.map((n) => ({ value: n.id, label: n.label, children: n.children && toOptions(n.children) }));

/** Parent choices: the caller's menus under a root entry (parentId 0). */
export async function parentOptions(rootLabel: string): Promise<Option[]> {
  const body = await request<{ data: TreeOption[] }>({ url: '/system/menu/treeselect', method: 'get' });
  return [{ value: 0, label: rootLabel, children: toOptions(body.data ?? []) }];
}
