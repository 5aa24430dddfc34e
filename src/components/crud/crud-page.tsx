import { Button, Table } from 'antd';
import type { TableColumnType, TableProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { afterShown, deferred } from '../../lib/deferred';
import { useDict } from '../../lib/dict';
import { useLocalFeedback } from '../../lib/local-feedback';
import { useHasPermi } from '../../lib/permission';
import { handleTree } from '../../lib/ruoyi';
import { PHONE_WIDTH, useMediaQuery } from '../../lib/use-media-query';
import { actionColumn } from './action-column';
import { CardList } from './card-list';
import { CrudToolbar } from './crud-toolbar';
import { dictTypes, useLoadedOptions } from './field-options';
import { paginationConfig } from './pagination';
import { SearchForm } from './search-form';
import { useStickyTable } from './sticky-table';
import { buildColumns, sortColumn } from './table-columns';
import { formNameOf, type AnyRow, type CrudDefinition, type FieldDef, type ToolbarContext } from './types';
import { useCrudList, type Query } from './use-crud-list';
import { usePageState } from './use-page-state';

// The dialogs (with their controls and the zod rules) arrive after the first rows (lib/deferred.tsx),
// and are mounted when first opened: their fields' own requests (a parent picker's candidates) are
// made for the dialog, not beside the list's.
const loadEditModal = () => import('./edit-modal');
const EditModal = deferred(() => loadEditModal().then((m) => m.EditModal)) as typeof import('./edit-modal').EditModal;
const ImportDialog = deferred(() => import('./import-dialog').then((m) => m.ImportDialog));
void afterShown(loadEditModal);

interface Props<Row extends AnyRow> {
  definition: CrudDefinition<Row>;
  /** conditions the page adds to every list call (e.g. the department picked in a side tree) */
  fixedQuery?: Record<string, unknown>;
}

function linkFilters<Row extends AnyRow>(fields: FieldDef<Row>[], params: URLSearchParams): Record<string, string> {
  const plain = new Set(fields.filter((f) => f.search === 'text' || f.search === 'select').map((f) => f.name));
  return Object.fromEntries([...params].filter(([key]) => plain.has(key) || /^params\[\w+\]$/.test(key)));
}

/** The standard list page of a definition: search, toolbar, table, pagination, add/edit dialog. */
export function CrudPage<Row extends AnyRow>({ definition: def, fixedQuery }: Props<Row>) {
  const { t } = useTranslation(['crud']);
  const dicts = useDict(...dictTypes(def.fields));
  const [loaded, reloadOptions] = useLoadedOptions(def.fields);
  // a link may open the page filtered (the home board's figures): its text and select search
  // fields, and RuoYi's params[…] ranges, join the defaults; anything else in it is the page's own
  const [params] = useSearchParams();
  const linked = JSON.stringify(linkFilters(def.fields, params));
  const [initialQuery] = useState(() => ({ ...def.defaultQuery, ...(JSON.parse(linked) as Query) }));
  const list = useCrudList(def.api, { defaultQuery: initialQuery, fixedQuery, paged: !def.tree });
  // a kept tab that a new link reaches lists as if freshly opened by it: filters, form, first page
  const [applied, setApplied] = useState({ linked, query: initialQuery, form: 0 });
  if (applied.linked !== linked) setApplied({ linked, query: { ...def.defaultQuery, ...(JSON.parse(linked) as Query) }, form: applied.form + 1 });
  const { search } = list;
  useEffect(() => {
    if (applied.form) search(applied.query);
  }, [applied, search]);
  const keyOf = (r: Row) => r[def.rowKey] as string | number;
  const [view, set] = usePageState(list.data.rows, keyOf, formNameOf(def));
  const stickyTable = useStickyTable();
  // phone width (antd's xs, < 576 px): a short search and a card a row; a table from sm up
  const phone = useMediaQuery(PHONE_WIDTH);
  const [{ modal, message: toast }, feedbackHolder] = useLocalFeedback();
  const hide = def.hide ?? [];
  const canEdit = useHasPermi([`${def.permission}:edit`]) && !hide.includes('edit');
  const canRemove = useHasPermi([`${def.permission}:remove`]) && !hide.includes('remove');

  /** after an add, edit, delete or import; a new department or menu is an option of the next dialog */
  const changed = (done?: string) => {
    list.reload();
    def.onChanged?.();
    reloadOptions();
    if (done) void toast.success(t(done));
  };
  const openEdit = async (row = view.selected[0]) => {
    const full = row && (await def.api.get(keyOf(row)).catch(() => undefined));
    if (full) set({ dialog: { kind: 'edit', row: full } });
  };
  const remove = (rows: Row[]) => {
    const ids = rows.map(keyOf);
    if (!ids.length) return;
    void modal.confirm({
      title: t('crud:systemPrompt'),
      content: t('crud:confirmDelete', { ids: ids.join(',') }),
      okText: t('crud:confirm'),
      cancelText: t('crud:cancel'),
      onOk: async () => {
        // request() has shown why (e.g. a built-in parameter); as in RuoYi the dialog just closes.
        // Rethrowing would leave an unhandled rejection behind the confirm dialog.
        if ((await def.api.remove(ids).then(() => true, () => false)) === false) return;
        set({ selected: [] });
        changed('crud:deleteSuccess');
      },
    });
  };
  const exportAll = () => {
    const { pageNum: _n, pageSize: _s, ...query } = list.query;
    void def.api.exportFile(query, `${def.exportName ?? 'export'}_${Date.now()}.xlsx`);
  };
  const ctx: ToolbarContext<Row> = {
    selectedRows: view.selected,
    selectedKeys: view.selected.map(keyOf),
    query: list.query,
    reload: list.reload,
    openAdd: (defaults) => set({ dialog: { kind: 'edit', defaults } }),
    openEdit: (row) => void openEdit(row),
  };

  const dataColumns = useMemo(() => buildColumns(def.fields, dicts, t, list.sort, loaded, list.reload), [def.fields, dicts, t, list.sort, loaded, list.reload]);
  const rows = useMemo(
    () => (def.tree ? handleTree(list.data.rows, def.rowKey, def.tree.parentKey) : list.data.rows) as Row[],
    [def.tree, def.rowKey, list.data.rows],
  );
  const allKeys = useMemo(() => list.data.rows.map(keyOf), [list.data.rows]); // eslint-disable-line react-hooks/exhaustive-deps
  const expandedKeys = view.expanded ?? allKeys;
  const columns = dataColumns.filter((c) => !view.hidden.includes(String(c.key)));
  if (!hide.includes('rowActions') && (canEdit || canRemove || def.rowActions)) {
    columns.push(
      actionColumn({
        canEdit: (r) => canEdit && (def.rowEditable?.(r) ?? true),
        canRemove: (r) => canRemove && (def.rowRemovable?.(r) ?? true),
        onEdit: (r) => void openEdit(r),
        onRemove: (r) => remove([r]),
        extra: def.rowActions && ((row: Row) => def.rowActions?.(row, ctx)),
        t,
      }),
    );
  }
  const onTableChange: TableProps<Row>['onChange'] = (_p, _f, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    list.changeSort(s?.order ? sortColumn(def.fields, s.columnKey ?? s.field) : undefined, s?.order);
  };
  const closeDialog = () => set({ dialog: undefined });
  const [opened] = useState(() => new Set<string>());
  if (view.dialog) opened.add(view.dialog.kind);

  return (
    <div className="app-container" style={{ padding: 16 }}>
      {feedbackHolder}
      {view.showSearch && (
        <SearchForm key={applied.form} name={formNameOf(def)} fields={def.fields} dicts={dicts} loaded={loaded} initialValues={applied.query} onSearch={list.search} compact={phone} />
      )}
      <CrudToolbar
        permission={def.permission}
        hide={hide.includes('selection') ? [...hide, 'edit', 'remove'] : hide}
        selectedCount={view.selected.length}
        on={{
          add: () => set({ dialog: { kind: 'edit' } }),
          edit: () => void openEdit(),
          remove: () => remove(view.selected),
          import: def.importer && (() => set({ dialog: { kind: 'import' } })),
          export: exportAll,
        }}
        extra={
          <>
            {def.tree && (
              <Button color="default" variant="outlined" onClick={() => set({ expanded: expandedKeys.length ? [] : allKeys })}>
                {t('crud:expandAll')}
              </Button>
            )}
            {def.toolbarExtra?.(ctx)}
          </>
        }
        right={{
          showSearch: view.showSearch,
          onToggleSearch: () => set({ showSearch: !view.showSearch }),
          onRefresh: list.reload,
          columns: dataColumns.map((c) => ({ key: String(c.key), title: String(c.title) })),
          hidden: view.hidden,
          onHiddenChange: (hidden) => set({ hidden }),
        }}
      />
      {phone ? (
        <CardList<Row>
          rowKey={def.rowKey}
          loading={list.loading}
          columns={columns as TableColumnType<Row>[]}
          rows={rows}
          childrenKey={def.tree ? 'children' : undefined}
          selection={hide.includes('selection') ? undefined : { selectedKeys: ctx.selectedKeys, onChange: (picked) => set({ selected: picked }) }}
          pagination={def.tree ? false : paginationConfig(list.page, list.data.total, list.changePage, t)}
        />
      ) : (
        <Table<Row>
          rowKey={def.rowKey}
          loading={list.loading}
          columns={columns}
          dataSource={rows}
          rowSelection={hide.includes('selection') ? undefined : { selectedRowKeys: ctx.selectedKeys, onChange: (_keys, picked) => set({ selected: picked }) }}
          pagination={def.tree ? false : paginationConfig(list.page, list.data.total, list.changePage, t)}
          expandable={def.tree ? { expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => set({ expanded: [...keys] as (string | number)[] }) } : undefined}
          onChange={onTableChange}
          scroll={{ x: 'max-content' }}
          sticky={stickyTable}
        />
      )}
      {opened.has('edit') && (
        <EditModal
          definition={def}
          open={view.dialog?.kind === 'edit'}
          row={view.dialog?.kind === 'edit' ? view.dialog.row : undefined}
          defaults={view.dialog?.kind === 'edit' ? view.dialog.defaults : undefined}
          dicts={dicts}
          loaded={loaded}
          onClose={closeDialog}
          onSaved={(mode) => {
            closeDialog();
            changed(mode === 'add' ? 'crud:addSuccess' : 'crud:editSuccess');
          }}
        />
      )}
      {def.importer && opened.has('import') && (
        <ImportDialog importer={def.importer} open={view.dialog?.kind === 'import'} onClose={closeDialog} onImported={() => changed()} />
      )}
    </div>
  );
}
