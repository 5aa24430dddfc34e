import { CaretRightOutlined, EyeOutlined, ScheduleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { JobRow } from '../../../contract/job';
import { showFeedback } from '../../lib/feedback';
import { HasPermi } from '../../lib/permission';
import { runJob } from './api';
import { JobDetail } from './job-detail';

export const JOB_LOG_PATH = '/job/log';

/** Run once (confirmed), details, and this job's log. */
export function JobRowActions({ row }: { row: JobRow }) {
  const { t } = useTranslation(['job', 'crud']);
  const navigate = useNavigate();
  const [detail, setDetail] = useState(false);

  const run = () =>
    showFeedback((f) =>
      f.modal.confirm({
        title: t('crud:systemPrompt'),
        content: t('job:confirmRun', { name: row.jobName }),
        okText: t('crud:confirm'),
        cancelText: t('crud:cancel'),
        onOk: async () => {
          const res = await runJob(row.jobId, row.jobGroup).catch(() => undefined);
          if (!res) return;
          showFeedback((g) => void (res.data.status === '0' ? g.message.success(res.msg) : g.message.warning(res.msg)));
        },
      }),
    );

  return (
    <>
      <HasPermi value={['monitor:job:changeStatus']}>
        <Button type="link" size="small" icon={<CaretRightOutlined />} onClick={run}>
          {t('job:runOnce')}
        </Button>
      </HasPermi>
      <HasPermi value={['monitor:job:query']}>
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setDetail(true)}>
          {t('job:details')}
        </Button>
        <Button type="link" size="small" icon={<ScheduleOutlined />} onClick={() => navigate(`${JOB_LOG_PATH}?jobId=${row.jobId}`)}>
          {t('job:log')}
        </Button>
      </HasPermi>
      <JobDetail row={row} open={detail} onClose={() => setDetail(false)} />
    </>
  );
}

/** The toolbar's "job log" button: the log of every job. */
export function JobLogButton() {
  const { t } = useTranslation(['job']);
  const navigate = useNavigate();
  return (
    <HasPermi value={['monitor:job:query']}>
      <Button color="cyan" variant="outlined" icon={<ScheduleOutlined />} onClick={() => navigate(JOB_LOG_PATH)}>
        {t('job:log')}
      </Button>
    </HasPermi>
  );
}
