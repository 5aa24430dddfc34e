import { z } from 'zod';

/** One status change of a record, as `GET /biz/<entity>/{id}/history` lists them (oldest first). */
export const historyEntry = z.object({
  historyId: z.number(),
  /** which status field moved, e.g. customsStatus */
  field: z.string(),
  /** '' when the record started life in `toStatus` */
  fromStatus: z.string(),
  toStatus: z.string(),
  /** the statuses' dictionary labels in the caller's language */
  fromLabel: z.string(),
  toLabel: z.string(),
  remark: z.string(),
  operBy: z.string(),
  operTime: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;
