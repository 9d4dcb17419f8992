import { apiSend } from 'shared-auth';
import type { CreatedEnvelope, SaveReportBody } from './types';

/** POST /api/reports: saves a custom report (client, job, name, columns in order). */
export function createReport(body: SaveReportBody): Promise<CreatedEnvelope> {
  return apiSend<CreatedEnvelope>('POST', 'reports', body);
}
