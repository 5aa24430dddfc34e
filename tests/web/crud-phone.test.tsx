import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrudPage } from '../../src/components/crud/crud-page';
import { searchHint } from '../../src/components/crud/search-form';
import { configDefinition } from '../../src/pages/config/config-page';
import { button, dictHandler, openDialog, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { server } from './msw-server';

// The list kit at phone width (antd's xs breakpoint, max-width 575px): a short search, a card per
// row with its operations, the pagination. jsdom has no layout: the window "is" a phone when
// matchMedia answers antd's xs query.
const original = window.matchMedia;
const asPhone = () => {
  window.matchMedia = ((query: string) => ({
    matches: /max-width:\s*575/.test(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
};

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

function mount(count = 25) {
  const res = memoryResource('/system/config', 'configId', Array.from({ length: count }, (_, i) => configRow(i + 1)));
  server.use(dictHandler(), ...res.handlers);
  const view = renderPage(<CrudPage definition={configDefinition} />);
  return { res, view };
}

const cards = () => [...document.querySelectorAll<HTMLElement>('.crud-card')];
const searchItem = (label: string) => screen.getByRole('search').querySelector(`label[title="${label}"]`)?.closest<HTMLElement>('.ant-form-item');

// a page's chunks arrive slowly on a fresh transform cache (crud-kit.test.tsx gives 30 s too)
vi.setConfig({ testTimeout: 30_000 });
withMsw();
beforeEach(() => setPermissions(['*:*:*']));
afterEach(() => {
  window.matchMedia = original;
});

describe('a list at phone width', () => {
  beforeEach(asPhone);

  it('shows a card per row, no table, the first column as its title and the others as label/value', async () => {
    mount();
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(document.querySelector('.ant-table')).toBeNull();
    const first = cards()[0];
    expect(within(first).getByText('参数1')).toBeInTheDocument();
    const keyField = [...first.querySelectorAll('.crud-card-field')].find((f) => f.querySelector('dt')?.textContent === t('system:config.configKey'));
    expect(keyField?.querySelector('dd')).toHaveTextContent('key.1');
  });

  it("puts the row's operations on its card: modify opens that row", async () => {
    const { res } = mount(3);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const second = cards()[1];
    expect(button(second, t('crud:delete'))).toBeInTheDocument();
    fireEvent.click(button(second, t('crud:modify')));
    const dialog = await waitFor(() => openDialog(t('crud:editTitle', { name: t('system:config.title') })));
    await waitFor(() => expect(within(dialog).getByLabelText(t('system:config.configName'))).toHaveValue('参数2'));
    expect(res.calls.some((c) => c.method === 'GET' && c.path === '/system/config/2')).toBe(true);
  });

  it('shows the first search field, the others behind "more filters"; folded ones still search', async () => {
    const { res } = mount();
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(searchItem(t('system:config.configName'))).not.toHaveClass('ant-form-item-hidden');
    expect(searchItem(t('system:config.configKey'))).toHaveClass('ant-form-item-hidden');
    const more = button(screen.getByRole('search'), t('crud:moreFilters', { count: 3 }));
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(searchItem(t('system:config.configKey'))).not.toHaveClass('ant-form-item-hidden');
    fireEvent.change(screen.getByLabelText(t('system:config.configKey')), { target: { value: 'key.2' } });
    // folded again, the value stays and searches
    fireEvent.click(button(screen.getByRole('search'), t('crud:fewerFilters')));
    expect(searchItem(t('system:config.configKey'))).toHaveClass('ant-form-item-hidden');
    fireEvent.click(button(screen.getByRole('search'), t('crud:search')));
    // key.2, key.20 … key.25
    await waitFor(() => expect(cards()).toHaveLength(7));
    expect(res.calls.at(-1)?.query.get('configKey')).toBe('key.2');
  });

  it('draws the search form for a phone from its first render, never at desk width first', async () => {
    // a form drawn wide and then narrowed animated its field's width (antd's inputs transition all);
    // the observer's records come after both renders, so a class the form had before is its old value
    const classes: string[] = [];
    const seen = new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && (r.target as HTMLElement).matches('form')) classes.push(r.oldValue ?? '');
        for (const node of r.addedNodes) if (node instanceof HTMLElement && node.querySelector('form.crud-search')) classes.push('inserted');
      }
    });
    seen.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
    mount(3);
    await waitFor(() => expect(cards()).toHaveLength(3));
    seen.disconnect();
    expect(classes).toContain('inserted');
    expect(document.querySelector('form.crud-search')).toHaveClass('crud-search-compact');
    expect(classes.filter((c) => c.includes('crud-search') && !c.includes('crud-search-compact'))).toEqual([]);
  });

  it('pages: the second page lists the rest', async () => {
    const { res } = mount();
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(document.querySelector('.ant-pagination-total-text')).toHaveTextContent(t('crud:total', { total: 25 }));
    fireEvent.click(document.querySelector<HTMLElement>('.ant-pagination-item-2')!);
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(within(cards()[0]).getByText('参数21')).toBeInTheDocument();
    expect(res.calls.at(-1)?.query.get('pageNum')).toBe('2');
  });

  it('selects rows on their cards for the toolbar', async () => {
    mount(3);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const edit = button(document.body, t('crud:modify'));
    expect(edit).toBeDisabled();
    fireEvent.click(within(cards()[0]).getByRole('checkbox', { name: t('crud:cardSelect') }));
    await waitFor(() => expect(edit).toBeEnabled());
  });
});

describe('a list from sm up', () => {
  it('is the table, with the whole search form and its pinned operations column', async () => {
    mount(3);
    await waitFor(() => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).toHaveLength(3));
    expect(cards()).toHaveLength(0);
    expect(searchItem(t('system:config.configKey'))).not.toHaveClass('ant-form-item-hidden');
    expect(screen.getByRole('search').textContent).not.toContain(t('crud:moreFilters', { count: 3 }));
    expect(document.querySelector('.ant-table-cell-fix-right, .ant-table-cell-fix-end')).not.toBeNull();
  });
});

describe('search hints', () => {
  it('keep a hint that fits, and cut one that does not to the verb with the whole as its title', () => {
    expect(searchHint('请输入参数名称', '请输入')).toEqual({ placeholder: '请输入参数名称' });
    expect(searchHint('Please select Customs status', 'Select')).toEqual({ placeholder: 'Select', title: 'Please select Customs status' });
  });
});
