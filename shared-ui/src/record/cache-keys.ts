import { useCallback } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';

/**
 * A read's cache key: the resource first, then what is read of it (`['clients', id, 'notes']`); a list read through
 * `usePagedList` is its key, then the query (`['clients', { page, … }]`). `keys` makes them, one factory per resource, so a
 * change names what it made stale by a prefix: `keys.clients.all` (every read of clients), `keys.clients.one(id)`
 * (one client and all read about it). The factories live here, not in the modules, so any module can name what its
 * change made stale in another's screens (the SWR cache is one for the page).
 */
export type CacheKey = readonly unknown[];

/** The reads every record (a client, a candidate, a job order) has: the record, its notes, documents and activity. */
function recordKeys<R extends string>(resource: R) {
  return {
    /** Every read of the resource: its lists (`[resource, query]`) and each record's reads. */
    all: [resource] as const,
    /** One record and all read about it. */
    one: (id: string) => [resource, id] as const,
    detail: (id: string) => [resource, id, 'detail'] as const,
    notes: (id: string) => [resource, id, 'notes'] as const,
    attachments: (id: string) => [resource, id, 'attachments'] as const,
    /** A job order's is a paged list: the query follows. */
    activity: (id: string) => [resource, id, 'activity'] as const,
  };
}

export const keys = {
  /** The status catalogue (it changes with a release only). */
  statuses: {
    main: ['job_mainstatus'] as const,
    sub: (main: string) => ['job_mainsubstatus', main] as const,
  },
  clients: {
    ...recordKeys('clients'),
    activeJobsCount: (id: string) => ['clients', id, 'active_jobs_count'] as const,
    /** One repeatable section (contacts, GST details, …). */
    items: (id: string, section: string) => ['clients', id, 'items', section] as const,
    duplicates: (query: Record<string, string>) => ['clients', 'duplicates', query] as const,
    /** The client's points of contact, as the job order form offers them. */
    contacts: (id: string) => ['clients', id, 'contacts'] as const,
    /** What a change of a client (a save, a status, a delete) made stale: every read of clients, the reports' clients. */
    stale: (): CacheKey[] => [keys.clients.all, keys.reports.clients],
  },
  candidates: {
    ...recordKeys('candidates'),
    messages: (id: string) => ['candidates', id, 'messages'] as const,
    experience: (id: string) => ['candidates', id, 'experience'] as const,
    education: (id: string) => ['candidates', id, 'education'] as const,
    resumeHtml: (id: string) => ['candidates', id, 'resume_html'] as const,
    interviews: (id: string) => ['candidates', id, 'interviews'] as const,
    /** The candidate's job orders; without a main status, every filter of them. */
    jobOrders: (id: string, mainStatus?: string) =>
      mainStatus === undefined
        ? (['candidates', id, 'job_orders'] as const)
        : (['candidates', id, 'job_orders', mainStatus] as const),
    duplicates: (query: Record<string, string>) => ['candidates', 'duplicates', query] as const,
    /**
     * What a change of candidates (a save, a delete, a bulk action) made stale: every read of candidates, the Actionable
     * tab, the reports' candidate lists (names, links gone with a deleted candidate).
     */
    stale: (): CacheKey[] => [
      keys.candidates.all,
      keys.actionable.all,
      keys.reports.jobCandidates(),
      keys.reports.interviewCandidates(),
    ],
  },
  jobs: {
    ...recordKeys('jobs'),
    /** One pipeline group (a paged list: the query follows); without a group, every group. */
    pipeline: (id: string, group?: string) =>
      group === undefined ? (['jobs', id, 'pipeline'] as const) : (['jobs', id, 'pipeline', group] as const),
    pipelineCounts: (id: string) => ['jobs', id, 'pipeline_counts'] as const,
    /** The job's interviews; with a page, that page. */
    interviews: (id: string, page?: { page: number; limit: number }) =>
      page === undefined ? (['jobs', id, 'interviews'] as const) : (['jobs', id, 'interviews', page] as const),
    recentInterviews: (id: string) => ['jobs', id, 'recent_interviews'] as const,
    /** The job's messages; with a candidate ('' for all), those shown for it. */
    messages: (id: string, candidateId?: string) =>
      candidateId === undefined
        ? (['jobs', id, 'messages'] as const)
        : (['jobs', id, 'messages', candidateId] as const),
    assignedUsers: (id: string) => ['jobs', id, 'assigned_users'] as const,
    databaseMatch: (id: string, query: { page: number; min_score: number | null }) =>
      ['jobs', id, 'database_match', query] as const,
    /**
     * What a change of a job (an add, an edit, a delete) made stale: every read of jobs, the Actionable tab's job list
     * and the reports' job lists of every client (the job's client may have changed too).
     */
    stale: (): CacheKey[] => [keys.jobs.all, keys.actionable.jobs(), keys.reports.clientJobs()],
  },
  /** The Actionable tab: the active jobs with their candidate counts, and the candidates of them. */
  actionable: {
    all: ['actionable'] as const,
    jobs: (q?: string) => (q === undefined ? (['actionable', 'jobs'] as const) : (['actionable', 'jobs', q] as const)),
    /** A paged list: the query follows. */
    candidates: ['actionable', 'candidates'] as const,
  },
  /** A candidate's link to a job order (its status, recruiter, offer). */
  links: {
    /**
     * What a new link, a move or a removal of one made stale: the candidate's reads, the job's reads, the Actionable
     * tab, and the reports' candidates of the job (of every job when the job is not known).
     */
    stale: (candidateId: string | undefined, jobId: string | undefined): CacheKey[] => [
      ...(candidateId ? [keys.candidates.one(candidateId)] : []),
      ...(jobId ? [keys.jobs.one(jobId)] : []),
      keys.actionable.all,
      keys.reports.jobCandidates(jobId),
      keys.reports.interviewCandidates(jobId),
    ],
  },
  interviews: {
    all: ['interviews'] as const,
    feedback: (interviewId: string) => ['interviews', interviewId, 'feedback'] as const,
    calendar: (range: { from: string; to: string; mine: 0 | 1 }) => ['interviews', 'calendar', range] as const,
    /**
     * What a change of an interview made stale: every interview read (feedback, the calendar), the candidate's and
     * the job's interviews, links, pipeline and activity, the Actionable tab, the dashboard's interview tables and the
     * interview report's candidates of every job (an edit may have moved the interview from another job).
     */
    stale: (candidateId: string | undefined, jobId: string | undefined): CacheKey[] => [
      keys.interviews.all,
      ...keys.links.stale(candidateId, jobId),
      keys.reports.interviewCandidates(),
      keys.dashboard.list('upcoming'),
      keys.dashboard.list('recent'),
    ],
  },
  /**
   * The Data Tables: the saved reports (a paged list: the query follows) and the report forms' choices (the active
   * clients, a client's active job orders, a job's linked candidates, a job's candidates with an upcoming interview).
   * A choice list without its client or job is every such list (a prefix).
   */
  reports: {
    all: ['reports'] as const,
    saved: ['reports', 'saved'] as const,
    clients: ['reports', 'clients'] as const,
    clientJobs: (clientId?: string) =>
      clientId === undefined ? (['reports', 'client_jobs'] as const) : (['reports', 'client_jobs', clientId] as const),
    jobCandidates: (jobId?: string) =>
      jobId === undefined ? (['reports', 'job_candidates'] as const) : (['reports', 'job_candidates', jobId] as const),
    interviewCandidates: (jobId?: string) =>
      jobId === undefined
        ? (['reports', 'interview_candidates'] as const)
        : (['reports', 'interview_candidates', jobId] as const),
  },
  /** The administration's lists (a paged list: the query follows). */
  users: { all: ['users'] as const },
  skills: { all: ['skills'] as const },
  dashboard: {
    all: ['dashboard'] as const,
    /** One of the dashboard's tables (a paged list: the query follows). */
    list: (name: 'upcoming' | 'recent' | 'jobs' | 'placed') => ['dashboard', 'list', name] as const,
  },
};


/** True when the key starts with every part of the prefix (parts compared by value). */
export function keyStartsWith(key: unknown, prefix: CacheKey): boolean {
  if (!Array.isArray(key) || key.length < prefix.length) return false;
  return prefix.every(
    (part, i) => part === key[i] || JSON.stringify(part) === JSON.stringify(key[i]),
  );
}

/** Reads again every cached read whose key starts with one of the prefixes. */
export function invalidateKeys(mutate: ScopedMutator, ...prefixes: CacheKey[]): Promise<unknown> {
  return mutate((key) => prefixes.some((prefix) => keyStartsWith(key, prefix)));
}

/** `invalidateKeys` bound to the SWR cache of the component. */
export function useInvalidate(): (...prefixes: CacheKey[]) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((...prefixes: CacheKey[]) => invalidateKeys(mutate, ...prefixes), [mutate]);
}
