import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../src/lib/i18n';
import { LoginPage } from '../../src/pages/login/login-page';
import { ExternalSignInPage, RegisterPage } from '../../src/pages/register/register-page';
import { server } from './msw-server';

const t = i18n.t.bind(i18n);

function start(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/bind', element: <ExternalSignInPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <RouterProvider router={router} />,
  );
  return router;
}
const type = (label: string | HTMLElement, value: string) => fireEvent.change(typeof label === 'string' ? screen.getByLabelText(label) : label, { target: { value } });

describe('register page', { timeout: 20_000 }, () => {
  it('is offered on the login page only while the server takes registrations', async () => {
    server.use(http.get('*/api/captchaImage', () => HttpResponse.json({ code: 200, msg: 'ok', captchaEnabled: false, registerEnabled: true })));
    start('/login');
    expect(await screen.findByRole('link', { name: t('login:registerLink') })).toHaveAttribute('href', '/register');
  });

  it('checks the passwords agree, registers, and leads to the login page', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.get('*/api/captchaImage', () => HttpResponse.json({ code: 200, msg: 'ok', captchaEnabled: false, registerEnabled: true })),
      http.post('*/api/register', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ code: 200, msg: 'ok' });
      }),
    );
    const router = start('/register');
    await screen.findByRole('heading', { name: t('login:registerTitle') });
    type(t('login:username'), ' newbie ');
    type(t('login:password'), 'secret1');
    type(t('login:confirmPassword'), 'secret2');
    fireEvent.click(screen.getByRole('button', { name: t('login:registerSubmit') }));
    expect(await screen.findByText(t('login:rules2.confirm'))).toBeInTheDocument();
    expect(body).toBeUndefined();
    type(t('login:confirmPassword'), 'secret1');
    fireEvent.click(screen.getByRole('button', { name: t('login:registerSubmit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(body).toMatchObject({ username: 'newbie', password: 'secret1', confirmPassword: 'secret1' });
  });

  it('stays on the page when the server refuses (registration off): the request layer says why', async () => {
    let refused = false;
    server.use(
      http.get('*/api/captchaImage', () => HttpResponse.json({ code: 200, msg: 'ok', captchaEnabled: false })),
      http.post('*/api/register', () => {
        refused = true;
        return HttpResponse.json({ code: 403, msg: '当前系统没有开启注册功能！' }, { status: 403 });
      }),
    );
    const router = start('/register');
    type(await screen.findByLabelText(t('login:username')), 'newbie');
    type(t('login:password'), 'secret1');
    type(t('login:confirmPassword'), 'secret1');
    fireEvent.click(screen.getByRole('button', { name: t('login:registerSubmit') }));
    await waitFor(() => expect(refused).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: t('login:registerSubmit') })).not.toHaveClass('ant-btn-loading'));
    expect(router.state.location.pathname).toBe('/register');
  });

  it('answers /bind with a plain page that leads to the login page, not "not found"', async () => {
    start('/bind');
    expect(await screen.findByText(t('login:externalText'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('login:toLogin') })).toHaveAttribute('href', '/login');
  });
});
