import { z } from 'zod';
import { calendarText, DAY_TIME, pageQuery } from './common.js';
import { MAX_INT } from './constants.js';

/** dictionary biz_app_os_type (migration 0013) */
export const OS_TYPES = ['android', 'ios'] as const;
export const osType = z.enum(OS_TYPES);
export type OsType = z.infer<typeof osType>;

/** A release number of the form 1.1.1 (spec §5): three whole numbers, each at most 9999. */
export const versionNo = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,3})\.(0|[1-9]\d{0,3})\.(0|[1-9]\d{0,3})$/, 'expected a version like 1.1.1');

/** −1, 0 or 1 as a is older than, the same as or newer than b (numerically: 1.10.0 is newer than 1.9.9). */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return 0;
}

export const appVersionRow = z.object({
  versionId: z.number(),
  osType,
  versionNo: z.string(),
  buildNo: z.number(),
  updateIntro: z.string(),
  /** sanitised rich text */
  details: z.string(),
  releaseTime: z.string().nullable(),
  /** 'Y': a phone on an older version must update before it goes on */
  forceUpdate: z.enum(['Y', 'N']),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type AppVersionRow = z.infer<typeof appVersionRow>;

export const appVersionInput = z.object({
  versionId: z.number().int().positive().max(MAX_INT).optional(),
  osType,
  versionNo,
  buildNo: z.coerce.number().int().positive().max(MAX_INT),
  updateIntro: z.string().trim().max(500).default(''),
  details: z.string().max(200_000).default(''),
  releaseTime: calendarText(DAY_TIME, 'expected yyyy-MM-dd HH:mm:ss'),
  forceUpdate: z.enum(['Y', 'N']).default('N'),
  remark: z.string().trim().max(500).nullish(),
});
export type AppVersionInput = z.infer<typeof appVersionInput>;

/** params[beginTime]/params[endTime] filter the release time. */
export const appVersionQuery = pageQuery.extend({
  osType: z.union([osType, z.literal('')]).optional(),
  versionNo: z.string().trim().max(20).optional(),
});

/** GET /public/appVersion/latest: what the phone app asks before it starts. */
export const latestVersionQuery = z.object({
  osType,
  /** the version the phone runs; with it the answer says whether an update is due or required */
  version: versionNo.optional(),
});

export const latestVersion = z.object({
  osType,
  versionNo: z.string(),
  buildNo: z.number(),
  updateIntro: z.string(),
  releaseTime: z.string().nullable(),
  /** a newer release than `version` is out (false when no version was given) */
  updateAvailable: z.boolean(),
  /** a release newer than `version` (or, without it, the latest one) must be installed */
  updateRequired: z.boolean(),
});
export type LatestVersion = z.infer<typeof latestVersion>;
