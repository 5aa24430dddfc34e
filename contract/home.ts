import { z } from 'zod';

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
  /** delivery appointments (biz:appointment:list): today and this week at the docks */
  delivery: ['bookedToday', 'expectedToday', 'receivedToday', 'onTimeRate', 'avgDwellMinutes', 'receiptsWithDifferences'],
  /** customs (biz:filing:list): filings waiting at each status, orders waiting for customs */
  customs: ['filingsToSubmit', 'filingsToAccept', 'filingsToReview', 'filingsDeclaring', 'filingsNotPassed', 'ordersAwaitingCustoms'],
  /** customer service (biz:preorder:list): pre-orders, orders and bookings to handle */
  service: ['preordersToCheck', 'ordersToBook', 'bookingsToSubmit', 'bookingsToReview'],
  /** the warehouse (biz:inventory:list): pallets by state, containers to pack and to leave */
  stock: ['palletsToPutAway', 'palletsInStock', 'palletsPreassigned', 'containersToPack', 'containersToLeave', 'containersLeftToday'],
} as const;
export type BoardSection = keyof typeof BOARD_SECTIONS;
export type BoardFigureKey = (typeof BOARD_SECTIONS)[BoardSection][number];

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
  /** the last 30 days: orders created and trucks received per day */
  trend: { day: string; orders: number; received: number }[];
}
