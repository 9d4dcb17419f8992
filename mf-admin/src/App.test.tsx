import { screen } from '@testing-library/react';
import { act } from 'react';
import { session } from 'shared-auth';
import { renderApp } from 'shared-ui/src/test-utils';
import App from './App';
import { adminUser, signInAs } from './test/render';

/** The module at an address, once its screen's code has loaded. */
const renderAt = (path: string) => renderApp(<App />, path);

describe('mf-admin routes', () => {
  it.each([
    ['/settings/skills', 'Skills'],
    ['/myaccount', 'My Account'],
  ])('%s shows its page header', async (path, title) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('answers an unknown path with NotFound', async () => {
    await renderAt('/mf-admin-nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Skills' })).not.toBeInTheDocument();
  });

  describe('admin-only screens', () => {
    afterEach(() => act(() => session.clear()));

    it.each([
      ['/manageroles', 'Manage Roles'],
      ['/managelogins', 'Manage Logins'],
      ['/userLogin', 'Login as User'],
      ['/admin/activeusers', 'Active Sessions'],
    ])('%s is shown to the admin role only', async (path, title) => {
      signInAs(adminUser);
      await renderAt(path);
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    });

    it.each(['/manageroles', '/managelogins', '/managelogins/users', '/managelogins/add', '/managelogins/edit?email=a@b.c', '/userLogin', '/admin/activeusers'])(
      '%s is refused to other roles',
      async (path) => {
        await renderAt(path);
        expect(screen.getByText('This action is unauthorized.')).toBeInTheDocument();
      },
    );

    it('/myaccount is open to every signed-in role', async () => {
      await renderAt('/myaccount');
      expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
      expect(screen.queryByText('This action is unauthorized.')).not.toBeInTheDocument();
    });

    it.each([
      ['/managelogins', 'My Account'],
      ['/managelogins/users', 'Users'],
      ['/managelogins/add', 'Add User'],
      ['/managelogins/edit', 'Edit User'],
    ])('%s is the %s tab', async (path, tab) => {
      signInAs(adminUser);
      await renderAt(path);
      expect(await screen.findByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    });
  });
});
