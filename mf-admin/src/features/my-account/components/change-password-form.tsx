import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { newPasswordSchema, PasswordField, showApiError, showSuccess, Box, Heading, Stack } from 'shared-ui';
import { changePassword, type PasswordChange } from '../api/change-password';
import { SubmitButton } from '../../../components/submit-button';

const REQUIRED = '* Please Enter all fields';
const schema = yup.object({
  current_password: yup.string().required(REQUIRED),
  password: newPasswordSchema({ required: REQUIRED }),
  password_confirmation: yup.string().required(REQUIRED).oneOf([yup.ref('password')], 'Password mismatch'),
});

const empty: PasswordChange = { current_password: '', password: '', password_confirmation: '' };

/** Change Password: the current one, the new one twice. The user's other sessions end on success. */
export function ChangePasswordForm() {
  return (
    <Box maxW="md">
      <Heading as="h2" size="md" mb={3}>
        Change Password
      </Heading>
      <Formik
        initialValues={empty}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          try {
            const answer = await changePassword(values);
            helpers.resetForm();
            await showSuccess({ title: 'Success', message: answer.message || 'Updated Successfully' });
          } catch (e) {
            await showApiError(e);
          }
        }}
      >
        <Form noValidate aria-label="Change Password">
          <Stack gap={4}>
            <PasswordField name="current_password" label="Current Password" required autoComplete="current-password" maxLength={128} />
            <PasswordField name="password" label="New Password" required maxLength={128} />
            <PasswordField name="password_confirmation" label="Confirm Password" required maxLength={128} />
            <SubmitButton>Change Password</SubmitButton>
          </Stack>
        </Form>
      </Formik>
    </Box>
  );
}
