import type { CronNextResult, JobLogRow, JobRow } from '../../../contract/job';
import { crudApi } from '../../components/crud/crud-api';
import { request } from '../../lib/request';

export const jobApi = crudApi<JobRow>('/monitor/job');
export const jobLogApi = crudApi<JobLogRow>('/monitor/jobLog');

export const changeJobStatus = (jobId: number, status: string) =>
  request({ url: '/monitor/job/changeStatus', method: 'put', data: { jobId, status } });

/** Runs the job once now; answers when the run is logged. */
export const runJob = (jobId: number, jobGroup: string) =>
  request<{ msg: string; data: { jobLogId: number; status: '0' | '1' } }>({ url: '/monitor/job/run', method: 'put', data: { jobId, jobGroup } });

/** The next five fire times, or why the expression is refused (an answer, not an error). */
export const cronNext = async (cronExpression: string) =>
  (await request<{ data: CronNextResult }>({ url: '/monitor/job/cronNext', method: 'get', params: { cronExpression } })).data;

export const cleanJobLog = () => request({ url: '/monitor/jobLog/clean', method: 'delete' });
