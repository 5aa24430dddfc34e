import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { UserPage } from '../../src/pages/user/user-page';
import { button, dictHandler, openDialog, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { server } from './msw-server';

withMsw();
beforeEach(() => setPermissions(['*:*:*']));

const user = (userId: number, userName: string, deptId: number, deptName: string) => ({
  userId,
  deptId,
  userName,
  nickName: `${userName} nick`,
  email: '',
  phonenumber: '',
  sex: '0',
  avatar: '',
  status: '0',
  loginIp: '',
  loginDate: null,
  remark: null,
  createBy: 'admin',
  createTime: '2024-01-01 08:00:00',
  dept: { deptId, deptName, leader: null },
});
const seed = [user(1, 'admin', 104, '信息部'), user(101, 'cs', 101, '客服部'), user(102, 'customs', 102, '报关部')];
const roles = [
  { roleId: 2, roleName: '客服', roleKey: 'cs', status: '0' },
  { roleId: 3, roleName: '报关', roleKey: 'customs', status: '0' },
];

function setup() {
  const res = memoryResource('/system/user', 'userId', seed);
  const calls: Array<{ path: string; body: unknown }> = [];
  const record = (path: string) => async ({ request }: { request: Request }) => {
    calls.push({ path, body: await request.json() });
    return HttpResponse.json({ code: 200, msg: 'ok' });
  };
  server.use(
    dictHandler(),
    http.get('*/system/user/deptTree', () =>
      HttpResponse.json({ code: 200, msg: 'ok', data: [{ id: 100, label: '物流公司', children: [{ id: 101, label: '客服部' }, { id: 102, label: '报关部' }, { id: 104, label: '信息部' }] }] }),
    ),
    http.get('*/system/user/', () => HttpResponse.json({ code: 200, msg: 'ok', roles, posts: [{ postId: 1, postName: '跟单员', postCode: 'documentary', status: '0' }] })),
    http.get('*/system/user/authRole/:userId', () => HttpResponse.json({ code: 200, msg: 'ok', user: seed[1], roles: roles.map((r) => ({ ...r, flag: r.roleId === 2 })) })),
    http.put('*/system/user/changeStatus', record('changeStatus')),
    http.put('*/system/user/resetPwd', record('resetPwd')),
    http.put('*/system/user/authRole', record('authRole')),
    ...res.handlers,
  );
  renderPage(<UserPage />);
  return { res, calls };
}
const rowOf = async (userName: string) => (await screen.findByText(userName, { selector: 'td' })).closest('tr')!;

describe('UserPage', () => {
  it('the department tree filters the list to the picked department; its search box narrows the tree', async () => {
    const { res } = setup();
    await rowOf('customs');
    const tree = document.querySelector<HTMLElement>('.user-dept-tree')!;
    fireEvent.click(await within(tree).findByText('客服部'));
    await waitFor(() => expect(res.last('GET', '/list')?.query.get('deptId')).toBe('101'));
    await waitFor(() => expect(screen.queryByText('customs', { selector: 'td' })).not.toBeInTheDocument());
    expect(screen.getByText('cs', { selector: 'td' })).toBeInTheDocument();

    fireEvent.change(within(tree).getByLabelText(t('user:deptSearch')), { target: { value: '报关' } });
    await waitFor(() => expect(within(tree).queryByText('信息部')).not.toBeInTheDocument());
    expect(within(tree).getByText('报关部')).toBeInTheDocument();
  }, 60_000);

  it('the status switch asks first, then calls changeStatus', async () => {
    const { calls } = setup();
    await rowOf('cs');
    const sw = screen.getByRole('switch', { name: 'cs' });
    expect(screen.getByRole('switch', { name: 'admin' })).toBeDisabled();
    fireEvent.click(sw);
    const confirm = await waitFor(() => openDialog(t('user:confirmStatus', { action: t('user:disable'), name: 'cs' })));
    fireEvent.click(button(confirm, t('crud:confirm')));
    await waitFor(() => expect(calls).toContainEqual({ path: 'changeStatus', body: { userId: 101, status: '1' } }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'cs' })).not.toBeChecked());
  }, 60_000);

  it('reset password checks 5-20 characters, then calls resetPwd; the administrator row offers no such action', async () => {
    const { calls } = setup();
    const row = await rowOf('cs');
    expect(() => button(row, t('user:resetPwd'))).not.toThrow();
    const adminRow = await rowOf('admin');
    expect(() => button(adminRow, t('user:resetPwd'))).toThrow();
    fireEvent.click(button(row, t('user:resetPwd')));
    const dialog = await waitFor(() => openDialog(t('user:resetPrompt', { name: 'cs' })));
    const input = within(dialog).getByLabelText(t('user:resetPrompt', { name: 'cs' }));
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(button(dialog, t('crud:confirm')));
    await within(dialog).findByText(t('crud:validation.minLength', { label: t('user:newPassword'), min: '5' }));
    expect(calls).toEqual([]);
    fireEvent.change(input, { target: { value: 'secret1' } });
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(calls).toContainEqual({ path: 'resetPwd', body: { userId: 101, password: 'secret1' } }));
  }, 60_000);

  it('assign roles shows the held roles checked and saves the new set', async () => {
    const { calls } = setup();
    fireEvent.click(button(await rowOf('cs'), t('user:authRole')));
    const dialog = await waitFor(() => openDialog(t('user:authRoleTitle', { name: 'cs' })));
    const held = await within(dialog).findByRole('checkbox', { name: '客服 (cs)' });
    expect(held).toBeChecked();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '报关 (customs)' }));
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(calls).toContainEqual({ path: 'authRole', body: { userId: 101, roleIds: [2, 3] } }));
  }, 60_000);

  it('the add dialog asks for login name and password, the edit dialog does not', async () => {
    const { res } = setup();
    await rowOf('cs');
    expect(() => button(document.body, t('crud:import'))).not.toThrow();
    fireEvent.click(button(document.body, t('crud:add')));
    const dialog = await waitFor(() => openDialog(t('crud:addTitle', { name: t('user:title') })));
    expect(within(dialog).getByLabelText(t('user:password'))).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(t('user:userName')), { target: { value: 'dora' } });
    fireEvent.change(within(dialog).getByLabelText(t('user:nickName')), { target: { value: 'Dora' } });
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(res.last('POST', '/system/user')).toBeTruthy());
    expect(res.last('POST', '/system/user')?.body).toMatchObject({ userName: 'dora', nickName: 'Dora', sex: '0', status: '0', roleIds: [], postIds: [] });

    fireEvent.click(button(await rowOf('customs'), t('crud:modify')));
    const edit = await waitFor(() => {
      const d = openDialog(t('crud:editTitle', { name: t('user:title') }));
      expect(within(d).getByLabelText(t('user:nickName'))).toHaveValue('customs nick');
      return d;
    });
    expect(within(edit).queryByLabelText(t('user:userName'))).not.toBeInTheDocument();
    expect(within(edit).queryByLabelText(t('user:password'))).not.toBeInTheDocument();
  }, 60_000);
});
