import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The shipped backup job: every night at 02:30, the last seven kept; run at start after a night the server was off. */
export const BACKUP_JOB_TARGET = 'backupDatabase({"keep":7})';

/**
 * The embedded database's nightly backup, added at start when no job calls backupDatabase (a
 * migration would add it on PostgreSQL too, where pg_dump does this). To turn it off, pause it:
 * a deleted one comes back with the next start.
 */
export async function ensureBackupJob(db: Db) {
  await db.execute(sql`
    insert into sys_job (job_name, job_group, invoke_target, cron_expression, misfire_policy, concurrent, status, create_by, remark)
    select '备份数据库', 'SYSTEM', ${BACKUP_JOB_TARGET}, '0 30 2 * * *', '1', '1', '0', 'admin',
           'Backup of the embedded database into BACKUP_DIR; keep: how many to keep (README, "Backups")'
    where not exists (select 1 from sys_job where invoke_target like 'backupDatabase%')`);
}
