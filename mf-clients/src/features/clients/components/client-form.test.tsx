/**
 * @jest-environment ../shared-auth/test/jsdom-fetch-environment.cjs
 */
// (jsdom has no Request/Response: react-router's navigations and ky's errors need them)
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientOne, SubItemList, type GstItem } from 'contract/clients';
import { fakeAnswer } from 'contract/fake';
import { ACME } from 'contract/test/clients';
import { todayIso } from 'shared-ui';
import { renderApp, SCREEN_LOAD_LIMIT_MS } from 'shared-ui/src/test-utils';
import { fakeApi } from 'shared-ui/src/test-auth';
import App from '../../../App';
import { blankItem } from './client-form-model';

jest.mock('shared-auth', () => jest.requireActual('shared-ui/src/test-auth').sharedAuthWithFakeApi());

// a test may wait that long for its screen's code, then needs the time of its own steps
jest.setTimeout(SCREEN_LOAD_LIMIT_MS + 30_000);


const { mockGet, mockSend } = fakeApi();

const CLIENT_ID = ACME.encrypted_id;
const G1 = '22222222-2222-4222-8222-222222222222';
const G2 = '33333333-3333-4333-8333-333333333333';

/** A saved GST entry with a number and a state, its other fields left blank as the form leaves them. */
const { key: _key, ...blankGst } = blankItem('client_gst');
const gst = (id: string, name: string): GstItem => ({
  ...blankGst,
  encrypted_id: id,
  client_id: CLIENT_ID,
  gst_id: `GST-${name}`,
  gst_state_code: '29',
  gst_state_name: name,
  approval_from_gst_enddate: null,
});

// The answers as the API gives them, each typed and checked by its route's schema (contract/clients).
const data: Record<string, unknown> = {
  [`clients/${CLIENT_ID}`]: fakeAnswer(ClientOne, { status: true, data: [ACME] }),
  [`client_gst/${CLIENT_ID}`]: fakeAnswer(SubItemList.client_gst, { status: true, data: [gst(G1, 'Karnataka'), gst(G2, 'Goa')] }),
};

// the address's screen, once its code has loaded (a cold first import takes seconds)
async function renderAt(path: string) {
  return (await renderApp(<App />, path)).router;
}


beforeEach(() => {
  mockGet.mockReset();
  mockSend.mockReset();
  mockGet.mockImplementation(async (path: string) => (data[path] ?? { status: true, data: [] }) as never);
  mockSend.mockImplementation(async () => ({ status: true, message: 'ok', data: { encrypted_id: '44444444-4444-4444-8444-444444444444' } }) as never);
});

describe('client form rules', () => {
  it('keeps the agreement end date disabled until a start date is set; an end before the start is refused with a message, not blanked', async () => {
    await renderAt('/clients/add');
    const start = await screen.findByLabelText('Agreement Start Date');
    const end = screen.getByLabelText('Agreement End Date');
    expect(end).toBeDisabled();
    fireEvent.change(start, { target: { value: '2025-03-10' } });
    await waitFor(() => expect(end).toBeEnabled());
    expect(end).toHaveAttribute('min', '2025-03-10');
    fireEvent.change(end, { target: { value: '2025-06-30' } });
    fireEvent.change(start, { target: { value: '2025-07-01' } });
    expect(
      await screen.findByText('The agreement end date must be a date after or equal to agreement start date.'),
    ).toBeInTheDocument();
    expect(end).toHaveValue('2025-06-30');
    fireEvent.change(screen.getByLabelText(/Client Legal Name/), { target: { value: 'Nimbus Retail Private Limited' } });
    fireEvent.change(screen.getByLabelText(/Client Short Name/), { target: { value: 'Nimbus' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Save/ })));
    expect(mockSend).not.toHaveBeenCalled();
    fireEvent.change(end, { target: { value: '2026-06-30' } });
    await waitFor(() =>
      expect(
        screen.queryByText('The agreement end date must be a date after or equal to agreement start date.'),
      ).not.toBeInTheDocument(),
    );
  });

  it('normalises the website, refuses one that is not a web address, and checks contacts', async () => {
    await renderAt('/clients/add');
    const website = await screen.findByLabelText('Website');
    fireEvent.change(website, { target: { value: 'https://nimbus retail' } });
    expect(await screen.findByText('The website url must be a web address, such as https://example.com.')).toBeInTheDocument();
    fireEvent.change(website, { target: { value: 'Nimbus-Retail.IN' } });
    expect(await screen.findByText('Saved as https://nimbus-retail.in')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Client Legal Name/), { target: { value: 'Nimbus Retail Private Limited' } });
    fireEvent.change(screen.getByLabelText(/Client Short Name/), { target: { value: 'Nimbus' } });
    const contact = screen.getByRole('group', { name: 'Point Of Contact 1' });
    fireEvent.change(within(contact).getByLabelText(/Name/), { target: { value: 'Ravi Kumar' } });
    fireEvent.change(within(contact).getByLabelText(/Email/), { target: { value: 'ravi at nimbus' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Save/ })));
    expect(await within(contact).findByText('The client contact email must be a valid email address.')).toBeInTheDocument();
    expect(mockSend).not.toHaveBeenCalled();
    fireEvent.change(within(contact).getByLabelText(/Email/), { target: { value: 'ravi@nimbus-retail.in' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Save/ })));
    await waitFor(() => expect(mockSend).toHaveBeenCalled());
    const [, path, body] = mockSend.mock.calls[0];
    expect(path).toBe('clients');
    expect((body as FormData).get('website_url')).toBe('https://nimbus-retail.in');
  });

  it('warns about another client with the same name, and still saves', async () => {
    mockGet.mockImplementation(async (path: string) =>
      (path === 'clients_duplicates'
        ? { status: true, data: [{ encrypted_id: CLIENT_ID, client_legal_name: 'Acme Private Limited', client_short_name: 'Acme', matched: ['short_name'] }] }
        : (data[path] ?? { status: true, data: [] })) as never,
    );
    await renderAt('/clients/add');
    fireEvent.change(await screen.findByLabelText(/Client Short Name/), { target: { value: 'acme' } });
    expect(await screen.findByText('A client with the same name already exists')).toBeInTheDocument();
    expect(screen.getByText(/Acme \(Acme Private Limited\): same short name/)).toBeInTheDocument();
    expect(mockGet).toHaveBeenCalledWith('clients_duplicates', { short_name: 'acme' });
  });

  it('takes the GST exemption end date from today on, and disables it when eligibility is NO', async () => {
    await renderAt('/clients/add');
    const item = await screen.findByRole('group', { name: 'GST Details 1' });
    expect(within(item).getByLabelText('GST State Code')).toHaveValue('77');
    const endDate = within(item).getByLabelText('Approval From GST End Date');
    expect(endDate).toBeEnabled();
    expect(endDate).toHaveAttribute('min', todayIso());
    fireEvent.change(endDate, { target: { value: '2099-01-01' } });
    const eligibility = within(item).getByLabelText('GST Exemption Eligibility');
    expect(Array.from((eligibility as HTMLSelectElement).options).map((o) => o.text)).toEqual(['None', 'YES', 'NO']);
    fireEvent.change(eligibility, { target: { value: 'NO' } });
    await waitFor(() => expect(endDate).toBeDisabled());
    expect(endDate).toHaveValue('');
    fireEvent.change(eligibility, { target: { value: 'YES' } });
    await waitFor(() => expect(endDate).toBeEnabled());
  });

  it('requires the legal and short names; each message stays until its field is filled in', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('/clients/add');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const summary = await screen.findByTestId('error-summary');
    // under the field and as a link in the summary at the top
    expect(screen.getAllByText('The client legal name field is required.')).toHaveLength(2);
    expect(screen.getAllByText('The client short name field is required.')).toHaveLength(2);
    expect(mockSend).not.toHaveBeenCalled();
    await user.click(within(summary).getByRole('button', { name: 'The client short name field is required.' }));
    expect(screen.getByLabelText(/Client Short Name/)).toHaveFocus();
    await user.type(screen.getByLabelText(/Client Short Name/), 'Nimbus');
    await waitFor(() => expect(screen.queryByText('The client short name field is required.')).not.toBeInTheDocument());
    expect(screen.getAllByText('The client legal name field is required.')).toHaveLength(2);
  });
});

describe('saving', () => {
  it('sends only the changed items: an untouched saved item is not sent, an edited one is PUT, a new one POSTed', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt(`/clients/${CLIENT_ID}/edit`);
    const second = await screen.findByRole('group', { name: 'GST Details 2' });
    expect(screen.getByRole('group', { name: 'GST Details 1' })).toBeInTheDocument();
    const name = within(second).getByLabelText('GST State Name');
    // whole values in one input each (a paste): key by key, the whole form re-renders once a character
    await user.clear(name);
    await user.paste('Goa North');

    const section = screen.getByRole('region', { name: 'GST Details' });
    await user.click(within(section).getByRole('button', { name: 'Add More' }));
    const third = await screen.findByRole('group', { name: 'GST Details 3' });
    await user.click(within(third).getByLabelText('GST Number'));
    await user.paste('30ABCDE1234F1Z9');
    // a new contact left blank is not sent either
    await user.click(within(screen.getByRole('region', { name: 'Point Of Contact' })).getByRole('button', { name: 'Add More' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockSend).toHaveBeenCalledTimes(2));

    const calls = mockSend.mock.calls.map(([method, path, body]) => ({ method, path, body: body as Record<string, unknown> }));
    expect(calls[0]).toMatchObject({ method: 'PUT', path: 'client_gst', body: { encrypted_id: G2, client_id: CLIENT_ID, gst_state_name: 'Goa North', gst_id: 'GST-Goa' } });
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: 'client_gst',
      body: { client_id: CLIENT_ID, gst_id: '30ABCDE1234F1Z9', gst_state_code: '77', approval_from_gst_enddate: null },
    });
    expect(calls[1].body).not.toHaveProperty('encrypted_id');
    // nothing about the untouched item, and no client update when its fields did not change
    expect(JSON.stringify(calls)).not.toContain(G1);
    expect(calls.some((c) => c.path === 'clients')).toBe(false);
    expect(await screen.findByText('Client Updated Successfully')).toBeInTheDocument();
  });

  it('shows each failed item its messages and stays on the edit screen', async () => {
    const user = userEvent.setup({ delay: null });
    mockSend.mockImplementation(async (method: string) => {
      if (method === 'PUT') {
        const body = JSON.stringify({ status: false, message: 'The given data was invalid.', errors: { approval_from_gst_enddate: ['The approval from gst enddate must be a date after or equal to today.'] } });
        const { HTTPError } = jest.requireActual('ky');
        throw new HTTPError(new Response(body, { status: 422 }), new Request('http://localhost/api/client_gst'), {});
      }
      return { status: true, message: 'ok', data: { encrypted_id: '44444444-4444-4444-8444-444444444444' } } as never;
    });
    const router = await renderAt(`/clients/${CLIENT_ID}/edit`);
    const first = await screen.findByRole('group', { name: 'GST Details 1' });
    await user.type(within(first).getByLabelText('Office Short Name'), 'HQ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockSend).toHaveBeenCalledWith('PUT', 'client_gst', expect.objectContaining({ encrypted_id: G1, client_office_short_name: 'HQ' })));
    expect(await within(first).findByText('The approval from gst enddate must be a date after or equal to today.')).toBeInTheDocument();
    expect(screen.getByText('Some items were not saved. Correct them and save again.')).toBeInTheDocument();
    // the save has ended (its message is shown): the form stays where it is
    expect(router.state.location.pathname).toBe(`/clients/${CLIENT_ID}/edit`);
  });
});
