import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CrudPage } from '../../src/components/crud/crud-page';
import { DictTag } from '../../src/components/crud/dict-tag';
import { PAGE_SIZE_OPTIONS } from '../../src/components/crud/pagination';
import { toQuery } from '../../src/components/crud/search-form';
import { tansParams } from '../../src/lib/request';
import { configDefinition } from '../../src/pages/config/config-page';
import { button, dictFixtures, dictHandler, openDialog, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { server } from './msw-server';

const configRow = (id: number) => ({
  configId: id,
  configName: `参数${id}`,
  configKey: `key.${id}`,
  configValue: 'v',
  configType: id % 2 ? 'Y' : 'N',
  remark: null,
  createBy: null,
  createTime: `2024-01-01 08:00:${String(id).padStart(2, '0')}`,
  updateBy: null,
  updateTime: null,
});

function mount(rows = [configRow(1), configRow(2)]) {
  const res = memoryResource('/system/config', 'configId', rows);
  server.use(dictHandler(), ...res.handlers);
  renderPage(<CrudPage definition={configDefinition} />);
  return res;
}

const addDialog = async () => {
  fireEvent.click(button(document.body, t('crud:add')));
  return waitFor(() => openDialog(t('crud:addTitle', { name: t('system:config.title') })));
};

withMsw();
beforeEach(() => setPermissions(['*:*:*']));

describe('the edit dialog', () => {
  it('blocks submit with per-field errors from the contract schema', async () => {
    const res = mount();
    await screen.findByText('参数1');
    const dialog = await addDialog();
    fireEvent.click(button(dialog, t('crud:confirm')));
    const label = t('system:config.configName');
    expect(await within(dialog).findByText(t('crud:validation.required', { label }))).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(t('system:config.configKey')), { target: { value: 'bad key!' } });
    const keyItem = within(dialog).getByLabelText(t('system:config.configKey')).closest('.ant-form-item')!;
    await waitFor(() => expect(keyItem).toHaveTextContent(t('crud:validation.format', { label: t('system:config.configKey'), detail: '' }).trim()));
    await new Promise((r) => setTimeout(r, 100));
    expect(res.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  }, 30_000);

  it('shows a 400 that names a field on that field', async () => {
    mount();
    server.use(http.post('*/system/config', () => HttpResponse.json({ code: 400, msg: '新增参数失败，参数键名已存在' }, { status: 400 })));
    await screen.findByText('参数1');
    const dialog = await addDialog();
    fireEvent.change(within(dialog).getByLabelText(t('system:config.configName')), { target: { value: 'n' } });
    fireEvent.change(within(dialog).getByLabelText(t('system:config.configKey')), { target: { value: 'key.1' } });
    fireEvent.change(within(dialog).getByLabelText(t('system:config.configValue')), { target: { value: 'v' } });
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => {
      const item = within(dialog).getByLabelText(t('system:config.configKey')).closest('.ant-form-item')!;
      expect(item).toHaveTextContent('新增参数失败，参数键名已存在');
    });
    const nameItem = within(dialog).getByLabelText(t('system:config.configName')).closest('.ant-form-item')!;
    expect(nameItem).not.toHaveTextContent('参数键名已存在');
  }, 30_000);
});

describe('permissions', () => {
  it('shows only the buttons the user may use', async () => {
    setPermissions(['system:config:list', 'system:config:add']);
    mount();
    await screen.findByText('参数1');
    const body = document.body;
    expect(button(body, t('crud:add'))).toBeInTheDocument();
    for (const hidden of ['crud:modify', 'crud:delete', 'crud:export', 'crud:refreshCache']) {
      expect(() => button(body, t(hidden))).toThrow();
    }
    expect(screen.queryByText(t('crud:actions'))).not.toBeInTheDocument();
  }, 30_000);
});

describe('the table', () => {
  it('pages with sizes 20/100/200/300/500 and sorts on the server', async () => {
    const res = mount(Array.from({ length: 45 }, (_, i) => configRow(i + 1)));
    await screen.findByText('参数1');
    expect(PAGE_SIZE_OPTIONS).toEqual([20, 100, 200, 300, 500]);
    expect(screen.getByText(t('crud:total', { total: 45 }))).toBeInTheDocument();
    expect(document.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();
    fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select')!);
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBe(5));
    const sizes = [...document.querySelectorAll('.ant-select-item-option')].map((o) => parseInt(o.textContent ?? '', 10));
    expect(sizes).toEqual([20, 100, 200, 300, 500]);

    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await screen.findByText('参数21');
    expect(res.last('GET', '/list')?.query.get('pageNum')).toBe('2');

    const header = [...document.querySelectorAll('th')].find((th) => th.textContent === t('system:createTime'))!;
    fireEvent.click(header);
    await waitFor(() => expect(res.last('GET', '/list')?.query.get('orderByColumn')).toBe('createTime'));
    expect(res.last('GET', '/list')?.query.get('isAsc')).toBe('descending');
  }, 30_000);
});

describe('a wide list at a laptop', () => {
  it('pins the row actions at the right edge and keeps the sideways scrollbar in the window', { timeout: 30_000 }, async () => {
    mount();
    await screen.findByText('参数1');
    const actionsHeader = [...document.querySelectorAll('th')].find((th) => th.textContent === t('crud:actions'))!;
    expect(actionsHeader.className).toMatch(/ant-table-cell-fix-(right|end)/);
    expect(document.querySelector('.ant-table-sticky-holder, .ant-table-sticky-scroll')).not.toBeNull();
  });

  it('remembers the columns a user hid, on the next visit to the list', { timeout: 60_000 }, async () => {
    localStorage.removeItem('crud-hidden-columns:system-config');
    mount();
    await screen.findByText('参数1');
    const header = () => [...document.querySelectorAll('th')].find((th) => th.textContent === t('system:config.configKey'));
    expect(header()).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: t('crud:columns') }));
    const choice = await waitFor(() => [...document.querySelectorAll('.ant-popover .ant-checkbox-wrapper')].find((w) => w.textContent === t('system:config.configKey'))!);
    fireEvent.click(choice.querySelector('input')!);
    await waitFor(() => expect(header()).toBeUndefined());
    cleanup();
    mount();
    await screen.findByText('参数1');
    expect(header()).toBeUndefined();
  });
});

describe('search values', () => {
  it('sends a date range as params[beginTime] and params[endTime]', () => {
    const query = toQuery(configDefinition.fields, {
      configName: ' 皮肤 ',
      configType: '',
      createTime: [dayjs('2024-01-01'), dayjs('2024-01-31')],
    });
    expect(query).toEqual({ configName: '皮肤', params: { beginTime: '2024-01-01', endTime: '2024-01-31' } });
    expect(decodeURIComponent(tansParams(query))).toBe('configName=皮肤&params[beginTime]=2024-01-01&params[endTime]=2024-01-31');
  });
});

describe('DictTag', () => {
  it('renders a listClass as an antd Tag colour and a default entry as text', () => {
    const { container, rerender } = render(<DictTag options={dictFixtures.sys_yes_no} value="N" />);
    const tag = container.querySelector('.ant-tag')!;
    expect(tag).toHaveTextContent('否');
    expect(tag.className).toMatch(/error/);
    const plain = [{ ...dictFixtures.sys_yes_no[0], listClass: 'default' }];
    rerender(<DictTag options={plain} value="Y" />);
    expect(container.querySelector('.ant-tag')).toBeNull();
    expect(container).toHaveTextContent('是');
    rerender(<DictTag options={dictFixtures.sys_yes_no} value="Y,N" />);
    expect(container.querySelectorAll('.ant-tag')).toHaveLength(2);
  });
});
