/**
 * @jest-environment ./test/jsdom-fetch-environment.cjs
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { session } from './session';
import { StandaloneHost } from './standalone-host';
import { json, recruiter, renderUi, stubFetch } from './test-utils';

// Chakra components re-render a lot under jsdom; leave room on a busy machine.
jest.setTimeout(20_000);

function app() {
  const router = createMemoryRouter(
    [
      {
        path: '/candidates',
        element: (
          <StandaloneHost title="Candidates">
            <p>candidates module</p>
          </StandaloneHost>
        ),
      },
    ],
    { initialEntries: ['/candidates'] },
  );
  return { router, ui: <RouterProvider router={router} /> };
}

describe('StandaloneHost', () => {
  beforeEach(() => session.clear());

  it('asks to sign in, then shows the module under a thin bar, and signs out in place', async () => {
    const user = userEvent.setup();
    stubFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/config') return json({ office365_url: 'https://login.example.com' });
      if (path === '/api/login') return json({ status: true, token: 'tok', user: recruiter });
      return json({ status: true, message: 'Logged out' });
    });
    const { router, ui } = app();
    renderUi(ui);
    expect(await screen.findByRole('link', { name: 'Login With Office 365' })).toBeInTheDocument();
    expect(screen.queryByText('candidates module')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Work Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect(await screen.findByText('candidates module')).toBeInTheDocument();
    expect(screen.getByText('Standalone')).toBeInTheDocument();
    expect(screen.getByText('Asha')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Work Email')).toBeInTheDocument();
    await waitFor(() => expect(session.get().token).toBeNull());
    expect(router.state.location.pathname).toBe('/candidates'); // stays on the module's URL
  });

  it('works without /api/config', async () => {
    stubFetch(() => json({ status: false, message: 'Not found.' }, 404));
    renderUi(app().ui);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login With Office 365' })).not.toBeInTheDocument();
  });
});
