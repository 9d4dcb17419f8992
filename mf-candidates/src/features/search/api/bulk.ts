import useSWR from 'swr';
import { apiGet, apiSend } from 'shared-auth';

export type Selection = { ids: string[] } | { filters: Record<string, unknown> };

export interface BulkJob {
  encrypted_id: string;
  action: string;
  state: 'running' | 'done' | 'failed';
  total: number;
  done: number;
  succeeded: number;
  failures: { candidate_id: string | null; name: string; reason: string }[];
}

export type BulkAction =
  | { action: 'add_to_job'; job_id: string; recruiter_id: string }
  | { action: 'change_status'; job_id: string; mainstatus_id: string; mainsubstatus_id: string }
  | { action: 'add_skill'; skill: string };

/** POST /api/candidates_bulk: starts the action in the background; its id. */
export async function startBulk(selection: Selection, action: BulkAction): Promise<string> {
  const res = await apiSend<{ data: { encrypted_id: string } }>('POST', 'candidates_bulk', { ...action, selection });
  return res.data.encrypted_id;
}

/** GET /api/candidates_bulk/{id}, polled every second while it runs. */
export function useBulkJob(id: string | null) {
  return useSWR(
    id ? ['candidates_bulk', id] : null,
    async () => (await apiGet<{ data: BulkJob }>(`candidates_bulk/${id}`)).data,
    { refreshInterval: (job) => (job && job.state !== 'running' ? 0 : 1000), revalidateOnFocus: false },
  );
}

/** POST /api/candidates_export: the rows for the spreadsheet. */
export function exportCandidates(selection: Selection) {
  return apiSend<{ columns: { title: string; key: string }[]; data: Record<string, unknown>[] }>('POST', 'candidates_export', { selection });
}
