import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GenColumn, GenTableRow } from '../../contract/gen';
import { GenEditPage } from '../../src/pages/gen/gen-edit-page';
import { GenPage } from '../../src/pages/gen/gen-page';
import { button, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { server } from './msw-server';

withMsw();
beforeEach(() => setPermissions(['*:*:*']));

const ok = (body: object = {}) => HttpResponse.json({ code: 200, msg: 'ok', ...body });
const table: GenTableRow = {
  tableId: 7, tableName: 'biz_tool_lend', tableComment: '工具借用', className: 'ToolLend', moduleName: 'tool-lend', businessName: 'toolLend',
  functionNameZh: '工具借用', functionNameEn: 'Tool lend', author: '', tplCategory: 'crud', treeParentColumn: '', parentMenuId: 0, permissionPrefix: 'biz:toolLend',
  remark: null, createTime: '2026-11-24 08:00:00', updateTime: null,
};
const column = (columnName: string, values: Partial<GenColumn> = {}): GenColumn => ({
  columnName, dbType: 'character varying(50)', columnComment: '', fieldName: columnName.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase()), labelZh: columnName, labelEn: columnName,
  tsType: 'string', isPk: false, isRequired: false, isList: true, isQuery: false, queryType: 'eq', isEdit: true, htmlType: 'input', dictType: '', sort: 0, ...values,
});

describe('GenPage', () => {
  it('imports the live tables chosen in the import dialog', { timeout: 20_000 }, async () => {
    let imported: string | null = null;
    server.use(
      http.get('*/tool/gen/list', () => ok({ rows: imported ? [table] : [], total: imported ? 1 : 0 })),
      http.get('*/tool/gen/db/list', () => ok({ rows: [{ tableName: 'biz_tool_lend', tableComment: '工具借用', createTime: null }], total: 1 })),
      http.post('*/tool/gen/importTable', ({ request }) => {
        imported = new URL(request.url).searchParams.get('tables');
        return ok({ data: [table] });
      }),
    );
    renderPage(<GenPage />);
    fireEvent.click(await waitFor(() => button(document.body, t('gen:import'))));
    const dialog = (await screen.findByText(t('gen:importTitle'))).closest<HTMLElement>('.ant-modal')!;
    await within(dialog).findByText('biz_tool_lend');
    fireEvent.click(dialog.querySelectorAll<HTMLInputElement>('input[type=checkbox]')[1]);
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(imported).toBe('biz_tool_lend'));
    await screen.findByText('ToolLend');
  });

  it('previews every generated file in tabs, highlighted', { timeout: 20_000 }, async () => {
    server.use(
      http.get('*/tool/gen/list', () => ok({ rows: [table], total: 1 })),
      http.get('*/tool/gen/preview/7', () => ok({ data: { 'contract/tool-lend.ts': "export const a = '<b>';\n", 'server/db/migrations/0015_tool_lend.sql': 'SELECT 1;' } })),
    );
    renderPage(<GenPage />);
    await screen.findByText('ToolLend');
    fireEvent.click(button(document.body, t('gen:preview')));
    const dialog = (await screen.findByText(t('gen:preview'), { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;
    expect(await within(dialog).findByRole('tab', { name: 'contract/tool-lend.ts' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'migrations/0015_tool_lend.sql' })).toBeInTheDocument();
    // the text is shown as text (escaped), marked up by the highlighter
    expect(dialog.querySelector('code.hljs .hljs-string')?.textContent).toBe("'<b>'");
    expect(dialog.querySelector('code.hljs b')).toBeNull();
  });
});

describe('GenEditPage', () => {
  it('edits the labels and flags of each column and saves the whole configuration', { timeout: 20_000 }, async () => {
    let saved: Record<string, unknown> | undefined;
    server.use(
      http.get('*/tool/gen/7', () => ok({ data: { info: table, rows: [column('lend_id', { isPk: true, tsType: 'number', dbType: 'bigint' }), column('tool_name', { isRequired: true })], tables: [] } })),
      http.get('*/system/dict/type/optionselect', () => ok({ data: [{ dictType: 'sys_normal_disable', dictName: '状态' }] })),
      http.get('*/system/menu/treeselect', () => ok({ data: [{ id: 2000, label: '订单管理' }] })),
      http.put('*/tool/gen', async ({ request }) => {
        saved = (await request.json()) as Record<string, unknown>;
        return ok();
      }),
    );
    renderPage(<GenEditPage />, { path: '/gen/edit?tableId=7', pattern: '/gen/edit' });
    fireEvent.click(await screen.findByRole('tab', { name: t('gen:columns') }));
    fireEvent.change(screen.getByLabelText(`tool_name ${t('gen:labelEn')}`), { target: { value: 'Tool' } });
    fireEvent.click(screen.getByLabelText(`tool_name ${t('gen:isQuery')}`));
    fireEvent.click(button(document.body, t('crud:confirm')));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved).toMatchObject({ tableId: 7, className: 'ToolLend', moduleName: 'tool-lend', permissionPrefix: 'biz:toolLend', parentMenuId: 0 });
    expect((saved!.columns as GenColumn[])[1]).toMatchObject({ columnName: 'tool_name', labelEn: 'Tool', isQuery: true, isRequired: true });
  });
});
