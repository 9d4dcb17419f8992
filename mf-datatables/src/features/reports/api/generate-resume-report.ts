import { apiSend } from 'shared-auth';
import type { ListEnvelope, ReportRequest, ResumeRow } from './types';

/** POST /api/resume_report: spec 3.5 candidate rows (one request, whatever the number of candidates). */
export async function generateResumeReport(body: ReportRequest): Promise<ResumeRow[]> {
  return (await apiSend<ListEnvelope<ResumeRow>>('POST', 'resume_report', body)).data ?? [];
}
