import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { DataEnvelope, ResumeHtml } from './types';

/** GET /api/candidates_resume_html/{id}: Word and HTML resumes as sanitised HTML, PDFs by their link. */
export const resumeHtmlKey = (candidateId: string) => `candidates_resume_html/${candidateId}`;

export async function getResumeHtml(candidateId: string): Promise<ResumeHtml> {
  return (await apiGet<DataEnvelope<ResumeHtml>>(resumeHtmlKey(candidateId))).data;
}

export function useResumeHtml(candidateId: string | undefined) {
  return useSWR(
    candidateId ? resumeHtmlKey(candidateId) : null,
    () => getResumeHtml(candidateId as string),
    { revalidateOnFocus: false },
  );
}
