import { CloseOutlined, DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { JobLogRow } from '../../../contract/job';
import { showFeedback } from '../../lib/feedback';
import { HasPermi } from '../../lib/permission';
import { cleanJobLog } from './api';
import { JobLogDetail } from './job-log-detail';

/** The scheduled jobs page, where "close" returns to. */
export const JOB_PATH = '/monitor/job';

export function JobLogRowActions({ row }: { row: JobLogRow }) {
  const { t } = useTranslation(['job']);
  const [open, setOpen] = useState(false);
  return (
    <HasPermi value={['monitor:job:query']}>
      <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setOpen(true)}>
        {t('job:details')}
      </Button>
      <JobLogDetail row={row} open={open} onClose={() => setOpen(false)} />
    </HasPermi>
  );
}

interface ToolbarProps {
  reload: () => void;
  /** the job the log is narrowed to (?jobId=), with its name once known */
  job?: { jobId: number; jobName?: string };
}

/** Clean (the whole log, confirmed), close (back to the jobs), and the job filter's tag. */
export function JobLogToolbar({ reload, job }: ToolbarProps) {
  const { t } = useTranslation(['job', 'crud']);
  const navigate = useNavigate();
  const clean = () =>
    showFeedback((f) =>
      f.modal.confirm({
        title: t('crud:systemPrompt'),
        content: t('job:jobLog.confirmClean'),
        okText: t('crud:confirm'),
        cancelText: t('crud:cancel'),
        onOk: async () => {
          if (!(await cleanJobLog().then(() => true, () => false))) return;
          reload();
          showFeedback((g) => void g.message.success(t('job:jobLog.cleanSuccess')));
        },
      }),
    );
  return (
    <>
      <HasPermi value={['monitor:job:remove']}>
        <Button color="danger" variant="outlined" icon={<DeleteOutlined />} onClick={clean}>
          {t('job:jobLog.clean')}
        </Button>
      </HasPermi>
      <Button color="orange" variant="outlined" icon={<CloseOutlined />} onClick={() => navigate(JOB_PATH)}>
        {t('crud:close')}
      </Button>
      {job && (
        <Tag closable color="blue" onClose={() => navigate('/job/log')} closeIcon={<span title={t('job:jobLog.allJobs')}>×</span>}>
          {t('job:jobLog.ofJob', { name: job.jobName ?? job.jobId })}
        </Tag>
      )}
    </>
  );
}
