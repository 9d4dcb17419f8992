import { useSession } from 'shared-auth';
import { PageHeader, Stack, Text } from 'shared-ui';
import { AccountDetails } from '../../../components/account-details';
import { AdminPage } from '../../../components/admin-page';
import { ChangePasswordForm } from './change-password-form';

/** /myaccount: the account as stored in the session, and Change Password (not while working as someone else). */
export function MyAccountPage() {
  const { user } = useSession();
  return (
    <AdminPage>
      <PageHeader title="My Account" />
      <Stack gap={8}>
        <AccountDetails />
        {user?.impersonator ? (
          <Text color="fg.muted">The password of this account can only be changed by its owner.</Text>
        ) : (
          <ChangePasswordForm />
        )}
      </Stack>
    </AdminPage>
  );
}
