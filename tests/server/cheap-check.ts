import { expect } from 'vitest';
import type { z } from 'zod';

/** A row's filled-in cells: the fields left undefined are cells left blank. */
export const cellsOf = (row: Record<string, string | undefined>) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)) as Record<string, string>;

/**
 * Checks that a cheap check vouches only for rows `schema` accepts, answering what it answers,
 * and answers how many it vouched for (a check that vouches for nothing proves nothing).
 */
export function vouchesAsSchema(rows: Iterable<Record<string, string | undefined>>, accept: (cells: Record<string, string>) => unknown, schema: z.ZodType): number {
  let vouched = 0;
  for (const row of rows) {
    const cells = cellsOf(row);
    const accepted = accept(cells);
    if (!accepted) continue;
    vouched++;
    const parsed = schema.safeParse(cells);
    expect(parsed.success, JSON.stringify(cells)).toBe(true);
    expect(accepted, JSON.stringify(cells)).toStrictEqual(parsed.data);
  }
  return vouched;
}
