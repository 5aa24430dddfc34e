import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { JobLogPage } from '../../src/pages/job/job-log-page';
import { JobPage } from '../../src/pages/job/job-page';
import { button, dictHandler, openDialog, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { resourceCases } from './crud-seeds';
import { server } from './msw-server';

withMsw();
beforeEach(() => setPermissions(['*:*:*']));

const jobs = resourceCases.find((c) => c.name === 'job')!.seed;
const bodies: Array<{ path: string; body: unknown }> = [];
const record = async (request: Request) => {
  bodies.push({ path: new URL(request.url).pathname.replace(/^\/api/, ''), body: await request.clone().json().catch(() => undefined) });
};
const ok = (data?: unknown, msg = '操作成功') => HttpResponse.json({ code: 200, msg, data });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

const jobHandlers = () => [
  http.get('*/monitor/job/cronNext', ({ request }) => {
    const expression = new URL(request.url).searchParams.get('cronExpression');
    return expression === '0 0 2 * * ?'
      ? ok({ problem: null, next: ['2030-01-01 02:00:00', '2030-01-02 02:00:00', '2030-01-03 02:00:00', '2030-01-04 02:00:00', '2030-01-05 02:00:00'] })
      : ok({ problem: 'cronExpression: Cron表达式不正确：CronPattern: invalid configuration format', next: [] });
  }),
  http.put('*/monitor/job/run', async ({ request }) => {
    await record(request);
    return ok({ jobLogId: 9, status: '0', jobMessage: '[manual admin] probe ran' }, '任务已执行：[manual admin] probe ran');
  }),
  http.put('*/monitor/job/changeStatus', async ({ request }) => {
    await record(request);
    return ok();
  }),
];

describe('JobPage', () => {
  beforeEach(() => {
    bodies.length = 0;
  });

  it('shows the registered tasks under the invoke target and the next fire times as one types a cron expression', async () => {
    server.use(dictHandler(), ...jobHandlers(), ...memoryResource('/monitor/job', 'jobId', jobs).handlers);
    renderPage(<JobPage />);
    await screen.findByText('系统探针');
    fireEvent.click(button(document.body, t('crud:add')));
    const dialog = await waitFor(() => openDialog(t('crud:addTitle', { name: t('job:title') })));
    expect(dialog.textContent).toContain('expireSessions, cleanLogs, probe');
    expect(dialog.textContent).toContain('cleanLogs({"days":180})');

    const cron = within(dialog).getByLabelText(t('job:cronExpression'));
    fireEvent.change(cron, { target: { value: '0 0 2 * * ?' } });
    await within(dialog).findByText(/2030-01-01 02:00:00 · 2030-01-02 02:00:00/);
    fireEvent.change(cron, { target: { value: '0 0 2' } });
    await within(dialog).findByText(/Cron表达式不正确/);
    expect(dialog.textContent).not.toContain('2030-01-01 02:00:00');
    expect(within(dialog).getByLabelText(t('job:misfire.3'))).toBeChecked();
  }, 30_000);

  it('runs a job once after a confirmation, pauses it with the status switch, and opens its log', async () => {
    server.use(dictHandler(), ...jobHandlers(), ...memoryResource('/monitor/job', 'jobId', jobs).handlers);
    const { location } = renderPage(<JobPage />, { path: '/monitor/job', pattern: '/monitor/job' });
    const row = await rowOf('系统探针');

    fireEvent.click(button(row, t('job:runOnce')));
    fireEvent.click(button(await waitFor(() => openDialog(t('job:confirmRun', { name: '系统探针' }))), t('crud:confirm')));
    await waitFor(() => expect(bodies).toContainEqual({ path: '/monitor/job/run', body: { jobId: 2, jobGroup: 'SYSTEM' } }));

    const toggle = within(row).getByRole('switch');
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    const prompt = t('job:confirmStatus', { action: t('job:disable'), name: '系统探针' });
    fireEvent.click(button(await waitFor(() => openDialog(prompt)), t('crud:confirm')));
    await waitFor(() => expect(bodies).toContainEqual({ path: '/monitor/job/changeStatus', body: { jobId: 2, status: '1' } }));
    await waitFor(() => expect(toggle).not.toBeChecked());

    fireEvent.click(button(row, t('job:details')));
    const detail = await waitFor(() => openDialog(t('job:detail')));
    expect(detail.textContent).toContain('2030-01-01 00:05:00');

    fireEvent.click(button(row, t('job:log')));
    await waitFor(() => expect(location().pathname + location().search).toBe('/job/log?jobId=2'));
  }, 30_000);
});

describe('JobLogPage', () => {
  const log = (id: number, status: '0' | '1') => ({
    jobLogId: id,
    jobId: 2,
    jobName: '系统探针',
    jobGroup: 'DEFAULT',
    invokeTarget: 'probe',
    jobMessage: status === '0' ? '[cron 2030-01-01 00:00:00] probe ran' : '[manual admin] boom',
    status,
    exceptionInfo: status === '0' ? '' : 'Error: boom\n    at probe (tasks.ts:1:1)',
    startTime: '2030-01-01 00:00:00',
    stopTime: '2030-01-01 00:00:00',
    durationMs: 3,
    runner: 'vm:1:abcd',
    createTime: '2030-01-01 00:00:00',
  });

  it('lists the log of the job in ?jobId=, shows a failed run\'s error and cleans the log after a confirmation', async () => {
    const res = memoryResource('/monitor/jobLog', 'jobLogId', [log(1, '0'), log(2, '1')]);
    let cleaned = 0;
    server.use(
      dictHandler(),
      http.get('*/monitor/job/2', () => ok(jobs[1])),
      http.delete('*/monitor/jobLog/clean', () => {
        cleaned += 1;
        return ok();
      }),
      ...res.handlers,
    );
    const { location } = renderPage(<JobLogPage />, { path: '/job/log?jobId=2', pattern: '/job/log' });
    await screen.findByText('[manual admin] boom');
    expect(res.calls[0].query.get('jobId')).toBe('2');
    await screen.findByText(t('job:jobLog.ofJob', { name: '系统探针' }));
    expect(screen.queryByText(t('crud:add'))).toBeNull();

    fireEvent.click(button(await rowOf('[manual admin] boom'), t('job:details')));
    const detail = await waitFor(() => openDialog(t('job:jobLog.detail')));
    expect(detail.textContent).toContain('at probe (tasks.ts:1:1)');

    fireEvent.click(button(document.body, t('job:jobLog.clean')));
    fireEvent.click(button(await waitFor(() => openDialog(t('job:jobLog.confirmClean'))), t('crud:confirm')));
    await waitFor(() => expect(cleaned).toBe(1));

    fireEvent.click(button(document.body, t('crud:close')));
    await waitFor(() => expect(location().pathname).toBe('/monitor/job'));
  }, 30_000);
});
