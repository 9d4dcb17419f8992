// Test helpers of this module (not part of the build: only tests import them).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeAnswer } from 'contract/fake';
import { ReportCandidates, ReportClients, ReportJobs } from 'contract/reports';
import { renderApp } from 'shared-ui/src/test-utils';
import App from '../App';
import { ids } from './rows';

export { ids };

/**
 * The module at an address, inside the providers the shell gives it (a fresh SWR cache each time), once its screen's
 * code has loaded; returns the router.
 */
export async function renderAt(path: string) {
  const { router } = await renderApp(<App />, path);
  return router;
}


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

/** The texts of a select's options, in order. */
export const optionTexts = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options).map((o) => o.text);

/** Chooses the client Zenith Labs, then its job order Java Developer once the client's job orders are offered. */
export async function chooseZenithJava() {
  fireEvent.change(await screen.findByLabelText('Select Client'), { target: { value: ids.zenith } });
  const job = screen.getByLabelText('Select Active Job Order');
  await waitFor(() => expect(optionTexts(job)).toContain('Java Developer'));
  fireEvent.change(job, { target: { value: ids.java } });
}
