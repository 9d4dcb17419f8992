import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { MATCH_PAGE } from 'contract/rules/jobs';
import { keys } from 'shared-ui';
import type { MatchPage } from './types';

/** A page of Database Match (the server's default page). */
export const MATCH_PAGE_SIZE = MATCH_PAGE;

/**
 * GET /api/job_database_match/{id}: unlinked candidates ranked for the job (those within its experience range
 * first), a page at a time, above a minimum score, each with why it matched.
 */
export function useDatabaseMatch(jobId: string, page = 0, minScore?: number, enabled = true) {
  return useSWR(
    enabled ? keys.jobs.databaseMatch(jobId, { page, min_score: minScore ?? null }) : null,
    () =>
      apiGet<MatchPage>(`job_database_match/${jobId}`, {
        page,
        limit: MATCH_PAGE_SIZE,
        ...(minScore === undefined ? {} : { min_score: minScore }),
      }),
    { keepPreviousData: true },
  );
}
