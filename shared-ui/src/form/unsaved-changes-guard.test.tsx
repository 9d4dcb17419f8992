/**
 * @jest-environment shared-auth/test/jsdom-fetch-environment.cjs
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { useState } from 'react';
import { renderUi } from '../test-utils';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

// Chakra components re-render a lot under jsdom; leave room on a busy machine.
jest.setTimeout(20_000);

function EditPage() {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <h1>Edit candidate</h1>
      <button onClick={() => setDirty(true)}>Change something</button>
      <button onClick={() => setDirty(false)}>Save</button>
      <Link to="/dashboard">Dashboard</Link>
      <UnsavedChangesGuard when={dirty} />
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/candidates/edit', element: <EditPage /> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    { initialEntries: ['/candidates/edit'] },
  );
  return router;
}

describe('UnsavedChangesGuard', () => {
  it('lets the user leave a clean form', async () => {
    const user = userEvent.setup();
    await renderUi(<RouterProvider router={setup()} />);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('asks before leaving unsaved changes; Cancel stays, Yes leaves', async () => {
    const user = userEvent.setup();
    const router = setup();
    await renderUi(<RouterProvider router={router} />);
    await user.click(screen.getByRole('button', { name: 'Change something' }));
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('You have unsaved changes. Leave this page?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Edit candidate' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/candidates/edit');

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('also blocks programmatic navigation and warns on reload', async () => {
    const router = setup();
    await renderUi(<RouterProvider router={router} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change something' }));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/candidates/edit');
  });
});
