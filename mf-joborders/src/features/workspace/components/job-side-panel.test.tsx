/**
 * @jest-environment ../shared-auth/test/jsdom-fetch-environment.cjs
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { MessageRow, NoteRow } from 'contract/jobs';
import { fakeAnswer } from 'contract/fake';
import { UiProvider } from 'shared-ui';
import { fakeApi } from 'shared-ui/src/test-auth';
import { JobSidePanel } from './job-side-panel';

jest.mock('shared-auth', () => jest.requireActual('shared-ui/src/test-auth').sharedAuthWithFakeApi());
jest.setTimeout(30_000);

const { mockGet, mockSend } = fakeApi();

const note = fakeAnswer(NoteRow, {
  encrypted_id: 'note-1',
  notes: 'Client wants two rounds',
  created_at: '2026-11-20T10:30:00.000Z',
  username: 'Priya Menon',
});
const message = fakeAnswer(MessageRow, {
  encrypted_id: 'msg-1',
  candidate_id: 'cand-1',
  candidate_name: 'Asha Rao',
  job_id: 'job-1',
  message: 'Shared the JD with Asha',
  created_at: '2026-11-21T09:00:00.000Z',
  username: 'Ravi Iyer',
});
let answers: Record<string, unknown[]> = {};

beforeEach(() => {
  answers = { job_notes: [note], job_messages: [message] };
  mockGet.mockReset();
  mockSend.mockReset();
  mockGet.mockImplementation(async (path: string) => ({ status: true, data: answers[path] ?? [] }) as never);
  mockSend.mockResolvedValue({ status: true, message: 'Added Successfully' } as never);
});

function renderPanel(panel: string) {
  render(
    <UiProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[`/joborders/job-1?panel=${panel}`]}>
          <JobSidePanel jobId="job-1" />
        </MemoryRouter>
      </SWRConfig>
    </UiProvider>,
  );
}

describe('job order side panel', () => {
  it('lists the notes with who wrote them, and adds a note once its text is typed', async () => {
    renderPanel('notes');
    expect(await screen.findByText('Client wants two rounds')).toBeInTheDocument();
    expect(screen.getByText(/^Priya Menon · /)).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add Note' });
    expect(add).toBeDisabled();
    fireEvent.change(screen.getByLabelText('New note'), { target: { value: '  Call back on Monday ' } });
    expect(add).toBeEnabled();
    fireEvent.click(add);
    await waitFor(() =>
      expect(mockSend).toHaveBeenCalledWith('POST', 'job_notes', { job_id: 'job-1', notes: 'Call back on Monday' }),
    );
    await waitFor(() => expect(screen.getByLabelText('New note')).toHaveValue(''));
  });

  it('lists the messages with who wrote them', async () => {
    renderPanel('messages');
    expect(await screen.findByText('Shared the JD with Asha')).toBeInTheDocument();
    expect(screen.getByText(/^Ravi Iyer · /)).toBeInTheDocument();
  });

  it('says "no data found" when the job order has no notes', async () => {
    answers.job_notes = [];
    renderPanel('notes');
    expect(await screen.findByText(/no data found/i)).toBeInTheDocument();
  });
});
