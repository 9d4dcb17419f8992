import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { DataEnvelope, ResumeHtml } from './types';

/** GET /api/candidates_resume_html/{id}: Word and HTML resumes as sanitised HTML, PDFs by their link. */
export async function getResumeHtml(candidateId: string): Promise<ResumeHtml> {
  return (await apiGet<DataEnvelope<ResumeHtml>>(`candidates_resume_html/${candidateId}`)).data;
}

export function useResumeHtml(candidateId: string | undefined) {
  return useSWR(
    candidateId ? keys.candidates.resumeHtml(candidateId) : null,
    () => getResumeHtml(candidateId as string),
    { revalidateOnFocus: false },
  );
}
