import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CrudPage } from '../../src/components/crud/crud-page';
import { button, dictHandler, openDialog, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { resourceCases } from './crud-resources';
import type { ResourceCase } from './crud-resources';
import { server } from './msw-server';

const fieldLabel = (rc: ResourceCase, name: string) => {
  const field = rc.definition.fields.find((f) => f.name === name);
  if (!field) throw new Error(`${rc.name}: no field ${name}`);
  return t(field.label);
};

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

withMsw();
beforeEach(() => setPermissions(['*:*:*']));

describe.each(resourceCases)('$name list page', (rc) => {
  it('searches, adds, edits and deletes against the API', async () => {
    const res = memoryResource(rc.base, rc.definition.rowKey, rc.seed, rc.derive);
    server.use(dictHandler(), ...res.handlers);
    renderPage(<CrudPage definition={rc.definition} />);

    await screen.findByText(rc.display(rc.seed[0]));
    expect(screen.getByText(rc.display(rc.seed[1]))).toBeInTheDocument();
    expect(res.calls[0].query.get('pageNum')).toBe('1');
    expect(res.calls[0].query.get('pageSize')).toBe('20');

    // search, then reset
    const search = screen.getByRole('search');
    type(within(search).getByLabelText(fieldLabel(rc, rc.search.field)), rc.search.value);
    fireEvent.click(button(search, t('crud:search')));
    await waitFor(() => expect(screen.queryByText(rc.display(rc.seed[1]))).not.toBeInTheDocument());
    expect(res.last('GET', '/list')?.query.get(rc.search.field)).toBe(rc.search.value);
    fireEvent.click(button(search, t('crud:reset')));
    await screen.findByText(rc.display(rc.seed[1]));

    // add
    fireEvent.click(button(document.body, t('crud:add')));
    const dialog = await waitFor(() => openDialog(t('crud:addTitle', { name: t(rc.definition.title) })));
    for (const [name, value] of Object.entries(rc.add)) type(within(dialog).getByLabelText(fieldLabel(rc, name)), value);
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(res.last('POST', rc.base)).toBeTruthy());
    expect(res.last('POST', rc.base)?.body).toMatchObject(rc.add);
    const addedText = rc.display(rc.add);
    const addedCell = await screen.findByText(addedText);
    const id = res.rows.find((r) => rc.display(r) === addedText)?.[rc.definition.rowKey];
    expect(id).toBeDefined();

    // edit the new row
    fireEvent.click(button(addedCell.closest('tr')!, t('crud:modify')));
    const editDialog = await waitFor(() => openDialog(t('crud:editTitle', { name: t(rc.definition.title) })));
    const input = within(editDialog).getByLabelText(fieldLabel(rc, rc.edit.field));
    await waitFor(() => expect(input).toHaveValue(rc.add[rc.edit.field]));
    type(input, rc.edit.value);
    fireEvent.click(button(editDialog, t('crud:confirm')));
    await waitFor(() => expect(res.last('PUT', rc.base)).toBeTruthy());
    expect(res.last('PUT', rc.base)?.body).toMatchObject({ [rc.definition.rowKey]: id, [rc.edit.field]: rc.edit.value });

    // delete it, after a confirmation naming its id
    const stored = res.rows.find((r) => r[rc.definition.rowKey] === id)!;
    const row = (await screen.findByText(rc.display(stored))).closest('tr')!;
    fireEvent.click(button(row, t('crud:delete')));
    const prompt = t('crud:confirmDelete', { ids: String(id) });
    const confirm = await waitFor(() => openDialog(prompt));
    fireEvent.click(button(confirm, t('crud:confirm')));
    await waitFor(() => expect(res.last('DELETE')?.path).toBe(`${rc.base}/${id}`));
    await waitFor(() => expect(screen.queryByText(rc.display(stored))).not.toBeInTheDocument());
  }, 60_000);
});
