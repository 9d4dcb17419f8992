/**
 * @jest-environment shared-auth/test/jsdom-fetch-environment.cjs
 */
import { act, screen } from '@testing-library/react';
import { session } from 'shared-auth';
import { recruiter as signedIn } from 'shared-auth/src/test-utils';
import { renderApp } from 'shared-ui/src/test-utils';
import { StartupProvider } from '../app/startup-context';
import { DEFAULT_CONFIG, type Startup } from '../federation/startup';
import { createRemoteRegistry } from '../federation/remote-registry';
import { RemoteRegistryProvider } from '../remote/registry-context';
import { ShellLayout } from './shell-layout';

const recruiter = {
  ...signedIn,
  first_name: 'Ravi',
  last_name: 'Kumar',
  email: 'ravi@example.com',
};

const startup: Startup = {
  config: { ...DEFAULT_CONFIG, company_name: 'Acme Staffing' },
  entries: {},
  entriesError: null,
  overrides: {},
  refusedOverrides: [],
};

/** The shell's one catch-all route at `path`; returns the router, to navigate or read the location. */
async function renderShell(path: string, overrides: Partial<Startup> = {}) {
  const registry = createRemoteRegistry({
    load: async (remote) => ({ default: () => <p>module {remote}</p> }),
  });
  const { router } = await renderApp(
    <StartupProvider value={{ ...startup, ...overrides }}>
      <RemoteRegistryProvider value={registry}>
        <ShellLayout />
      </RemoteRegistryProvider>
    </StartupProvider>,
    path,
  );
  return router;
}

afterEach(() => {
  act(() => session.clear());
});

describe('ShellLayout', () => {
  it('sends a signed-out user to sign-in, except for the public pages', async () => {
    const router = await renderShell('/clients/abc');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ from: '/clients/abc' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(document.title).toBe('Sign in · Recruitment');
  });

  it('shows a public page without signing in', async () => {
    await renderShell('/privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('© 2026 Acme Staffing. All rights reserved.')).toBeInTheDocument();
  });

  it('sends a signed-in user from / to the dashboard module', async () => {
    session.set('t', recruiter);
    const router = await renderShell('/');
    expect(await screen.findByText('module mf-dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard · Recruitment');
  });

  it('renders the owning module for a deep address, and NotFound for an unknown one', async () => {
    session.set('t', recruiter);
    const router = await renderShell('/settings/skills');
    expect(await screen.findByText('module mf-admin')).toBeInTheDocument();
    expect(document.title).toBe('Skills · Recruitment');
    await act(async () => {
      await router.navigate('/clientsx');
    });
    expect(screen.queryByText(/^module /)).not.toBeInTheDocument();
    expect(document.title).toBe('Page not found · Recruitment');
  });

  it('shows the impersonation and override banners', async () => {
    session.set('t', {
      ...recruiter,
      impersonator: {
        encrypted_id: 'a1',
        first_name: 'Asha',
        last_name: 'Rao',
        email: 'asha@example.com',
      },
    });
    await renderShell('/dashboard', {
      overrides: { 'mf-candidates': 'http://localhost:3102/mf-manifest.json' },
    });
    expect(
      await screen.findByText(
        'You are working as Ravi Kumar (ravi@example.com), signed in as Asha Rao.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to my account' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Module mf-candidates is loaded from http://localhost:3102/mf-manifest.json (override)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });

  it('names an account without a last name without a stray space (Add User sends none)', async () => {
    session.set('t', {
      ...recruiter,
      last_name: '',
      impersonator: {
        encrypted_id: 'a1',
        first_name: 'Admin',
        last_name: '',
        email: 'admin@example.com',
      },
    });
    await renderShell('/dashboard');
    expect(
      await screen.findByText('You are working as Ravi (ravi@example.com), signed in as Admin.'),
    ).toBeInTheDocument();
  });
});
