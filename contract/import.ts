import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).optional();

/**
 * The flags of every `POST importData` (query string, or multipart fields sent before the file).
 * updateSupport: rows whose key already exists update the stored row (RuoYi's meaning); otherwise
 * they are reported as bad rows. keepGood (default true): save the good rows and report the bad
 * ones; false refuses the whole file when any row is bad, storing nothing. allowDuplicates
 * (default false): an import with no key to match a row on (bookings) refuses a row identical to
 * a stored record as an upload made twice; true says the user means it, and the row is stored.
 */
export const importQuery = z.object({ updateSupport: flag, keepGood: flag, allowDuplicates: flag });

/** What POST importData reports, in `data`, besides the summary in `msg`. */
export const importReport = z.object({
  inserted: z.number(),
  updated: z.number(),
  failed: z.number(),
  /** "row 4: userName: required", by sheet row number (at most the first 100) */
  errors: z.array(z.string()),
});
export type ImportReport = z.infer<typeof importReport>;
