import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ServerInfo } from '../../contract/monitor';
import { LoginLogPage } from '../../src/pages/monitor/logininfor/logininfor-page';
import { OnlinePage } from '../../src/pages/monitor/online/online-page';
import { OperLogPage } from '../../src/pages/monitor/operlog/operlog-page';
import { ServerPage } from '../../src/pages/monitor/server/server-page';
import { button, i18n, openDialog, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { monitorDictHandler } from './monitor-fixtures';
import { server } from './msw-server';

withMsw();
beforeEach(() => setPermissions(['*:*:*']));

const ok = () => HttpResponse.json({ code: 200, msg: 'ok' });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const confirmDialog = async (text: string) => {
  const dialog = await waitFor(() => openDialog(text));
  fireEvent.click(button(dialog, t('crud:confirm')));
};
const select = (row: HTMLElement) => fireEvent.click(within(row).getByRole('checkbox'));

const operLog = (operId: number, title: string, status: '0' | '1') => ({
  operId,
  title,
  businessType: 2,
  method: 'PUT /api/system/notice',
  requestMethod: 'PUT',
  operName: 'admin',
  deptName: '研发部门',
  operUrl: '/api/system/notice',
  operIp: '127.0.0.1',
  operParam: JSON.stringify({ noticeTitle: title, password: '******' }),
  jsonResult: status === '0' ? '{"code":200,"msg":"操作成功"}' : '',
  status,
  errorMsg: status === '1' ? '访问资源不存在' : '',
  operTime: `2024-06-0${operId} 10:00:00`,
  costTime: 12 * operId,
});

describe('OperLogPage', () => {
  it('shows an entry in detail, offers no add or edit, and cleans the log after asking', async () => {
    const res = memoryResource('/monitor/operlog', 'operId', [operLog(1, 'notice-ok', '0'), operLog(2, 'notice-bad', '1')]);
    let cleaned = 0;
    server.use(
      monitorDictHandler(),
      http.delete('*/monitor/operlog/clean', () => {
        cleaned += 1;
        res.rows.splice(0);
        return ok();
      }),
      ...res.handlers,
    );
    renderPage(<OperLogPage />);
    const row = await rowOf('notice-bad');
    expect(within(row).getByText('24 ms')).toBeInTheDocument();
    expect(() => button(document.body, t('crud:add'))).toThrow();
    expect(() => button(document.body, t('crud:modify'))).toThrow();

    fireEvent.click(button(row, t('crud:details')));
    const detail = await waitFor(() => openDialog(t('monitor:operlog.detailTitle')));
    expect(detail).toHaveTextContent('访问资源不存在');
    expect(detail).toHaveTextContent('"password": "******"');
    expect(detail).toHaveTextContent('PUT /api/system/notice');
    await waitFor(() => expect(within(detail).getByText('失败')).toBeInTheDocument());

    fireEvent.click(button(document.body, t('monitor:clean')));
    await confirmDialog(t('monitor:operlog.confirmClean'));
    await waitFor(() => expect(cleaned).toBe(1));
    await waitFor(() => expect(screen.queryByText('notice-ok')).not.toBeInTheDocument());
  }, 60_000);

  it('hides clean and details without their permissions', async () => {
    setPermissions(['monitor:operlog:list']);
    const res = memoryResource('/monitor/operlog', 'operId', [operLog(1, 'notice-ok', '0')]);
    server.use(monitorDictHandler(), ...res.handlers);
    renderPage(<OperLogPage />);
    const row = await rowOf('notice-ok');
    expect(() => button(row, t('crud:details'))).toThrow();
    expect(() => button(document.body, t('monitor:clean'))).toThrow();
    expect(() => button(document.body, t('crud:export'))).toThrow();
  }, 30_000);
});

const loginLog = (infoId: number, userName: string, status: '0' | '1') => ({
  infoId,
  userName,
  ipaddr: '127.0.0.1',
  loginLocation: '内网IP',
  browser: 'Chrome 126',
  os: 'Windows',
  status,
  msg: status === '0' ? '登录成功' : '密码输入错误5次，帐户锁定10分钟',
  loginTime: `2024-06-0${infoId} 09:00:00`,
});

describe('LoginLogPage', () => {
  it('unlocks the account of the selected entry and cleans the log', async () => {
    const res = memoryResource('/monitor/logininfor', 'infoId', [loginLog(1, 'admin', '0'), loginLog(2, 'cs', '1')]);
    const unlocked: string[] = [];
    let cleaned = 0;
    server.use(
      monitorDictHandler(),
      http.get('*/monitor/logininfor/unlock/:userName', ({ params }) => {
        unlocked.push(String(params.userName));
        return ok();
      }),
      http.delete('*/monitor/logininfor/clean', () => {
        cleaned += 1;
        return ok();
      }),
      ...res.handlers,
    );
    renderPage(<LoginLogPage />);
    const row = (await screen.findAllByText('cs')).map((e) => e.closest('tr')!).find(Boolean)!;
    const unlock = button(document.body, t('monitor:logininfor.unlock'));
    expect(unlock).toBeDisabled();
    select(row);
    await waitFor(() => expect(unlock).toBeEnabled());
    fireEvent.click(unlock);
    await confirmDialog(t('monitor:logininfor.confirmUnlock', { userName: 'cs' }));
    await waitFor(() => expect(unlocked).toEqual(['cs']));
    expect(await screen.findByText(t('monitor:logininfor.unlocked', { userName: 'cs' }))).toBeInTheDocument();

    fireEvent.click(button(document.body, t('monitor:clean')));
    await confirmDialog(t('monitor:logininfor.confirmClean'));
    await waitFor(() => expect(cleaned).toBe(1));
  }, 60_000);
});

const session = (n: number, userName: string) => ({
  tokenId: `token-${n}`,
  userName,
  deptName: '研发部门',
  ipaddr: '127.0.0.1',
  loginLocation: '内网IP',
  browser: 'Chrome 126',
  os: 'Windows',
  loginTime: '2024-06-01 09:00:00',
  lastAccessTime: '2024-06-01 09:30:00',
});

describe('OnlinePage', () => {
  it('forces one session out after asking, then several at once', async () => {
    const res = memoryResource('/monitor/online', 'tokenId', [session(1, 'cs'), session(2, 'customs'), session(3, 'lhy')]);
    const ended: string[] = [];
    const end = (ids: string) => {
      for (const id of ids.split(',')) {
        ended.push(id);
        res.rows.splice(res.rows.findIndex((r) => r.tokenId === id), 1);
      }
      return ok();
    };
    server.use(
      monitorDictHandler(),
      http.delete('*/monitor/online/batchLogout/:ids', ({ params }) => end(String(params.ids))),
      http.delete('*/monitor/online/:id', ({ params }) => end(String(params.id))),
      ...res.handlers,
    );
    renderPage(<OnlinePage />);
    const cs = await rowOf('cs');
    expect(() => button(document.body, t('crud:delete'))).toThrow();

    fireEvent.click(button(cs, t('monitor:online.forceLogout')));
    await confirmDialog(t('monitor:online.confirmForce', { userName: 'cs' }));
    await waitFor(() => expect(ended).toEqual(['token-1']));
    await waitFor(() => expect(screen.queryByText('cs')).not.toBeInTheDocument());

    select(await rowOf('customs'));
    select(await rowOf('lhy'));
    const batch = button(document.body, t('monitor:online.batchLogout'));
    await waitFor(() => expect(batch).toBeEnabled());
    fireEvent.click(batch);
    await confirmDialog(t('monitor:online.confirmBatch', { count: 2, names: 'customs, lhy' }));
    await waitFor(() => expect(ended).toEqual(['token-1', 'token-2', 'token-3']));
  }, 60_000);

  it('shows no force logout without its permission', async () => {
    setPermissions(['monitor:online:list']);
    const res = memoryResource('/monitor/online', 'tokenId', [session(1, 'cs')]);
    server.use(monitorDictHandler(), ...res.handlers);
    renderPage(<OnlinePage />);
    const row = await rowOf('cs');
    expect(() => button(row, t('monitor:online.forceLogout'))).toThrow();
    expect(() => button(document.body, t('monitor:online.batchLogout'))).toThrow();
  }, 30_000);
});

const GB = 1024 ** 3;
const info: ServerInfo = {
  node: { version: 'v22.12.0', pid: 4242, uptime: 3_723, startTime: '2024-06-01 08:00:00', cwd: '/srv/app' },
  host: { hostname: 'wh-01', platform: 'linux', arch: 'x64', release: '6.1.0', uptime: 90_061 },
  cpu: { model: 'Test CPU @ 2.0GHz', cores: 4, loadAvg: [0.5, 0.25, 0.1], usage: 37.5, cpuNum: 4, used: 30, sys: 7.5, free: 62.5 },
  memory: { total: 8 * GB, used: 6 * GB, free: 2 * GB, usage: 75, rss: 200 * 1024 ** 2, heapTotal: 100 * 1024 ** 2, heapUsed: 50 * 1024 ** 2, external: 0 },
  disk: { path: '/srv/app/data', total: 100 * GB, used: 40 * GB, free: 60 * GB, usage: 40 },
  database: { kind: 'pglite', version: 'PostgreSQL 17.5 on x86_64', size: 12 * 1024 ** 2 },
  serverTime: '2024-06-01 09:02:03',
  mem: { total: 8, used: 6, free: 2, usage: 75 },
  jvm: { total: 100, max: 2048, used: 50, free: 50, usage: 50, name: 'Node.js', version: 'v22.12.0', home: '/usr/bin/node', startTime: '2024-06-01 08:00:00', runTime: '0天1小时2分钟', inputArgs: '' },
  sys: { computerName: 'wh-01', computerIp: '10.0.0.5', osName: 'Linux 6.1.0', osArch: 'x64', userDir: '/srv/app' },
  sysFiles: [{ dirName: '/srv/app/data', sysTypeName: 'ext4', typeName: 'data', total: '100 GB', free: '60 GB', used: '40 GB', usage: 40 }],
};

describe('ServerPage', () => {
  it('shows CPU, memory, disk, process, host and database figures, in both languages', async () => {
    let calls = 0;
    server.use(
      http.get('*/monitor/server', () => {
        calls += 1;
        return HttpResponse.json({ code: 200, msg: 'ok', data: info });
      }),
    );
    const { unmount } = renderPage(<ServerPage />);
    expect(await screen.findByText('Test CPU @ 2.0GHz')).toBeInTheDocument();
    expect(screen.getByText('37.5%')).toBeInTheDocument();
    expect(screen.getByText('75.0%')).toBeInTheDocument();
    expect(screen.getByText('8.00 GB')).toBeInTheDocument();
    expect(screen.getByText('/srv/app/data')).toBeInTheDocument();
    expect(screen.getByText('200.00 MB')).toBeInTheDocument();
    expect(screen.getByText('50.00 MB / 100.00 MB')).toBeInTheDocument();
    expect(screen.getByText('1小时 2分钟')).toBeInTheDocument();
    expect(screen.getByText('1天 1小时 1分钟')).toBeInTheDocument();
    expect(screen.getByText('PostgreSQL 17.5 on x86_64')).toBeInTheDocument();
    expect(screen.getByText('12.00 MB')).toBeInTheDocument();
    expect(screen.getByText(t('monitor:server.pglite'))).toBeInTheDocument();
    fireEvent.click(button(document.body, t('monitor:server.refresh')));
    await waitFor(() => expect(calls).toBe(2));
    unmount();

    await i18n.changeLanguage('en');
    try {
      renderPage(<ServerPage />);
      expect(await screen.findByText('Data directory disk')).toBeInTheDocument();
      // the card titles show before the figures arrive
      expect(await screen.findByText('1 h 2 min')).toBeInTheDocument();
      expect(screen.getByText('PGlite (embedded)')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('zh');
    }
  }, 30_000);
});
