// The candidate–job link rules both the web and the server apply (no TypeBox here): the status a new link starts at,
// the messages.
/** Every new link starts here (spec 001 §4, DESIGN §4). */
export const INITIAL_MAIN_STATUS = 'P';
export const INITIAL_SUB_STATUS = '103';

export const LINK_UPDATED = 'Candidate Job Orders Details Updated Successfully';
export const DUPLICATE_LINK = 'Candidate already added for this job';
export const SUB_NOT_OF_MAIN = 'The selected sub status does not belong to the main status.';
export const OFFERED_CTC_POSITIVE = 'The offered ctc must be greater than 0.';
export const NOT_LINKED = 'The candidate is not linked to this job.';
export const RECRUITER_REQUIRED = 'The recruiter id field is required.';
export const RECRUITER_NOT_ASSIGNED = 'The selected recruiter is not assigned to this job.';
