import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DeptPage } from '../../src/pages/dept/dept-page';
import { button, dictHandler, i18n, openDialog, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { server } from './msw-server';

withMsw();
beforeEach(() => setPermissions(['*:*:*']));

const dept = (deptId: number, parentId: number, deptName: string) => ({
  deptId,
  parentId,
  ancestors: parentId ? `0,${parentId}` : '0',
  deptName,
  orderNum: deptId - 100,
  leader: null,
  phone: null,
  email: null,
  status: '0',
  createBy: 'admin',
  createTime: '2024-01-01 08:00:00',
});
const seed = [dept(100, 0, '物流公司'), dept(101, 100, '客服部'), dept(102, 100, '报关部')];

function setup(rows: Record<string, unknown>[] = seed) {
  const res = memoryResource('/system/dept', 'deptId', rows);
  const excluded: string[] = [];
  server.use(
    dictHandler(),
    http.get('*/system/dept/list/exclude/:id', ({ params }) => {
      excluded.push(String(params.id));
      return HttpResponse.json({ code: 200, msg: 'ok', data: res.rows.filter((r) => r.deptId !== Number(params.id) && r.parentId !== Number(params.id)) });
    }),
    ...res.handlers,
  );
  renderPage(<DeptPage />);
  return { res, excluded };
}

describe('DeptPage', () => {
  it('shows the departments as a tree; "add child" opens the dialog with the parent filled in', async () => {
    const { res } = setup();
    const row = (await screen.findByText('客服部')).closest('tr')!;
    expect(screen.getByText('物流公司')).toBeInTheDocument();
    // a child row sits one level in
    expect(row.className).toMatch(/ant-table-row-level-1/);

    fireEvent.click(button(row, t('dept:addChild')));
    const dialog = await waitFor(() => openDialog(t('crud:addTitle', { name: t('dept:title') })));
    await waitFor(() => expect(within(dialog).getByText('客服部')).toBeInTheDocument());
    fireEvent.change(within(dialog).getByLabelText(t('dept:deptName')), { target: { value: '夜班' } });
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(res.last('POST', '/system/dept')).toBeTruthy());
    expect(res.last('POST', '/system/dept')?.body).toMatchObject({ parentId: 101, deptName: '夜班', orderNum: 0, status: '0' });
  }, 60_000);

  it('editing offers only the places a department may move to; the root has no parent field', async () => {
    const { res, excluded } = setup();
    const row = (await screen.findByText('客服部')).closest('tr')!;
    fireEvent.click(button(row, t('crud:modify')));
    const dialog = await waitFor(() => openDialog(t('crud:editTitle', { name: t('dept:title') })));
    await waitFor(() => expect(excluded).toContain('101'));
    await waitFor(() => expect(within(dialog).getByLabelText(t('dept:deptName'))).toHaveValue('客服部'));
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(res.last('PUT', '/system/dept')).toBeTruthy());
    expect(res.last('PUT', '/system/dept')?.body).toMatchObject({ deptId: 101, parentId: 100, deptName: '客服部' });

    const root = screen.getAllByText('物流公司').map((el) => el.closest('tr')).find(Boolean)!;
    fireEvent.click(button(root, t('crud:modify')));
    const rootDialog = await waitFor(() => {
      const d = openDialog(t('crud:editTitle', { name: t('dept:title') }));
      expect(within(d).getByLabelText(t('dept:deptName'))).toHaveValue('物流公司');
      return d;
    });
    expect(within(rootDialog).queryByText(t('dept:parentId'))).not.toBeInTheDocument();
    fireEvent.click(button(rootDialog, t('crud:confirm')));
    await waitFor(() => expect((res.last('PUT', '/system/dept')?.body as { deptId: number }).deptId).toBe(100));
    expect(res.last('PUT', '/system/dept')?.body).not.toHaveProperty('parentId');
  }, 60_000);

  it('in English shows the English names in the tree and the parent picker; the dialog edits both names', async () => {
    localStorage.setItem('lang', 'en');
    await i18n.changeLanguage('en');
    try {
      const english: Record<number, string> = { 100: 'Logistics company', 101: 'Customer service' };
      const { res } = setup(seed.map((d) => ({ ...d, deptNameEn: english[d.deptId] ?? '' })));
      const row = (await screen.findByText('Customer service')).closest('tr')!;
      expect(screen.getByText('Logistics company')).toBeInTheDocument();
      // no English name: the Chinese one
      expect(screen.getByText('报关部')).toBeInTheDocument();
      expect(screen.queryByText('客服部')).toBeNull();

      fireEvent.click(button(row, t('dept:addChild')));
      const dialog = await waitFor(() => openDialog(t('crud:addTitle', { name: t('dept:title') })));
      await waitFor(() => expect(within(dialog).getByText('Customer service')).toBeInTheDocument());
      fireEvent.change(within(dialog).getByLabelText(t('dept:deptName')), { target: { value: '夜班' } });
      fireEvent.change(within(dialog).getByLabelText(t('system:nameEn')), { target: { value: 'Night shift' } });
      fireEvent.click(button(dialog, t('crud:confirm')));
      await waitFor(() => expect(res.last('POST', '/system/dept')).toBeTruthy());
      expect(res.last('POST', '/system/dept')?.body).toMatchObject({ parentId: 101, deptName: '夜班', deptNameEn: 'Night shift' });
    } finally {
      localStorage.removeItem('lang');
      await i18n.changeLanguage('zh');
    }
  }, 60_000);
});
