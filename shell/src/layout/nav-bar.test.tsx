import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from 'shared-ui/src/test-utils';
import { NavBar, type NavUser } from './nav-bar';

const admin: NavUser = { first_name: 'Asha', last_name: 'Rao', user_type: 'admin' };
const recruiter: NavUser = { first_name: 'Ravi', last_name: 'Kumar', user_type: 'recruiter' };

async function renderNav(user: NavUser, path = '/dashboard') {
  const onSignOut = jest.fn();
  await renderApp(<NavBar user={user} onSignOut={onSignOut} />, path);
  return { onSignOut, user: userEvent.setup() };
}

describe('NavBar', () => {
  it('shows the areas, the icons and a user menu titled with the first name', async () => {
    await renderNav(recruiter);
    for (const name of ['Dashboard', 'Job Orders', 'Candidates', 'Clients', 'Data Tables']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Interview calendar' })).toHaveAttribute(
      'href',
      '/dashboard/calendar',
    );
    expect(screen.getByRole('button', { name: 'Ravi' })).toBeInTheDocument();
  });

  // the administration menu: each entry's name and where it leads
  const adminMenu = [
    ['Manage Logins', '/managelogins'],
    ['Manage Roles', '/manageroles'],
    ['Login as User', '/userLogin'],
    ['Active Sessions', '/admin/activeusers'],
  ] as const;

  it('offers the administration menu to the admin role', async () => {
    const { user, onSignOut } = await renderNav(admin);
    await user.click(screen.getByRole('button', { name: 'Asha' }));
    await screen.findByRole('menuitem', { name: 'Logout' });
    for (const [name, href] of adminMenu) {
      expect(screen.getByRole('menuitem', { name })).toHaveAttribute('href', href);
    }
    expect(screen.queryByRole('menuitem', { name: 'My Account' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('offers My Account and Logout to any other role', async () => {
    const { user, onSignOut } = await renderNav(recruiter);
    await user.click(screen.getByRole('button', { name: 'Ravi' }));
    expect(await screen.findByRole('menuitem', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/myaccount',
    );
    for (const [name] of adminMenu) {
      expect(screen.queryByRole('menuitem', { name })).not.toBeInTheDocument();
    }
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('highlights the active area', async () => {
    await renderNav(recruiter, '/clients/abc/edit');
    expect(screen.getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Candidates' })).not.toHaveAttribute('aria-current');
  });

  it('lists Skills under Settings', async () => {
    const { user } = await renderNav(recruiter);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('menuitem', { name: 'Skills' })).toHaveAttribute(
      'href',
      '/settings/skills',
    );
  });

  it('opens the drawer with the name, Log out and Reports', async () => {
    const { user, onSignOut } = await renderNav(recruiter);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('Ravi Kumar');
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/datatables');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
