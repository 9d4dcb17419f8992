/**
 * @jest-environment ../shared-auth/test/jsdom-fetch-environment.cjs
 */
// Resume Details and Interview Details: the selectors, the required messages, Generate, Copy.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, apiSend } from 'shared-auth';
import { fakeList } from 'contract/fake';
import { ResumeRow } from 'contract/reports';
import { chooseZenithJava, ids, lookups, optionTexts, renderAt } from '../../../test/render';
import { ashaInterview } from '../../../test/rows';

jest.mock('shared-auth', () => jest.requireActual('../../../test/shared-auth-mock').mockedSharedAuth());

jest.setTimeout(30_000);

const mockGet = apiGet as jest.MockedFunction<typeof apiGet>;
const mockSend = apiSend as jest.MockedFunction<typeof apiSend>;

const resumeRows = [
  {
    candidate_id: ids.asha,
    candidate_name: 'Asha Rao',
    name: 'Asha Rao',
    primary_mobile: '9876543210',
    primary_email: 'asha@example.com',
    company_name: 'Infosys',
    city_name: 'Pune',
    exp_years: 5,
    exp_months: 3,
    notice_period: 30,
    current_ctc: 1200000,
    expected_ctc: 1500000,
    stocks: null,
    about_candidate: '<p>Backend <b>engineer</b></p><p>Java</p>',
    status: 'Offered',
    sub_status: 'Offer Released',
    offered_ctc: 1800000,
    expected_joining_date: '2027-01-15',
  },
  {
    candidate_id: ids.bala,
    candidate_name: 'Bala Krishnan',
    name: 'Bala Krishnan',
    primary_mobile: '9000000001',
    primary_email: 'bala@example.com',
    company_name: '=HYPERLINK("http://x","y")',
    city_name: '',
    exp_years: 2,
    exp_months: 0,
    notice_period: null,
    current_ctc: null,
    expected_ctc: 800000,
    stocks: null,
    about_candidate: '',
    status: 'Pipeline',
    sub_status: 'Yet to Screen',
    offered_ctc: null,
    expected_joining_date: null,
  },
];

beforeEach(() => {
  mockGet.mockReset();
  mockSend.mockReset();
  mockGet.mockImplementation(async (path: string) => (lookups[path] ?? []) as never);
  mockSend.mockImplementation(
    async (_method: string, path: string) =>
      (path === 'resume_report'
        ? fakeList(ResumeRow, resumeRows)
        : fakeList(ResumeRow, [])) as never,
  );
});

const jobCalls = () =>
  mockGet.mock.calls.map(([p]) => p).filter((p) => p.startsWith('report_client_jobs/'));

/** The arguments of a report's request for Zenith's Java job and the chosen candidates. */
const zenithJavaReport = (report: string, candidateIds: string[]) =>
  ['POST', report, { client_id: ids.zenith, job_id: ids.java, candidate_id: candidateIds }] as const;

async function chooseCandidate(name: string) {
  const box = screen.getByLabelText('Select Candidates');
  fireEvent.focus(box);
  const option = await screen.findByRole('option', { name });
  fireEvent.mouseDown(option);
}

describe('Resume Details', () => {
  it('reloads the job list when the client changes, and clears the chosen candidates when the job changes', async () => {
    await renderAt('/datatables/resume');
    const client = await screen.findByLabelText('Select Client');
    const job = screen.getByLabelText('Select Active Job Order');
    expect(job).toBeDisabled();
    await waitFor(() => expect(optionTexts(client)).toEqual(['Select', 'Acme', 'Zenith Labs']));

    fireEvent.change(client, { target: { value: ids.zenith } });
    await waitFor(() =>
      expect(optionTexts(job)).toEqual(['Select', 'Angular Developer', 'Java Developer']),
    );
    expect(jobCalls()).toEqual([`report_client_jobs/${ids.zenith}`]);

    fireEvent.change(job, { target: { value: ids.java } });
    await waitFor(() => expect(screen.getByLabelText('Select Candidates')).toBeEnabled());
    await chooseCandidate('Asha Rao');
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Asha Rao' })).toBeInTheDocument();

    // another job: the chosen candidates go, the new job's candidates are offered
    fireEvent.change(job, { target: { value: ids.angular } });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove Asha Rao' })).not.toBeInTheDocument(),
    );
    await chooseCandidate('Chitra Iyer');
    expect(screen.queryByRole('option', { name: 'Asha Rao' })).not.toBeInTheDocument();

    // another client: the job list is read again for it, and the job is cleared
    fireEvent.change(client, { target: { value: ids.acme } });
    await waitFor(() => expect(optionTexts(job)).toEqual(['Select', 'DevOps Engineer']));
    expect(job).toHaveValue('');
    expect(jobCalls()).toEqual([
      `report_client_jobs/${ids.zenith}`,
      `report_client_jobs/${ids.acme}`,
    ]);
    expect(screen.queryByRole('button', { name: 'Remove Chitra Iyer' })).not.toBeInTheDocument();
  });

  it('requires a client and a job, with the spec messages kept until each is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('/datatables/resume');
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Client Is Required.')).toBeInTheDocument();
    expect(screen.getByText('Job Is Required.')).toBeInTheDocument();
    expect(mockSend).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Select Client'), { target: { value: ids.zenith } });
    await waitFor(() => expect(screen.queryByText('Client Is Required.')).not.toBeInTheDocument());
    expect(screen.getByText('Job Is Required.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Job Is Required.')).toBeInTheDocument();
    expect(screen.queryByText('Client Is Required.')).not.toBeInTheDocument();
  });

  it('generates the report for the chosen candidates (all when none) and copies it as tab-separated text', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('/datatables/resume');
    await chooseZenithJava();
    await waitFor(() => expect(screen.getByLabelText('Select Candidates')).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(mockSend).toHaveBeenCalledWith(...zenithJavaReport('resume_report', [])),
    );
    const table = await screen.findByRole('table', { name: 'Resume Details' });
    expect(within(table).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(table).getByText('₹12,00,000')).toBeInTheDocument();
    expect(within(table).getByText('Backend engineer Java')).toBeInTheDocument();
    expect(screen.getByText(/Zenith Labs · Java Developer · 2 candidates/)).toBeInTheDocument();

    // (user-event gives the page a clipboard; watch what is written to it)
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied 2 rows to the clipboard.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledTimes(1);
    const lines = writeText.mock.calls[0][0].split('\n');
    expect(lines[0].split('\t')).toEqual([
      'Candidate Name',
      'Primary Mobile No',
      'Primary Email ID',
      'Company Name',
      'City',
      'Experience in Years',
      'Experience in Months',
      'Notice Period',
      'Current CTC',
      'Expected CTC',
      'Stock Options (P.A)',
      'About Candidate',
      'Status',
      'Sub Status',
      'Offered CTC',
      'Expected Joining Date',
    ]);
    expect(lines[1].split('\t')).toEqual([
      'Asha Rao',
      '9876543210',
      'asha@example.com',
      'Infosys',
      'Pune',
      '5',
      '3',
      '30',
      '1200000',
      '1500000',
      '',
      'Backend engineer Java',
      'Offered',
      'Offer Released',
      '1800000',
      '15-Jan-2027',
    ]);
    // a formula is pasted as text
    expect(lines[2].split('\t')[3]).toBe('\'=HYPERLINK("http://x","y")');
    expect(lines).toHaveLength(3);

    // candidates chosen: only their ids are sent
    await chooseCandidate('Bala Krishnan');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(mockSend).toHaveBeenLastCalledWith(...zenithJavaReport('resume_report', [ids.bala])),
    );
  });

  it('falls back to a selection copy when the Clipboard API is refused', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = jest.fn(() => Promise.reject(new Error('NotAllowedError')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const execCommand = jest.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await renderAt('/datatables/resume');
    await chooseZenithJava();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByRole('table', { name: 'Resume Details' });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(execCommand).toHaveBeenCalledWith('copy'));
    expect(writeText).toHaveBeenCalledTimes(1);
    expect((await screen.findAllByText('Copied 2 rows to the clipboard.')).length).toBeGreaterThan(
      0,
    );
  });
});

describe('Interview Details', () => {
  it('offers the candidates with upcoming interviews and sends the interview report', async () => {
    const user = userEvent.setup({ delay: null });
    mockSend.mockImplementation(
      async () =>
        ({
          status: true,
          all_data_cnt: 1,
          filter_data_cnt: 1,
          data: [ashaInterview],
        }) as never,
    );
    await renderAt('/datatables/interview');
    await chooseZenithJava();
    await waitFor(() =>
      expect(mockGet).toHaveBeenCalledWith(`report_job_interview_candidates/${ids.java}`),
    );
    await chooseCandidate('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(mockSend).toHaveBeenCalledWith(...zenithJavaReport('interview_report', [ids.asha])),
    );
    const table = await screen.findByRole('table', { name: 'Interview Details' });
    expect(within(table).getByText('11-Jan-2030')).toBeInTheDocument();
    expect(within(table).getByText('Video Conference')).toBeInTheDocument();
  });
});
