import { apiSend } from 'shared-auth';

/** PUT /api/candidate_job_status: moves the candidate's link to a main and sub status (both required). */
export function updateLinkStatus(linkId: string, mainStatusId: string, subStatusId: string) {
  return apiSend<{ status: boolean; message: string }>('PUT', 'candidate_job_status', {
    encrypted_id: linkId,
    mainstatus_id: mainStatusId,
    mainsubstatus_id: subStatusId,
  });
}
