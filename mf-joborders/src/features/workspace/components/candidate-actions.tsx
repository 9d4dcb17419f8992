import { useState } from 'react';
import { LuCalendarPlus, LuMail, LuMessageSquare, LuStickyNote } from 'react-icons/lu';
import { useSWRConfig } from 'swr';
import { usePermission } from 'shared-auth';
import { InterviewFormDialog, relativeTime, Box, Grid, IconButton, Stack, Text, invalidateKeys, keys } from 'shared-ui';
import { createCandidateNote } from '../api/create-candidate-note';
import { createJobMessage } from '../api/create-job-message';
import { useJobMessages } from '../api/get-job-messages';
import { TextEntryDialog } from './text-entry-dialog';

export interface CandidateOnJob {
  candidate_id: string;
  candidate_name: string;
  primary_email: string;
  job_id: string;
}

/** Both modules' edit flag lets one write a candidate's notes, messages and interviews (the server checks too). */
export function useCanWriteLinks(): boolean {
  const jobs = usePermission('Job Orders');
  const candidates = usePermission('Candidates');
  return jobs.m_edit || candidates.m_edit;
}

function EarlierMessages({ jobId, candidateId }: { jobId: string; candidateId: string }) {
  const { data } = useJobMessages(jobId, candidateId);
  if (!data?.length) return null;
  return (
    <Stack
      gap={2}
      maxH="12rem"
      overflowY="auto"
      borderWidth="1px"
      rounded="md"
      p={2}
      bg="bg.subtle"
    >
      {data.map((m) => (
        <Box key={m.encrypted_id}>
          <Text fontSize="sm" whiteSpace="pre-wrap">
            {m.message}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {m.username} · {relativeTime(m.created_at)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/** The row icons of a candidate on a job: mail, notes, message to candidate, schedule interview (spec 2.1 Actionable). */
export function CandidateActions({ row }: { row: CandidateOnJob }) {
  const { mutate } = useSWRConfig();
  const canWrite = useCanWriteLinks();
  // interviews need Candidates edit (the server's rule)
  const canSchedule = usePermission('Candidates').m_edit;
  const [open, setOpen] = useState<'notes' | 'message' | 'interview' | null>(null);
  const close = () => setOpen(null);
  return (
    // two by two in a laptop's table (the row's columns keep their room), in one line on a phone's card
    <Grid templateColumns={{ base: 'repeat(4, auto)', lg: 'repeat(2, auto)' }} gap={0.5} w="max-content">
      <IconButton
        asChild
        aria-label={`Mail ${row.candidate_name}`}
        title="Mail"
        size="xs"
        variant="ghost"
      >
        <a href={`mailto:${row.primary_email}`}>
          <LuMail />
        </a>
      </IconButton>
      {canWrite && (
        <>
          <IconButton
            aria-label={`Notes on ${row.candidate_name}`}
            title="Notes"
            size="xs"
            variant="ghost"
            onClick={() => setOpen('notes')}
          >
            <LuStickyNote />
          </IconButton>
          <IconButton
            aria-label={`Message to ${row.candidate_name}`}
            title="Message to candidate"
            size="xs"
            variant="ghost"
            onClick={() => setOpen('message')}
          >
            <LuMessageSquare />
          </IconButton>
          {canSchedule && (
            <IconButton
              aria-label={`Schedule interview for ${row.candidate_name}`}
              title="Schedule interview"
              size="xs"
              variant="ghost"
              onClick={() => setOpen('interview')}
            >
              <LuCalendarPlus />
            </IconButton>
          )}
          <TextEntryDialog
            open={open === 'notes'}
            title={`Notes · ${row.candidate_name}`}
            label="Notes"
            draft={{ id: 'job-candidate-note', record: row.candidate_id }}
            onClose={close}
            onSubmit={async (text) => {
              await createCandidateNote(row.candidate_id, text);
              void invalidateKeys(mutate, keys.jobs.one(row.job_id), keys.candidates.one(row.candidate_id));
            }}
          />
          <TextEntryDialog
            open={open === 'message'}
            title={`Message to ${row.candidate_name}`}
            label="Message"
            draft={{ id: 'job-candidate-message', record: `${row.job_id}:${row.candidate_id}` }}
            onClose={close}
            onSubmit={async (text) => {
              await createJobMessage(row.job_id, row.candidate_id, text);
              void invalidateKeys(mutate, keys.jobs.messages(row.job_id), keys.candidates.messages(row.candidate_id));
            }}
          >
            {open === 'message' && (
              <EarlierMessages jobId={row.job_id} candidateId={row.candidate_id} />
            )}
          </TextEntryDialog>
          <InterviewFormDialog
            open={open === 'interview'}
            jobId={row.job_id}
            candidate={{ id: row.candidate_id, name: row.candidate_name }}
            onClose={close}
          />
        </>
      )}
    </Grid>
  );
}
