import { UnauthorizedPanel, usePermission } from 'shared-auth';
import { LoadingBlock } from 'shared-ui';
import { EMPTY_JOB } from './job-form-model';
import { JobForm } from './job-form';

/** /joborders/add: only with the Job Orders add permission. */
export function JobAddPage() {
  const permission = usePermission('Job Orders');
  if (permission.isLoading) return <LoadingBlock />;
  if (!permission.m_add) return <UnauthorizedPanel />;
  return <JobForm mode="add" initialValues={EMPTY_JOB} />;
}
