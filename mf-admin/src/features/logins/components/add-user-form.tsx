import { Form, Formik } from 'formik';
import { useNavigate, NumberField, PasswordField, SelectField, showApiError, showSuccess, TextField, SimpleGrid, Stack, invalidateKeys, keys } from 'shared-ui';
import { useSWRConfig } from 'swr';
import { createUser } from '../api/create-user';
import { roleForApi, useRoleOptions } from '../api/get-role-options';
import { addUserSchema, emptyAddUser, NAME_CHARS, type AddUserValues } from './user-form-model';
import { SubmitButton } from '../../../components/submit-button';

/** The Add User tab (spec §2.7, §5). */
export function AddUserForm() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const roles = useRoleOptions();
  return (
    <Formik<AddUserValues>
      initialValues={emptyAddUser}
      validationSchema={addUserSchema}
      onSubmit={async (values) => {
        try {
          await createUser({
            first_name: values.first_name.trim(),
            last_name: '',
            email: values.email.trim(),
            mobile: values.mobile,
            role: roleForApi(values.role),
            password: values.password,
            password_confirmation: values.password_confirmation,
          });
          void invalidateKeys(mutate, keys.users.all);
          void showSuccess({ title: 'Success', message: 'User Added Successfully' });
          navigate('/managelogins/users');
        } catch (e) {
          await showApiError(e);
        }
      }}
    >
      <Form noValidate aria-label="Add User">
        <Stack gap={4} maxW="3xl">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <TextField name="first_name" label="User Name" required allow={NAME_CHARS} maxLength={100} autoComplete="off" />
            <TextField name="email" label="Email Id" type="email" required maxLength={254} autoComplete="off" />
            <NumberField name="mobile" label="Mobile No." required digitsOnly maxLength={10} autoComplete="off" />
            <SelectField name="role" label="Select Role" required placeholder="Select Role" options={roles.options} />
            <PasswordField name="password" label="Password" required maxLength={128} />
            <PasswordField name="password_confirmation" label="Confirm pasword" required maxLength={128} />
          </SimpleGrid>
          <SubmitButton>Add</SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
