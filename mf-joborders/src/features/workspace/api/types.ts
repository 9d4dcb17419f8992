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

export interface InterviewRow {
  encrypted_id: string;
  candidate_id: string;
  candidate_name: string;
  job_id: string;
  job_title: string;
  client_name: string;
  mode_interview: string;
  date: string;
  hour: string;
  minutes: string;
  timeformat: 'AM' | 'PM';
  duration: number;
  schedule_time: string;
  created_at: string;
  username: string;
}

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

export const INTERVIEW_MODES = [
  'Telephonic',
  'Online Test',
  'Video Conference',
  'Personal',
  'Others',
] as const;
export const INTERVIEW_DURATIONS = [15, 30, 45, 60, 90] as const;

/** POST /api/candidates_interview_schedule body (date Y-M-D, 12-hour time). */
export interface InterviewPayload {
  candidate_id: string;
  job_id: string;
  mode_interview: (typeof INTERVIEW_MODES)[number];
  date: string;
  hour: number;
  minutes: number;
  duration: number;
  timeformat: 'AM' | 'PM';
}
