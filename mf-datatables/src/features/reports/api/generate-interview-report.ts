import { apiSend } from 'shared-auth';
import type { InterviewRow, ListEnvelope, ReportRequest } from './types';

/** POST /api/interview_report: spec 3.5 interview rows of the job's upcoming interviews. */
export async function generateInterviewReport(body: ReportRequest): Promise<InterviewRow[]> {
  return (await apiSend<ListEnvelope<InterviewRow>>('POST', 'interview_report', body)).data ?? [];
}
