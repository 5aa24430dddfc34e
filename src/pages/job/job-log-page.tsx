import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CrudPage } from '../../components/crud/crud-page';
import { jobApi } from './api';
import { jobLogDefinition } from './job-log-definition';

/** /job/log, optionally narrowed to one job by ?jobId=. */
export function JobLogPage() {
  const [params] = useSearchParams();
  const raw = params.get('jobId');
  const jobId = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const [jobName, setJobName] = useState<{ jobId: number; name: string }>();

  useEffect(() => {
    if (!jobId) return;
    let live = true;
    jobApi
      .get(jobId)
      .then((job) => live && setJobName({ jobId, name: job.jobName }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [jobId]);

  const name = jobName?.jobId === jobId ? jobName?.name : undefined;
  const definition = useMemo(() => jobLogDefinition(jobId ? { jobId, jobName: name } : undefined), [jobId, name]);
  const fixedQuery = useMemo(() => (jobId ? { jobId } : undefined), [jobId]);
  return <CrudPage key={jobId ?? 'all'} definition={definition} fixedQuery={fixedQuery} />;
}
