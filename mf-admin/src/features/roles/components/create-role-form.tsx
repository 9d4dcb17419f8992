import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { TextField, toast, toastApiError, Box, Button, Flex } from 'shared-ui';
import { createRole } from '../api/create-role';
import type { Role } from '../api/types';

/** Create role: the name is required (spec §5) and unique. */
export function CreateRoleForm({ roles, onCreated }: { roles: Role[]; onCreated: (role: Role) => void }) {
  const schema = yup.object({
    name: yup
      .string()
      .trim()
      .required('The name field is required.')
      .max(50, 'The name must not be greater than 50 characters.')
      .test('unique', 'The name has already been taken.', (v) => !roles.some((r) => r.role_name.toLowerCase() === (v ?? '').trim().toLowerCase())),
  });
  return (
    <Formik
      initialValues={{ name: '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        try {
          const answer = await createRole(values.name);
          toast.success('Added Successfully');
          helpers.resetForm();
          onCreated(answer.data);
        } catch (e) {
          await toastApiError(e);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Flex gap={2} align="flex-end" wrap="wrap">
            <Box flex="1" minW="12rem">
              <TextField name="name" label="Role Name" required maxLength={50} autoComplete="off" />
            </Box>
            <Button type="submit" colorPalette="brand" loading={isSubmitting}>
              Create Role
            </Button>
          </Flex>
        </Form>
      )}
    </Formik>
  );
}
