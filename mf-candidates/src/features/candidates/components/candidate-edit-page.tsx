import { useMemo } from 'react';
import { usePermission } from 'shared-auth';
import { ErrorPanel } from 'shared-ui';
import { useCandidate } from '../api/get-candidate';
import { useEducation } from '../api/get-candidate-education';
import { useExperience } from '../api/get-candidate-experience';
import { useJobLinks } from '../api/get-candidate-job-orders';
import { CandidateForm } from './form/candidate-form';
import { valuesFromCandidate } from './form/candidate-form-model';
import { CandidateNotFound, isNotFound, LoadingBlock, UnauthorizedNotice } from './states';

/** /candidates/:id/edit: the add layout with the candidate's values, rows and links (Candidates edit). */
export function CandidateEditPage({ id }: { id: string }) {
  const permission = usePermission('Candidates');
  const candidate = useCandidate(id);
  const experience = useExperience(id);
  const education = useEducation(id);
  const links = useJobLinks(id);
  const ready = candidate.data && experience.data && education.data && links.data;
  // The form starts once, from the first complete read; later refreshes do not reset what is typed.
  const initial = useMemo(
    () =>
      ready
        ? valuesFromCandidate(candidate.data!, experience.data!, education.data!, links.data!)
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once
    [Boolean(ready)],
  );
  if (permission.isLoading) return <LoadingBlock />;
  if (!permission.m_edit) return <UnauthorizedNotice />;
  if (isNotFound(candidate.error)) return <CandidateNotFound />;
  const error = candidate.error ?? experience.error ?? education.error ?? links.error;
  if (error)
    return (
      <ErrorPanel
        onRetry={() =>
          void Promise.all([
            candidate.mutate(),
            experience.mutate(),
            education.mutate(),
            links.mutate(),
          ])
        }
      />
    );
  if (!initial || !candidate.data) return <LoadingBlock />;
  return <CandidateForm mode="edit" candidate={candidate.data} initialValues={initial} />;
}
