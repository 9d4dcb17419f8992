import { createElement, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { apiGet } from 'shared-auth';
import { keys, useInvalidate, type CacheKey } from 'shared-ui';
import { ids } from '../../../test/rows';
import { useClientJobs } from './get-client-jobs';
import { useJobCandidates } from './get-job-candidates';
import { useJobInterviewCandidates } from './get-job-interview-candidates';
import { useReportClients } from './get-report-clients';

jest.mock('shared-auth', () =>
  jest.requireActual('../../../test/shared-auth-mock').mockedSharedAuth(),
);

const mockGet = apiGet as jest.MockedFunction<typeof apiGet>;

/** How many times each path was read. */
const reads = (path: string) => mockGet.mock.calls.filter(([p]) => p === path).length;

const paths = {
  clients: 'report_clients',
  zenithJobs: `report_client_jobs/${ids.zenith}`,
  javaCandidates: `report_job_candidates/${ids.java}/source_screening`,
  angularCandidates: `report_job_candidates/${ids.angular}/source_screening`,
  javaInterviews: `report_job_interview_candidates/${ids.java}`,
  angularInterviews: `report_job_interview_candidates/${ids.angular}`,
};

/**
 * The report forms' choice lists in one SWR cache (a real one, fresh per test), as the Data Tables keep them while
 * another module's screen changes a job order, a link or an interview; `invalidate` is that screen's.
 */
async function renderReportLists() {
  mockGet.mockImplementation(async (path: string) =>
    path === paths.clients ? { status: true, data: [] } : [],
  );
  const provider = () => new Map();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(SWRConfig, { value: { provider, dedupingInterval: 0 } }, children);
  const { result } = renderHook(
    () => ({
      clients: useReportClients(),
      jobs: useClientJobs(ids.zenith),
      java: useJobCandidates(ids.java),
      angular: useJobCandidates(ids.angular),
      javaInterviews: useJobInterviewCandidates(ids.java),
      angularInterviews: useJobInterviewCandidates(ids.angular),
      invalidate: useInvalidate(),
    }),
    { wrapper },
  );
  await waitFor(() => expect(Object.values(paths).every((p) => reads(p) === 1)).toBe(true));
  return async (...prefixes: CacheKey[]) => {
    await act(() => result.current.invalidate(...prefixes));
  };
}

describe("the reports' choice lists are made stale by the changes that alter them", () => {
  beforeEach(() => mockGet.mockReset());

  it("a job order saved (keys.jobs.stale) re-reads the client's job order list, not the candidates", async () => {
    const invalidate = await renderReportLists();
    await invalidate(...keys.jobs.stale());
    await waitFor(() => expect(reads(paths.zenithJobs)).toBe(2));
    expect(reads(paths.javaCandidates)).toBe(1);
    expect(reads(paths.clients)).toBe(1);
  });

  it("a link added, moved or removed (keys.links.stale) re-reads that job's candidates and interview candidates only", async () => {
    const invalidate = await renderReportLists();
    await invalidate(...keys.links.stale(ids.asha, ids.java));
    await waitFor(() => expect(reads(paths.javaCandidates)).toBe(2));
    await waitFor(() => expect(reads(paths.javaInterviews)).toBe(2));
    expect(reads(paths.angularCandidates)).toBe(1);
    expect(reads(paths.angularInterviews)).toBe(1);
    expect(reads(paths.zenithJobs)).toBe(1);
  });

  it("a link changed from the candidate's side, its job not known, re-reads every job's candidates", async () => {
    const invalidate = await renderReportLists();
    await invalidate(...keys.links.stale(ids.asha, undefined));
    await waitFor(() => expect(reads(paths.javaCandidates)).toBe(2));
    await waitFor(() => expect(reads(paths.angularCandidates)).toBe(2));
  });

  it("an interview scheduled or changed (keys.interviews.stale) re-reads the interview report's candidates", async () => {
    const invalidate = await renderReportLists();
    await invalidate(...keys.interviews.stale(ids.asha, ids.java));
    await waitFor(() => expect(reads(paths.javaInterviews)).toBe(2));
    // an edit may have moved it from another job: that job's list is read again too
    await waitFor(() => expect(reads(paths.angularInterviews)).toBe(2));
    expect(reads(paths.zenithJobs)).toBe(1);
  });

  it('a client saved or deleted (keys.clients.stale) re-reads the Select Client choices', async () => {
    const invalidate = await renderReportLists();
    await invalidate(...keys.clients.stale());
    await waitFor(() => expect(reads(paths.clients)).toBe(2));
    expect(reads(paths.zenithJobs)).toBe(1);
  });
});
