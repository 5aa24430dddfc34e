import { beforeAll, describe, expect, it } from 'vitest';
import { BOARD_FIGURES, BOARD_LISTS, BOARD_SECTIONS, figureNeeds, type Board, type BoardFigureKey } from '../../contract/home.js';
import { seedBusinessDemo } from '../../server/demo/index.js';
import { admin, call, cs, customs, lhy, t, useTestApp, type Headers } from './api.js';
import { databaseKind } from './helpers.js';

/*
 * A board figure and the list it opens are one definition (contract/home.ts BOARD_FIGURES): for
 * every demo role, on the demo data, every figure it shows equals the total of its list called
 * with the figure's own filter, and it shows exactly the figures its permissions open. The cases
 * come from the definitions: a new figure is checked the day it is defined.
 */

useTestApp({ logins: ['admin', 'cs', 'customs', 'lhy'] });

const ROLES = ['admin', 'cs', 'customs', 'lhy'] as const;
const headersOf = (role: (typeof ROLES)[number]): Headers => ({ admin, cs, customs, lhy })[role];
const FIGURES = Object.keys(BOARD_FIGURES) as BoardFigureKey[];

/** The sections decided per role, from what each does (decisions.md §4). */
const SECTIONS: Record<(typeof ROLES)[number], string[]> = {
  admin: ['delivery', 'service', 'customs', 'stock'],
  // customer service: bookings at the docks, its own to-do (pre-orders, orders to book, filings to submit), the stock it plans
  cs: ['delivery', 'service', 'stock'],
  // customs: the filings to accept, review and declare, and the bonded orders coming: no deliveries
  customs: ['customs'],
  // the warehouse: the docks and the stock
  lhy: ['delivery', 'stock'],
};

const boards = new Map<string, Board>();
const permissions = new Map<string, string[]>();

beforeAll(async () => {
  await seedBusinessDemo(t.app.db);
  for (const role of ROLES) {
    const res = await call('GET', '/index/board', undefined, headersOf(role));
    expect(res.statusCode).toBe(200);
    boards.set(role, res.json().data);
    permissions.set(role, (await call('GET', '/getInfo', undefined, headersOf(role))).json().permissions);
  }
}, 120_000);

const figureOf = (role: string, key: BoardFigureKey) => boards.get(role)!.sections.flatMap((s) => s.figures).find((f) => f.key === key);
const holds = (role: string, permission: string) => {
  const mine = permissions.get(role)!;
  return mine.includes('*:*:*') || mine.includes(permission);
};

describe(`the board's figures are their lists' totals, per demo role (${databaseKind})`, () => {
  for (const role of ROLES) {
    it(`${role} sees the sections of the work the role does`, () => {
      expect(boards.get(role)!.sections.map((s) => s.key)).toEqual(SECTIONS[role]);
      // a section lists its figures in their defined order
      for (const s of boards.get(role)!.sections) {
        const order = BOARD_SECTIONS[s.key] as readonly string[];
        expect(s.figures.map((f) => order.indexOf(f.key))).toEqual([...s.figures.map((f) => order.indexOf(f.key))].sort((a, b) => a - b));
      }
    });

    for (const key of FIGURES) {
      it(`${role}: ${key}`, async () => {
        const def = BOARD_FIGURES[key];
        const figure = figureOf(role, key);
        // shown exactly when the role holds every permission the figure names
        const visible = figureNeeds(key).every((p) => holds(role, p));
        expect(!!figure, `${key} shown to ${role}`).toBe(visible);
        if (!figure) return;
        if (!def.list) {
          expect(figure.link).toBeNull();
          return;
        }
        const list = BOARD_LISTS[def.list];
        const url = new URL(figure.link!, 'http://console');
        expect(url.pathname).toBe(list.page);
        const res = await call('GET', `${list.api}?${url.searchParams.toString()}&pageNum=1&pageSize=1`, undefined, headersOf(role));
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().total, `${role}: ${key} = its list's total`).toBe(figure.value);
        if (def.oldest && figure.value) expect(figure.oldest).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      });
    }
  }

  it('the demo data gives most figures something to count (the comparisons are not all of zeros)', () => {
    const counted = boards.get('admin')!.sections.flatMap((s) => s.figures).filter((f) => f.link && (f.value ?? 0) > 0);
    expect(counted.length).toBeGreaterThanOrEqual(10);
  });

  it('shows trucks received only to who sees deliveries, orders only to who lists them', () => {
    const customsTrend = boards.get('customs')!.trend;
    expect(customsTrend).toHaveLength(30);
    expect(customsTrend.every((p) => p.received === undefined && typeof p.orders === 'number')).toBe(true);
    expect(boards.get('lhy')!.trend.every((p) => p.orders === undefined && typeof p.received === 'number')).toBe(true);
    expect(boards.get('admin')!.trend.every((p) => typeof p.orders === 'number' && typeof p.received === 'number')).toBe(true);
  });
});
