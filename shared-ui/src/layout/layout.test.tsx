/**
 * @jest-environment shared-auth/test/jsdom-fetch-environment.cjs
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderUi } from '../test-utils';
import { PageHeader } from './page-header';
import { RouteTabs } from './route-tabs';
import { EmptyState, ErrorPanel, NotFound } from './states';

// Chakra components re-render a lot under jsdom; leave room on a busy machine.
jest.setTimeout(20_000);

function tabsAt(path: string) {
  const Page = () => (
    <>
      <PageHeader title="Manage Logins" actions={<button>Add User</button>} />
      <RouteTabs
        label="Manage Logins"
        tabs={[
          { label: 'My Account', to: '/managelogins' },
          { label: 'Users', to: '/managelogins/users' },
          { label: 'Add User', to: '/managelogins/add' },
          { label: 'Edit User', to: '/managelogins/edit', hidden: true },
        ]}
      />
    </>
  );
  return createMemoryRouter([{ path: '/managelogins/*', element: <Page /> }], {
    initialEntries: [path],
  });
}

describe('layout', () => {
  it('PageHeader shows the heading and its actions', async () => {
    await renderUi(<RouterProvider router={tabsAt('/managelogins')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Logins' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add User' })).toBeInTheDocument();
  });

  it('RouteTabs marks the tab of the current URL, hides hidden tabs and follows navigation', async () => {
    const user = userEvent.setup();
    const router = tabsAt('/managelogins/users');
    await renderUi(<RouterProvider router={router} />);
    const nav = screen.getByRole('navigation', { name: 'Manage Logins' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'My Account' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: 'Edit User' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Add User' }));
    expect(router.state.location.pathname).toBe('/managelogins/add');
    expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('aria-current', 'page');

    // arrow keys move between tabs
    screen.getByRole('link', { name: 'Add User' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'Add User' })).toHaveFocus();
  });

  it('RouteTabs can address tabs by a query parameter', async () => {
    const Page = () => (
      <RouteTabs
        tabs={[
          { label: 'Notes', to: '/candidates?profile=c1&tab=notes' },
          { label: 'Files', to: '/candidates?profile=c1&tab=files' },
        ]}
      />
    );
    const router = createMemoryRouter([{ path: '/candidates', element: <Page /> }], {
      initialEntries: ['/candidates?profile=c1&tab=files'],
    });
    await renderUi(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Files' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Notes' })).not.toHaveAttribute('aria-current');
  });

  it('NotFound links to the dashboard; EmptyState and ErrorPanel', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <NotFound />
              <EmptyState />
              <ErrorPanel message="Could not load" onRetry={onRetry} />
            </>
          ),
        },
      ],
      { initialEntries: ['/nowhere'] },
    );
    await renderUi(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByText('no data found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
