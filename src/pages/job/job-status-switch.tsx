import { Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobRow } from '../../../contract/job';
import { showFeedback } from '../../lib/feedback';
import { useHasPermi } from '../../lib/permission';
import { changeJobStatus } from './api';

/** The status column: pause or resume after a confirmation (PUT changeStatus). */
export function JobStatusSwitch({ row }: { row: JobRow }) {
  const { t } = useTranslation(['job', 'crud']);
  const allowed = useHasPermi(['monitor:job:changeStatus']);
  const [status, setStatus] = useState(row.status);

  const toggle = (checked: boolean) => {
    const next = checked ? '0' : '1';
    showFeedback((f) =>
      f.modal.confirm({
        title: t('crud:systemPrompt'),
        content: t('job:confirmStatus', { action: t(checked ? 'job:enable' : 'job:disable'), name: row.jobName }),
        okText: t('crud:confirm'),
        cancelText: t('crud:cancel'),
        onOk: async () => {
          try {
            await changeJobStatus(row.jobId, next);
          } catch {
            return; // request() has shown why
          }
          setStatus(next);
          showFeedback((g) => void g.message.success(t(checked ? 'job:enableSuccess' : 'job:disableSuccess')));
        },
      }),
    );
  };

  return <Switch size="small" aria-label={row.jobName} checked={status === '0'} disabled={!allowed} onChange={toggle} />;
}
