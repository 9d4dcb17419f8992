// The job's side panel and the row dialogs: notes, messages, interviews, activity (API.md job_notes, job_messages,
// candidates_interview_schedule, job_activity): the contract's (contract/jobs).
import type { Static } from '@sinclair/typebox';
import type {
  ActivityRow as JobActivityRow,
  MessageRow as JobMessageRow,
  NoteRow as JobNoteRow,
} from 'contract/jobs';

export type NoteRow = Static<typeof JobNoteRow>;

export type MessageRow = Static<typeof JobMessageRow>;

/** An interview row of GET /api/candidates_interview_schedule (shared-ui's, with issue 18's fields). */
export type { Interview as InterviewRow } from 'shared-ui';

export type ActivityRow = Omit<Static<typeof JobActivityRow>, 'kind'> & { kind: 'status' | 'event' };

export interface AssignableCandidate {
  encrypted_id: string;
  candidate_id: string;
  candidate_name: string;
  primary_email: string;
  main_status: string;
  sub_status: string;
}
