import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TreeOption } from '../../contract/menu';
import { MenuIcon, menuIconNames } from '../../src/components/menu-icon/menu-icon';
import { MenuPage } from '../../src/pages/menu/menu-page';
import { button, dictHandler, openDialog, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { server } from './msw-server';

withMsw();
beforeEach(() => setPermissions(['*:*:*']));

type Row = Record<string, unknown>;
const menu = (menuId: number, parentId: number, menuType: string, title: string, extra: Row = {}): Row => ({
  menuId,
  parentId,
  menuName: title,
  menuNameEn: `${title} en`,
  title,
  orderNum: menuId,
  path: menuType === 'F' ? '' : `p${menuId}`,
  component: menuType === 'C' ? `system/p${menuId}/index` : null,
  query: null,
  routeName: '',
  isFrame: '1',
  isCache: '0',
  menuType,
  visible: '0',
  status: '0',
  perms: menuType === 'M' ? '' : `system:p${menuId}:list`,
  icon: menuType === 'F' ? '#' : 'system',
  remark: '',
  createTime: '2024-01-01 08:00:00',
  ...extra,
});
const rows = [menu(1, 0, 'M', '系统管理'), menu(101, 1, 'C', '角色管理', { icon: 'peoples' }), menu(1007, 101, 'F', '角色查询')];
const tree: TreeOption[] = [{ id: 1, label: '系统管理', children: [{ id: 101, label: '角色管理', children: [{ id: 1007, label: '角色查询' }] }] }];

function serve() {
  const res = memoryResource('/system/menu', 'menuId', rows);
  let treeCalls = 0;
  server.use(
    dictHandler(),
    http.get('*/system/menu/treeselect', () => {
      treeCalls += 1;
      return HttpResponse.json({ code: 200, msg: 'ok', data: tree });
    }),
    ...res.handlers,
  );
  return { res, treeCalls: () => treeCalls };
}

const label = (dialog: HTMLElement, key: string) => within(dialog).queryByLabelText(t(key), { selector: 'input,textarea' });
const addDialog = () => waitFor(() => openDialog(t('crud:addTitle', { name: t('menu:title') })));

describe('MenuPage', () => {
  it('shows the menus as a tree, every level open, with their icons', async () => {
    serve();
    renderPage(<MenuPage />);
    const child = await screen.findByText('角色查询');
    expect(child.closest('tr')).toHaveClass('ant-table-row-level-2');
    const roles = screen.getByText('角色管理').closest('tr') as HTMLElement;
    expect(roles.querySelector('.anticon-team')).not.toBeNull();
    expect(within(roles).getByText('system/p101/index')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  }, 30_000);

  it('shows RuoYi\'s fields for each menu type', async () => {
    serve();
    renderPage(<MenuPage />);
    await screen.findByText('角色管理');
    fireEvent.click(button(document.body, t('crud:add')));
    const dialog = await addDialog();
    const visible = (keys: string[]) => keys.filter((k) => label(dialog, k));
    const all = ['menu:icon', 'menu:path', 'menu:component', 'menu:perms', 'menu:query', 'menu:routeName', 'menu:isFrame', 'menu:isCache', 'menu:visible'];
    await waitFor(() => expect(visible(all)).toEqual(['menu:icon', 'menu:path']));
    expect(within(dialog).getByText(t('menu:isFrame'))).toBeInTheDocument();
    expect(within(dialog).getByText(t('menu:visible'))).toBeInTheDocument();

    fireEvent.click(within(dialog).getByLabelText(t('menu:types.C')));
    await waitFor(() => expect(visible(all)).toEqual(['menu:icon', 'menu:path', 'menu:component', 'menu:perms', 'menu:query', 'menu:routeName']));
    expect(within(dialog).getByText(t('menu:isCache'))).toBeInTheDocument();

    fireEvent.click(within(dialog).getByLabelText(t('menu:types.F')));
    await waitFor(() => expect(visible(all)).toEqual(['menu:perms']));
    expect(within(dialog).queryByText(t('menu:isFrame'))).toBeNull();
    expect(within(dialog).queryByText(t('menu:visible'))).toBeNull();
  }, 60_000);

  it('adds a directory with an icon from the picker; parents come from the tree select under the root', async () => {
    const { res, treeCalls } = serve();
    renderPage(<MenuPage />);
    await screen.findByText('角色管理');
    await waitFor(() => expect(treeCalls()).toBeGreaterThan(0));
    fireEvent.click(button(document.body, t('crud:add')));
    const dialog = await addDialog();
    expect(dialog.querySelector('.ant-select-content')?.textContent ?? dialog.textContent).toContain(t('menu:root'));

    fireEvent.change(label(dialog, 'menu:menuName')!, { target: { value: '仓库' } });
    fireEvent.change(label(dialog, 'menu:menuNameEn')!, { target: { value: 'Warehouse' } });
    fireEvent.change(label(dialog, 'menu:path')!, { target: { value: 'warehouse' } });
    fireEvent.click(label(dialog, 'menu:icon')!);
    const list = await screen.findByRole('listbox', { name: t('menu:icon') });
    fireEvent.change(screen.getByPlaceholderText(t('menu:iconSearch')), { target: { value: 'peop' } });
    await waitFor(() => expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['peoples', 'people']));
    fireEvent.click(within(list).getByRole('option', { name: /peoples/ }));
    await waitFor(() => expect(label(dialog, 'menu:icon')).toHaveValue('peoples'));

    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(res.last('POST', '/system/menu')).toBeTruthy());
    const body = res.last('POST', '/system/menu')?.body as Row;
    expect(body).toMatchObject({ parentId: 0, menuType: 'M', menuName: '仓库', menuNameEn: 'Warehouse', path: 'warehouse', icon: 'peoples', isFrame: '1', visible: '0', status: '0' });
    expect(body).not.toHaveProperty('component');
  }, 60_000);

  it('"add" on a row opens the dialog under that menu, with the child\'s usual type', async () => {
    const { res } = serve();
    renderPage(<MenuPage />);
    const row = (await screen.findByText('角色管理')).closest('tr') as HTMLElement;
    fireEvent.click(button(row, t('menu:addChild')));
    const dialog = await addDialog();
    await waitFor(() => expect(within(dialog).getByLabelText(t('menu:types.F'))).toBeChecked());
    await waitFor(() => expect(dialog.querySelector('.ant-select-selection-item, .ant-select-content')?.textContent).toContain('角色管理'));
    fireEvent.change(label(dialog, 'menu:menuName')!, { target: { value: '角色导出' } });
    fireEvent.change(label(dialog, 'menu:perms')!, { target: { value: 'system:role:export' } });
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(res.last('POST', '/system/menu')?.body).toMatchObject({ parentId: 101, menuType: 'F', menuName: '角色导出', perms: 'system:role:export' }));
  }, 60_000);
});

describe('menu icons', () => {
  it('offers only icons the sidebar draws', () => {
    for (const name of menuIconNames) {
      const leaf = render(<MenuIcon name={name} leaf />);
      const branch = render(<MenuIcon name={name} />);
      // an unmapped name falls back to a different icon for leaves and directories
      expect(leaf.container.innerHTML, name).toBe(branch.container.innerHTML);
      leaf.unmount();
      branch.unmount();
    }
  });
});
