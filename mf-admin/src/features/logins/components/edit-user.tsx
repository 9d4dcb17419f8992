import { useEffect } from 'react';
import { Form, Formik } from 'formik';
import { useSearchParams, AutocompleteField, EmptyState, LoadingBlock, NumberField, PasswordField, SelectField, showApiError, showError, showSuccess, TextField, type SearchOption, Box, Button, Flex, Heading, SimpleGrid, Stack, invalidateKeys, keys } from 'shared-ui';
import { useSWRConfig } from 'swr';
import { session, useSession } from 'shared-auth';
import { ROLE_NONE, roleForApi, useRoleOptions } from '../api/get-role-options';
import { useUserByEmail } from '../api/get-user-by-email';
import { searchUserEmails } from '../api/search-users';
import type { UserRow } from '../api/types';
import { updateUser } from '../api/update-user';
import { editUserSchema, NAME_CHARS, type EditUserValues } from './user-form-model';
import { SubmitButton } from '../../../components/submit-button';

const STATUS_OPTIONS = [
  { label: 'Active', value: 'active' },
  { label: 'InActive', value: 'inactive' },
];

/** The Edit User tab: /managelogins/edit?email= — an email autocomplete with Search, then the user's fields. */
export function EditUser() {
  const [params, setParams] = useSearchParams();
  const email = params.get('email')?.trim() || null;
  const found = useUserByEmail(email);
  const notFound = Boolean(email && found.data && found.data.data.user.length === 0);

  // Spec §8: a failed search shows the generic error dialog.
  useEffect(() => {
    if (found.error) void showError();
  }, [found.error]);

  const user = found.data?.data.user[0] ?? null;
  return (
    <Stack gap={6} maxW="3xl">
      <Formik<{ email: SearchOption<string> | null }>
        initialValues={{ email: email ? { label: email, value: email } : null }}
        enableReinitialize
        onSubmit={(values) => {
          if (values.email) setParams({ email: values.email.value });
        }}
      >
        <Form noValidate role="search" aria-label="Find a user">
          <Flex gap={2} align="flex-end" wrap="wrap">
            <Box flex="1" minW="14rem">
              <AutocompleteField<string> name="email" label="Email Id" placeholder="Type 3 characters or more" loadOptions={searchUserEmails} />
            </Box>
            <Button type="submit" colorPalette="brand">
              Search
            </Button>
          </Flex>
        </Form>
      </Formik>
      {found.isLoading ? (
        <LoadingBlock />
      ) : notFound ? (
        <EmptyState />
      ) : user ? (
        <EditUserForm key={user.encrypted_id} user={user} onSaved={() => void found.mutate()} />
      ) : null}
    </Stack>
  );
}

function EditUserForm({ user, onSaved }: { user: UserRow; onSaved: () => void }) {
  const roles = useRoleOptions();
  const { mutate } = useSWRConfig();
  const me = useSession();
  const initial: EditUserValues = {
    first_name: user.first_name,
    mobile: user.mobile,
    role: user.role ?? ROLE_NONE,
    status: user.status,
    password: '',
    password_confirmation: '',
  };
  return (
    <Formik<EditUserValues>
      initialValues={initial}
      validationSchema={editUserSchema}
      onSubmit={async (values, helpers) => {
        const role = roleForApi(values.role);
        try {
          await updateUser({
            encrypted_id: user.encrypted_id,
            first_name: values.first_name.trim(),
            last_name: user.last_name,
            mobile: values.mobile,
            role,
            status: values.status,
            ...(values.password ? { password: values.password, password_confirmation: values.password_confirmation } : {}),
          });
          // Editing one's own account: the stored session shows the new name and mobile at once.
          if (me.user && me.user.encrypted_id === user.encrypted_id) {
            session.updateUser({ ...me.user, first_name: values.first_name.trim(), mobile: values.mobile });
          }
          helpers.resetForm({ values: { ...values, password: '', password_confirmation: '' } });
          void invalidateKeys(mutate, keys.users.all);
          onSaved();
          await showSuccess({ title: 'Success', message: 'User Updated Successfully' });
        } catch (e) {
          await showApiError(e);
        }
      }}
    >
      <Form noValidate aria-label="Edit User">
        <Heading as="h2" size="sm" mb={3}>
          {user.email}
        </Heading>
        <Stack gap={4}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <TextField name="first_name" label="User Name" required allow={NAME_CHARS} maxLength={100} autoComplete="off" />
            <NumberField name="mobile" label="Mobile No." required digitsOnly maxLength={10} autoComplete="off" />
            <SelectField name="role" label="Select Role" required placeholder="Select Role" options={roles.options} />
            <SelectField name="status" label="Select Status" required options={STATUS_OPTIONS} />
            <PasswordField name="password" label="Password" maxLength={128} helperText="Leave empty to keep the current password." />
            <PasswordField name="password_confirmation" label="Confirm password" maxLength={128} />
          </SimpleGrid>
          <SubmitButton>Save</SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
