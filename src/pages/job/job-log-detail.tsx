import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JobLogRow } from '../../../contract/job';
import { DictTag } from '../../components/crud/dict-tag';
import { useDict } from '../../lib/dict';

interface Props {
  row: JobLogRow;
  open: boolean;
  onClose: () => void;
}

/** One run: what fired it, how long it took, and the error if it failed. */
export function JobLogDetail({ row, open, onClose }: Props) {
  const { t } = useTranslation(['job']);
  const dicts = useDict('sys_job_group', 'sys_common_status');
  const items = [
    { key: 'jobLogId', label: t('job:jobLog.jobLogId'), children: row.jobLogId },
    { key: 'jobGroup', label: t('job:jobGroup'), children: <DictTag options={dicts.sys_job_group} value={row.jobGroup} /> },
    { key: 'jobName', label: t('job:jobName'), children: row.jobName },
    { key: 'status', label: t('job:jobLog.status'), children: <DictTag options={dicts.sys_common_status} value={row.status} /> },
    { key: 'startTime', label: t('job:jobLog.startTime'), children: row.startTime },
    { key: 'stopTime', label: t('job:jobLog.stopTime'), children: row.stopTime },
    { key: 'durationMs', label: t('job:jobLog.durationMs'), children: row.durationMs },
    { key: 'runner', label: t('job:jobLog.runner'), children: row.runner },
    { key: 'invokeTarget', label: t('job:invokeTarget'), span: 2, children: row.invokeTarget },
    { key: 'jobMessage', label: t('job:jobLog.jobMessage'), span: 2, children: row.jobMessage },
    ...(row.status === '1'
      ? [{ key: 'exceptionInfo', label: t('job:jobLog.exceptionInfo'), span: 2, children: <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}>{row.exceptionInfo}</pre> }]
      : []),
  ];
  return (
    <Modal title={t('job:jobLog.detail')} open={open} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <Descriptions column={2} size="small" bordered items={items} />
    </Modal>
  );
}
