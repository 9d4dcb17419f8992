import { apiGet } from 'shared-auth';
import type { SearchOption } from 'shared-ui';

interface FoundCandidate {
  candidate_id: string;
  candidate_name: string;
  primary_email: string;
  primary_mobile: string;
  company_name: string;
  designation: string;
  skills: string;
  linked: boolean;
}

/**
 * GET /api/job_candidate_search/{job_id}?q=: candidates by name, e-mail, mobile or skill, for Add Candidate; one
 * already on the job says so.
 */
export async function searchJobCandidates(jobId: string, q: string): Promise<SearchOption<string>[]> {
  const res = await apiGet<{ data: FoundCandidate[] }>(`job_candidate_search/${jobId}`, { q });
  return res.data.map((c) => ({
    value: c.candidate_id,
    label: c.candidate_name,
    description: [
      c.linked ? 'Already on this job order' : '',
      c.primary_email,
      c.primary_mobile,
      [c.designation, c.company_name].filter(Boolean).join(' at '),
      c.skills,
    ]
      .filter(Boolean)
      .join(' · '),
  }));
}
