import { useTranslation } from 'react-i18next';
import { taskExamples, taskNames } from '../../../contract/job-tasks';

/** Under the invoke target: the tasks the server registers, and how to pass arguments. */
export function TaskHint() {
  const { t } = useTranslation(['job']);
  return <>{t('job:taskHint', { names: taskNames.join(', '), example: taskExamples.cleanLogs })}</>;
}

export function CronHint() {
  const { t } = useTranslation(['job']);
  return <>{t('job:cronHint')}</>;
}

export function MisfireHint() {
  const { t } = useTranslation(['job']);
  return <>{t('job:misfireHint')}</>;
}
