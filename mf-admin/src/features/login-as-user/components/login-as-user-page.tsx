import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useNavigate, AutocompleteField, PageHeader, type SearchOption, Box, Stack, Text, runAction } from 'shared-ui';
import { session } from 'shared-auth';
import { AdminPage } from '../../../components/admin-page';
import { impersonate } from '../api/impersonate';
import { searchWorkableUsers } from '../api/search-users';
import { SubmitButton } from '../../../components/submit-button';

const schema = yup.object({ user: yup.mixed<SearchOption<string>>().nullable().required('The user field is required.') });

/** /userLogin: work as an active non-admin user; the shell shows a banner with 'Return to my account'. */
export function LoginAsUserPage() {
  const navigate = useNavigate();
  return (
    <AdminPage>
      <PageHeader title="Login as User" />
      <Box maxW="md">
        <Formik<{ user: SearchOption<string> | null }>
          initialValues={{ user: null }}
          validationSchema={schema}
          onSubmit={async (values) => {
            const user = values.user;
            if (!user) return;
            await runAction({
              run: async () => {
                const answer = await impersonate(user.value);
                session.set(answer.token, answer.user);
                navigate('/dashboard');
              },
            });

          }}
        >
          <Form noValidate aria-label="Login as User">
            <Stack gap={4}>
              <AutocompleteField<string>
                name="user"
                label="User"
                required
                placeholder="Search by name or email"
                loadOptions={searchWorkableUsers}
                helperText="Active users who are not admins."
              />
              <Text fontSize="sm" color="fg.muted">
                You will work as this user for up to 30 minutes. Everything you do is recorded under both names.
              </Text>
              <SubmitButton>Login</SubmitButton>
            </Stack>
          </Form>
        </Formik>
      </Box>
    </AdminPage>
  );
}
