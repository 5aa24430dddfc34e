import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { HomePage } from '../../src/pages/home/home-page';
import { ProfilePage } from '../../src/pages/profile/profile-page';
import { usePermissionStore } from '../../src/stores/permission';
import { useUserStore } from '../../src/stores/user';
import { button, dictHandler, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { server } from './msw-server';

withMsw();
beforeEach(() => setPermissions(['*:*:*']));

const user = {
  userId: 1,
  userName: 'admin',
  nickName: '管理员',
  avatar: '',
  email: 'admin@example.com',
  phonenumber: '15888888888',
  sex: '0',
  deptId: 103,
  dept: { deptId: 103, deptName: '研发部门' },
  createTime: '2024-01-01 08:00:00',
  loginIp: '127.0.0.1',
  loginDate: '2024-06-01 09:00:00',
  pwdUpdateDate: null,
};

const activePane = () => document.querySelector<HTMLElement>('[role="tabpanel"][aria-hidden="false"]')!;
const change = (label: string, value: string) =>
  fireEvent.change(within(activePane()).getByLabelText(label), { target: { value } });

describe('ProfilePage', () => {
  it('shows the user, saves the basic information, checks and changes the password, uploads an avatar', async () => {
    const bodies: Record<string, unknown> = {};
    server.use(
      http.get('*/system/user/profile', () => HttpResponse.json({ code: 200, msg: 'ok', data: user, roleGroup: '超级管理员', postGroup: '董事长' })),
      http.put('*/system/user/profile', async ({ request }) => {
        bodies.profile = await request.json();
        return HttpResponse.json({ code: 200, msg: 'ok' });
      }),
      http.put('*/system/user/profile/updatePwd', async ({ request }) => {
        bodies.pwd = await request.json();
        return HttpResponse.json({ code: 200, msg: 'ok' });
      }),
      http.post('*/system/user/profile/avatar', async ({ request }) => {
        const form = await request.formData();
        bodies.avatar = form.get('avatarfile');
        return HttpResponse.json({ code: 200, msg: 'ok', imgUrl: '/profile/avatar/new.png' });
      }),
    );
    renderPage(<ProfilePage />, { path: '/user/profile' });
    expect(await screen.findByText('超级管理员')).toBeInTheDocument();
    expect(screen.getByText('研发部门')).toBeInTheDocument();

    const nick = within(activePane()).getByLabelText(t('profile:nickName'));
    await waitFor(() => expect(nick).toHaveValue('管理员'));
    change(t('profile:nickName'), '新昵称');
    fireEvent.click(button(activePane(), t('crud:save')));
    await waitFor(() => expect(bodies.profile).toMatchObject({ nickName: '新昵称', email: 'admin@example.com', sex: '0' }));
    await waitFor(() => expect(useUserStore.getState().nickName).toBe('新昵称'));

    fireEvent.click(screen.getByText(t('profile:changePassword')));
    await waitFor(() => expect(activePane()).toHaveTextContent(t('profile:oldPassword')));
    change(t('profile:oldPassword'), 'admin123');
    change(t('profile:newPassword'), 'secret99');
    change(t('profile:confirmPassword'), 'secret98');
    fireEvent.click(button(activePane(), t('crud:save')));
    expect(await within(activePane()).findByText(t('profile:passwordMismatch'))).toBeInTheDocument();
    expect(bodies.pwd).toBeUndefined();
    change(t('profile:confirmPassword'), 'secret99');
    fireEvent.click(button(activePane(), t('crud:save')));
    await waitFor(() => expect(bodies.pwd).toEqual({ oldPassword: 'admin123', newPassword: 'secret99' }));

    fireEvent.click(screen.getByRole('button', { name: t('profile:changeAvatar') }));
    await waitFor(() => expect(activePane().querySelector('input[type=file]')).not.toBeNull());
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(activePane().querySelector('input[type=file]')!, { target: { files: [file] } });
    await waitFor(() => expect(button(activePane(), t('crud:submit'))).toBeEnabled());
    fireEvent.click(button(activePane(), t('crud:submit')));
    await waitFor(() => expect(bodies.avatar).toMatchObject({ size: 3, type: 'image/png' }));
    await waitFor(() => expect(useUserStore.getState().avatar).toBe('/api/profile/avatar/new.png'));
  }, 60_000);
});

describe('HomePage', () => {
  it('greets the user, shows the live figures and links only to existing pages', async () => {
    usePermissionStore.setState({
      serverRoutes: [
        {
          path: '/system',
          component: 'Layout',
          meta: { title: '系统管理' },
          children: [
            { path: 'config', component: 'system/config/index', meta: { title: '参数设置' } },
            { path: 'secret', component: 'system/secret/index', hidden: true, meta: { title: '隐藏页' } },
          ],
        },
      ],
    });
    server.use(
      dictHandler(),
      http.get('*/system/notice/home', () => HttpResponse.json({ code: 200, msg: 'ok', data: [] })),
      http.get('*/index/summary', () =>
        HttpResponse.json({
          code: 200,
          msg: 'ok',
          data: {
            user: { userName: 'admin', nickName: '管理员', deptName: '研发部门', roles: ['admin'], loginIp: '10.0.0.1', loginDate: '2024-06-01 09:00:00' },
            figures: [{ key: 'operationsToday', value: 3 }],
          },
        }),
      ),
      http.get('*/index/board', () =>
        HttpResponse.json({
          code: 200,
          msg: 'ok',
          data: {
            sections: [
              { key: 'customs', figures: [{ key: 'filingsToReview', value: 12, link: '/biz/filing?customsStatus=2', oldest: '2024-05-30 08:00:00' }, { key: 'ordersAwaitingCustoms', value: 0, link: '/biz/order?customsStatus=0&overState=0' }] },
            ],
            docks: [],
            trend: [],
          },
        }),
      ),
    );
    renderPage(<HomePage />, { path: '/index' });
    expect(await screen.findByText('10.0.0.1')).toBeInTheDocument();
    expect(screen.getByText('研发部门')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('管理员');
    // the board: each figure a link to the list it counts, filtered; the system counts are no longer here
    const review = await screen.findByRole('link', { name: (name) => name.includes(t('home:board.filingsToReview')) && /\b12\b/.test(name) });
    expect(review).toHaveAttribute('href', '/biz/filing?customsStatus=2');
    // on one line: the day alone for another year, the full time on hover
    expect(screen.getByText(t('home:board.oldest', { time: '2024-05-30' }))).toHaveAttribute('title', '2024-05-30 08:00:00');
    expect(screen.getByText(t('home:board.customs'))).toBeInTheDocument();
    expect(screen.queryByText(t('monitor:server.figures.operationsToday'))).not.toBeInTheDocument();
    expect(screen.getByText('参数设置').closest('a')).toHaveAttribute('href', '/system/config');
    expect(screen.getByText(t('home:profile')).closest('a')).toHaveAttribute('href', '/user/profile');
    expect(screen.queryByText('隐藏页')).not.toBeInTheDocument();
  }, 30_000);
});
