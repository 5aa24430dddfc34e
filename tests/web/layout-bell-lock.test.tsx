import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BellNotice } from '../../contract/notice';
import { Layout } from '../../src/app/layout/layout';
import { NoticeBell } from '../../src/app/layout/navbar/notice-bell';
import { bindFeedback } from '../../src/lib/feedback';
import { removeToken, setToken } from '../../src/lib/auth';
import { useLockStore } from '../../src/stores/lock';
import { useTagsViewStore } from '../../src/stores/tags-view';
import { DEFERRED_CHUNK, renderInShell } from './layout-harness';
import { server, startServer, stopServer } from './msw-server';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(startServer);
afterAll(stopServer);

const notice = (noticeId: number, noticeTitle: string, isRead: boolean): BellNotice => ({
  noticeId,
  noticeTitle,
  noticeType: '1',
  noticeContent: `<p>${noticeTitle} body</p>`,
  createBy: 'admin',
  createTime: '2026-11-20 09:00:00',
  isRead,
});

describe('the notice bell', () => {
  let read: Set<number>;
  beforeEach(() => {
    read = new Set([2]);
    const all = [notice(3, 'Dock 2 closed on Friday', false), notice(2, 'New tally rules', true), notice(1, 'Welcome', false)];
    server.use(
      http.get('*/api/system/dict/data/type/:type', () => HttpResponse.json({ code: 200, msg: 'ok', data: [] })),
      http.get('*/api/system/notice/listTop', () =>
        HttpResponse.json({ code: 200, msg: 'ok', data: all.map((n) => ({ ...n, isRead: read.has(n.noticeId) })), unreadCount: all.filter((n) => !read.has(n.noticeId)).length }),
      ),
      http.post('*/api/system/notice/markRead', ({ request }) => {
        read.add(Number(new URL(request.url).searchParams.get('noticeId')));
        return HttpResponse.json({ code: 200, msg: 'ok' });
      }),
      http.post('*/api/system/notice/markReadAll', ({ request }) => {
        for (const id of new URL(request.url).searchParams.get('ids')!.split(',')) read.add(Number(id));
        return HttpResponse.json({ code: 200, msg: 'ok' });
      }),
    );
  });

  it('counts the unread notices, opens one (marking it read) and marks the rest read', async () => {
    renderInShell(<NoticeBell />);
    const bell = await screen.findByRole('button', { name: '2 条未读通知' });
    await userEvent.click(bell);
    const panel = await screen.findByText('通知公告', { selector: 'strong' });
    const list = panel.closest('.notice-bell-panel') as HTMLElement;
    expect(within(list).getAllByRole('listitem').map((li) => li.className.includes('unread'))).toEqual([true, false, true]);

    await userEvent.click(within(list).getByText('Dock 2 closed on Friday'));
    expect(await screen.findByText('Dock 2 closed on Friday body')).toBeInTheDocument();
    await waitFor(() => expect(read.has(3)).toBe(true));
    expect(await screen.findByRole('button', { name: '1 条未读通知' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '1 条未读通知' }));
    await userEvent.click(await screen.findByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(read).toEqual(new Set([1, 2, 3])));
    expect(await screen.findByRole('button', { name: '通知公告' })).toBeInTheDocument();
  });
});

describe('the lock screen', () => {
  let unlocks: string[];
  let locks: number;
  let calls: string[];
  const countCalls = ({ request }: { request: Request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}`);
  beforeEach(() => {
    localStorage.clear();
    setToken('t');
    useLockStore.setState({ locked: false });
    useTagsViewStore.setState({ visitedViews: [], refreshKey: 0, refreshed: {} });
    unlocks = [];
    locks = 0;
    calls = [];
    server.events.on('request:start', countCalls);
    bindFeedback({ message: { error: vi.fn() }, notification: { error: vi.fn(), destroy: vi.fn() }, modal: { confirm: vi.fn() } } as never);
    server.use(
      http.get('*/api/system/notice/listTop', () => HttpResponse.json({ code: 200, msg: 'ok', data: [], unreadCount: 0 })),
      http.post('*/api/lockscreen', () => ((locks += 1), HttpResponse.json({ code: 200, msg: 'ok' }))),
      http.post('*/api/unlockscreen', async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        unlocks.push(password);
        await delay(10);
        return password === 'admin123' ? HttpResponse.json({ code: 200, msg: 'ok' }) : HttpResponse.json({ code: 400, msg: '密码错误' }, { status: 400 });
      }),
    );
  });
  afterEach(() => {
    server.events.removeListener('request:start', countCalls);
    vi.useRealTimers();
    removeToken();
  });

  it('locks the session on the server from the avatar menu, hides the console, refuses a wrong password and unlocks with the right one', async () => {
    renderInShell(<Layout />, { path: '/system/config' });
    await userEvent.click(await screen.findByRole('button', { name: '管理员' }, DEFERRED_CHUNK));
    await userEvent.click(await screen.findByText('锁定屏幕'));

    const lock = await screen.findByRole('dialog', { name: '锁定屏幕' });
    await waitFor(() => expect(locks).toBe(1));
    // the lock is the server's, not a flag in the browser
    expect(Object.keys(localStorage).filter((key) => /lock/i.test(key))).toEqual([]);
    // the console is out of reach: inert and hidden from assistive technology
    const wrapper = document.querySelector('.app-wrapper') as HTMLElement;
    expect(wrapper).toHaveAttribute('inert');
    expect(wrapper).toHaveAttribute('aria-hidden', 'true');

    const box = within(lock).getByLabelText('请输入登录密码解锁');
    await userEvent.type(box, 'wrong');
    await userEvent.click(within(lock).getByRole('button', { name: /解锁/ }));
    await waitFor(() => expect(unlocks).toEqual(['wrong']));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(await within(lock).findByText('密码错误')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '锁定屏幕' })).toBeInTheDocument();

    await userEvent.type(box, 'admin123');
    await userEvent.click(within(lock).getByRole('button', { name: /解锁/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '锁定屏幕' })).not.toBeInTheDocument());
    expect(wrapper).not.toHaveAttribute('inert');
  });

  it('comes up over the console when the server refuses a call as locked (another tab of the session locked it)', async () => {
    server.use(http.get('*/api/system/notice/listTop', () => HttpResponse.json({ code: 423, msg: '屏幕已锁定，请输入密码解锁' }, { status: 423 })));
    renderInShell(<Layout />, { path: '/system/config' });
    const lock = await screen.findByRole('dialog', { name: '锁定屏幕' }, DEFERRED_CHUNK);
    expect(within(lock).getByLabelText('请输入登录密码解锁')).toBeInTheDocument();
    expect(document.querySelector('.app-wrapper')).toHaveAttribute('inert');
    expect(locks).toBe(0);
  });

  it('asks the server nothing while it is up, so that nothing keeps a locked session alive', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    useLockStore.setState({ locked: true });
    renderInShell(<Layout />, { path: '/system/config' });
    await screen.findByRole('dialog', { name: '锁定屏幕' });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    const before = calls.length;
    await act(async () => {
      vi.advanceTimersByTime(31 * 60_000);
    });
    expect(calls.slice(before).filter((call) => !call.endsWith('/listTop'))).toEqual([]);
  });
});
