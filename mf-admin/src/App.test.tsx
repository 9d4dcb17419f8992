import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { session } from 'shared-auth';
import { UiProvider } from 'shared-ui';
import App from './App';

function renderAt(path: string) {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('mf-admin routes', () => {
  it.each([
    ['/settings/skills', 'Skills'],
    ['/myaccount', 'My Account'],
  ])('%s shows its page header', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('answers an unknown path with NotFound', () => {
    renderAt('/mf-admin-nowhere');
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
      session.set('t', {
        encrypted_id: 'a1',
        first_name: 'Asha',
        last_name: 'Rao',
        email: 'asha@example.com',
        mobile: '9876543210',
        role: 1,
        role_name: 'admin',
        status: 'active',
        user_type: 'admin',
      });
      renderAt(path);
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    });

    it.each(['/manageroles', '/managelogins', '/managelogins/users', '/managelogins/add', '/managelogins/edit?email=a@b.c', '/userLogin', '/admin/activeusers'])(
      '%s is refused to other roles',
      (path) => {
        renderAt(path);
        expect(screen.getByText('This action is unauthorized.')).toBeInTheDocument();
      },
    );

    it('/myaccount is open to every signed-in role', async () => {
      renderAt('/myaccount');
      expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
      expect(screen.queryByText('This action is unauthorized.')).not.toBeInTheDocument();
    });

    it.each([
      ['/managelogins', 'My Account'],
      ['/managelogins/users', 'Users'],
      ['/managelogins/add', 'Add User'],
      ['/managelogins/edit', 'Edit User'],
    ])('%s is the %s tab', async (path, tab) => {
      session.set('t', {
        encrypted_id: 'a1',
        first_name: 'Asha',
        last_name: 'Rao',
        email: 'asha@example.com',
        mobile: '9876543210',
        role: 1,
        role_name: 'admin',
        status: 'active',
        user_type: 'admin',
      });
      renderAt(path);
      expect(await screen.findByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    });
  });
});
