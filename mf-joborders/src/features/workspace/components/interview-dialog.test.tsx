/**
 * @jest-environment ../shared-auth/test/jsdom-fetch-environment.cjs
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { apiSend } from 'shared-auth';
import { UiProvider } from 'shared-ui';
import { InterviewDialog } from './interview-dialog';
import {
  DATE_FORMAT_MESSAGE,
  DATE_PAST_MESSAGE,
  dateProblem,
  maskDate,
  parseDayMonthYear,
  todayIso,
} from './interview-model';

jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  apiGet: jest.fn(async () => ({ status: true, data: [] })),
  apiSend: jest.fn(),
}));
jest.setTimeout(20_000);

const mockSend = apiSend as jest.MockedFunction<typeof apiSend>;

const ddmmyyyy = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
const shift = (days: number) => new Date(Date.now() + days * 86_400_000);

function renderDialog() {
  const onClose = jest.fn();
  render(
    <UiProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <InterviewDialog
          open
          jobId="job-1"
          candidate={{ id: 'cand-1', name: 'Asha Rao' }}
          onClose={onClose}
        />
      </SWRConfig>
    </UiProvider>,
  );
  return { onClose };
}

const dateBox = () => screen.getByPlaceholderText('dd/mm/yyyy');

beforeEach(() => {
  mockSend.mockReset();
});

describe('interview dialog', () => {
  it('refuses a date before today and a date not in dd/MM/yyyy', async () => {
    renderDialog();
    fireEvent.change(dateBox(), { target: { value: ddmmyyyy(shift(-1)) } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByText(DATE_PAST_MESSAGE)).toBeInTheDocument();
    fireEvent.change(dateBox(), { target: { value: '31/02/2031' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByText(DATE_FORMAT_MESSAGE)).toBeInTheDocument();
    expect(mockSend).not.toHaveBeenCalled();
  });

  it('sends the interview once, however often Save is pressed, with the date as Y-M-D and the 12-hour time', async () => {
    let resolve: (v: unknown) => void = () => {};
    mockSend.mockImplementation(() => new Promise((r) => (resolve = r)) as never);
    const { onClose } = renderDialog();
    const today = new Date();
    fireEvent.change(dateBox(), { target: { value: ddmmyyyy(today) } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Hour' }), { target: { value: '08' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Minutes' }), {
      target: { value: '30' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'AM or PM' }), {
      target: { value: 'PM' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Duration' }), {
      target: { value: '45' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Mode of Interview' }), {
      target: { value: 'Video Conference' },
    });
    const save = screen.getByRole('button', { name: 'Save' });
    await act(async () => {
      fireEvent.click(save);
      fireEvent.click(save);
      fireEvent.click(save);
    });
    expect(mockSend).toHaveBeenCalledTimes(1);
    expect(mockSend).toHaveBeenCalledWith('POST', 'candidates_interview_schedule', {
      candidate_id: 'cand-1',
      job_id: 'job-1',
      mode_interview: 'Video Conference',
      date: todayIso(today),
      hour: 8,
      minutes: 30,
      duration: 45,
      timeformat: 'PM',
    });
    await act(async () =>
      resolve({ status: true, message: 'Added Successfully', data: { encrypted_id: 'i1' } }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mockSend).toHaveBeenCalledTimes(1);
  });
});

describe('interview date rules', () => {
  it('parses, masks and checks dd/MM/yyyy', () => {
    expect(parseDayMonthYear('05/03/2031')).toBe('2031-03-05');
    expect(parseDayMonthYear('2031-03-05')).toBeNull();
    expect(parseDayMonthYear('29/02/2031')).toBeNull();
    expect(maskDate('05032031')).toBe('05/03/2031');
    expect(maskDate('0503')).toBe('05/03');
    expect(dateProblem('04/03/2031', '2031-03-05')).toBe(DATE_PAST_MESSAGE);
    expect(dateProblem('05/03/2031', '2031-03-05')).toBeNull();
    expect(dateProblem('', '2031-03-05')).toBe('The date field is required.');
  });
});
