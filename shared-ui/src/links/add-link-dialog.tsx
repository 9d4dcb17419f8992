// Adding a candidate to a job order from where the recruiter stands (issue 17 §3): from the candidate profile (pick a
// job order, then one of its recruiters) and from the job order (find a candidate, pick a recruiter of the job). One
// dialog for both; the caller says what is picked and creates the link (POST /api/candidates_job_orders, P / 103).
import { useEffect, useState } from 'react';
import { Field, Stack, Text } from '@chakra-ui/react';
import { OptionSelect } from '../form/option-select';
import { FormDialog } from '../record/form-dialog';
import { readApiError, useSession } from 'shared-auth';
import { AsyncSearchSelect, type SearchOption } from '../form/async-search-select';

export const RECRUITER_REQUIRED = 'Recruiter is required';

/**
 * The recruiter a job's list starts on: the signed-in user when the job is assigned to them (a recruiter adding to
 * their own job), else its only recruiter, else none (the user chooses).
 */
export function defaultRecruiter(options: { value: string }[], me: string | undefined): string {
  if (me && options.some((o) => o.value === me)) return me;
  return options.length === 1 ? options[0].value : '';
}

export interface AddLinkDialogProps {
  open: boolean;
  onClose: () => void;
  /** 'Add to Job Order', 'Add Candidate' */
  title: string;
  /** 'Job Order', 'Candidate' */
  pickLabel: string;
  /** 'Job Order is required' */
  pickRequired: string;
  pickPlaceholder: string;
  /** Characters before a search starts (0: list at once). */
  minChars?: number;
  loadOptions: (text: string) => Promise<SearchOption<string>[]>;
  /** The recruiters to choose from once something is picked (a job's assigned users). */
  loadRecruiters: (picked: string) => Promise<{ value: string; label: string }[]>;
  /** Creates the link; a rejection's message is shown in the dialog. */
  onAdd: (picked: SearchOption<string>, recruiterId: string) => Promise<void>;
}

export function AddLinkDialog({
  open,
  onClose,
  title,
  pickLabel,
  pickRequired,
  pickPlaceholder,
  minChars = 0,
  loadOptions,
  loadRecruiters,
  onAdd,
}: AddLinkDialogProps) {
  const [picked, setPicked] = useState<SearchOption<string> | null>(null);
  const [recruiters, setRecruiters] = useState<{ value: string; label: string }[] | null>(null);
  const [recruiter, setRecruiter] = useState('');
  const [errors, setErrors] = useState<{ pick?: string; recruiter?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const me = useSession().user?.encrypted_id;

  useEffect(() => {
    if (!open) return;
    setPicked(null);
    setRecruiter('');
    setRecruiters(null);
    setErrors({});
  }, [open]);

  useEffect(() => {
    let live = true;
    setRecruiters(null);
    setRecruiter('');
    if (picked)
      void loadRecruiters(picked.value)
        .then((list) => {
          if (!live) return;
          setRecruiters(list);
          setRecruiter(defaultRecruiter(list, me));
        })
        .catch(() => live && setRecruiters([]));
    return () => {
      live = false;
    };
  }, [picked, loadRecruiters, me]);

  async function add() {
    const next = {
      pick: picked ? undefined : pickRequired,
      recruiter: recruiter ? undefined : RECRUITER_REQUIRED,
    };
    setErrors(next);
    if (!picked || !recruiter || busy) return;
    setBusy(true);
    try {
      await onAdd(picked, recruiter);
      onClose();
    } catch (e) {
      const { message, errors: fields } = await readApiError(e);
      const first = fields ? Object.values(fields).flat()[0] : undefined;
      setErrors({ form: first ?? message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open={open}
      title={title}
      busy={busy}
      onClose={onClose}
      onSubmit={() => void add()}
      submitLabel="Add"
    >
      <Stack gap={4}>
        <Field.Root invalid={Boolean(errors.pick)} required>
          <Field.Label>
            {pickLabel} <Field.RequiredIndicator />
          </Field.Label>
          <AsyncSearchSelect<string>
            aria-label={pickLabel}
            value={picked}
            onChange={(v) => {
              setPicked(v);
              setErrors((x) => ({ ...x, pick: undefined, form: undefined }));
            }}
            loadOptions={loadOptions}
            minChars={minChars}
            placeholder={pickPlaceholder}
            invalid={Boolean(errors.pick)}
          />
          {errors.pick && <Field.ErrorText>{errors.pick}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.recruiter)} required disabled={!picked}>
          <Field.Label>
            Recruiter <Field.RequiredIndicator />
          </Field.Label>
          <OptionSelect
            label="Recruiter"
            size="md"
            disabled={!picked}
            value={recruiter}
            onChange={(value) => {
              setRecruiter(value);
              setErrors((x) => ({ ...x, recruiter: undefined, form: undefined }));
            }}
            placeholder={
              !picked
                ? `Choose a ${pickLabel.toLowerCase()} first`
                : recruiters === null
                  ? 'Loading…'
                  : recruiters.length
                    ? 'Select recruiter'
                    : 'No recruiter is assigned to this job order'
            }
            options={recruiters ?? []}
          />
          {errors.recruiter && <Field.ErrorText>{errors.recruiter}</Field.ErrorText>}
        </Field.Root>
        {errors.form && (
          <Text color="fg.error" role="alert">
            {errors.form}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}
