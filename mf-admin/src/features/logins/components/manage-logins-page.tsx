import { lazyScreen, PageHeader, RouteTabs } from 'shared-ui';
import { AccountDetails } from '../../../components/account-details';
import { AdminPage } from '../../../components/admin-page';

// My Account is the default tab; Users, Add User and Edit User load in their own chunks when first shown.
const UserList = lazyScreen(() => import('./user-list').then((m) => m.UserList));
const AddUserForm = lazyScreen(() => import('./add-user-form').then((m) => m.AddUserForm));
const EditUser = lazyScreen(() => import('./edit-user').then((m) => m.EditUser));

export type LoginsTab = 'account' | 'users' | 'add' | 'edit';

/** /managelogins (My Account), /managelogins/users, /managelogins/add, /managelogins/edit?email= */
export function ManageLoginsPage({ tab = 'account' }: { tab?: LoginsTab }) {
  return (
    <AdminPage>
      <PageHeader title="Manage Logins" />
      <RouteTabs
        label="Manage Logins"
        tabs={[
          { label: 'My Account', to: '/managelogins' },
          { label: 'Users', to: '/managelogins/users' },
          { label: 'Add User', to: '/managelogins/add' },
          { label: 'Edit User', to: '/managelogins/edit' },
        ]}
      />
      {tab === 'users' ? <UserList /> : tab === 'add' ? <AddUserForm /> : tab === 'edit' ? <EditUser /> : <AccountDetails />}
    </AdminPage>
  );
}
