import type { z } from 'zod';
import { formFields } from '../../src/components/crud/edit-modal';
import { listDefinitionOf } from '../../src/components/crud/first-requests';
import type { BodySchema, CrudDefinition, FieldDef, FormOpts } from '../../src/components/crud/types';
import { fieldSchema, isRequired, loadSchema } from '../../src/components/crud/zod-rules';
import { i18n } from '../../src/lib/i18n';
import { pages } from '../../src/pages/registry';
import { dictFixtures } from './crud-harness';

type Row = Record<string, unknown>;
type Field = FieldDef<Row>;

/** Registered pages that are not kit list pages, and why. */
export const notListPages: Record<string, string> = {
  'monitor/server/index': 'server monitor: cards of live figures (CPU, memory, disks), no list',
  'biz/slot/index': "slot calendar: a week grid of one warehouse's slots, no list",
};

const goodsLine = { itemNo: 'A1', originalQty: 1, unitPrice: 1, cartons: 1, cbm: 1, grossWeight: 1 };

/** What generation cannot know, per registry key; each with its reason. */
interface Override {
  reason: string;
  /** fields of every stored row the definition does not name */
  row?: Row;
  /** the column naming a row, where no typed text field is one */
  display?: string;
  /** fields the server computes from the body */
  derive?: (row: Row) => Row;
  /** dialog values no field type can make up */
  defaults?: Row;
  /** searched and deleted only: adding cannot be driven without the page's own services */
  noAdd?: true;
}
export const overrides: Record<string, Override> = {
  'biz/order/index': {
    reason: 'an order is editable only while editStatus (no field of the list) is 0; its goods lines are a nested table',
    row: { editStatus: '0' },
    defaults: { lines: [goodsLine] },
  },
  'biz/preorder/index': { reason: 'its goods lines are a nested table (the order lines editor)', defaults: { lines: [goodsLine] } },
  'biz/appointment/index': {
    reason:
      'the server numbers a booking (reservationNo, the column naming it); booking needs a free slot the slot calendar ' +
      'offers (SlotSelect), so pages-appointment.test.tsx drives the add and edit',
    display: 'reservationNo',
    noAdd: true,
    derive: (r) => ({ ...r, reservationNo: `R${String(r.appointmentId)}` }),
  },
  'biz/clearance/index': {
    reason:
      'the server numbers a clearance (clearanceNo, the column naming it), so an added row cannot be found by what was typed; ' +
      'its orders come from a picker searching the orders list. Searched, edited and deleted here; the end-to-end test adds',
    display: 'clearanceNo',
    derive: (r) => ({ ...r, clearanceNo: `CL${String(r.clearanceId)}` }),
    noAdd: true,
  },
  'biz/container/index': {
    reason: 'a container is edited while unlocked and not gone, deleted while also empty: locked, status and pallets are server fields no dialog sets',
    row: { locked: '0', status: '0', pallets: 0 },
  },
  'system/dept/index': {
    reason: 'the name column shows the English name in English mode (namePair), so it has a renderer; in Chinese mode it is the name as typed',
    display: 'deptName',
  },
  'system/menu/index': {
    reason: 'the tree column shows the title the server translates from menuName',
    display: 'title',
    derive: (r) => ({ ...r, title: r.menuName }),
  },
};

/** One registered list page, driven through search → add → edit → delete by crud-resources.test.tsx. */
export interface ResourceCase {
  key: string;
  base: string;
  definition: CrudDefinition<Row>;
  seed: Row[];
  /** server-computed fields of a stored row */
  derive: (row: Row) => Row;
  /** the text field whose cell names a row */
  display: string;
  /** a text search field and a value that only seed[0] matches */
  search?: { field: string; value: string };
  /** text typed in the add dialog, by field name; required fields the dialog starts with */
  add?: Record<string, string>;
  /** a text field changed in the edit dialog */
  edit?: { field: string; value: string };
}

const t = i18n.t.bind(i18n);
/** A definition factory gets the page's callbacks: this stub is `t`, holds every permission and answers any callback with nothing. */
const pageStub = new Proxy(t, {
  get: (target, key) => (key === 't' ? target : key === 'permissions' ? ['*:*:*'] : () => undefined),
});

const formOpts = (f: Field): FormOpts<Row> => (typeof f.form === 'object' ? f.form : {});
const textLike = (f: Field) => !f.type || f.type === 'text' || f.type === 'textarea';
const plainCell = (f: Field) => f.table !== false && !(typeof f.table === 'object' && f.table.render);
/** a text box the dialog shows as is, also when editing */
const typeable = (f: Field, editing: boolean) => {
  const o = formOpts(f);
  return textLike(f) && !o.render && !o.showIf && !(editing && (o.addOnly || o.disabledOnEdit)) && !(o.widget && o.widget !== 'input');
};

/** A value of the field's type the contract accepts, for the n-th generated row. */
function sample(f: Field, n: number, tag: string, schema?: z.ZodType): unknown {
  switch (f.type) {
    case 'number':
    case 'money':
      return n + 1;
    case 'date':
      return `2024-01-0${n + 1}`;
    case 'datetime':
      return `2024-01-0${n + 1} 08:00:00`;
    case 'dict':
    case 'select':
    case 'tree':
    case 'switch':
      return valid(schema, [f.options?.[0]?.value ?? dictFixtures[f.dict ?? '']?.[0]?.dictValue ?? '0', '0', '1', 'Y', 'N']);
    default:
      // a value the contract refuses would block the edit dialog: such a field stays empty
      return f.multiple ? [] : valid(schema, textCandidates(tag));
  }
}

/** The first candidate the field's contract schema accepts. */
function valid(schema: z.ZodType | undefined, candidates: unknown[]): unknown {
  return candidates.find((c) => !schema || schema.safeParse(c).success);
}
/** a version number (1.1.1) of its own for each tag, so that generated rows stay told apart */
const versionOf = (tag: string) => {
  const h = [...tag].reduce((sum, c, i) => sum + c.charCodeAt(0) * (i + 7), 0);
  return `${(h % 9) + 1}.${h % 97}.${h % 89}`;
};
const textCandidates = (tag: string) => [tag, `${tag}@example.com`, '13800000000', '2024-06-01', '2024-06-01 10:00:00', '08:00', '0 0 2 * * ?', 'A1', versionOf(tag)];

/** `bodySchema`: the definition's, loaded (the case keeps the definition as it is, loader and all). */
function caseOf(key: string, definition: CrudDefinition<Row>, bodySchema: BodySchema | undefined): ResourceCase {
  const { fields, rowKey } = definition;
  const override = overrides[key] ?? { reason: '' };
  const extra = override.row ?? {};
  const computed = override.derive ?? ((r: Row) => r);
  const base = definition.api.base;
  if (!base) throw new Error(`${key}: its api is not crudApi(base); give it an override`);
  const schema = (f: Field) => fieldSchema(bodySchema, f.name);
  const row = (n: number, tag: string): Row => ({
    ...Object.fromEntries(fields.map((f) => [f.name, sample(f, n, `${tag}${f.name}`, schema(f))])),
    ...extra,
    [rowKey]: n + 1,
  });
  const seed = [row(0, 'alpha'), row(1, 'bravo')].map(computed);
  const hide = definition.hide ?? [];
  const cells = fields.filter((f) => f.name !== rowKey && textLike(f) && plainCell(f));
  const addable = !hide.includes('add') && !override.noAdd;
  const inAdd = formFields(fields, false);
  const display = override.display ?? (addable ? cells.find((f) => inAdd.includes(f) && typeable(f, false)) : cells[0])?.name;
  if (!display) throw new Error(`${key}: no plain text column names a row`);
  const searchField = fields.find((f) => f.search === 'text');
  const search = searchField && { field: searchField.name, value: String(seed[0][searchField.name]) };
  if (!addable) return { key, base, definition, seed, derive: computed, display, search };

  const edit = hide.includes('edit') ? undefined : formFields(fields, true).find((f) => inAdd.includes(f) && typeable(f, true));
  const typed = [...new Set([override.display ? undefined : display, edit?.name].filter((n): n is string => !!n))];
  const add = Object.fromEntries(typed.map((n) => [n, valid(schema(fields.find((f) => f.name === n)!), textCandidates(`added${n}`)) as string]));
  // required fields the dialog does not start with: given as dialog defaults, checked against the contract
  const defaults = { ...definition.formDefaults?.(), ...override.defaults };
  for (const f of inAdd) {
    if (typed.includes(f.name) || defaults[f.name] !== undefined || !isRequired(schema(f))) continue;
    defaults[f.name] = valid(schema(f), [sample(f, 0, 'given', schema(f)), ...textCandidates('given'), 1, [1], ['0'], '1', 'Y']);
  }
  const template = seed[0];
  return {
    key,
    base,
    definition: { ...definition, formDefaults: () => ({ ...defaults }) },
    seed,
    // the server fills what the dialog does not send as it did for the first row
    derive: (r) => computed({ ...template, ...r }),
    display,
    search,
    add,
    edit: edit && { field: edit.name, value: valid(schema(edit), textCandidates(`edited${edit.name}`)) as string },
  };
}

/** Every registered page: its case, or an error when it is neither a kit list page nor in notListPages. */
export async function registryCases(): Promise<{ key: string; case?: ResourceCase; error?: string }[]> {
  return Promise.all(
    Object.entries(pages)
      .filter(([key]) => !(key in notListPages))
      .map(async ([key, page]) => {
        const module = (await page.load()) as Record<string, unknown>;
        const exported = Object.entries(module).filter(([name]) => name.endsWith('Definition'));
        if (exported.length !== 1) return { key, error: `${key}: its page module re-exports ${exported.length} *Definition (want 1)` };
        const definition = listDefinitionOf(module, pageStub) as CrudDefinition<Row> | undefined;
        if (!definition) return { key, error: `${key}: its *Definition export is no list definition` };
        try {
          return { key, case: caseOf(key, definition, await loadSchema(definition.schema)) };
        } catch (e) {
          return { key, error: (e as Error).message };
        }
      }),
  );
}
