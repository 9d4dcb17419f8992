/**
 * @jest-environment shared-auth/test/jsdom-fetch-environment.cjs
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { session, type SessionUser } from 'shared-auth';
import { UiProvider } from 'shared-ui';
import { createRemoteRegistry } from '../federation/remote-registry';
import { resolvePath, type RemoteName } from '../routes';
import { GuardedRemoteOutlet } from './guarded-remote-outlet';
import { RemoteRegistryProvider } from './registry-context';

const intake: SessionUser = {
  encrypted_id: 'u2',
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.com',
  mobile: '9876543210',
  role: 7,
  role_name: 'Candidate Intake',
  status: 'active',
  user_type: 'candidate intake',
};

const flags = {
  status: true,
  data: ['Dashboard', 'Candidates', 'Job Orders', 'Clients', 'Data Tables', 'Skills'].map(
    (name, i) => ({
      module_id: i + 1,
      module_name: name,
      role_id: 7,
      m_add: name === 'Candidates' ? 1 : 0,
      m_edit: 0,
      m_delete: 0,
      m_view: name === 'Candidates' ? 1 : 0,
    }),
  ),
};

function renderAt(path: string, answer: () => Promise<Response>) {
  globalThis.fetch = jest.fn(answer) as unknown as typeof fetch;
  const loaded: RemoteName[] = [];
  const registry = createRemoteRegistry({
    load: async (remote) => {
      loaded.push(remote);
      return { default: () => <p>module {remote}</p> };
    },
  });
  const at = { location: null as Location | null };
  function Page() {
    const location = useLocation();
    at.location = location;
    const resolved = resolvePath(location.pathname);
    return resolved.kind === 'remote' ? (
      <GuardedRemoteOutlet route={resolved.route} />
    ) : (
      <p>{resolved.kind}</p>
    );
  }
  render(
    <UiProvider>
      <SWRConfig
        value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
      >
        <RemoteRegistryProvider value={registry}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={<Page />} />
            </Routes>
          </MemoryRouter>
        </RemoteRegistryProvider>
      </SWRConfig>
    </UiProvider>,
  );
  return { loaded, at };
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

afterEach(() => {
  act(() => session.clear());
});

describe('GuardedRemoteOutlet', () => {
  it('opens a module the role may view', async () => {
    session.set('t', intake);
    const { loaded } = renderAt('/candidates/add', () => json(flags));
    expect(await screen.findByText('module mf-candidates')).toBeInTheDocument();
    expect(loaded).toEqual(['mf-candidates']);
  });

  it('shows the refusal for a module the role may not view, without loading it', async () => {
    session.set('t', intake);
    const { loaded } = renderAt('/joborders', () => json(flags));
    expect(await screen.findByText('This action is unauthorized.')).toBeInTheDocument();
    expect(loaded).toEqual([]);
  });

  it('lands a role without the dashboard on the first module it may open', async () => {
    session.set('t', intake);
    const { loaded, at } = renderAt('/dashboard', () => json(flags));
    expect(await screen.findByText('module mf-candidates')).toBeInTheDocument();
    expect(at.location?.pathname).toBe('/candidates');
    expect(loaded).toEqual(['mf-candidates']);
  });

  it('refuses the dashboard pages below /dashboard (the interview calendar) to such a role', async () => {
    session.set('t', intake);
    const { at } = renderAt('/dashboard/calendar', () => json(flags));
    expect(await screen.findByText('This action is unauthorized.')).toBeInTheDocument();
    expect(at.location?.pathname).toBe('/dashboard/calendar');
  });

  it('loads nothing while the flags are unknown, and leaves the decision to the server when they cannot be read', async () => {
    session.set('t', intake);
    let fail: () => void = () => undefined;
    const { loaded } = renderAt(
      '/joborders',
      () =>
        new Promise<Response>((resolve) => {
          fail = () =>
            resolve(new Response('{"status":false,"message":"Server Error"}', { status: 500 }));
        }),
    );
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(screen.queryByText(/^module /)).not.toBeInTheDocument();
    expect(loaded).toEqual([]);
    act(() => fail());
    expect(await screen.findByText('module mf-joborders')).toBeInTheDocument();
  });

  it('opens every module to the admin without asking', async () => {
    session.set('t', { ...intake, user_type: 'admin', role_name: 'admin' });
    renderAt('/clients', () => json(flags));
    expect(await screen.findByText('module mf-clients')).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});
