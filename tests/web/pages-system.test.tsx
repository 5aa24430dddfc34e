import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigPage } from '../../src/pages/config/config-page';
import { DictDataPage } from '../../src/pages/dict/dict-data-page';
import { DictTypePage } from '../../src/pages/dict/dict-type-page';
import { button, dictHandler, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { resourceCases } from './crud-seeds';
import { server } from './msw-server';

withMsw();
beforeEach(() => setPermissions(['*:*:*']));

const seedOf = (name: string) => resourceCases.find((c) => c.name === name)!.seed;

describe('ConfigPage', () => {
  it('refreshes the cache and exports the filtered list', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const res = memoryResource('/system/config', 'configId', seedOf('config'));
    let refreshed = 0;
    server.use(
      dictHandler(),
      http.delete('*/system/config/refreshCache', () => {
        refreshed += 1;
        return HttpResponse.json({ code: 200, msg: 'ok' });
      }),
      ...res.handlers,
    );
    renderPage(<ConfigPage />);
    await screen.findByText('主框架页-默认皮肤');
    fireEvent.click(button(document.body, t('crud:refreshCache')));
    await waitFor(() => expect(refreshed).toBe(1));
    fireEvent.click(button(document.body, t('crud:export')));
    await waitFor(() => expect(res.last('POST', '/export')).toBeTruthy());
    expect(String(res.last('POST', '/export')?.body)).not.toContain('pageNum');
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  }, 30_000);
});

describe('DictTypePage', () => {
  it('links each type to its data page', async () => {
    const res = memoryResource('/system/dict/type', 'dictId', seedOf('dict type'));
    server.use(dictHandler(), ...res.handlers);
    renderPage(<DictTypePage />);
    const link = await screen.findByText('sys_user_sex');
    expect(link.closest('a')).toHaveAttribute('href', '/dict/type/data/1');
  }, 30_000);
});

describe('DictDataPage', () => {
  it('reads :dictId, lists that type, edits both labels and closes back to the types', async () => {
    const res = memoryResource('/system/dict/data', 'dictCode', seedOf('dict data'), (r) => ({ ...r, dictLabel: r.dictLabelZh }));
    server.use(
      dictHandler(),
      http.get('*/system/dict/type/optionselect', () =>
        HttpResponse.json({ code: 200, msg: 'ok', data: [{ dictId: 7, dictName: '颜色', dictType: 'biz_color', status: '0', remark: null, createTime: null }] }),
      ),
      http.get('*/system/dict/type/7', () =>
        HttpResponse.json({ code: 200, msg: 'ok', data: { dictId: 7, dictName: '颜色', dictType: 'biz_color', status: '0', remark: null, createTime: null } }),
      ),
      ...res.handlers,
    );
    const { location } = renderPage(<DictDataPage />, { path: '/dict/type/data/7', pattern: '/dict/type/data/:dictId' });
    const red = await screen.findByText('红色');
    expect(red.closest('.ant-tag')).not.toBeNull();
    expect(res.calls[0].query.get('dictType')).toBe('biz_color');

    fireEvent.click(button(document.body, t('crud:add')));
    await waitFor(() => expect(screen.getByLabelText(t('system:dictData.dictLabelZh'))).toBeVisible());
    expect(screen.getByLabelText(t('system:dictData.dictLabelEn'))).toBeInTheDocument();
    expect(screen.getByLabelText(t('system:dictData.dictType'), { selector: '#system-dict-data-edit_dictType' })).toHaveValue('biz_color');

    fireEvent.click(button(document.body, t('crud:close')));
    await waitFor(() => expect(location().pathname).toBe('/system/dict'));
  }, 30_000);
});
