import { useState } from 'react';
import { usePermission } from 'shared-auth';
import { InterviewFormDialog, InterviewItem, Stack, useSearchParams, ListState } from 'shared-ui';
import { useInterviews } from '../../../api/get-candidate-interviews';
import { useJobLinks } from '../../../api/get-candidate-job-orders';
import { deleteItem, PanelHeader } from './panel-kit';

/** Schedule Interviews: the shared interview form for one of the candidate's job orders; each interview with its actions. */
export function InterviewsPanel({ candidateId, candidateName }: { candidateId: string; candidateName: string }) {
  const interviews = useInterviews(candidateId);
  const links = useJobLinks(candidateId);
  const canEdit = usePermission('Candidates').m_edit;
  const [open, setOpen] = useState(false);
  // ?interview=<id>: opened from the calendar
  const [params] = useSearchParams();
  const opened = params.get('interview');
  const jobOptions = (links.data ?? []).map((l) => ({
    value: l.job_id,
    label: `${l.job_title} - ${l.client_name}`,
  }));
  return (
    <Stack gap={3}>
      <PanelHeader open={open} onToggle={() => setOpen(!open)} canAdd={canEdit} />
      <InterviewFormDialog
        open={open}
        onClose={() => setOpen(false)}
        candidate={{ id: candidateId, name: candidateName }}
        jobOptions={jobOptions}
      />
      <ListState state={interviews}>
        {(rows) =>
          rows.map((i) => (
            <InterviewItem
              key={i.encrypted_id}
              interview={i}
              title="job"
              canEdit={canEdit}
              highlight={i.encrypted_id === opened}
              onDelete={() =>
                void deleteItem({
                  title: 'Delete interview',
                  message: 'Are you sure you want to delete Interview ?',
                  kind: 'candidates_interview_schedule',
                  id: i.encrypted_id,
                  then: () => interviews.mutate(),
                })
              }
            />
          ))
        }
      </ListState>
    </Stack>
  );
}
