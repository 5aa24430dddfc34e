import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePasswordReminder } from '../../src/app/layout/use-password-reminder';
import { useUserStore } from '../../src/stores/user';
import { renderInShell } from './layout-harness';

vi.setConfig({ testTimeout: 30_000 });

function Probe() {
  usePasswordReminder();
  return null;
}

describe('usePasswordReminder', () => {
  beforeEach(() => sessionStorage.clear());

  it('reminds a user with the initial password once per sign-in and leads to the password tab', async () => {
    const view = renderInShell(<Probe />, { path: '/index' });
    useUserStore.setState({ token: 't1', isDefaultModifyPwd: true, isPasswordExpired: false });
    expect(await screen.findByText('您的密码还是初始密码，请修改密码！')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(view.location().pathname).toBe('/user/profile'));
    expect(view.location().search).toBe('?tab=resetPwd');
    view.unmount();

    renderInShell(<Probe />, { path: '/index' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('您的密码还是初始密码，请修改密码！')).not.toBeInTheDocument();
  });

  it('says nothing to a user whose password is fine', async () => {
    useUserStore.setState({ token: 't2', isDefaultModifyPwd: false, isPasswordExpired: false });
    renderInShell(<Probe />, { path: '/index' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('安全提示')).not.toBeInTheDocument();
  });
});
