import { cleanup, configure, fireEvent, render, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DictDataRow } from '../../contract/system';
import { clearDictCache } from '../../src/lib/dict';
import { i18n } from '../../src/lib/i18n';
import { useUserStore } from '../../src/stores/user';
import { server, startServer, stopServer } from './msw-server';

export { i18n };

// the machine running the suite may be busy: give the UI time to answer
configure({ asyncUtilTimeout: 10_000 });
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options) as string;

/** Start MSW for this file; forget handlers and cached dictionaries after each test. */
export function withMsw() {
  beforeAll(startServer);
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    clearDictCache();
    localStorage.clear();
  });
  afterAll(stopServer);
}

const dict = (dictType: string, dictValue: string, zh: string, en: string, listClass: string, dictSort = 1): DictDataRow => ({
  dictCode: dictSort + dictType.length * 10,
  dictSort,
  dictLabel: zh,
  dictLabelZh: zh,
  dictLabelEn: en,
  dictValue,
  dictType,
  cssClass: null,
  listClass,
  isDefault: 'N',
  status: '0',
  remark: null,
  createTime: '2024-01-01 00:00:00',
});

export const dictFixtures: Record<string, DictDataRow[]> = {
  sys_yes_no: [dict('sys_yes_no', 'Y', '是', 'Yes', 'primary', 1), dict('sys_yes_no', 'N', '否', 'No', 'danger', 2)],
  sys_normal_disable: [dict('sys_normal_disable', '0', '正常', 'Normal', 'primary', 1), dict('sys_normal_disable', '1', '停用', 'Disabled', 'danger', 2)],
  // the receipt's difference reasons (issue 46), as migration 0031 seeds them: the desk and the phone both ask them
  biz_receipt_difference_reason: (
    [['short', '短少', 'Short'], ['over', '多出', 'Over'], ['damaged', '破损', 'Damaged'], ['not_announced', '未预报', 'Not announced'], ['other', '其他', 'Other']] as const
  ).map(([v, zh, en], i) => dict('biz_receipt_difference_reason', v, zh, en, 'warning', i + 1)),
};

/** GET /system/dict/data/type/{type}: labels in the Accept-Language of the call; counts calls. */
export function dictHandler(calls: string[] = []) {
  return http.get('*/system/dict/data/type/:type', ({ params, request }) => {
    const type = String(params.type);
    const lang = request.headers.get('Accept-Language') ?? 'zh';
    calls.push(`${lang}:${type}`);
    const rows = (dictFixtures[type] ?? []).map((d) => ({ ...d, dictLabel: lang === 'en' ? d.dictLabelEn : d.dictLabelZh }));
    return HttpResponse.json({ code: 200, msg: 'ok', data: rows });
  });
}

export function setPermissions(permissions: string[]) {
  useUserStore.setState({ permissions, roles: ['common'], name: 'admin', nickName: '管理员' });
}

/** Renders a page inside antd's App and a memory router (path pattern → the page). */
export function renderPage(ui: ReactNode, { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: <App>{ui}</App> },
      ...(pattern === '*' ? [] : [{ path: '*', element: <div data-testid="elsewhere" /> }]),
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, location: () => router.state.location };
}

/** antd puts a space between two Chinese characters of a button: match either way. */
export const spaced = (text: string) => new RegExp(`^\\s*${text.split('').join('\\s*')}\\s*$`);

/** The button whose text is `text` inside `container` (fast: no accessibility-tree walk). */
export function button(container: HTMLElement, text: string): HTMLButtonElement {
  const match = spaced(text);
  const found = [...container.querySelectorAll('button')].find((b) => match.test(b.textContent ?? ''));
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

/** The open antd dialog (modal or confirm) whose text includes `text`, or the last open one. */
export function openDialog(text?: string): HTMLElement {
  const open = [...document.querySelectorAll<HTMLElement>('.ant-modal')].filter(
    (m) => m.closest('.ant-modal-wrap')?.getAttribute('style')?.includes('display: none') !== true,
  );
  const hit = text ? open.filter((m) => m.textContent?.includes(text)) : open;
  if (!hit.length) throw new Error(`no open dialog${text ? ` with "${text}"` : ''}`);
  return hit[hit.length - 1];
}

/** Opens a select and answers its options (antd renders them in a portal). */
export async function optionsOf(select: HTMLElement) {
  fireEvent.mouseDown(select);
  await waitFor(() => expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')).not.toBeNull());
  const open = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1)!;
  return [...open.querySelectorAll<HTMLElement>('.ant-select-item-option')];
}
