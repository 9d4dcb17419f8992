import { SKILL_NAME_MAX } from 'contract/rules/skills';
import { FormikDialog, TextField, toast, toastApiError, Stack } from 'shared-ui';
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
  return (
    <FormikDialog
      open={skill !== null}
      onClose={onClose}
      size={{ mdDown: 'full', md: 'sm' }}
      title="Edit Skill"
      formik={{
        initialValues: { name: skill?.name ?? '' },
        validationSchema: skillNameSchema,
        onSubmit: async (values) => {
          if (!skill) return;
          try {
            const answer = await updateSkill(skill.encrypted_id, values.name);
            toast.success('Updated Successfully', answer.data?.merged ? `Merged into ${answer.data.name}` : undefined);
            onSaved();
            onClose();
          } catch (e) {
            await toastApiError(e);
          }
        },
      }}
    >
import { SKILL_NAME_MAX } from 'contract/rules/skills';
      <Stack gap={4}>
        <TextField name="name" label="Skill Name" required maxLength={SKILL_NAME_MAX} autoComplete="off" autoFocus />
      </Stack>
    </FormikDialog>
  );
}
