import { parseInvokeTarget, taskExamples, taskNames, type JobInput } from '../../../contract/job.js';
import { badRequest } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { cronProblem } from './cron.js';

/** What is wrong with a cron expression ("cronExpression: " and croner's reason), or null. */
export function cronMessage(lang: Lang, expression: string): string | null {
  const problem = cronProblem(expression);
  if (!problem) return null;
  return `cronExpression: ${problem === 'never' ? msg(lang, 'cronNever') : msg(lang, 'cronInvalid', problem)}`;
}

/** 400 naming cronExpression, with croner's reason. */
export function checkCron(lang: Lang, expression: string) {
  const problem = cronMessage(lang, expression);
  if (problem) throw badRequest(problem, 'cronExpression');
}

/** 400 naming invokeTarget: bad syntax, a task the code does not register, or arguments its schema refuses. */
export function checkInvokeTarget(lang: Lang, target: string) {
  const parsed = parseInvokeTarget(target);
  if (parsed.ok) return parsed;
  const reason =
    parsed.problem === 'unknown'
      ? msg(lang, 'invokeUnknown', parsed.name ?? '', taskNames.join(', '))
      : parsed.problem === 'args'
        ? msg(lang, 'invokeArgs', parsed.name ?? '', parsed.detail ?? '')
        : msg(lang, 'invokeSyntax', taskExamples.cleanLogs);
  throw badRequest(`invokeTarget: ${reason}`, 'invokeTarget');
}

export function checkJob(lang: Lang, input: Pick<JobInput, 'cronExpression' | 'invokeTarget'>) {
  checkInvokeTarget(lang, input.invokeTarget);
  checkCron(lang, input.cronExpression);
}
