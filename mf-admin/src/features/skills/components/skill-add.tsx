import { Form, Formik } from 'formik';
import { SKILL_NAME_MAX } from 'contract/rules/skills';
import { TextField, Box, Stack } from 'shared-ui';
import { createSkill } from '../api/create-skill';
import { skillNameSchema } from './skill-name-schema';
import { useSkillSubmit } from './use-skill-submit';
import { SubmitButton } from '../../../components/submit-button';

/** The Add tab: a name and Save ('Skills added successfully'); server messages as error toasts (spec §8). */
export function SkillAdd() {
  const submit = useSkillSubmit(({ name }: { name: string }) => createSkill(name), 'Skills added successfully');
  return (
    <Box maxW="md">
      <Formik initialValues={{ name: '' }} validationSchema={skillNameSchema} onSubmit={submit}>
        <Form noValidate>
          <Stack gap={4}>
            <TextField name="name" label="Skill Name" required maxLength={SKILL_NAME_MAX} autoComplete="off" />
            <SubmitButton>Save</SubmitButton>
          </Stack>
        </Form>
      </Formik>
    </Box>
  );
}
