import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  cronInvalid: ['Cron表达式不正确：{0}', 'Invalid cron expression: {0}'],
  cronNever: ['Cron表达式永远不会触发', 'The cron expression never fires'],
  invokeSyntax: ['格式应为 任务名 或 任务名({JSON参数})，例如 {0}', 'expected taskName or taskName({json arguments}), e.g. {0}'],
  invokeUnknown: ['任务"{0}"未注册，可用的任务：{1}', 'No task "{0}" is registered; available: {1}'],
  invokeArgs: ['任务"{0}"的参数有误：{1}', 'Wrong arguments for task "{0}": {1}'],
  jobRunSuccess: ['任务已执行：{0}', 'The job ran: {0}'],
  jobRunFailed: ['任务执行失败：{0}', 'The job failed: {0}'],
} as const);
