import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, removeToken } from '../../src/lib/auth';
import { page } from '../../src/lib/i18n';
import { useSettingsStore } from '../../src/stores/settings';
import { LoginPage } from '../../src/pages/login/login-page';
import { server } from './msw-server';

const slow = { timeout: 15000 };

function start(path = '/login?redirect=%2Fsystem%2Fconfig') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/system/config', element: <h1>target page</h1> },
      { path: '/', element: <h1>root page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <RouterProvider router={router} />,
  );
  return router;
}

beforeEach(() => {
  removeToken();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

describe('login page', { timeout: 40000 }, () => {
  it('logs in with captcha, remembers the account name only, and follows the redirect', async () => {
    let captchas = 0;
    let body: Record<string, unknown> = {};
    server.use(
      http.get('*/api/captchaImage', () => {
        captchas += 1;
        return HttpResponse.json({ code: 200, msg: 'ok', captchaEnabled: true, uuid: `u${captchas}`, img: 'PHN2Zy8+' });
      }),
      http.post('*/api/login', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ code: 200, msg: 'ok', token: 'tok-1' });
      }),
    );
    const router = start();
    const user = userEvent.setup();
    const captcha = await screen.findByAltText('验证码', {}, slow);
    expect(captcha).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    await user.click(captcha);
    await waitFor(() => expect(captchas).toBe(2));
    const type = (placeholder: string, value: string) =>
      fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
    type('账号', 'admin');
    type('密码', 'secret-pw');
    type('验证码', '1234');
    await user.click(screen.getByText('记住账号'));
    await user.click(screen.getByText('登 录'));
    expect(await screen.findByText('target page', {}, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/system/config');
    expect(body).toEqual({ username: 'admin', password: 'secret-pw', code: '1234', uuid: 'u2' });
    expect(getToken()).toBe('tok-1');
    expect(Cookies.get('username')).toBe('admin');
    expect(JSON.stringify(Cookies.get())).not.toContain('secret-pw');
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret-pw');
  });

  it('without a captcha: a failed login shows the reason and stays; the remembered name is filled in', async () => {
    Cookies.set('username', 'cs');
    Cookies.set('rememberMe', 'true');
    server.use(
      http.get('*/api/captchaImage', () => HttpResponse.json({ code: 200, msg: 'ok', captchaEnabled: false })),
      http.post('*/api/login', () => HttpResponse.json({ code: 500, msg: '用户不存在/密码错误' }, { status: 500 })),
    );
    const router = start('/login');
    const user = userEvent.setup();
    const name = await screen.findByPlaceholderText('账号', {}, slow);
    expect(name).toHaveValue('cs');
    expect(screen.queryByPlaceholderText('验证码')).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 'bad' } });
    await user.click(screen.getByText('登 录'));
    expect(await screen.findByText('用户不存在/密码错误', {}, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getToken()).toBeUndefined();
  });

  it('the language switch (native radios, no antd) stores English and reloads', async () => {
    server.use(http.get('*/api/captchaImage', () => HttpResponse.json({ code: 200, msg: 'ok', captchaEnabled: false })));
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    start('/login');
    const group = await screen.findByRole('radiogroup', { name: '语言' }, slow);
    expect(screen.getByRole('radio', { name: '中文' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('lang')).toBe('en');
    expect(group).toBeInTheDocument();
    localStorage.removeItem('lang');
    reload.mockRestore();
  });

  it("the login form (its button, inputs, checkbox and link) is drawn in the console's theme colour, with antd's shades of it", async () => {
    server.use(http.get('*/api/captchaImage', () => HttpResponse.json({ code: 200, msg: 'ok', captchaEnabled: false })));
    useSettingsStore.setState({ theme: '#13c2c2' });
    start('/login');
    const submit = await screen.findByRole('button', { name: '登 录' }, slow);
    // set on the form, which holds every control login-form.css colours with them
    const form = submit.closest('form')!;
    for (const control of [submit, screen.getByRole('textbox', { name: '账号' }), screen.getByRole('checkbox')]) {
      expect(form.contains(control)).toBe(true);
    }
    // antd's cyan-6 palette: hover cyan-5, pressed cyan-7
    expect(form.style.getPropertyValue('--login-primary')).toBe('#13c2c2');
    expect(form.style.getPropertyValue('--login-primary-hover')).toBe('#36cfc9');
    expect(form.style.getPropertyValue('--login-primary-active')).toBe('#08979c');
    // and the button's and the focused input's shadow, as antd's cyan controls'
    expect(form.style.getPropertyValue('--login-primary-shadow')).toBe('rgba(5,255,215,0.1)');
    useSettingsStore.setState({ theme: useSettingsStore.getInitialState().theme });
  });
});
