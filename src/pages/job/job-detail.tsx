import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JobRow } from '../../../contract/job';
import { DictTag } from '../../components/crud/dict-tag';
import { useDict } from '../../lib/dict';

interface Props {
  row: JobRow;
  open: boolean;
  onClose: () => void;
}

/** A job's definition and its next firing, read-only (RuoYi's "任务详细"). */
export function JobDetail({ row, open, onClose }: Props) {
  const { t } = useTranslation(['job', 'crud', 'system']);
  const dicts = useDict('sys_job_group', 'sys_job_status');
  const items = [
    { key: 'jobId', label: t('job:jobId'), children: row.jobId },
    { key: 'jobGroup', label: t('job:jobGroup'), children: <DictTag options={dicts.sys_job_group} value={row.jobGroup} /> },
    { key: 'jobName', label: t('job:jobName'), children: row.jobName },
    { key: 'createTime', label: t('job:createTime'), children: row.createTime },
    { key: 'cronExpression', label: t('job:cronExpression'), children: row.cronExpression },
    { key: 'nextValidTime', label: t('job:nextValidTime'), children: row.nextValidTime },
    { key: 'invokeTarget', label: t('job:invokeTarget'), span: 2, children: row.invokeTarget },
    { key: 'status', label: t('system:status'), children: <DictTag options={dicts.sys_job_status} value={row.status} /> },
    { key: 'concurrent', label: t('job:concurrent'), children: t(`job:concurrentOptions.${row.concurrent}`) },
    { key: 'misfirePolicy', label: t('job:misfirePolicy'), children: t(`job:misfire.${row.misfirePolicy === '0' ? '3' : row.misfirePolicy}`) },
    { key: 'remark', label: t('job:remark'), children: row.remark },
  ];
  return (
    <Modal title={t('job:detail')} open={open} onCancel={onClose} footer={null} width={700} destroyOnHidden>
      <Descriptions column={2} size="small" bordered items={items} />
    </Modal>
  );
}
