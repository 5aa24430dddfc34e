import { z } from 'zod';

import { DEFAULT_PAGE_SIZE, MAX_INT, MAX_PAGE_SIZE } from './constants.js';

export { DEFAULT_PAGE_SIZE, MAX_INT, MAX_PAGE_SIZE, SUCCESS_CODE } from './constants.js';

/**
 * Whether a 'yyyy-MM-dd[ HH:mm[:ss]]' text names a moment that exists: the shape alone lets
 * 2024-02-30 or 25:61 through, and the database then fails with a server error.
 */
export function isRealDateTime(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return false;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v))) as number[];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return y >= 1900 && y <= 9999 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

/** A date (and time) text of the given shape that is also a real calendar moment. */
export const calendarText = (shape: RegExp, message: string) =>
  z
    .string()
    .trim()
    .regex(shape, message)
    .refine(isRealDateTime, 'no such date or time');

export const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const DAY_MINUTE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
/** yyyy-MM-dd, optionally with HH:mm or HH:mm:ss */
export const DAY_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), msg: z.string(), data });

export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ code: z.number(), msg: z.string(), rows: z.array(row), total: z.number() });

export const okResult = z.object({ code: z.number(), msg: z.string() });

const intFromQuery = (fallback: number, max?: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(max ?? Number.MAX_SAFE_INTEGER)
    .default(fallback);

/** RuoYi list query: paging, whitelisted sort, and a date range under params[...]. */
export const pageQuery = z.object({
  pageNum: intFromQuery(1, 1_000_000),
  pageSize: intFromQuery(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  orderByColumn: z.string().max(64).optional(),
  isAsc: z.enum(['ascending', 'descending', 'asc', 'desc']).optional(),
  'params[beginTime]': calendarText(DAY_TIME, 'expected yyyy-MM-dd').optional(),
  'params[endTime]': calendarText(DAY_TIME, 'expected yyyy-MM-dd').optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** "1,2,3" in a DELETE path. */
export const idList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'expected comma-separated ids')
  .transform((s) => s.split(',').map(Number))
  .refine((ids) => ids.every((n) => n >= 1 && n <= MAX_INT), 'an id is out of range');

export const idParam = z.object({ id: z.coerce.number().int().positive().max(MAX_INT) });

/** '0' normal, '1' disabled: RuoYi's status flag. */
export const statusFlag = z.enum(['0', '1']);

export const permissionString = z.string().regex(/^([\w-]+|\*)(:([\w-]+|\*)){1,3}$/);

const commaInts = (what: string) => z.string().trim().regex(/^\d{1,9}(,\d{1,9})*$/, `expected comma-separated ${what}`).transform((s) => s.split(',').map(Number));

/**
 * RuoYi's drag-to-sort (PUT …/updateSort): `{ menuIds: "3,1,2", orderNums: "1,2,3" }`, the ids
 * under `idsKey` and their new places, as comma lists of the same length.
 */
export const sortBody = <K extends string>(idsKey: K) => {
  const lists = (b: unknown) => b as Record<string, number[]>;
  return z
    .object({ [idsKey]: commaInts('ids'), orderNums: commaInts('numbers') } as Record<K | 'orderNums', ReturnType<typeof commaInts>>)
    .refine((b) => lists(b)[idsKey].length === lists(b).orderNums.length && lists(b)[idsKey].length <= 1000, {
      message: `${idsKey} and orderNums must list as many entries (at most 1000)`,
      path: ['orderNums'],
    })
    .refine((b) => new Set(lists(b)[idsKey]).size === lists(b)[idsKey].length, { message: 'an id is listed twice', path: [idsKey] });
};
