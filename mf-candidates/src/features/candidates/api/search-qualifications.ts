import { apiGet } from 'shared-auth';

/** GET /api/qualifications?q=: suggestions for the education rows. */
export async function searchQualifications(q: string): Promise<string[]> {
  const res = await apiGet<{ data: { name: string }[] }>('qualifications', { q });
  return res.data.map((r) => r.name);
}
