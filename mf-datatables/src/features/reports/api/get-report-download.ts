import { apiGet } from 'shared-auth';
import type { ReportDownload } from './types';

/** GET /api/reports/{id}/download: the saved columns and today's rows of the report's job. */
export const reportDownloadPath = (id: string) => `reports/${id}/download`;

export function getReportDownload(id: string): Promise<ReportDownload> {
  // a big report takes a while to read: more than the client's default 30 s is allowed
  return apiGet<ReportDownload>(reportDownloadPath(id), undefined, { timeout: 120_000 });
}
