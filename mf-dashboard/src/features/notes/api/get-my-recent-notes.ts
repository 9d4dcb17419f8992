import useSWR from 'swr';
import { apiGet } from 'shared-auth';

export interface RecentNote {
  encrypted_id: string;
  notes: string;
  created_at: string;
  entity_type: 'candidate' | 'job_order' | 'client';
  entity_id: string;
  entity_name: string;
}

/** GET /api/my_recent_notes: the newest 20 notes I wrote on candidates, job orders and clients. */
export const myRecentNotesKey = 'my_recent_notes';

export async function getMyRecentNotes(): Promise<RecentNote[]> {
  return (await apiGet<{ status: boolean; data: RecentNote[] }>(myRecentNotesKey)).data;
}

export function useMyRecentNotes(enabled = true) {
  return useSWR(enabled ? myRecentNotesKey : null, getMyRecentNotes);
}
