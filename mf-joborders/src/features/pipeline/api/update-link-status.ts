import { apiSend } from 'shared-auth';

/**
 * PUT /api/candidate_job_status: moves the candidate's link to a main and sub status (both required), with the
 * offer's CTC and joining date when the move is to Offered or Joined.
 */
export function updateLinkStatus(
  linkId: string,
  mainStatusId: string,
  subStatusId: string,
  offer: { offered_ctc?: number; expected_joining_date?: string } = {},
) {
  return apiSend<{ status: boolean; message: string }>('PUT', 'candidate_job_status', {
    encrypted_id: linkId,
    mainstatus_id: mainStatusId,
    mainsubstatus_id: subStatusId,
    ...offer,
  });
}
