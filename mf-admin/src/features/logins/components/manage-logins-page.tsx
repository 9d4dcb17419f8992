import { PageHeader, RouteTabs } from 'shared-ui';
import { AccountDetails } from '../../../components/account-details';
import { AdminPage } from '../../../components/admin-page';
import { AddUserForm } from './add-user-form';
import { EditUser } from './edit-user';
import { UserList } from './user-list';

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
