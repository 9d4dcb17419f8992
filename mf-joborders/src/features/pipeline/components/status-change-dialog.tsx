import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  confirmSkipOffer,
  offerNeed,
  offerPayload,
  offerValuesOf,
  OfferFields,
  skipsOffer,
  validateOffer,
  Field,
  NativeSelect,
  Stack,
  Text,
  type OfferErrors,
  type OfferValues,
  FormDialog,
  useAction,
} from 'shared-ui';
import { refreshKeys } from '../../../components/refresh';
import { useMainStatuses, useSubStatuses } from '../api/get-statuses';
import { updateLinkStatus } from '../api/update-link-status';

export const MAIN_REQUIRED = 'The main status field is required.';
export const SUB_REQUIRED = 'The sub status field is required.';

export interface LinkForStatus {
  encrypted_id: string;
  candidate_name: string;
  job_id: string;
  main_status_id: string;
  sub_status_id: string;
  offered_ctc: number | null;
  expected_joining_date: string | null;
}

export interface StatusChangeDialogProps {
  /** The link being moved; null closes the dialog. */
  link: LinkForStatus | null;
  /** A main status chosen beforehand (a card dropped on another group); its sub status must then be picked. */
  initialMain?: string | null;
  onClose: () => void;
  onSaved?: () => void;
}

/**
 * Change a candidate's status: main status (loads its sub statuses and clears the chosen one) and sub status, both
 * required; Offered asks for the offered CTC and expected joining date, Joined for the joining date (and the offer's
 * CTC, after a confirmation, when the move skips the offer).
 */
export function StatusChangeDialog({
  link,
  initialMain,
  onClose,
  onSaved,
}: StatusChangeDialogProps) {
  const { mutate } = useSWRConfig();
  const [main, setMain] = useState('');
  const [sub, setSub] = useState('');
  const [errors, setErrors] = useState<{ main?: string; sub?: string }>({});
  const [offer, setOffer] = useState<OfferValues>({ offered_ctc: '', expected_joining_date: '' });
  const [offerErrors, setOfferErrors] = useState<OfferErrors>({});
  const mains = useMainStatuses();
  const subs = useSubStatuses(main || null);

  useEffect(() => {
    if (!link) return;
    const start = initialMain ?? link.main_status_id;
    setMain(start);
    setSub(start === link.main_status_id ? link.sub_status_id : '');
    setErrors({});
    setOffer(offerValuesOf(link));
    setOfferErrors({});
  }, [link, initialMain]);

  const need = offerNeed(main);
  const skipped = link ? skipsOffer(link.main_status_id, main, link) : false;

  const submit = useAction({
    run: async (moved: LinkForStatus) => {
      await updateLinkStatus(moved.encrypted_id, main, sub, offerPayload(offer, need));
      onSaved?.();
      onClose();
    },
    success: 'Updated Successfully',
    invalidate: (_, moved) =>
      void refreshKeys(mutate, moved.job_id, 'pipeline_candidates', 'jobs_candidate_counts'),
  });
  const busy = submit.busy;

  async function save() {
    const next = { main: main ? undefined : MAIN_REQUIRED, sub: sub ? undefined : SUB_REQUIRED };
    const nextOffer = validateOffer(offer, need, skipped);
    setErrors(next);
    setOfferErrors(nextOffer);
    if (!link || next.main || next.sub || Object.keys(nextOffer).length || busy) return;
    if (skipped && !(await confirmSkipOffer(link.candidate_name))) return;
    await submit.run(link);
  }

  return (
    <FormDialog
      open={link !== null}
      title="Change Status"
      busy={busy}
      onClose={onClose}
      onSubmit={() => void save()}
      submitLabel="Update"
    >
      <Stack gap={4}>
        <Text color="fg.muted">{link?.candidate_name}</Text>
        <Field.Root invalid={Boolean(errors.main)} required>
          <Field.Label>
            Main Status <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              aria-label="Main Status"
              value={main}
              onChange={(e) => {
                setMain(e.target.value);
                setSub('');
                setErrors((x) => ({ ...x, main: undefined }));
              }}
            >
              <option value="">Select main status</option>
              {(mains.data ?? []).map((m) => (
                <option key={m.fixed_id} value={m.fixed_id}>
                  {m.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.main && <Field.ErrorText>{errors.main}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.sub)} required disabled={!main}>
          <Field.Label>
            Sub Status <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root disabled={!main}>
            <NativeSelect.Field
              aria-label="Sub Status"
              value={sub}
              onChange={(e) => {
                setSub(e.target.value);
                setErrors((x) => ({ ...x, sub: undefined }));
              }}
            >
              <option value="">{subs.isLoading ? 'Loading…' : 'Select sub status'}</option>
              {(main ? (subs.data ?? []) : []).map((s) => (
                <option key={s.fixed_id} value={s.fixed_id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.sub && <Field.ErrorText>{errors.sub}</Field.ErrorText>}
        </Field.Root>
        <OfferFields
          need={need}
          values={offer}
          errors={offerErrors}
          skipped={skipped}
          onChange={(v) => {
            setOffer(v);
            setOfferErrors({});
          }}
        />
      </Stack>
    </FormDialog>
  );
}
