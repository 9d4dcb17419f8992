/**
 * @jest-environment ../shared-auth/test/jsdom-fetch-environment.cjs
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { OFFER_MESSAGES, UiProvider } from 'shared-ui';
import { answerStatuses, fakeApi } from 'shared-ui/src/test-auth';
import {
  MAIN_REQUIRED,
  StatusChangeDialog,
  SUB_REQUIRED,
  type LinkForStatus,
} from './status-change-dialog';

jest.mock('shared-auth', () => jest.requireActual('shared-ui/src/test-auth').sharedAuthWithFakeApi());
jest.setTimeout(20_000);

const { mockGet, mockSend } = fakeApi();

const SUBS: Record<string, { fixed_id: string; name: string }[]> = {
  P: [
    { fixed_id: '101', name: 'Contacted' },
    { fixed_id: '103', name: 'Yet to Screen' },
  ],
  S: [
    { fixed_id: '201', name: 'Resume Submitted' },
    { fixed_id: '202', name: 'Client Screening' },
  ],
  R: [{ fixed_id: '401', name: 'Offer Released' }],
  J: [{ fixed_id: '501', name: 'Joined' }],
};

const link: LinkForStatus = {
  encrypted_id: 'link-1',
  candidate_id: 'candidate-1',
  candidate_name: 'Asha Rao',
  job_id: 'job-1',
  main_status_id: 'P',
  sub_status_id: '103',
  offered_ctc: null,
  expected_joining_date: null,
};

beforeEach(() => {
  mockGet.mockReset();
  mockSend.mockReset();
  mockGet.mockImplementation(answerStatuses({ P: 'Prospective', S: 'Processed', R: 'Offered', J: 'Joined' }, SUBS));
  mockSend.mockResolvedValue({ status: true, message: 'Updated Successfully' } as never);
});

function renderDialog(props: Partial<Parameters<typeof StatusChangeDialog>[0]> = {}) {
  const onClose = jest.fn();
  render(
    <UiProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <StatusChangeDialog link={link} onClose={onClose} {...props} />
      </SWRConfig>
    </UiProvider>,
  );
  return { onClose };
}

const main = () => screen.getByRole('combobox', { name: 'Main Status' }) as HTMLSelectElement;
const sub = () => screen.getByRole('combobox', { name: 'Sub Status' }) as HTMLSelectElement;
const update = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update' })));

describe('status change dialog', () => {
  it("starts at the link's status, clears the sub status when the main status changes and loads the new ones", async () => {
    renderDialog();
    await waitFor(() => expect(main().value).toBe('P'));
    await waitFor(() => expect(sub().value).toBe('103'));
    fireEvent.change(main(), { target: { value: 'S' } });
    expect(sub().value).toBe('');
    await screen.findByRole('option', { name: 'Resume Submitted' });
    expect(screen.queryByRole('option', { name: 'Yet to Screen' })).not.toBeInTheDocument();
    expect(mockGet).toHaveBeenCalledWith('job_mainsubstatus', { main_status_id: 'S' });
  });

  it('needs both statuses, then sends the move once', async () => {
    const { onClose } = renderDialog();
    await waitFor(() => expect(main().value).toBe('P'));
    fireEvent.change(main(), { target: { value: '' } });
    await update();
    expect(screen.getByText(MAIN_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(SUB_REQUIRED)).toBeInTheDocument();
    fireEvent.change(main(), { target: { value: 'S' } });
    await update();
    expect(screen.queryByText(MAIN_REQUIRED)).not.toBeInTheDocument();
    expect(screen.getByText(SUB_REQUIRED)).toBeInTheDocument();
    expect(mockSend).not.toHaveBeenCalled();
    await screen.findByRole('option', { name: 'Client Screening' });
    fireEvent.change(sub(), { target: { value: '202' } });
    await update();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mockSend).toHaveBeenCalledTimes(1);
    expect(mockSend).toHaveBeenCalledWith('PUT', 'candidate_job_status', {
      encrypted_id: 'link-1',
      mainstatus_id: 'S',
      mainsubstatus_id: '202',
    });
  });

  it('a card dropped on another group preselects its main status and asks for the sub status', async () => {
    renderDialog({ initialMain: 'S' });
    await waitFor(() => expect(main().value).toBe('S'));
    expect(sub().value).toBe('');
    await update();
    expect(screen.getByText(SUB_REQUIRED)).toBeInTheDocument();
    expect(mockSend).not.toHaveBeenCalled();
  });
});

describe('status change dialog: offers and placements', () => {
  const ctc = () => screen.getByRole('textbox', { name: 'Offered CTC' });
  const date = (name = 'Expected Joining Date') => screen.getByLabelText(name);

  it('Offered asks for the CTC (> 0) and a joining date, and sends them with the move', async () => {
    const { onClose } = renderDialog({ initialMain: 'R' });
    await screen.findByRole('option', { name: 'Offer Released' });
    fireEvent.change(sub(), { target: { value: '401' } });
    await update();
    expect(screen.getByText(OFFER_MESSAGES.ctcRequired)).toBeInTheDocument();
    expect(screen.getByText(OFFER_MESSAGES.dateRequired)).toBeInTheDocument();
    fireEvent.change(ctc(), { target: { value: '0' } });
    fireEvent.change(date(), { target: { value: '2026-12-15' } });
    await update();
    expect(screen.getByText(OFFER_MESSAGES.ctcPositive)).toBeInTheDocument();
    expect(mockSend).not.toHaveBeenCalled();
    fireEvent.change(ctc(), { target: { value: '1,450,000' } });
    await update();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mockSend).toHaveBeenCalledWith('PUT', 'candidate_job_status', {
      encrypted_id: 'link-1',
      mainstatus_id: 'R',
      mainsubstatus_id: '401',
      offered_ctc: 1450000,
      expected_joining_date: '2026-12-15',
    });
  });

  it('a jump to Joined without an offer says so, needs the numbers and a confirmation', async () => {
    const { onClose } = renderDialog({ initialMain: 'J' });
    // the sub statuses of Joined (the main select has a "Joined" too)
    await within(sub()).findByRole('option', { name: 'Joined' });
    fireEvent.change(sub(), { target: { value: '501' } });
    expect(screen.getByText(/No offer on record/)).toBeInTheDocument();
    await update();
    expect(screen.getByText(OFFER_MESSAGES.ctcRequired)).toBeInTheDocument();
    fireEvent.change(ctc(), { target: { value: '900000' } });
    fireEvent.change(date('Joining Date'), { target: { value: '2026-12-01' } });
    await update();
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Asha Rao has no offer on record');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move to Joined' })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mockSend).toHaveBeenCalledWith('PUT', 'candidate_job_status', {
      encrypted_id: 'link-1',
      mainstatus_id: 'J',
      mainsubstatus_id: '501',
      offered_ctc: 900000,
      expected_joining_date: '2026-12-01',
    });
  });

  it('an offer already made is shown and can be edited later', async () => {
    renderDialog({
      link: { ...link, main_status_id: 'R', sub_status_id: '401', offered_ctc: 1200000, expected_joining_date: '2026-12-20' },
    });
    await waitFor(() => expect(ctc()).toHaveValue('1200000'));
    expect(date()).toHaveValue('2026-12-20');
    expect(screen.queryByText(/No offer on record/)).not.toBeInTheDocument();
  });
});
