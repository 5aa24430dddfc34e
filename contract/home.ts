import { z } from 'zod';
import { AT_DOCK, HOLDS_SLOT } from './appointment-states.js';

/** The live counts of the home page, by stable key (the SPA translates home:figures.<key>). */
export const HOME_FIGURE_KEYS = [
  'users',
  'roles',
  'depts',
  'onlineUsers',
  'dictTypes',
  'configs',
  'loginsToday',
  'operationsToday',
] as const;
export type HomeFigureKey = (typeof HOME_FIGURE_KEYS)[number];

export const homeSummary = z.object({
  user: z.object({
    userName: z.string(),
    nickName: z.string(),
    deptName: z.string().nullable(),
    /** role names, in the role order */
    roles: z.array(z.string()),
    loginIp: z.string().nullable(),
    loginDate: z.string().nullable(),
  }),
  figures: z.array(z.object({ key: z.enum(HOME_FIGURE_KEYS), value: z.number() })),
});
export type HomeSummary = z.infer<typeof homeSummary>;

export const homeSummaryResult = z.object({ code: z.number(), msg: z.string(), data: homeSummary });

// ---- the operations board (GET /index/board): what needs doing, per the caller's permissions

export const BOARD_SECTIONS = {
  /** at the docks (biz:appointment:list): today and this week */
  delivery: ['bookedToday', 'expectedToday', 'arrivedToday', 'atDockNow', 'receivedToday', 'onTimeRate', 'avgDwellMinutes', 'receiptsWithDifferences'],
  /** customer service (beside the docks on a laptop: its seven figures take the taller row): pre-orders to check, orders to book, filings to submit or correct, bookings to submit and review */
  service: ['preordersToCheck', 'ordersToBook', 'filingsToSubmit', 'filingsNotPassed', 'bookingsToSubmit', 'bookingsToReview', 'selfBookingsToReview'],
  /** customs (biz:filing:review): filings to accept, review and declare, and the bonded orders not yet filed */
  customs: ['filingsToAccept', 'filingsToReview', 'filingsDeclaring', 'ordersAwaitingCustoms'],
  /** the warehouse: pallets by state (biz:inventory:list), containers to pack and to leave (biz:container:list) */
  stock: ['palletsToPutAway', 'palletsInStock', 'palletsPreassigned', 'containersToPack', 'containersToLeave', 'containersLeftToday'],
} as const;
export type BoardSection = keyof typeof BOARD_SECTIONS;
export type BoardFigureKey = (typeof BOARD_SECTIONS)[BoardSection][number];

/** The lists a figure opens: the console page and the API list route behind it. */
export const BOARD_LISTS = {
  appointment: { page: '/delivery/appointment', api: '/biz/appointment/list', permission: 'biz:appointment:list' },
  filing: { page: '/biz/filing', api: '/biz/filing/list', permission: 'biz:filing:list' },
  order: { page: '/biz/order', api: '/biz/order/list', permission: 'biz:order:list' },
  preorder: { page: '/biz/preorder', api: '/biz/preorder/list', permission: 'biz:preorder:list' },
  inventory: { page: '/stock/inventory', api: '/biz/inventory/list', permission: 'biz:inventory:list' },
  container: { page: '/stock/container', api: '/biz/container/list', permission: 'biz:container:list' },
} as const;
export type BoardList = keyof typeof BOARD_LISTS;

/** The days a figure's filter reads (the server's local calendar days, yyyy-MM-dd). */
export interface BoardDays {
  today: string;
  /** six days before today: "this week" is the last seven days */
  weekStart: string;
}

/** The statuses a booking holds its slot in, as a list filter. */
const HOLDING = HOLDS_SLOT.join(',');

/**
 * One figure: the list it counts and that list's filter (its query string). The server counts
 * the figure with that list's own WHERE over that filter, and links to the list with the same
 * filter, so a figure and the list it opens are one definition and cannot disagree
 * (tests/server/home-board-lists.test.ts holds that for every figure of every demo role).
 * `needs`: the permissions that show the figure beside the list's own: the work it is about.
 * A figure with no list (a rate, an average) measures, it does not count rows.
 */
export interface BoardFigureDef {
  list: BoardList | null;
  needs: readonly string[];
  filter: (d: BoardDays) => Record<string, string>;
  /** it counts what waits: the board shows the oldest waiting item's time */
  oldest?: boolean;
}

const today = (d: BoardDays) => ({ 'params[beginDelivery]': d.today, 'params[endDelivery]': d.today });
const week = (d: BoardDays) => ({ 'params[beginDelivery]': d.weekStart, 'params[endDelivery]': d.today });
const fixed = (q: Record<string, string>) => () => q;
const none = fixed({});

export const BOARD_FIGURES: Record<BoardFigureKey, BoardFigureDef> = {
  bookedToday: { list: 'appointment', needs: [], filter: (d) => ({ ...today(d), status: HOLDING }) },
  expectedToday: { list: 'appointment', needs: [], filter: (d) => ({ ...today(d), status: '3' }) },
  // issue 46: the trucks that came today and those at the dock now, whatever day they were booked for
  arrivedToday: { list: 'appointment', needs: [], filter: (d) => ({ 'params[beginArrival]': d.today, 'params[endArrival]': d.today }) },
  atDockNow: { list: 'appointment', needs: [], filter: fixed({ status: AT_DOCK.join(',') }) },
  receivedToday: { list: 'appointment', needs: [], filter: (d) => ({ ...today(d), status: '8' }) },
  onTimeRate: { list: null, needs: ['biz:appointment:list'], filter: none },
  avgDwellMinutes: { list: null, needs: ['biz:appointment:list'], filter: none },
  receiptsWithDifferences: { list: 'appointment', needs: [], filter: (d) => ({ ...week(d), status: '8', withDifferences: '1' }) },
  // customs' own moves (filing-states.ts movePermission): accept, review, declare
  filingsToAccept: { list: 'filing', needs: ['biz:filing:review'], filter: fixed({ customsStatus: '1' }), oldest: true },
  filingsToReview: { list: 'filing', needs: ['biz:filing:review'], filter: fixed({ customsStatus: '2' }), oldest: true },
  filingsDeclaring: { list: 'filing', needs: ['biz:filing:review'], filter: fixed({ customsStatus: '3' }), oldest: true },
  // only bonded goods need customs release (docs/decisions: non-bonded goods are not under customs)
  ordersAwaitingCustoms: { list: 'order', needs: ['biz:filing:review'], filter: fixed({ bondedStatus: '1', customsStatus: '0', overState: '0' }), oldest: true },
  preordersToCheck: { list: 'preorder', needs: ['biz:preorder:check'], filter: fixed({ checkStatus: '0' }), oldest: true },
  ordersToBook: { list: 'order', needs: ['biz:appointment:add'], filter: fixed({ transportStatus: '0', overState: '0' }) },
  // customer service's moves of a filing: submit it, and correct one customs did not pass
  filingsToSubmit: { list: 'filing', needs: ['biz:filing:submit'], filter: fixed({ customsStatus: '0' }), oldest: true },
  filingsNotPassed: { list: 'filing', needs: ['biz:filing:submit'], filter: fixed({ customsStatus: '4' }), oldest: true },
  bookingsToSubmit: { list: 'appointment', needs: ['biz:appointment:submit'], filter: fixed({ status: '0' }) },
  bookingsToReview: { list: 'appointment', needs: ['biz:appointment:review'], filter: fixed({ status: '2' }) },
  // issue 38: what suppliers booked themselves through their links and the desk has to review
  selfBookingsToReview: { list: 'appointment', needs: ['biz:appointment:review'], filter: fixed({ status: '2', bySupplier: '1' }) },
  palletsToPutAway: { list: 'inventory', needs: [], filter: fixed({ status: '0' }), oldest: true },
  palletsInStock: { list: 'inventory', needs: [], filter: fixed({ status: '1' }) },
  palletsPreassigned: { list: 'inventory', needs: [], filter: fixed({ status: '2' }) },
  containersToPack: { list: 'container', needs: [], filter: fixed({ status: '1' }) },
  containersToLeave: { list: 'container', needs: [], filter: fixed({ status: '3' }) },
  containersLeftToday: { list: 'container', needs: [], filter: (d) => ({ status: '4', 'params[beginLeftTime]': d.today, 'params[endLeftTime]': d.today }) },
};

/** The permissions that show a figure: its list's, and those of the work it counts. */
export const figureNeeds = (key: BoardFigureKey): string[] => {
  const def = BOARD_FIGURES[key];
  return [...(def.list ? [BOARD_LISTS[def.list].permission] : []), ...def.needs];
};

/** The console link of a figure: its list's page with its filter. */
export const figureLink = (key: BoardFigureKey, d: BoardDays): string | null => {
  const def = BOARD_FIGURES[key];
  return def.list ? `${BOARD_LISTS[def.list].page}?${new URLSearchParams(def.filter(d)).toString()}` : null;
};

export interface BoardFigure {
  key: BoardFigureKey;
  /** null: nothing to measure yet (a rate with no arrivals) */
  value: number | null;
  /** the console path of the list it counts, filtered to what it counts */
  link: string | null;
  /** the oldest waiting item's time, where waiting is what is counted */
  oldest?: string | null;
}

export interface Board {
  /** the sections the caller's permissions open, in order */
  sections: { key: BoardSection; figures: BoardFigure[] }[];
  /** today's dock use per warehouse: trucks booked against the places its slots offer */
  docks: { warehouseId: number; warehouseName: string; booked: number; capacity: number }[];
  /**
   * the last 30 days: orders created (with biz:order:list) and trucks received (with
   * biz:appointment:list) per day; a series the caller may not see is absent
   */
  trend: { day: string; orders?: number; received?: number }[];
}
