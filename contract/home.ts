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
