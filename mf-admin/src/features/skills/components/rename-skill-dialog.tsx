import { Form, Formik } from 'formik';
import { SKILL_NAME_MAX } from 'contract/rules/skills';
import { TextField, toast, toastApiError, useFinalFocus, Button, Dialog, Portal, Stack } from 'shared-ui';
import { updateSkill } from '../api/update-skill';
import type { SkillRow } from '../api/types';
import { skillNameSchema } from './skill-name-schema';

export interface RenameSkillDialogProps {
  skill: SkillRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Renames one skill of the list; onto an existing name, the server merges the two. */
export function RenameSkillDialog({ skill, onClose, onSaved }: RenameSkillDialogProps) {
  const finalFocus = useFinalFocus(skill !== null);
  return (
    <Dialog.Root
      finalFocusEl={finalFocus}
      open={skill !== null}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      size={{ mdDown: 'full', md: 'sm' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {skill && (
              <Formik
                initialValues={{ name: skill.name }}
                validationSchema={skillNameSchema}
                onSubmit={async (values) => {
                  try {
                    const answer = await updateSkill(skill.encrypted_id, values.name);
                    toast.success('Updated Successfully', answer.data?.merged ? `Merged into ${answer.data.name}` : undefined);
                    onSaved();
                    onClose();
                  } catch (e) {
                    await toastApiError(e);
                  }
                }}
              >
                {({ isSubmitting }) => (
                  <Form noValidate>
                    <Dialog.Header>
                      <Dialog.Title>Edit Skill</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap={4}>
                        <TextField name="name" label="Skill Name" required maxLength={SKILL_NAME_MAX} autoComplete="off" autoFocus />
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                        Cancel
                      </Button>
                      <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                        Save
                      </Button>
                    </Dialog.Footer>
                  </Form>
                )}
              </Formik>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
