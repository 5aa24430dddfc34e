import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).optional();

/**
 * The flags of every `POST importData` (query string, or multipart fields sent before the file).
 * updateSupport: rows whose key already exists update the stored row (RuoYi's meaning); otherwise
 * they are reported as bad rows. keepGood (default true): save the good rows and report the bad
 * ones; false refuses the whole file when any row is bad, storing nothing.
 */
export const importQuery = z.object({ updateSupport: flag, keepGood: flag });

/** What POST importData reports, in `data`, besides the summary in `msg`. */
export const importReport = z.object({
  inserted: z.number(),
  updated: z.number(),
  failed: z.number(),
  /** "row 4: userName: required", by sheet row number (at most the first 100) */
  errors: z.array(z.string()),
});
export type ImportReport = z.infer<typeof importReport>;
