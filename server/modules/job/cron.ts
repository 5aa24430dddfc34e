import { Cron, type CronOptions } from 'croner';

/**
 * Six-part patterns with seconds (five-part ones too), in the server's time zone. Quartz habits
 * that RuoYi users type are accepted: `?`, `L`, `W`, `#` and a numeric step start (`0/10`).
 * Weekdays are 0-6 from Sunday (or names: MON-FRI), not Quartz's 1-7.
 */
export const CRON_OPTIONS: CronOptions = { sloppyRanges: true };

/** Why croner refuses the expression, or 'never' if it parses but would never fire; null when fine. */
export function cronProblem(expression: string): string | null {
  try {
    const cron = new Cron(expression, { ...CRON_OPTIONS, paused: true });
    const next = cron.nextRun();
    cron.stop();
    return next ? null : 'never';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The next `n` fire times after `from`; empty for an invalid expression. */
export function nextFireTimes(expression: string, n: number, from = new Date()): Date[] {
  try {
    const cron = new Cron(expression, { ...CRON_OPTIONS, paused: true });
    const runs = cron.nextRuns(n, from);
    cron.stop();
    return runs;
  } catch {
    return [];
  }
}

/** The latest fire time at or before `at` (croner's previousRuns excludes its reference). */
export function lastFireTime(cron: Cron, at = new Date()): Date | null {
  return cron.previousRuns(1, new Date(at.getTime() + 1))[0] ?? null;
}
