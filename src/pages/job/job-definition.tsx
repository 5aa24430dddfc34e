import type { TFunction } from 'i18next';
import type { JobRow } from '../../../contract/job';
import type { CrudDefinition } from '../../components/crud/types';
import { jobApi } from './api';
import { CronInput } from './cron-input';
import { CronHint, MisfireHint, TaskHint } from './job-hints';
import { JobLogButton, JobRowActions } from './job-row-actions';
import { JobStatusSwitch } from './job-status-switch';

const bodySchema = () => import('../../../contract/job').then((m) => m.jobInput);

/** Scheduled jobs (/monitor/job): RuoYi's page; tasks are the ones the server registers by name. */
export function jobDefinition(t: TFunction): CrudDefinition<JobRow> {
  return {
    title: 'job:title',
    rowKey: 'jobId',
    permission: 'monitor:job',
    api: jobApi,
    schema: bodySchema,
    exportName: 'job',
    formColumns: 2,
    formWidth: 820,
    formDefaults: () => ({ jobGroup: 'DEFAULT', misfirePolicy: '3', concurrent: '1', status: '0' }),
    fields: [
      { name: 'jobId', label: 'job:jobId', form: false, table: { width: 90, sorter: true } },
      { name: 'jobName', label: 'job:jobName', search: 'text', table: { ellipsis: true, sorter: true }, form: { span: 12 } },
      { name: 'jobGroup', label: 'job:jobGroup', type: 'dict', dict: 'sys_job_group', search: 'select', form: { span: 12 } },
      { name: 'invokeTarget', label: 'job:invokeTarget', table: { ellipsis: true }, form: { span: 24, extra: <TaskHint /> } },
      {
        name: 'cronExpression',
        label: 'job:cronExpression',
        table: { ellipsis: true },
        form: { span: 24, extra: <CronHint />, render: () => <CronInput /> },
      },
      {
        name: 'misfirePolicy',
        label: 'job:misfirePolicy',
        type: 'select',
        options: ['1', '2', '3'].map((v) => ({ label: t(`job:misfire.${v}`), value: v })),
        table: false,
        form: { widget: 'radio', span: 24, extra: <MisfireHint /> },
      },
      {
        name: 'concurrent',
        label: 'job:concurrent',
        type: 'select',
        options: ['0', '1'].map((v) => ({ label: t(`job:concurrentOptions.${v}`), value: v })),
        table: false,
        form: { widget: 'radio', span: 12 },
      },
      {
        name: 'status',
        label: 'system:status',
        type: 'dict',
        dict: 'sys_job_status',
        search: 'select',
        form: { widget: 'radio', span: 12 },
        table: { render: (_v, row) => <JobStatusSwitch key={`${row.jobId}:${row.status}`} row={row} /> },
      },
      { name: 'nextValidTime', label: 'job:nextValidTime', type: 'datetime', form: false },
      { name: 'remark', label: 'job:remark', type: 'textarea', table: false, form: { span: 24 } },
    ],
    toolbarExtra: () => <JobLogButton />,
    rowActions: (row) => <JobRowActions row={row} />,
  };
}

