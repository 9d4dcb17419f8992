import { apiGet } from 'shared-auth';
import type { SearchOption } from 'shared-ui';
import type { AssignableCandidate } from './types';

/** GET /api/job_assignable_candidates/{id}?q=: the candidates linked to the job (the interview dialog's picker). */
export async function searchAssignableCandidates(
  jobId: string,
  q: string,
): Promise<SearchOption<string>[]> {
  const body = await apiGet<{ data: AssignableCandidate[] }>(`job_assignable_candidates/${jobId}`, {
    q,
    limit: 20,
  });
  return body.data.map((c) => ({
    value: c.candidate_id,
    label: c.candidate_name,
    description: `${c.primary_email} · ${c.main_status} / ${c.sub_status}`,
  }));
}
