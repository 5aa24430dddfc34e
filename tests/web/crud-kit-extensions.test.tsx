import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { crudApi } from '../../src/components/crud/crud-api';
import { CrudPage } from '../../src/components/crud/crud-page';
import { importProgressText, lastProgress } from '../../src/components/crud/import-dialog';
import type { CrudDefinition } from '../../src/components/crud/types';
import { button, dictHandler, openDialog, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { server } from './msw-server';

type Row = Record<string, unknown>;

const areas: Row[] = [
  { areaId: 1, parentId: 0, areaName: 'Warehouse', kind: 'M', code: '' },
  { areaId: 2, parentId: 1, areaName: 'Dock A', kind: 'C', code: 'A1' },
  { areaId: 3, parentId: 1, areaName: 'Dock B', kind: 'C', code: 'B1' },
];

const areaDefinition = (extra: Partial<CrudDefinition<Row>> = {}): CrudDefinition<Row> => ({
  title: 'crud:details',
  rowKey: 'areaId',
  permission: 'test:area',
  api: crudApi('/test/area'),
  schema: z.object({ parentId: z.number().optional(), areaName: z.string().min(1), kind: z.string(), code: z.string().optional(), secret: z.string().optional() }),
  tree: { parentKey: 'parentId' },
  fields: [
    {
      name: 'parentId',
      label: 'crud:columns',
      type: 'tree',
      table: true,
      loadOptions: async () => [{ value: 0, label: 'Root', children: [{ value: 1, label: 'Warehouse' }] }],
    },
    { name: 'areaName', label: 'crud:search', search: 'text' },
    { name: 'kind', label: 'crud:actions', type: 'select', options: [{ value: 'M', label: 'Dir' }, { value: 'C', label: 'Page' }], form: { widget: 'radio' } },
    { name: 'code', label: 'crud:refresh', form: { showIf: (v) => v.kind === 'C' } },
    { name: 'secret', label: 'crud:save', table: false, form: { addOnly: true } },
  ],
  rowActions: (row, ctx) => (
    <button type="button" onClick={() => ctx.openAdd({ parentId: row.areaId })}>
      child-{String(row.areaId)}
    </button>
  ),
  ...extra,
});

/** The tree list answers every row as `data`, like /system/menu/list. */
function mountTree(definition = areaDefinition()) {
  const res = memoryResource('/test/area', 'areaId', areas);
  server.use(
    dictHandler(),
    http.get('*/test/area/list', ({ request }) => {
      res.calls.push({ method: 'GET', path: '/test/area/list', query: new URL(request.url).searchParams, body: undefined });
      return HttpResponse.json({ code: 200, msg: 'ok', data: areas });
    }),
    ...res.handlers,
  );
  renderPage(<CrudPage definition={definition} />);
  return res;
}

withMsw();
beforeEach(() => setPermissions(['*:*:*']));

describe('a tree list', () => {
  it('nests rows by parent, unpaged, expanded, and collapses on demand', async () => {
    const res = mountTree();
    expect(await screen.findByText('Dock B')).toBeInTheDocument();
    const list = res.calls.find((c) => c.path === '/test/area/list')!;
    expect(list.query.has('pageNum')).toBe(false);
    expect(document.querySelector('.ant-pagination')).toBeNull();
    // the parent column shows the loaded tree option's label, not the id
    await waitFor(() => expect(screen.getAllByText('Warehouse').length).toBeGreaterThan(1));
    fireEvent.click(button(document.body, t('crud:expandAll')));
    await waitFor(() => expect(screen.queryByText('Dock B')).toBeNull());
    fireEvent.click(button(document.body, t('crud:expandAll')));
    expect(await screen.findByText('Dock B')).toBeInTheDocument();
  }, 30_000);

  it('adds a child with the parent filled in; fields follow showIf; addOnly fields only when adding', async () => {
    const res = mountTree();
    await screen.findByText('Dock A');
    fireEvent.click(screen.getByText('child-1'));
    const dialog = await waitFor(() => openDialog(t('crud:addTitle', { name: t('crud:details') })));
    expect(within(dialog).queryByLabelText(t('crud:refresh'))).toBeNull();
    expect(within(dialog).getByLabelText(t('crud:save'))).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('Page'));
    fireEvent.change(await within(dialog).findByLabelText(t('crud:refresh')), { target: { value: 'C9' } });
    fireEvent.change(within(dialog).getByLabelText(t('crud:search')), { target: { value: 'Dock C' } });
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(res.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(res.calls.find((c) => c.method === 'POST')!.body).toMatchObject({ parentId: 1, areaName: 'Dock C', kind: 'C', code: 'C9' });

    fireEvent.click(screen.getAllByText(t('crud:modify')).find((el) => el.closest('td'))!);
    const edit = await waitFor(() => openDialog(t('crud:editTitle', { name: t('crud:details') })));
    expect(within(edit).queryByLabelText(t('crud:save'))).toBeNull();
  }, 30_000);
});

describe('fixed query and import', () => {
  it('adds the page fixed query to every list call', async () => {
    const res = memoryResource('/test/area', 'areaId', areas);
    server.use(dictHandler(), ...res.handlers);
    renderPage(<CrudPage definition={areaDefinition({ tree: undefined })} fixedQuery={{ parentId: 1 }} />);
    await screen.findByText('Dock A');
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2);
    expect(res.calls[0].query.get('parentId')).toBe('1');
    expect(res.calls[0].query.get('pageNum')).toBe('1');
  }, 30_000);

  it('uploads the chosen file with the update switch and shows the row-by-row report', async () => {
    const res = memoryResource('/test/area', 'areaId', areas);
    let received: { update: string | null; keepGood: unknown; file: string } | null = null;
    server.use(
      dictHandler(),
      ...res.handlers,
      http.post('*/test/area/importData', async ({ request }) => {
        const form = await request.formData();
        // jsdom's XMLHttpRequest drops the part's file name; its content arrives
        received = { update: new URL(request.url).searchParams.get('updateSupport'), keepGood: form.get('keepGood'), file: await (form.get('file') as File).text() };
        return HttpResponse.json({ code: 200, msg: '导入完成：成功 2 条<br/>第 4 行：areaName 必填' });
      }),
    );
    const importer = { url: '/test/area/importData', templateUrl: '/test/area/importTemplate', templateName: 'area_template.xlsx' };
    renderPage(<CrudPage definition={areaDefinition({ tree: undefined, importer })} />);
    await screen.findByText('Dock A');
    fireEvent.click(button(document.body, t('crud:import')));
    const dialog = await waitFor(() => openDialog(t('crud:importTitle')));
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'areas.xlsx')] } });
    fireEvent.click(within(dialog).getByLabelText(t('crud:importUpdate')));
    await waitFor(() => expect(button(dialog, t('crud:confirm'))).not.toBeDisabled());
    fireEvent.click(button(dialog, t('crud:confirm')));
    expect(await within(dialog).findByText(/第 4 行：areaName 必填/)).toBeInTheDocument();
    expect(received).toEqual({ update: 'true', keepGood: 'true', file: 'x' });
  }, 30_000);

  it('offers "allow duplicates" only where the importer asks (bookings), and sends it only there', async () => {
    const res = memoryResource('/test/area', 'areaId', areas);
    const sent: { query: string | null; form: unknown }[] = [];
    server.use(
      dictHandler(),
      ...res.handlers,
      http.post('*/test/area/importData', async ({ request }) => {
        sent.push({ query: new URL(request.url).searchParams.get('allowDuplicates'), form: (await request.formData()).get('allowDuplicates') });
        return HttpResponse.json({ code: 200, msg: '导入成功：新增1条，更新0条' });
      }),
    );
    const importer = { url: '/test/area/importData', templateUrl: '/test/area/importTemplate', templateName: 'area_template.xlsx' };
    const run = async (withBox: boolean) => {
      const view = renderPage(<CrudPage definition={areaDefinition({ tree: undefined, importer: { ...importer, allowDuplicates: withBox } })} />);
      await screen.findByText('Dock A');
      fireEvent.click(button(document.body, t('crud:import')));
      const dialog = await waitFor(() => openDialog(t('crud:importTitle')));
      fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [new File(['x'], 'areas.xlsx')] } });
      if (withBox) fireEvent.click(within(dialog).getByLabelText(t('crud:importAllowDuplicates')));
      else expect(within(dialog).queryByLabelText(t('crud:importAllowDuplicates'))).toBeNull();
      await waitFor(() => expect(button(dialog, t('crud:confirm'))).not.toBeDisabled());
      fireEvent.click(button(dialog, t('crud:confirm')));
      await within(dialog).findByText('导入成功：新增1条，更新0条');
      view.unmount();
    };
    await run(false);
    await run(true);
    expect(sent).toEqual([{ query: null, form: null }, { query: 'true', form: 'true' }]);
  }, 30_000);

  it('asks for progress, shows the server\'s stages and its last line\'s report; a refusal in the last line is shown as one', async () => {
    const res = memoryResource('/test/area', 'areaId', areas);
    let accept: string | null = null;
    let answer = [{ progress: 'read', rows: 5000 }, { progress: 'check', rows: 8000 }, { progress: 'write' }, { code: 200, msg: '导入成功：新增8000条，更新0条' }];
    server.use(
      dictHandler(),
      ...res.handlers,
      http.post('*/test/area/importData', ({ request }) => {
        accept = request.headers.get('accept');
        return new HttpResponse(answer.map((l) => JSON.stringify(l)).join('\n') + '\n', { headers: { 'content-type': 'application/x-ndjson' } });
      }),
    );
    const importer = { url: '/test/area/importData', templateUrl: '/test/area/importTemplate', templateName: 'area_template.xlsx' };
    renderPage(<CrudPage definition={areaDefinition({ tree: undefined, importer })} />);
    await screen.findByText('Dock A');
    fireEvent.click(button(document.body, t('crud:import')));
    const dialog = await waitFor(() => openDialog(t('crud:importTitle')));
    const choose = () => fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [new File(['x'], 'areas.xlsx')] } });
    choose();
    await waitFor(() => expect(button(dialog, t('crud:confirm'))).not.toBeDisabled());
    fireEvent.click(button(dialog, t('crud:confirm')));
    expect(await within(dialog).findByText('导入成功：新增8000条，更新0条')).toBeInTheDocument();
    expect(accept).toMatch(/application\/x-ndjson/);

    answer = [{ progress: 'read', rows: 5000 }, { code: 409, msg: '导入期间数据已被他人修改' }];
    choose();
    await waitFor(() => expect(button(dialog, t('crud:confirm'))).not.toBeDisabled());
    fireEvent.click(button(dialog, t('crud:confirm')));
    expect(await within(dialog).findByText('导入期间数据已被他人修改')).toBeInTheDocument();
  }, 30_000);

  it('words each stage the server streams: rows read, checked, written', () => {
    const lines = (...all: (object | string)[]) => all.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n');
    expect(importProgressText(t, lastProgress(lines({ progress: 'read', rows: 5000 }))!)).toBe(t('crud:importReading', { rows: 5000 }));
    expect(importProgressText(t, lastProgress(lines({ progress: 'read', rows: 5000 }, { progress: 'write', rows: 5000 }, '{"progr'))!)).toBe(t('crud:importWritten', { rows: 5000 }));
    expect(importProgressText(t, lastProgress(lines({ progress: 'check', rows: 800 }, { progress: 'write' }))!)).toBe(t('crud:importWriting'));
    expect(lastProgress('')).toBeUndefined();
  });

  it('offers import only with the import permission', async () => {
    setPermissions(['test:area:list']);
    const res = memoryResource('/test/area', 'areaId', areas);
    server.use(dictHandler(), ...res.handlers);
    const importer = { url: '/x', templateUrl: '/y', templateName: 'z.xlsx' };
    renderPage(<CrudPage definition={areaDefinition({ tree: undefined, importer })} />);
    await screen.findByText('Dock A');
    expect(() => button(document.body, t('crud:import'))).toThrow();
  }, 30_000);
});
