import { Form, Formik } from 'formik';
import { SKILL_NAME_MAX } from 'contract/rules/skills';
import { useSWRConfig } from 'swr';
import { TextField, toast, toastApiError, Box, Button, Stack } from 'shared-ui';
import { createSkill } from '../api/create-skill';
import { isSkillsKey } from '../api/get-skills';
import { skillNameSchema } from './skill-name-schema';

/** The Add tab: a name and Save ('Skills added successfully'); server messages as error toasts (spec §8). */
export function SkillAdd() {
  const { mutate } = useSWRConfig();
  return (
    <Box maxW="md">
      <Formik
        initialValues={{ name: '' }}
        validationSchema={skillNameSchema}
        onSubmit={async (values, helpers) => {
          try {
            await createSkill(values.name);
            toast.success('Skills added successfully');
            helpers.resetForm();
            void mutate(isSkillsKey);
          } catch (e) {
            await toastApiError(e);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap={4}>
              <TextField name="name" label="Skill Name" required maxLength={SKILL_NAME_MAX} autoComplete="off" />
              <Box>
                <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                  Save
                </Button>
              </Box>
            </Stack>
          </Form>
        )}
      </Formik>
    </Box>
  );
}
