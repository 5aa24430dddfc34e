import { describe, expect, it } from 'vitest';
import { BOARD_FIGURES, figureLink, type BoardFigureKey, type BoardList } from '../../contract/home';
import { toFormValues, toQuery } from '../../src/components/crud/search-form';
import type { AnyRow, FieldDef } from '../../src/components/crud/types';
import { tansParams } from '../../src/lib/request';
import { appointmentDefinition } from '../../src/pages/appointment/appointment-definition';
import { containerDefinition } from '../../src/pages/container/container-definition';
import { filingDefinition } from '../../src/pages/filing/filing-definition';
import { inventoryDefinition } from '../../src/pages/inventory/inventory-definition';
import { orderDefinition } from '../../src/pages/order/order-definition';
import { preorderDefinition } from '../../src/pages/preorder/preorder-definition';

/*
 * A list opened from a home board figure shows the figure's whole filter in its search form, and
 * searching that form again asks for the very same filter: for every figure of BOARD_FIGURES, on
 * the list page it links to.
 */

const noop = () => undefined;
const t = ((key: string) => key) as never;
const actions = { t, permissions: ['*:*:*'], onMove: noop, onDetail: noop, toolbarExtra: noop, onEnd: noop, onChecked: noop, onAction: noop, onLedger: noop, onLock: noop, onTemporary: noop };
const FIELDS: Record<BoardList, FieldDef<AnyRow>[]> = {
  appointment: appointmentDefinition(actions).fields as FieldDef<AnyRow>[],
  filing: filingDefinition(actions).fields as FieldDef<AnyRow>[],
  order: orderDefinition(actions).fields as FieldDef<AnyRow>[],
  preorder: preorderDefinition(actions).fields as FieldDef<AnyRow>[],
  inventory: inventoryDefinition(actions).fields as FieldDef<AnyRow>[],
  container: containerDefinition(actions).fields as FieldDef<AnyRow>[],
};
const days = { today: '2026-11-28', weekStart: '2026-11-22' };

describe("a board figure's filter, in its list's search form", () => {
  for (const key of Object.keys(BOARD_FIGURES) as BoardFigureKey[]) {
    const list = BOARD_FIGURES[key].list;
    if (!list) continue;
    it(`${key} → ${list}`, () => {
      const link = new URL(figureLink(key, days)!, 'http://console');
      const linked = Object.fromEntries(link.searchParams);
      const fields = FIELDS[list];
      const values = toFormValues(fields, linked);
      // every filter of the link is a value of the form: none is applied unseen
      for (const name of Object.keys(linked)) {
        const range = /^params\[(begin|end)(\w+)\]$/.exec(name);
        if (range) expect(Object.values(values).some((v) => Array.isArray(v) && v.some((d) => d?.format?.('YYYY-MM-DD') === linked[name])), `${key}: ${name}`).toBe(true);
        else expect(values[name], `${key}: ${name}`).toBeDefined();
      }
      // and searching the form asks the list for exactly the link's filter
      const again = new URLSearchParams(decodeURIComponent(tansParams(toQuery(fields, values))).replace(/&$/, ''));
      expect(Object.fromEntries(again)).toEqual(linked);
    });
  }

  it('shows several statuses as several choices', () => {
    const fields = FIELDS.appointment;
    expect(toFormValues(fields, { status: '0,3,8' }).status).toEqual(['0', '3', '8']);
    expect(toQuery(fields, { status: ['0', '3'] })).toEqual({ status: '0,3' });
  });
});
