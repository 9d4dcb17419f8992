/**
 * @jest-environment ../shared-auth/test/jsdom-fetch-environment.cjs
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { session, type SessionUser } from 'shared-auth';
import { UiProvider } from 'shared-ui';
import { CandidateRightsActions } from './candidate-rights-actions';

jest.setTimeout(30_000);

const admin: SessionUser = {
  encrypted_id: '00000000-0000-4000-8000-000000000001',
  first_name: 'Admin',
  last_name: 'Person',
  email: 'admin@example.com',
  mobile: '9876543210',
  role: 1,
  role_name: 'admin',
  status: 'active',
  user_type: 'admin',
};
const ID = '11111111-2222-4333-8444-555555555555';

function stubApi() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    sent.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
    return new Response(JSON.stringify({ status: true, message: "The candidate's personal data was erased." }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return sent;
}

async function show(onErased = jest.fn()) {
  render(
    <UiProvider>
      <CandidateRightsActions candidateId={ID} onErased={onErased} />
    </UiProvider>,
  );
  await act(async () => {});
  return onErased;
}

describe("the candidate's rights actions", () => {
  afterEach(() => act(() => session.clear()));

  it('lets an admin erase the candidate with the reason typed, then refreshes the profile', async () => {
    session.set('test-token', admin);
    const sent = stubApi();
    const onErased = await show();
    expect(screen.getByRole('button', { name: 'Export data' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Erase' }));
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    expect(within(dialog).getByText(/removed for good/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Asked by e-mail on 20 Nov' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(onErased).toHaveBeenCalled());
    expect(sent).toEqual([{ method: 'POST', path: `/api/candidates/${ID}/erase`, body: { reason: 'Asked by e-mail on 20 Nov' } }]);
    expect(await screen.findByText("The candidate's personal data was erased.")).toBeInTheDocument();
  });

  it('shows nothing to users who are not administrators', async () => {
    session.set('test-token', { ...admin, role: 2, role_name: 'recruiter', user_type: 'recruiter' });
    await show();
    expect(screen.queryByRole('button', { name: 'Erase' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export data' })).toBeNull();
  });
});
