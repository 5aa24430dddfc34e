import type { JobLogRow } from '../../../contract/job';
import type { CrudDefinition } from '../../components/crud/types';
import { jobLogApi } from './api';
import { JobLogRowActions, JobLogToolbar } from './job-log-actions';

/** The job log: read, delete, clean, export; no add or edit (RuoYi's 调度日志). */
export function jobLogDefinition(job?: { jobId: number; jobName?: string }): CrudDefinition<JobLogRow> {
  return {
    title: 'job:jobLog.title',
    rowKey: 'jobLogId',
    // RuoYi guards the job log with the job permissions: list, query, remove, export
    permission: 'monitor:job',
    formName: 'monitor-job-log',
    api: jobLogApi,
    exportName: 'job_log',
    hide: ['add', 'edit'],
    fields: [
      { name: 'jobLogId', label: 'job:jobLog.jobLogId', table: { width: 100, sorter: true } },
      { name: 'jobName', label: 'job:jobName', search: 'text', table: { ellipsis: true, sorter: true } },
      { name: 'jobGroup', label: 'job:jobGroup', type: 'dict', dict: 'sys_job_group', search: 'select' },
      { name: 'invokeTarget', label: 'job:invokeTarget', table: { ellipsis: true } },
      { name: 'jobMessage', label: 'job:jobLog.jobMessage', table: { ellipsis: true } },
      { name: 'status', label: 'job:jobLog.status', type: 'dict', dict: 'sys_common_status', search: 'select' },
      { name: 'durationMs', label: 'job:jobLog.durationMs', type: 'number', table: { width: 120, sorter: true } },
      { name: 'startTime', label: 'job:jobLog.startTime', type: 'datetime', search: 'dateRange', table: { sorter: true } },
    ],
    toolbarExtra: (ctx) => <JobLogToolbar reload={ctx.reload} job={job} />,
    rowActions: (row) => <JobLogRowActions row={row} />,
  };
}
