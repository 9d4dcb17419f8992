import { useMemo } from 'react';
import { UnauthorizedPanel, usePermission } from 'shared-auth';
import { ErrorPanel, LoadingBlock } from 'shared-ui';
import { useJob } from '../api/get-job';
import { valuesFromJob } from './job-form-model';
import { JobForm } from './job-form';
import { JobNotFound } from './job-not-found';

/** /joborders/:id/edit: the form prefilled (only with the edit permission). */
export function JobEditPage({ id }: { id: string }) {
  const permission = usePermission('Job Orders');
  const { data: job, error, isLoading, mutate } = useJob(id);
  const initialValues = useMemo(() => (job ? valuesFromJob(job) : null), [job]);
  if (permission.isLoading || isLoading) return <LoadingBlock />;
  if (!permission.m_edit) return <UnauthorizedPanel />;
  if (error)
    return (error as { response?: { status?: number } }).response?.status === 404 ? (
      <JobNotFound />
    ) : (
      <ErrorPanel onRetry={() => void mutate()} />
    );
  if (!job || !initialValues) return <JobNotFound />;
  return <JobForm key={job.encrypted_id} mode="edit" job={job} initialValues={initialValues} />;
}
