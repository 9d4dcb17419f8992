import { useState } from 'react';
import { useField } from 'formik';
import { LuPlus } from 'react-icons/lu';
import { usePermission } from 'shared-auth';
import { AsyncSearchSelect, FieldShell, toast, type SearchOption, Button, Field, Flex, Input, FormDialog } from 'shared-ui';
import { apiErrorText } from '../../api/errors';
import { createSkill, searchSkills } from '../../api/search-skills';
import { FromResumeHint, type Hint } from './fields';

function AddSkillDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (name: string) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function add() {
    const trimmed = name.trim().replace(/\s+/g, ' ');
    if (!trimmed) {
      setError('The name field is required.');
      return;
    }
    setBusy(true);
    try {
      const res = await createSkill(trimmed);
      toast.success(res.message || 'Skills added successfully');
      onAdded(trimmed);
      setName('');
      setError(null);
      onClose();
    } catch (e) {
      setError(await apiErrorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open={open}
      title="Add Skill"
      busy={busy}
      onClose={onClose}
      onSubmit={() => void add()}
      submitLabel="Add"
      size="md"
    >
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Skill Name</Field.Label>
        <Input
          value={name}
          autoFocus
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void add();
            }
          }}
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </FormDialog>
  );
}

/**
 * Skills from the catalogue (search after more than 2 characters), as many as the candidate has (the seed's
 * "maximum of 4" label was never a rule), with the Add Skill dialog.
 */
export function SkillsField({ error, fromResume }: { error?: string; fromResume?: Hint }) {
  const [field, , helpers] = useField<SearchOption<string>[]>('skills');
  const [adding, setAdding] = useState(false);
  const skillsPermission = usePermission('Skills');
  const candidatesPermission = usePermission('Candidates');
  const canAdd = skillsPermission.m_add || candidatesPermission.m_add;
  const value = field.value ?? [];

  function change(next: SearchOption<string>[]) {
    void helpers.setValue(next);
  }

  const shown = error;
  return (
    <FieldShell
      label="Skills"
      error={shown}
      helperText={
        fromResume ? <FromResumeHint check={fromResume === 'check'} /> : `${value.length} selected`
      }
    >
      <Flex gap={2} align="flex-start" w="full">
        <AsyncSearchSelect<string>
          multiple
          aria-label="Skills"
          value={value}
          onChange={change}
          loadOptions={searchSkills}
          minChars={3}
          placeholder="Type 3 letters to search"
          invalid={Boolean(shown)}
          onBlur={() => void helpers.setTouched(true)}
        />
        {canAdd && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setAdding(true)}
            flexShrink={0}
            mt={value.length ? 10 : 0}
          >
            <LuPlus /> Add Skill
          </Button>
        )}
      </Flex>
      <AddSkillDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(name) => {
          if (value.some((s) => s.value.toLowerCase() === name.toLowerCase())) return;
          change([...value, { label: name, value: name }]);
        }}
      />
    </FieldShell>
  );
}
