import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CrudPage } from '../../src/components/crud/crud-page';
import { pages } from '../../src/pages/registry';
import { button, dictHandler, openDialog, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { notListPages, registryCases } from './crud-resources';
import type { ResourceCase } from './crud-resources';
import { server } from './msw-server';

const registered = await registryCases();
const resourceCases = registered.flatMap((r) => (r.case ? [r.case] : []));

const fieldLabel = (rc: ResourceCase, name: string) => {
  const field = rc.definition.fields.find((f) => f.name === name);
  if (!field) throw new Error(`${rc.key}: no field ${name}`);
  return t(field.label);
};

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/** whatever else a page asks for (option lists, side trees) answers empty */
const elseEmpty = http.get('*', () => HttpResponse.json({ code: 200, msg: 'ok', data: [], rows: [], total: 0 }));

withMsw();
beforeEach(() => setPermissions(['*:*:*']));

describe('the registry', () => {
  it('has a kit list page or a reason for every page', () => {
    expect(registered.flatMap((r) => (r.error ? [r.error] : []))).toEqual([]);
    expect(Object.keys(notListPages).filter((key) => !(key in pages))).toEqual([]);
  });

  it('gives every dialog its contract schema as a loader: a list draws its first rows without zod', () => {
    const held = resourceCases.filter((rc) => rc.definition.schema && typeof rc.definition.schema !== 'function').map((rc) => rc.key);
    expect(held).toEqual([]);
  });
});

describe.each(resourceCases)('$key list page', (rc) => {
  it('searches, adds, edits and deletes against the API', async () => {
    const res = memoryResource(rc.base, rc.definition.rowKey, rc.seed, rc.derive);
    server.use(dictHandler(), ...res.handlers, elseEmpty);
    renderPage(<CrudPage definition={rc.definition} />);
    const shown = (row: Record<string, unknown>) => String(row[rc.display]);

    await screen.findByText(shown(rc.seed[0]));
    expect(screen.getByText(shown(rc.seed[1]))).toBeInTheDocument();
    if (!rc.definition.tree) {
      expect(res.calls[0].query.get('pageNum')).toBe('1');
      expect(res.calls[0].query.get('pageSize')).toBe('20');
    }

    // search, then reset
    if (rc.search) {
      const search = screen.getByRole('search');
      type(within(search).getByLabelText(fieldLabel(rc, rc.search.field)), rc.search.value);
      fireEvent.click(button(search, t('crud:search')));
      await waitFor(() => expect(screen.queryByText(shown(rc.seed[1]))).not.toBeInTheDocument());
      expect(res.last('GET', '/list')?.query.get(rc.search.field)).toBe(rc.search.value);
      fireEvent.click(button(search, t('crud:reset')));
      await screen.findByText(shown(rc.seed[1]));
    }

    // add
    let id = rc.seed[0][rc.definition.rowKey];
    if (rc.add) {
      fireEvent.click(button(document.body, t('crud:add')));
      const dialog = await waitFor(() => openDialog(t('crud:addTitle', { name: t(rc.definition.title) })));
      for (const [name, value] of Object.entries(rc.add)) type(within(dialog).getByLabelText(fieldLabel(rc, name)), value);
      fireEvent.click(button(dialog, t('crud:confirm')));
      await waitFor(() => expect(res.last('POST', rc.base)).toBeTruthy());
      expect(res.last('POST', rc.base)?.body).toMatchObject(rc.add);
      const addedText = shown(rc.derive({ ...rc.add }));
      await screen.findByText(addedText);
      id = res.rows.find((r) => shown(r) === addedText)?.[rc.definition.rowKey];
      expect(id).toBeDefined();
    }

    // edit the new row
    const rowOf = async (key: unknown) => (await screen.findByText(shown(res.rows.find((r) => r[rc.definition.rowKey] === key)!))).closest('tr')!;
    if (rc.add && rc.edit) {
      fireEvent.click(button(await rowOf(id), t('crud:modify')));
      const editDialog = await waitFor(() => openDialog(t('crud:editTitle', { name: t(rc.definition.title) })));
      const input = within(editDialog).getByLabelText(fieldLabel(rc, rc.edit.field));
      await waitFor(() => expect(input).toHaveValue(rc.add![rc.edit!.field]));
      type(input, rc.edit.value);
      fireEvent.click(button(editDialog, t('crud:confirm')));
      await waitFor(() => expect(res.last('PUT', rc.base)).toBeTruthy());
      expect(res.last('PUT', rc.base)?.body).toMatchObject({ [rc.definition.rowKey]: id, [rc.edit.field]: rc.edit.value });
    }

    // delete it, after a confirmation naming its id
    if (!rc.definition.hide?.includes('remove')) {
      const stored = res.rows.find((r) => r[rc.definition.rowKey] === id)!;
      fireEvent.click(button(await rowOf(id), t('crud:delete')));
      const confirm = await waitFor(() => openDialog(t('crud:confirmDelete', { ids: String(id) })));
      fireEvent.click(button(confirm, t('crud:confirm')));
      await waitFor(() => expect(res.last('DELETE')?.path).toBe(`${rc.base}/${String(id)}`));
      await waitFor(() => expect(screen.queryByText(shown(stored))).not.toBeInTheDocument());
    }
  }, 90_000);
});
