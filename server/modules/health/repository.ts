import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Whether the database answers: one trivial round trip (rejects when it does not). */
export const pingDatabase = async (db: Db) => {
  await db.execute(sql`select 1`);
};
