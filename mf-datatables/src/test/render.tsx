// Test helpers of this module (not part of the build: only tests import them).
import { fakeAnswer } from 'contract/fake';
import { ReportCandidates, ReportClients, ReportJobs } from 'contract/reports';
import { renderApp } from 'shared-ui/src/test-utils';
import App from '../App';

/**
 * The module at an address, inside the providers the shell gives it (a fresh SWR cache each time), once its screen's
 * code has loaded; returns the router.
 */
export async function renderAt(path: string) {
  const { router } = await renderApp(<App />, path);
  return router;
}

export const ids = {
  zenith: '11111111-1111-4111-8111-111111111111',
  acme: '22222222-2222-4222-8222-222222222222',
  java: '33333333-3333-4333-8333-333333333333',
  angular: '44444444-4444-4444-8444-444444444444',
  devops: '55555555-5555-4555-8555-555555555555',
  asha: '66666666-6666-4666-8666-666666666666',
  bala: '77777777-7777-4777-8777-777777777777',
  chitra: '88888888-8888-4888-8888-888888888888',
};

/** GET answers by path, each typed and checked by its route's schema (contract/reports). */
export const lookups: Record<string, unknown> = {
  report_clients: fakeAnswer(ReportClients, {
    status: true,
    data: [
      { encrypted_id: ids.acme, client_short_name: 'Acme' },
      { encrypted_id: ids.zenith, client_short_name: 'Zenith Labs' },
    ],
  }),
  [`report_client_jobs/${ids.zenith}`]: fakeAnswer(ReportJobs, [
    { job_id: ids.angular, job_title: 'Angular Developer' },
    { job_id: ids.java, job_title: 'Java Developer' },
  ]),
  [`report_client_jobs/${ids.acme}`]: fakeAnswer(ReportJobs, [{ job_id: ids.devops, job_title: 'DevOps Engineer' }]),
  [`report_job_candidates/${ids.java}/source_screening`]: fakeAnswer(ReportCandidates, [
    { candidate_id: ids.asha, candidate_name: 'Asha Rao' },
    { candidate_id: ids.bala, candidate_name: 'Bala Krishnan' },
  ]),
  [`report_job_candidates/${ids.angular}/source_screening`]: fakeAnswer(ReportCandidates, [
    { candidate_id: ids.chitra, candidate_name: 'Chitra Iyer' },
  ]),
  [`report_job_interview_candidates/${ids.java}`]: fakeAnswer(ReportCandidates, [
    { candidate_id: ids.asha, candidate_name: 'Asha Rao' },
  ]),
};
