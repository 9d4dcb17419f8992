/**
 * @jest-environment ../shared-auth/test/jsdom-fetch-environment.cjs
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { OFFER_MESSAGES, UiProvider } from 'shared-ui';
import { answerStatuses, fakeApi } from 'shared-ui/src/test-auth';
import type { JobLink } from '../../../api/types';
import { LinkStatusEditor } from './job-orders-panel';

jest.mock('shared-auth', () => jest.requireActual('shared-ui/src/test-auth').sharedAuthWithFakeApi());
jest.setTimeout(20_000);

const { mockGet, mockSend } = fakeApi();

const SUBS: Record<string, { fixed_id: string; name: string }[]> = {
  A: [{ fixed_id: '302', name: 'Interview Cleared' }],
  R: [{ fixed_id: '401', name: 'Offer Released' }],
  J: [{ fixed_id: '501', name: 'Joined' }],
};

const link: Pick<
  JobLink,
  'encrypted_id' | 'job_title' | 'main_status_id' | 'main_substatus_id' | 'offered_ctc' | 'expected_joining_date'
> = {
  encrypted_id: 'link-1',
  job_title: 'React Developer',
  main_status_id: 'A',
  main_substatus_id: '302',
  offered_ctc: null,
  expected_joining_date: null,
};

beforeEach(() => {
  mockGet.mockReset();
  mockSend.mockReset();
  mockGet.mockImplementation(answerStatuses({ A: 'Active', R: 'Offered', J: 'Joined' }, SUBS));
  mockSend.mockResolvedValue({ status: true, message: 'ok' } as never);
});

function renderEditor(l = link) {
  const onChanged = jest.fn();
  render(
    <UiProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <LinkStatusEditor link={l} candidateName="Asha Rao" onChanged={onChanged} />
      </SWRConfig>
    </UiProvider>,
  );
  return { onChanged };
}

const main = () => screen.getByRole('combobox', { name: 'Main Status (React Developer)' });
const sub = () => screen.getByRole('combobox', { name: 'Sub Status (React Developer)' });
const update = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update' })));

describe("the profile's Job Orders tab: a link's status and offer", () => {
  it('asks for the offer when the link moves to Offered and sends it with the move', async () => {
    const { onChanged } = renderEditor();
    await screen.findByRole('option', { name: 'Offered' });
    fireEvent.change(main(), { target: { value: 'R' } });
    await screen.findByRole('option', { name: 'Offer Released' });
    fireEvent.change(sub(), { target: { value: '401' } });
    await update();
    expect(screen.getByText(OFFER_MESSAGES.ctcRequired)).toBeInTheDocument();
    expect(screen.getByText(OFFER_MESSAGES.dateRequired)).toBeInTheDocument();
    expect(mockSend).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Offered CTC (React Developer)' }), {
      target: { value: '1600000' },
    });
    fireEvent.change(screen.getByLabelText('Expected Joining Date (React Developer)'), {
      target: { value: '2027-01-10' },
    });
    await update();
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(mockSend).toHaveBeenCalledWith('PUT', 'candidates_job_orders', {
      encrypted_id: 'link-1',
      mainstatus_id: 'R',
      mainsubstatus_id: '401',
      offered_ctc: 1600000,
      expected_joining_date: '2027-01-10',
    });
  });

  it('edits an offer later without a status change', async () => {
    renderEditor({ ...link, main_status_id: 'R', main_substatus_id: '401', offered_ctc: 1200000, expected_joining_date: '2026-12-20' });
    const ctc = await screen.findByRole('textbox', { name: 'Offered CTC (React Developer)' });
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    fireEvent.change(ctc, { target: { value: '1250000' } });
    await update();
    await waitFor(() =>
      expect(mockSend).toHaveBeenCalledWith('PUT', 'candidates_job_orders', {
        encrypted_id: 'link-1',
        mainstatus_id: 'R',
        mainsubstatus_id: '401',
        offered_ctc: 1250000,
        expected_joining_date: '2026-12-20',
      }),
    );
  });
});
