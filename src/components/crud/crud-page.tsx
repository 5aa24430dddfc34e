import { Button, Modal, Table, message } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../lib/dict';
import { useHasPermi } from '../../lib/permission';
import { actionColumn } from './action-column';
import { CrudToolbar } from './crud-toolbar';
import { EditModal } from './edit-modal';
import { dictTypes, useLoadedOptions } from './field-options';
import { ImportDialog } from './import-dialog';
import { handleTree } from '../../lib/ruoyi';
import { paginationConfig } from './pagination';
import { SearchForm } from './search-form';
import { buildColumns, sortColumn } from './table-columns';
import type { AnyRow, CrudDefinition, ToolbarContext } from './types';
import { useCrudList } from './use-crud-list';

interface Props<Row extends AnyRow> {
  definition: CrudDefinition<Row>;
  /** conditions the page adds to every list call (e.g. the department picked in a side tree) */
  fixedQuery?: Record<string, unknown>;
}

/** The standard list page of a definition: search, toolbar, table, pagination, add/edit dialog. */
export function CrudPage<Row extends AnyRow>({ definition: def, fixedQuery }: Props<Row>) {
  const { t } = useTranslation(['crud']);
  const dicts = useDict(...dictTypes(def.fields));
  const [optionsVersion, setOptionsVersion] = useState(0);
  const loaded = useLoadedOptions(def.fields, optionsVersion);
  const list = useCrudList(def.api, { defaultQuery: def.defaultQuery, fixedQuery, paged: !def.tree });
  const [importing, setImporting] = useState(false);
  const [expanded, setExpanded] = useState<(string | number)[] | null>(null);
  const [selected, setSelected] = useState<Row[]>([]);
  const [showSearch, setShowSearch] = useState(true);
  const [hidden, setHidden] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ open: boolean; row?: Row; defaults?: AnyRow }>({ open: false });
  const changed = () => {
    def.onChanged?.();
    // a new department or menu is an option of the next dialog
    setOptionsVersion((v) => v + 1);
  };
  const [modal, modalHolder] = Modal.useModal();
  const [toast, toastHolder] = message.useMessage();
  const hide = def.hide ?? [];
  const canEdit = useHasPermi([`${def.permission}:edit`]) && !hide.includes('edit');
  const canRemove = useHasPermi([`${def.permission}:remove`]) && !hide.includes('remove');

  const keyOf = (r: Row) => r[def.rowKey] as string | number;
  const ctx: ToolbarContext<Row> = {
    selectedRows: selected,
    selectedKeys: selected.map(keyOf),
    query: list.query,
    reload: list.reload,
    openAdd: (defaults) => setEditing({ open: true, defaults }),
    openEdit: (row) => void openEdit(row),
  };

  const openEdit = async (row?: Row) => {
    const target = row ?? selected[0];
    if (!target) return;
    const full = await def.api.get(keyOf(target)).catch(() => undefined);
    if (full) setEditing({ open: true, row: full });
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
        try {
          await def.api.remove(ids);
        } catch {
          // request() has shown why (e.g. a built-in parameter); as in RuoYi the dialog just closes.
          // Rethrowing would leave an unhandled rejection behind the confirm dialog.
          return;
        }
        setSelected([]);
        list.reload();
        changed();
        void toast.success(t('crud:deleteSuccess'));
      },
    });
  };

  const exportAll = () => {
    const { pageNum: _n, pageSize: _s, ...query } = list.query;
    void def.api.exportFile(query, `${def.exportName ?? 'export'}_${Date.now()}.xlsx`);
  };

  const saved = (mode: 'add' | 'edit') => {
    setEditing({ open: false });
    list.reload();
    changed();
    void toast.success(t(mode === 'add' ? 'crud:addSuccess' : 'crud:editSuccess'));
  };

  const dataColumns = useMemo(() => buildColumns(def.fields, dicts, t, list.sort, loaded, list.reload), [def.fields, dicts, t, list.sort, loaded, list.reload]);
  const rows = useMemo(
    () => (def.tree ? handleTree(list.data.rows, def.rowKey, def.tree.parentKey) : list.data.rows) as Row[],
    [def.tree, def.rowKey, list.data.rows],
  );
  // rows gone after a reload (deleted, logged out) leave the selection
  useEffect(() => {
    const present = new Set(list.data.rows.map(keyOf));
    setSelected((prev) => (prev.every((r) => present.has(keyOf(r))) ? prev : prev.filter((r) => present.has(keyOf(r)))));
  }, [list.data.rows]); // eslint-disable-line react-hooks/exhaustive-deps
  const allKeys = useMemo(() => list.data.rows.map(keyOf), [list.data.rows]); // eslint-disable-line react-hooks/exhaustive-deps
  const expandedKeys = expanded ?? allKeys;
  const showActions = !hide.includes('rowActions') && (canEdit || canRemove || !!def.rowActions);
  const columns: TableColumnsType<Row> = dataColumns.filter((c) => !hidden.includes(String(c.key)));
  if (showActions) {
    const extra = def.rowActions && ((row: Row) => def.rowActions?.(row, ctx));
    columns.push(
      actionColumn({
        canEdit: (r) => canEdit && (def.rowEditable?.(r) ?? true),
        canRemove: (r) => canRemove && (def.rowRemovable?.(r) ?? true),
        onEdit: (r) => void openEdit(r),
        onRemove: (r) => remove([r]),
        extra,
        t,
      }),
    );
  }

  const onTableChange: TableProps<Row>['onChange'] = (_p, _f, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    list.changeSort(s?.order ? sortColumn(def.fields, s.columnKey ?? s.field) : undefined, s?.order);
  };

  return (
    <div className="app-container" style={{ padding: 16 }}>
      {modalHolder}
      {toastHolder}
      {showSearch && <SearchForm name={def.formName} fields={def.fields} dicts={dicts} loaded={loaded} initialValues={def.defaultQuery} onSearch={list.search} />}
      <CrudToolbar
        permission={def.permission}
        hide={hide.includes('selection') ? [...hide, 'edit', 'remove'] : hide}
        selectedCount={selected.length}
        onAdd={() => setEditing({ open: true })}
        onEdit={() => void openEdit()}
        onDelete={() => remove(selected)}
        onExport={exportAll}
        onImport={def.importer ? () => setImporting(true) : undefined}
        extra={
          <>
            {def.tree && (
              <Button color="default" variant="outlined" onClick={() => setExpanded(expandedKeys.length ? [] : allKeys)}>
                {t('crud:expandAll')}
              </Button>
            )}
            {def.toolbarExtra?.(ctx)}
          </>
        }
        right={{
          showSearch,
          onToggleSearch: () => setShowSearch((s) => !s),
          onRefresh: list.reload,
          columns: dataColumns.map((c) => ({ key: String(c.key), title: String(c.title) })),
          hidden,
          onHiddenChange: setHidden,
        }}
      />
      <Table<Row>
        rowKey={def.rowKey}
        loading={list.loading}
        columns={columns}
        dataSource={rows}
        rowSelection={
          hide.includes('selection') ? undefined : { selectedRowKeys: selected.map(keyOf), onChange: (_keys, picked) => setSelected(picked) }
        }
        pagination={def.tree ? false : paginationConfig(list.page, list.data.total, list.changePage, t)}
        expandable={def.tree ? { expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => setExpanded([...keys] as (string | number)[]) } : undefined}
        onChange={onTableChange}
        scroll={{ x: 'max-content' }}
      />
      <EditModal
        definition={def}
        open={editing.open}
        row={editing.row}
        defaults={editing.defaults}
        dicts={dicts}
        loaded={loaded}
        onClose={() => setEditing({ open: false })}
        onSaved={saved}
      />
      {def.importer && (
        <ImportDialog
          importer={def.importer}
          open={importing}
          onClose={() => setImporting(false)}
          onImported={() => {
            list.reload();
            changed();
          }}
        />
      )}
    </div>
  );
}
