import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackHost } from '../../src/app/feedback-host';
import { getToken, removeToken, setToken } from '../../src/lib/auth';
import { bindFeedback, type Feedback } from '../../src/lib/feedback';
import { page } from '../../src/lib/i18n';
import { download, downloadFile, request, RequestError, resetReloginPrompt, service } from '../../src/lib/request';
// the user store tells the request layer how a session ends (its logout), as it does in the app
import '../../src/stores/user';
import { useLockStore } from '../../src/stores/lock';
import { server } from './msw-server';

const api = (path: string) => `*/api${path}`;
const reply = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

function fakeFeedback() {
  const fake = {
    message: { error: vi.fn(), info: vi.fn() },
    notification: { error: vi.fn(), open: vi.fn(), destroy: vi.fn() },
    modal: { confirm: vi.fn() },
    actionButton: (label: string, onClick: () => void) => createElement('button', { onClick }, label),
  };
  bindFeedback(fake as unknown as Feedback);
  return fake;
}

let ui: ReturnType<typeof fakeFeedback>;

beforeEach(() => {
  ui = fakeFeedback();
  localStorage.clear();
  removeToken();
  resetReloginPrompt();
  useLockStore.setState({ locked: false });
});
afterEach(() => {
  bindFeedback(null);
  vi.restoreAllMocks();
});

describe('request headers', () => {
  it('sends Bearer token, JSON UTF-8 and the stored language', async () => {
    let seen: Headers | undefined;
    server.use(http.post(api('/echo'), ({ request: req }) => ((seen = req.headers), reply({ code: 200, msg: 'ok' }))));
    setToken('t-1');
    localStorage.setItem('lang', 'en');
    await request({ url: '/echo', method: 'post', data: { a: 1 } });
    expect(seen?.get('authorization')).toBe('Bearer t-1');
    expect(seen?.get('accept-language')).toBe('en');
    expect(seen?.get('content-type')).toMatch(/application\/json;charset=utf-8/i);
  });

  it('leaves the token out when headers.isToken is false, and never sends isToken itself', async () => {
    let seen: Headers | undefined;
    server.use(http.get(api('/captchaImage'), ({ request: req }) => ((seen = req.headers), reply({ code: 200 }))));
    setToken('t-1');
    await request({ url: '/captchaImage', headers: { isToken: false } });
    expect(seen?.get('authorization')).toBeNull();
    expect(seen?.get('istoken')).toBeNull();
  });

  it('sends at once, without reading an XSRF cookie from the browser\'s asynchronous cookie store first', async () => {
    const get = vi.fn(async () => ({ value: 'x' }));
    Object.defineProperty(window, 'cookieStore', { value: { get }, configurable: true });
    let seen: Headers | undefined;
    server.use(http.get(api('/echo'), ({ request: req }) => ((seen = req.headers), reply({ code: 200, msg: 'ok' }))));
    try {
      await request({ url: '/echo' });
    } finally {
      Reflect.deleteProperty(window, 'cookieStore');
    }
    expect(get).not.toHaveBeenCalled();
    expect(seen?.get('x-xsrf-token')).toBeNull();
  });

  it('uses /api, 10 s and RuoYi query encoding (empties dropped, params[beginTime])', async () => {
    expect(service.defaults.baseURL).toBe('/api');
    expect(service.defaults.timeout).toBe(10000);
    let url = '';
    server.use(http.get(api('/list'), ({ request: req }) => ((url = req.url), reply({ code: 200, rows: [], total: 0 }))));
    await request({ url: '/list', params: { pageNum: 1, name: '', params: { beginTime: '2024-01-01' } } });
    const query = new URL(url).searchParams;
    expect(query.get('pageNum')).toBe('1');
    expect(query.has('name')).toBe(false);
    expect(query.get('params[beginTime]')).toBe('2024-01-01');
  });
});

describe('the same read asked twice at once', () => {
  it('makes one request and gives both callers its answer; a later read asks again', async () => {
    let calls = 0;
    server.use(http.get(api('/tree'), async () => ((calls += 1), await delay(20), reply({ code: 200, data: [calls] }))));
    const [a, b] = await Promise.all([request({ url: '/tree' }), request({ url: '/tree', method: 'get' })]);
    expect(calls).toBe(1);
    expect(a).toEqual(b);
    await request({ url: '/tree' });
    expect(calls).toBe(2);
  });

  it('keeps reads with other queries, writes and downloads apart, and shares a failure only with who asked at once', async () => {
    let reads = 0;
    let writes = 0;
    server.use(
      http.get(api('/list'), async () => ((reads += 1), await delay(20), reply({ code: 200, rows: [], total: 0 }))),
      http.post(api('/list'), async () => ((writes += 1), await delay(20), reply({ code: 200 }))),
      http.get(api('/broken'), async () => (await delay(20), reply({ code: 500, msg: 'Database busy' }))),
    );
    await Promise.all([request({ url: '/list', params: { pageNum: 1 } }), request({ url: '/list', params: { pageNum: 2 } })]);
    expect(reads).toBe(2);
    await Promise.all([request({ url: '/list', method: 'post', data: {} }), request({ url: '/list', method: 'post', data: {} })]);
    expect(writes).toBe(2);
    const both = await Promise.allSettled([request({ url: '/broken' }), request({ url: '/broken' })]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});

describe('answers', () => {
  it('resolves to the body; a missing code means 200', async () => {
    server.use(http.get(api('/a'), () => reply({ msg: 'ok', data: { x: 1 } })));
    await expect(request({ url: '/a' })).resolves.toEqual({ msg: 'ok', data: { x: 1 } });
  });

  it('500 (in the body of an HTTP 200, RuoYi habit): red toast with the server message for 5 s, rejected', async () => {
    server.use(http.get(api('/a'), () => reply({ code: 500, msg: 'Database busy' })));
    await expect(request({ url: '/a' })).rejects.toThrow('Database busy');
    expect(ui.message.error).toHaveBeenCalledWith('Database busy', 5);
    expect(ui.notification.error).not.toHaveBeenCalled();
  });

  it('500 as an HTTP status with an envelope behaves the same', async () => {
    server.use(http.get(api('/a'), () => reply({ code: 500, msg: 'Boom' }, 500)));
    await expect(request({ url: '/a' })).rejects.toBeInstanceOf(RequestError);
    expect(ui.message.error).toHaveBeenCalledWith('Boom', 5);
  });

  it('403: the no-permission message in the stored language, as a notice that closes by itself', async () => {
    server.use(http.get(api('/a'), () => reply({ code: 403, msg: 'nope' }, 403)));
    await expect(request({ url: '/a' })).rejects.toThrow('当前操作没有权限');
    expect(ui.notification.error).toHaveBeenLastCalledWith({ key: 'request-error', title: '当前操作没有权限', duration: 10, placement: 'bottomRight' });
    localStorage.setItem('lang', 'en');
    await expect(request({ url: '/a' })).rejects.toThrow('The current operation does not have permissions');
    expect(ui.notification.error).toHaveBeenLastCalledWith({
      key: 'request-error',
      title: 'The current operation does not have permissions',
      duration: 10,
      placement: 'bottomRight',
    });
  });

  it('404: resource does not exist', async () => {
    server.use(http.get(api('/a'), () => reply({ code: 404, msg: 'x' }, 404)));
    await expect(request({ url: '/a' })).rejects.toThrow('访问资源不存在');
    expect(ui.notification.error).toHaveBeenCalledWith({ key: 'request-error', title: '访问资源不存在', duration: 10, placement: 'bottomRight' });
  });

  it('other codes: the server message, or the unknown-error text, in one notice at the bottom for 10 s', async () => {
    server.use(http.get(api('/a'), () => reply({ code: 409, msg: 'Slot is full' }, 409)));
    await expect(request({ url: '/a' })).rejects.toThrow('Slot is full');
    expect(ui.notification.error).toHaveBeenLastCalledWith({ key: 'request-error', title: 'Slot is full', duration: 10, placement: 'bottomRight' });
    server.use(http.get(api('/b'), () => reply({ code: 601 })));
    await expect(request({ url: '/b' })).rejects.toThrow('系统未知错误，请反馈给管理员');
    expect(ui.notification.error).toHaveBeenLastCalledWith({ key: 'request-error', title: '系统未知错误，请反馈给管理员', duration: 10, placement: 'bottomRight' });
  });

  it('the next write that succeeds closes the notice; a read does not, nor a write with none shown', async () => {
    server.use(
      http.post(api('/login'), () => reply({ code: 409, msg: 'Wrong captcha' }, 409)),
      http.get(api('/list'), () => reply({ code: 200, rows: [] })),
      http.post(api('/save'), () => reply({ code: 200 })),
    );
    await expect(request({ url: '/login', method: 'post' })).rejects.toThrow('Wrong captcha');
    await request({ url: '/list' });
    expect(ui.notification.destroy).not.toHaveBeenCalled();
    await request({ url: '/save', method: 'post' });
    expect(ui.notification.destroy).toHaveBeenCalledWith('request-error');
    await request({ url: '/save', method: 'post' });
    expect(ui.notification.destroy).toHaveBeenCalledTimes(1);
  });

  it('quiet: the caller shows the failure (a scan under its field), so nothing is shown, and the error says why', async () => {
    server.use(
      http.post(api('/scan'), () => reply({ code: 400, msg: 'Pallet P-9 is in another container' }, 400)),
      http.post(api('/down'), () => HttpResponse.error()),
    );
    const refused = await request({ url: '/scan', method: 'post', quiet: true }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RequestError);
    expect((refused as RequestError).message).toBe('Pallet P-9 is in another container');
    await expect(request({ url: '/down', method: 'post', quiet: true })).rejects.toBeInstanceOf(RequestError);
    expect(ui.notification.error).not.toHaveBeenCalled();
    expect(ui.message.error).not.toHaveBeenCalled();
  });
});

describe('401', () => {
  it('asks once, however many calls fail together; confirm logs out and reloads at #/index', async () => {
    setToken('old');
    let loggedOut = 0;
    server.use(
      http.get(api('/a'), () => reply({ code: 401, msg: 'expired' }, 401)),
      http.post(api('/logout'), () => ((loggedOut += 1), reply({ code: 200 }))),
    );
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const results = await Promise.allSettled([request({ url: '/a' }), request({ url: '/a' }), request({ url: '/a' })]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect((results[0] as PromiseRejectedResult).reason.message).toBe('认证失败，无法访问系统资源');
    expect(ui.modal.confirm).toHaveBeenCalledTimes(1);
    const prompt = ui.modal.confirm.mock.calls[0][0];
    expect(prompt).toMatchObject({
      title: '系统提示',
      content: '登录状态已过期，您可以继续留在该页面，或者重新登录',
      okText: '重新登录',
      cancelText: '取消',
    });
    await prompt.onOk();
    expect(loggedOut).toBe(1);
    expect(window.location.hash).toBe('#/index');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('cancel keeps the user on the page, and a later 401 asks again', async () => {
    setToken('old');
    server.use(http.get(api('/a'), () => reply({ code: 401 })));
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    await expect(request({ url: '/a' })).rejects.toThrow();
    ui.modal.confirm.mock.calls[0][0].onCancel();
    expect(reload).not.toHaveBeenCalled();
    await expect(request({ url: '/a' })).rejects.toThrow();
    expect(ui.modal.confirm).toHaveBeenCalledTimes(2);
  });

  it('is titled in English when the stored language is en', async () => {
    setToken('old');
    localStorage.setItem('lang', 'en');
    server.use(http.get(api('/a'), () => reply({ code: 401 }, 401)));
    await expect(request({ url: '/a' })).rejects.toThrow('Authentication failed');
    expect(ui.modal.confirm.mock.calls[0][0]).toMatchObject({ title: 'System prompt', okText: 'Log in again', cancelText: 'Cancel' });
  });

  it('without a session (wrong password at login) is a plain error, not a re-login prompt', async () => {
    server.use(http.post(api('/login'), () => reply({ code: 401, msg: 'Wrong user name or password' }, 401)));
    await expect(request({ url: '/login', method: 'post', headers: { isToken: false } })).rejects.toThrow();
    expect(ui.modal.confirm).not.toHaveBeenCalled();
    expect(ui.message.error).toHaveBeenCalledWith('Wrong user name or password', 5);
  });
});

describe('423: the session is locked on the server', () => {
  it('brings up the lock screen, not the re-login prompt, and shows nothing else', async () => {
    setToken('t');
    server.use(http.get(api('/a'), () => reply({ code: 423, msg: '屏幕已锁定，请输入密码解锁' }, 423)));
    const results = await Promise.allSettled([request({ url: '/a' }), request({ url: '/a', params: { n: 2 } })]);
    for (const r of results) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 423, message: '屏幕已锁定，请输入密码解锁' });
    expect(useLockStore.getState().locked).toBe(true);
    expect(getToken()).toBe('t');
    expect(ui.modal.confirm).not.toHaveBeenCalled();
    expect(ui.message.error).not.toHaveBeenCalled();
    expect(ui.notification.error).not.toHaveBeenCalled();
  });

  it('the same in RuoYi mode, where the code comes in the body of an HTTP 200', async () => {
    setToken('t');
    server.use(http.get(api('/a'), () => reply({ code: 423, msg: 'The screen is locked: enter your password to unlock it' })));
    await expect(request({ url: '/a' })).rejects.toMatchObject({ code: 423 });
    expect(useLockStore.getState().locked).toBe(true);
    expect(ui.modal.confirm).not.toHaveBeenCalled();
  });
});

describe('transport failures: a 5 s toast in words people understand, then rejection', () => {
  it('network error', async () => {
    server.use(http.get(api('/a'), () => HttpResponse.error()));
    await expect(request({ url: '/a' })).rejects.toThrow('后端接口连接异常');
    expect(ui.message.error).toHaveBeenCalledWith('后端接口连接异常', 5);
    localStorage.setItem('lang', 'en');
    await expect(request({ url: '/a' })).rejects.toThrow('Cannot connect to the backend interface');
  });

  it('timeout', async () => {
    server.use(http.get(api('/slow'), async () => (await delay(500), reply({ code: 200 }))));
    // MSW's XMLHttpRequest stand-in never fires ontimeout, so this call goes through axios' fetch adapter
    const slow = { url: '/slow', timeout: 30, adapter: 'fetch' as const, baseURL: `${window.location.origin}/api` };
    await expect(request(slow)).rejects.toThrow('系统接口请求超时');
    expect(ui.message.error).toHaveBeenCalledWith('系统接口请求超时', 5);
    localStorage.setItem('lang', 'en');
    await expect(request(slow)).rejects.toThrow('System interface request timeout');
  });

  it('an HTTP error without an envelope names its status', async () => {
    server.use(http.get(api('/a'), () => new HttpResponse('Bad gateway', { status: 502 })));
    await expect(request({ url: '/a' })).rejects.toThrow('系统接口502异常');
    localStorage.setItem('lang', 'en');
    await expect(request({ url: '/a' })).rejects.toThrow('System interface 502 exception');
    expect(ui.message.error).toHaveBeenLastCalledWith('System interface 502 exception', 5);
  });
});

describe('downloads', () => {
  function captureSave() {
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    return saved;
  }

  it('downloadFile saves the blob of /common/download under its own name, with the token', async () => {
    setToken('t-9');
    let url = '';
    let auth: string | null = null;
    server.use(
      http.get(api('/common/download'), ({ request: req }) => {
        url = req.url;
        auth = req.headers.get('authorization');
        return new HttpResponse(new Blob(['a,b']), { headers: { 'Content-Type': 'application/octet-stream' } });
      }),
    );
    const saved = captureSave();
    await downloadFile('订单 2024.xlsx');
    const query = new URL(url).searchParams;
    expect(query.get('fileName')).toBe('订单 2024.xlsx');
    expect(query.get('delete')).toBe('true');
    expect(auth).toBe('Bearer t-9');
    expect(saved).toEqual([{ name: '订单 2024.xlsx', href: expect.stringMatching(/^blob:/) }]);
  });

  it('download posts the query as a form and saves the file', async () => {
    let body = '';
    server.use(
      http.post(api('/system/config/export'), async ({ request: req }) => {
        body = await req.text();
        return new HttpResponse(new Blob(['xlsx']), {
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        });
      }),
    );
    const saved = captureSave();
    await download('/system/config/export', { configName: 'a b', configKey: '' }, 'config.xlsx');
    expect(body).toBe('configName=a%20b');
    expect(saved.map((s) => s.name)).toEqual(['config.xlsx']);
  });

  it('a long download shows what has arrived with a Cancel button; cancelling saves nothing', async () => {
    server.use(http.post(api('/biz/order/export'), async () => {
      await delay('infinite');
      return new HttpResponse(null);
    }));
    const saved = captureSave();
    const done = download('/biz/order/export', {}, 'orders.xlsx');
    await waitFor(() => expect(ui.notification.open).toHaveBeenCalled(), { timeout: 3000 });
    const shown = ui.notification.open.mock.lastCall![0] as { title: string; description: string; actions: { props: { onClick: () => void } } };
    expect(shown).toMatchObject({ title: '正在下载 orders.xlsx', description: '已接收 0.0 MB', duration: 0 });
    shown.actions.props.onClick();
    await done;
    expect(ui.message.info).toHaveBeenCalledWith('下载已取消');
    expect(ui.notification.destroy).toHaveBeenCalledWith(expect.stringMatching(/^download-/));
    expect(saved).toEqual([]);
  });

  it('a JSON error instead of the file is shown like any failure, and nothing is saved', async () => {
    server.use(http.get(api('/common/download'), () => reply({ code: 500, msg: 'File missing' }, 500)));
    const saved = captureSave();
    await expect(downloadFile('x.xlsx')).rejects.toThrow('File missing');
    expect(ui.message.error).toHaveBeenCalledWith('File missing', 5);
    expect(saved).toEqual([]);
  });
});

describe('through the real antd App (the bridge the App component fills)', () => {
  beforeEach(() => bindFeedback(null));

  it('shows one warning dialog for a burst of 401s; "log in again" logs out and reloads', async () => {
    render(createElement(FeedbackHost));
    setToken('old');
    server.use(
      http.get(api('/a'), () => reply({ code: 401 }, 401)),
      http.post(api('/logout'), () => reply({ code: 200 })),
    );
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    await Promise.allSettled([request({ url: '/a' }), request({ url: '/a' })]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('系统提示');
    expect(dialog.querySelector('[aria-label="exclamation-circle"]')).not.toBeNull(); // a warning
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getAllByText('登录状态已过期，您可以继续留在该页面，或者重新登录')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /取\s?消/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(getToken()).toBeUndefined();
  });

  it('shows a 500 as a toast and other codes as a notification', async () => {
    render(createElement(FeedbackHost));
    server.use(
      http.get(api('/a'), () => reply({ code: 500, msg: 'Database busy' })),
      http.get(api('/b'), () => reply({ code: 409, msg: 'Slot is full' }, 409)),
    );
    await expect(request({ url: '/a' })).rejects.toThrow();
    expect(await screen.findByText('Database busy')).toBeInTheDocument();
    await expect(request({ url: '/b' })).rejects.toThrow();
    expect(await screen.findByText('Slot is full')).toBeInTheDocument();
  });
});
