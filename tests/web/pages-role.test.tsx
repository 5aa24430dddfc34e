import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TreeOption } from '../../contract/menu';
import { RolePage } from '../../src/pages/role/role-page';
import { button, dictHandler, i18n, openDialog, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { server } from './msw-server';

withMsw();
beforeEach(() => setPermissions(['*:*:*']));

type Row = Record<string, unknown>;
const role = (roleId: number, roleName: string, roleKey: string): Row => ({
  roleId,
  roleName,
  roleKey,
  roleSort: roleId,
  dataScope: '1',
  menuCheckStrictly: true,
  deptCheckStrictly: true,
  status: '0',
  remark: null,
  createTime: '2024-01-01 08:00:00',
  admin: roleId === 1,
});
const roles = [role(1, '超级管理员', 'admin'), role(2, '客服', 'cs')];

const menus: TreeOption[] = [
  {
    id: 1,
    label: '系统管理',
    children: [
      { id: 100, label: '用户管理', children: [{ id: 1000, label: '用户查询' }, { id: 1001, label: '用户新增' }] },
      { id: 106, label: '参数设置' },
    ],
  },
];
const depts: TreeOption[] = [{ id: 100, label: '物流公司', children: [{ id: 101, label: '客服部' }, { id: 102, label: '报关部' }] }];

const user = (userId: number, userName: string): Row => ({
  userId,
  deptId: 101,
  userName,
  nickName: `${userName} nick`,
  email: '',
  phonenumber: '',
  status: '0',
  createTime: '2024-01-01 08:00:00',
});

interface Put {
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** The role resource plus the menu, department and user-assignment endpoints; PUTs are recorded. */
function serve() {
  const res = memoryResource('/system/role', 'roleId', roles);
  const puts: Put[] = [];
  const recordPut = (path: string) =>
    http.put(`*/system/role/${path}`, async ({ request }) => {
      const text = await request.text();
      puts.push({ path, query: new URL(request.url).searchParams, body: text ? JSON.parse(text) : undefined });
      return HttpResponse.json({ code: 200, msg: 'ok' });
    });
  const users = (rows: Row[]) => () => HttpResponse.json({ code: 200, msg: 'ok', rows, total: rows.length });
  server.use(
    dictHandler(),
    http.get('*/system/menu/treeselect', () => HttpResponse.json({ code: 200, msg: 'ok', data: menus })),
    http.get('*/system/menu/roleMenuTreeselect/:id', () => HttpResponse.json({ code: 200, msg: 'ok', menus, checkedKeys: [1000] })),
    http.get('*/system/role/deptTree/:id', () => HttpResponse.json({ code: 200, msg: 'ok', depts, checkedKeys: [] })),
    http.get('*/system/role/authUser/allocatedList', users([user(2, 'cs'), user(5, 'cs2')])),
    http.get('*/system/role/authUser/unallocatedList', users([user(3, 'customs')])),
    ...['changeStatus', 'dataScope', 'authUser/cancel', 'authUser/cancelAll', 'authUser/selectAll'].map(recordPut),
    ...res.handlers,
  );
  return { res, puts };
}

const treeNode = (container: HTMLElement, title: string) => {
  const node = within(container).getByText(title).closest('.ant-tree-treenode');
  if (!node) throw new Error(`no tree node ${title}`);
  return node as HTMLElement;
};
const check = (container: HTMLElement, title: string) => fireEvent.click(treeNode(container, title).querySelector('.ant-tree-checkbox')!);
const checkbox = (container: HTMLElement, label: string) => within(container).getByLabelText(label);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('RolePage', () => {
  it('adds a role with menus from the tree: linked sends half-checked parents, strict sends exactly the checked', async () => {
    const { res } = serve();
    renderPage(<RolePage />);
    await screen.findByText('客服');
    fireEvent.click(button(document.body, t('crud:add')));
    const dialog = await waitFor(() => openDialog(t('crud:addTitle', { name: t('role:title') })));
    fireEvent.change(within(dialog).getByLabelText(t('role:roleName')), { target: { value: '仓管' } });
    fireEvent.change(within(dialog).getByLabelText(t('role:roleKey')), { target: { value: 'wh' } });

    await within(dialog).findByText('系统管理');
    fireEvent.click(checkbox(dialog, t('role:expand')));
    check(dialog, await within(dialog).findByText('用户查询').then((n) => n.textContent!));
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(res.last('POST', '/system/role')).toBeTruthy());
    expect(res.last('POST', '/system/role')?.body).toMatchObject({ roleName: '仓管', roleKey: 'wh', roleSort: 0, status: '0', menuIds: [1, 100, 1000], menuCheckStrictly: true });

    fireEvent.click(button(document.body, t('crud:add')));
    const again = await waitFor(() => openDialog(t('crud:addTitle', { name: t('role:title') })));
    fireEvent.change(within(again).getByLabelText(t('role:roleName')), { target: { value: '只读' } });
    fireEvent.change(within(again).getByLabelText(t('role:roleKey')), { target: { value: 'ro' } });
    await within(again).findByText('系统管理');
    expect(checkbox(again, t('role:checkAll'))).not.toBeChecked();
    fireEvent.click(checkbox(again, t('role:linked')));
    // the form tells its watchers a moment later
    await waitFor(() => expect(checkbox(again, t('role:linked'))).not.toBeChecked());
    fireEvent.click(checkbox(again, t('role:expand')));
    await within(again).findByText('参数设置');
    check(again, '系统管理');
    check(again, '参数设置');
    fireEvent.click(button(again, t('crud:confirm')));
    await waitFor(() => expect(res.last('POST', '/system/role')?.body).toMatchObject({ roleName: '只读' }));
    expect(res.last('POST', '/system/role')?.body).toMatchObject({ menuIds: [1, 106], menuCheckStrictly: false });
  }, 60_000);

  it('edits a role from its checked menus; all/none selects every menu', async () => {
    const { res } = serve();
    renderPage(<RolePage />);
    fireEvent.click(button(await rowOf('客服'), t('crud:modify')));
    const dialog = await waitFor(() => openDialog(t('crud:editTitle', { name: t('role:title') })));
    await within(dialog).findByText('系统管理');
    fireEvent.click(checkbox(dialog, t('role:expand')));
    await waitFor(() => expect(treeNode(dialog, '用户查询').querySelector('.ant-tree-checkbox-checked')).not.toBeNull());
    expect(treeNode(dialog, '用户管理').querySelector('.ant-tree-checkbox-indeterminate')).not.toBeNull();
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(res.last('PUT', '/system/role')).toBeTruthy());
    expect(res.last('PUT', '/system/role')?.body).toMatchObject({ roleId: 2, menuIds: [1, 100, 1000] });

    fireEvent.click(button(await rowOf('客服'), t('crud:modify')));
    const next = await waitFor(() => openDialog(t('crud:editTitle', { name: t('role:title') })));
    await waitFor(() => expect((checkbox(next, t('role:checkAll')) as HTMLInputElement).indeterminate).toBe(true));
    fireEvent.click(checkbox(next, t('role:checkAll')));
    fireEvent.click(button(next, t('crud:confirm')));
    await waitFor(() => expect((res.last('PUT', '/system/role')?.body as Row).menuIds).toEqual([1, 100, 1000, 1001, 106]));
  }, 60_000);

  it('switches a role off after confirming; the administrator role has no switch or row tools', async () => {
    const { puts } = serve();
    renderPage(<RolePage />);
    const cs = await rowOf('客服');
    const admin = (await screen.findByText('超级管理员')).closest('tr') as HTMLElement;
    expect(within(admin).getByRole('switch')).toBeDisabled();
    expect(within(admin).queryByText(t('role:dataScope'))).toBeNull();
    fireEvent.click(within(cs).getByRole('switch'));
    const prompt = await waitFor(() => openDialog(t('role:confirmStatus', { action: t('role:disable'), name: '客服' })));
    fireEvent.click(button(prompt, t('crud:confirm')));
    await waitFor(() => expect(puts.find((p) => p.path === 'changeStatus')?.body).toEqual({ roleId: 2, status: '1' }));
    await waitFor(() => expect(within(cs).getByRole('switch')).not.toBeChecked());
  }, 60_000);

  it('sets a custom data scope with departments from the tree', async () => {
    const { puts } = serve();
    renderPage(<RolePage />);
    fireEvent.click(button(await rowOf('客服'), t('role:dataScope')));
    const dialog = await waitFor(() => openDialog(t('role:dataScopeTitle')));
    await waitFor(() => expect(within(dialog).getByLabelText(t('role:roleName'))).toHaveValue('客服'));
    expect(within(dialog).queryByRole('tree')).toBeNull();
    fireEvent.mouseDown(dialog.querySelector('.ant-select')!);
    fireEvent.click(await screen.findByTitle(t('role:scopes.2')));
    fireEvent.click(await waitFor(() => checkbox(dialog, t('role:expand'))));
    check(dialog, await within(dialog).findByText('客服部').then((n) => n.textContent!));
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(puts.find((p) => p.path === 'dataScope')).toBeTruthy());
    expect(puts.find((p) => p.path === 'dataScope')?.body).toEqual({ roleId: 2, dataScope: '2', deptCheckStrictly: true, deptIds: [101] });
  }, 60_000);

  it('lists the role\'s users, revokes one or several, and adds users from the picker', async () => {
    const { puts } = serve();
    renderPage(<RolePage />);
    fireEvent.click(button(await rowOf('客服'), t('role:authUser')));
    const drawer = (await screen.findByText(t('role:authUserTitle', { name: '客服' }))).closest('.ant-drawer') as HTMLElement;
    const row = (await within(drawer).findByText('cs2')).closest('tr') as HTMLElement;

    fireEvent.click(button(row, t('role:cancelAuth')));
    fireEvent.click(button(await waitFor(() => openDialog(t('role:confirmCancelAuth', { name: 'cs2' }))), t('crud:confirm')));
    await waitFor(() => expect(puts.find((p) => p.path === 'authUser/cancel')?.body).toEqual({ roleId: 2, userId: 5 }));

    const first = (await within(drawer).findByText('cs')).closest('tr') as HTMLElement;
    fireEvent.click(first.querySelector('.ant-checkbox-input')!);
    fireEvent.click(button(drawer, t('role:cancelAuthAll')));
    fireEvent.click(button(await waitFor(() => openDialog(t('role:confirmCancelAuthAll'))), t('crud:confirm')));
    await waitFor(() => expect(puts.find((p) => p.path === 'authUser/cancelAll')).toBeTruthy());
    const all = puts.find((p) => p.path === 'authUser/cancelAll')!;
    expect([all.query.get('roleId'), all.query.get('userIds')]).toEqual(['2', '2']);

    fireEvent.click(button(drawer, t('role:addUser')));
    const picker = await waitFor(() => openDialog(t('role:selectUserTitle')));
    const candidate = (await within(picker).findByText('customs')).closest('tr') as HTMLElement;
    fireEvent.click(candidate.querySelector('.ant-checkbox-input')!);
    fireEvent.click(button(picker, t('role:grantSelected')));
    await waitFor(() => expect(puts.find((p) => p.path === 'authUser/selectAll')).toBeTruthy());
    const granted = puts.find((p) => p.path === 'authUser/selectAll')!;
    expect([granted.query.get('roleId'), granted.query.get('userIds')]).toEqual(['2', '3']);
  }, 60_000);

  it('in English shows the English name where the role has one, and the dialog edits both names', async () => {
    localStorage.setItem('lang', 'en');
    await i18n.changeLanguage('en');
    try {
      const res = memoryResource('/system/role', 'roleId', [{ ...roles[0], roleNameEn: '' }, { ...roles[1], roleNameEn: 'Customer service' }]);
      server.use(
        dictHandler(),
        http.get('*/system/menu/treeselect', () => HttpResponse.json({ code: 200, msg: 'ok', data: menus })),
        http.get('*/system/menu/roleMenuTreeselect/:id', () => HttpResponse.json({ code: 200, msg: 'ok', menus, checkedKeys: [] })),
        ...res.handlers,
      );
      renderPage(<RolePage />);
      const cs = await rowOf('Customer service');
      // no English name: the Chinese one
      expect(screen.getByText('超级管理员')).toBeInTheDocument();
      expect(screen.queryByText('客服')).toBeNull();
      expect(within(cs).getByRole('switch', { name: 'Customer service' })).toBeInTheDocument();

      fireEvent.click(button(cs, t('crud:modify')));
      const dialog = await waitFor(() => openDialog(t('crud:editTitle', { name: t('role:title') })));
      await waitFor(() => expect(within(dialog).getByLabelText(t('role:roleName'))).toHaveValue('客服'));
      expect(within(dialog).getByLabelText(t('system:nameEn'))).toHaveValue('Customer service');
      fireEvent.change(within(dialog).getByLabelText(t('system:nameEn')), { target: { value: 'Customer care' } });
      fireEvent.click(button(dialog, t('crud:confirm')));
      await waitFor(() => expect(res.last('PUT', '/system/role')).toBeTruthy());
      expect(res.last('PUT', '/system/role')?.body).toMatchObject({ roleId: 2, roleName: '客服', roleNameEn: 'Customer care' });
    } finally {
      localStorage.removeItem('lang');
      await i18n.changeLanguage('zh');
    }
  }, 60_000);
});
