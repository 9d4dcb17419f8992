// The job's side panel and the row dialogs: notes, messages, interviews, activity (API.md job_notes, job_messages,
// candidates_interview_schedule, job_activity).

export interface NoteRow {
  encrypted_id: string;
  notes: string;
  created_at: string;
  username: string;
}

export interface MessageRow {
  encrypted_id: string;
  candidate_id: string;
  candidate_name: string;
  job_id: string;
  message: string;
  created_at: string;
  username: string;
}

/** An interview row of GET /api/candidates_interview_schedule (shared-ui's, with issue 18's fields). */
export type { Interview as InterviewRow } from 'shared-ui';

export interface ActivityRow {
  kind: 'status' | 'event';
  changed_on: string;
  changed_to: string;
  entered_by: string;
  date_time: string;
}

export interface AssignableCandidate {
  encrypted_id: string;
  candidate_id: string;
  candidate_name: string;
  primary_email: string;
  main_status: string;
  sub_status: string;
}
