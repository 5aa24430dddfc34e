import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CrudPage } from '../../src/components/crud/crud-page';
import { dictHandler, renderPage, setPermissions, t, useMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { resourceCases } from './crud-resources';
import type { ResourceCase } from './crud-resources';
import { server } from './msw-server';

/** antd puts a space between two Chinese characters of a button: match either way. */
export const label = (text: string) => new RegExp(text.split('').join('\\s*'));

const fieldLabel = (rc: ResourceCase, name: string) => {
  const field = rc.definition.fields.find((f) => f.name === name);
  if (!field) throw new Error(`${rc.name}: no field ${name}`);
  return t(field.label);
};

useMsw();
beforeEach(() => setPermissions(['*:*:*']));

describe.each(resourceCases)('$name list page', (rc) => {
  it('searches, adds, edits and deletes against the API', async () => {
    const user = userEvent.setup({ delay: null });
    const res = memoryResource(rc.base, rc.definition.rowKey, rc.seed, rc.derive);
    server.use(dictHandler(), ...res.handlers);
    renderPage(<CrudPage definition={rc.definition} />);

    await screen.findByText(rc.display(rc.seed[0]));
    expect(screen.getByText(rc.display(rc.seed[1]))).toBeInTheDocument();
    expect(res.calls[0].query.get('pageNum')).toBe('1');
    expect(res.calls[0].query.get('pageSize')).toBe('20');

    // search, then reset
    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText(fieldLabel(rc, rc.search.field)), rc.search.value);
    await user.click(within(search).getByRole('button', { name: label(t('crud:search')) }));
    await waitFor(() => expect(screen.queryByText(rc.display(rc.seed[1]))).not.toBeInTheDocument());
    expect(res.last('GET', '/list')?.query.get(rc.search.field)).toBe(rc.search.value);
    await user.click(within(search).getByRole('button', { name: label(t('crud:reset')) }));
    await screen.findByText(rc.display(rc.seed[1]));

    // add
    await user.click(screen.getByRole('button', { name: label(t('crud:add')) }));
    const dialog = await screen.findByRole('dialog');
    for (const [name, value] of Object.entries(rc.add)) await user.type(within(dialog).getByLabelText(fieldLabel(rc, name)), value);
    await user.click(within(dialog).getByRole('button', { name: label(t('crud:confirm')) }));
    await waitFor(() => expect(res.last('POST', rc.base)).toBeTruthy());
    expect(res.last('POST', rc.base)?.body).toMatchObject(rc.add);
    const addedText = rc.display(rc.add);
    const addedCell = await screen.findByText(addedText);
    const added = res.rows.find((r) => rc.display(r) === addedText)!;
    const id = added[rc.definition.rowKey];

    // edit the new row
    await user.click(within(addedCell.closest('tr')!).getByRole('button', { name: label(t('crud:modify')) }));
    const editDialog = await screen.findByRole('dialog');
    const input = within(editDialog).getByLabelText(fieldLabel(rc, rc.edit.field));
    await waitFor(() => expect(input).toHaveValue(rc.add[rc.edit.field]));
    await user.clear(input);
    await user.type(input, rc.edit.value);
    await user.click(within(editDialog).getByRole('button', { name: label(t('crud:confirm')) }));
    await waitFor(() => expect(res.last('PUT', rc.base)).toBeTruthy());
    expect(res.last('PUT', rc.base)?.body).toMatchObject({ [rc.definition.rowKey]: id, [rc.edit.field]: rc.edit.value });

    // delete it, after a confirmation naming its id
    const row = (await screen.findByText(rc.display(res.rows.find((r) => r[rc.definition.rowKey] === id)!))).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: label(t('crud:delete')) }));
    const prompt = await screen.findByText(t('crud:confirmDelete', { ids: String(id) }));
    const confirm = prompt.closest('.ant-modal') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: label(t('crud:confirm')) }));
    await waitFor(() => expect(res.last('DELETE')?.path).toBe(`${rc.base}/${id}`));
    await waitFor(() => expect(res.rows.some((r) => r[rc.definition.rowKey] === id)).toBe(false));
  }, 60_000);
});
