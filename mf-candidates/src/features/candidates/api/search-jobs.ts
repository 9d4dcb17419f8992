import { apiGet } from 'shared-auth';
import { capitalize, type SearchOption } from 'shared-ui';

interface JobRow {
  encrypted_id: string;
  job_code: number;
  job_title: string;
  client_name: string;
  user_type?: string;
}

export const JOB_PICKER_PAGE_SIZE = 20;

/** GET /api/jobs?status=active&q=: the job order picker (20 at a time); shows title, the user's role and client. */
export async function searchActiveJobs(q: string): Promise<SearchOption<string>[]> {
  const res = await apiGet<{ data: JobRow[] }>('jobs', {
    status: 'active',
    q,
    limit: JOB_PICKER_PAGE_SIZE,
    page: 0,
  });
  return res.data.map((j) => ({
    value: j.encrypted_id,
    label: `${j.job_title} - ${j.client_name}`,
    description: [`Job Id ${j.job_code}`, capitalize(j.user_type ?? '')]
      .filter(Boolean)
      .join(' · '),
  }));
}
