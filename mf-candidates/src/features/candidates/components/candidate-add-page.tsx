import { useMemo } from 'react';
import { usePermission } from 'shared-auth';
import { LoadingBlock, UnauthorizedNotice } from './states';
import { blankValues } from './form/candidate-form-model';
import { CandidateForm } from './form/candidate-form';

/** /candidates/add (with Candidates add permission). */
export function CandidateAddPage() {
  const permission = usePermission('Candidates');
  const initial = useMemo(() => blankValues(), []);
  if (permission.isLoading) return <LoadingBlock />;
  if (!permission.m_add) return <UnauthorizedNotice />;
  return <CandidateForm mode="add" initialValues={initial} />;
}
