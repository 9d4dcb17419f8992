// Candidate–job links: the wire contract (contract/links: the request and answer shapes, the initial status, the
// messages) and the service's inputs.
export * from 'contract/links';

export type LinkInput = {
  candidateId: number;
  jobId: number;
  /** A user assigned to the job order (job_users, any type), or null. */
  recruiterId: number | null;
  mainStatusId?: string;
  subStatusId?: string;
  offeredCtc?: number | null;
  /** YYYY-MM-DD */
  expectedJoiningDate?: string | null;
};

export type MoveInput = {
  mainStatusId: string;
  subStatusId: string;
  /** undefined keeps the stored value, null clears it. */
  offeredCtc?: number | null;
  expectedJoiningDate?: string | null;
};
