// Zod-free, so that the jobs list draws its first rows without the schema library; job.ts gives
// each task its arguments' schema and re-exports these.

/** The tasks a job may call, by the name its invokeTarget gives. */
export const taskNames = ['expireSessions', 'cleanLogs', 'probe', 'vacuumCounts', 'sendMail', 'backupDatabase'] as const;
export type TaskName = (typeof taskNames)[number];
/** One valid invokeTarget per task, for hints. */
export const taskExamples: Record<TaskName, string> = {
  expireSessions: 'expireSessions',
  cleanLogs: 'cleanLogs({"days":180})',
  probe: 'probe',
  vacuumCounts: 'vacuumCounts',
  sendMail: 'sendMail',
  backupDatabase: 'backupDatabase({"keep":7})',
};
