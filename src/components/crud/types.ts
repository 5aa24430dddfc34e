/**
 * Where a list page's definition lives: page folder `x/` holds `x-definition.tsx` exporting
 * `xDefinition` (a CrudDefinition, or a function of the page's callbacks returning one), and
 * `x-page.tsx` renders it and re-exports it, so the registry's page module carries its definition
 * (tests/web/crud-resources.test.tsx drives every registered list page through it).
 */
import type { ReactNode } from 'react';
import type { FormInstance } from 'antd';
import type { z } from 'zod';
import type { SchemaSource } from './zod-rules';

/** Any row the server lists: the kit only reads fields by name. */
export type AnyRow = Record<string, unknown>;

/** The fixed vocabulary of field types (architecture.md, "The kit, kept small"). */
export type FieldType = 'text' | 'textarea' | 'number' | 'money' | 'date' | 'datetime' | 'dict' | 'select' | 'switch' | 'tree';

/** Search widgets; `dateRange` sends params[beginTime] / params[endTime]. */
export type SearchWidget = 'text' | 'select' | 'dateRange' | 'treeSelect';

export interface Option {
  label: ReactNode;
  value: string | number;
  /** tree fields: nested options */
  children?: Option[];
  disabled?: boolean;
}

export interface TableOpts<Row extends AnyRow> {
  width?: number;
  /** server-side sort; a string names the column sent as orderByColumn */
  sorter?: boolean | string;
  ellipsis?: boolean;
  fixed?: 'left' | 'right';
  /** escape hatch: custom cell renderer */
  render?: (value: unknown, row: Row) => ReactNode;
}

export interface FormContext<Row extends AnyRow> {
  form: FormInstance;
  /** the row being edited; undefined when adding */
  row?: Row;
  /** the field's translated label, for a custom control's accessible name */
  label: string;
}

export interface FormOpts<Row extends AnyRow> {
  /** widget override; `radio` shows dict/select options as radio buttons */
  widget?: 'input' | 'textarea' | 'radio' | 'select' | 'number' | 'password';
  /** escape hatch: custom form item content (inside the Form.Item) */
  render?: (ctx: FormContext<Row>) => ReactNode;
  disabledOnEdit?: boolean;
  initialValue?: unknown;
  /** shown only while this holds for the dialog's current values (e.g. menu fields by menu type) */
  showIf?: (values: AnyRow, row?: Row) => boolean;
  /** grid span in a two-column dialog (definition.formColumns = 2); default 12, 24 for a full row */
  span?: 12 | 24;
  /** only in the add dialog (e.g. the initial password) */
  addOnly?: boolean;
  /** a hint under the field */
  extra?: ReactNode;
}

export interface FieldDef<Row extends AnyRow = AnyRow> {
  name: string;
  /** i18n key, e.g. 'system:config.configName' */
  label: string;
  type?: FieldType;
  /** dictionary type for `dict` fields */
  dict?: string;
  /** static options for `select` fields */
  options?: Option[];
  /** options fetched once when the page opens, for `select` and `tree` fields (roles, departments…) */
  loadOptions?: () => Promise<Option[]>;
  /** a select or tree field holding several values */
  multiple?: boolean;
  /** the column; false hides it; default shown */
  table?: boolean | TableOpts<Row>;
  /** the search widget; absent means not searchable */
  search?: SearchWidget;
  /** a `select` search of several values, sent comma-separated (e.g. status=0,1,3) */
  searchMultiple?: boolean;
  /**
   * a `dateRange` search's parameter name: params[begin<name>]/params[end<name>]; by default the
   * first range is RuoYi's Time, the others their field's name
   */
  rangeParam?: string;
  /** the dialog field; false hides it; default shown except for datetime fields */
  form?: boolean | FormOpts<Row>;
  /**
   * for `switch` columns: the two stored values and the change call (it may ask first and throw
   * to cancel); the list reloads after it either way
   */
  switchValues?: [on: string, off: string];
  onSwitch?: (row: Row, value: string) => Promise<unknown>;
}

export interface PageResult<Row> {
  rows: Row[];
  total: number;
}

/** The calls a list page makes; crudApi(base) builds the RuoYi set. */
export interface CrudApi<Row extends AnyRow> {
  /** the path of crudApi's verbs, where they are the RuoYi set */
  base?: string;
  list: (query: Record<string, unknown>) => Promise<PageResult<Row>>;
  get: (id: string | number) => Promise<Row>;
  add: (body: AnyRow) => Promise<unknown>;
  update: (body: AnyRow) => Promise<unknown>;
  remove: (ids: (string | number)[]) => Promise<unknown>;
  exportFile: (query: Record<string, unknown>, filename: string) => unknown;
}

export interface ToolbarContext<Row extends AnyRow> {
  selectedRows: Row[];
  selectedKeys: (string | number)[];
  query: Record<string, unknown>;
  reload: () => void;
  /** opens the add dialog, e.g. with the parent filled in ("add a child") */
  openAdd: (defaults?: AnyRow) => void;
  openEdit: (row: Row) => void;
}

export type BodySchema = z.ZodObject<z.ZodRawShape>;

/**
 * The add/edit body's schema, or a loader of it: `() => import('contract/x').then((m) => m.xInput)`.
 * Only the dialog needs it, and a contract module brings zod (24 KB gzip) and its schemas' set-up
 * with it: loaded, the list's first rows wait for neither (bench/pages.mjs).
 */
export type BodySchemaSource = SchemaSource<BodySchema>;

export interface CrudDefinition<Row extends AnyRow = AnyRow> {
  /** i18n key of the entity name used in dialog titles ("添加参数") */
  title: string;
  rowKey: Extract<keyof Row, string>;
  /** permission prefix: `${permission}:list|query|add|edit|remove|export` */
  permission: string;
  api: CrudApi<Row>;
  fields: FieldDef<Row>[];
  /** zod schema of the add/edit body (from contract/), or its loader (see BodySchemaSource) */
  schema?: BodySchemaSource;
  /** export file name prefix, e.g. 'config' → config_1700000000000.xlsx */
  exportName?: string;
  /** initial search values (restored on reset) */
  defaultQuery?: Record<string, unknown>;
  /** initial values of the add dialog */
  formDefaults?: () => AnyRow;
  /** after an add, edit or delete (e.g. to forget a cached dictionary) */
  onChanged?: () => void;
  /** escape hatches */
  toolbarExtra?: (ctx: ToolbarContext<Row>) => ReactNode;
  rowActions?: (row: Row, ctx: ToolbarContext<Row>) => ReactNode;
  /** rows that may not be edited or deleted (e.g. the administrator role): their buttons are hidden */
  rowEditable?: (row: Row) => boolean;
  rowRemovable?: (row: Row) => boolean;
  /** actions the page does not offer; without 'selection' the toolbar's edit and delete go too */
  hide?: ('add' | 'edit' | 'remove' | 'export' | 'rowActions' | 'selection')[];
  /**
   * A tree list (menus, departments): the list call returns every row (no paging), shown nested
   * by `parentKey`, with an expand/collapse-all button.
   */
  tree?: { parentKey: string };
  /** Excel import: an Import button (permission `${permission}:import`) and its upload dialog */
  importer?: {
    /** POST multipart `file` with `updateSupport` (true/false) */
    url: string;
    /** GET: the .xlsx template */
    templateUrl: string;
    templateName: string;
    /** false hides "update existing records" where an import only adds (pre-orders) */
    updateSupport?: boolean;
    /** true shows "allow duplicates" where the server refuses rows identical to stored ones (bookings: no key to match on) */
    allowDuplicates?: boolean;
  };
  /**
   * prefix of the search and edit forms' names (field ids `${formName}-edit_x`), by default the
   * permission prefix ('system:user' → 'system-user'): the pages of open tabs stay mounted side by
   * side, so ids must differ between pages; pages shown together (a page and a picker in a drawer)
   * set their own
   */
  formName?: string;
  /** 2 lays the dialog out in two columns (RuoYi's user dialog) */
  formColumns?: 1 | 2;
  formWidth?: number;
}

/** The prefix of a definition's form ids (see `formName`). */
export const formNameOf = (def: Pick<CrudDefinition<AnyRow>, 'formName' | 'permission'>): string =>
  def.formName ?? def.permission.replace(/[^\w-]+/g, '-');
