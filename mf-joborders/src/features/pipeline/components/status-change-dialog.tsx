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
  Stack,
  StatusSelects,
  Text,
  type OfferErrors,
  type OfferValues,
  FormDialog,
  useAction,
  invalidateKeys,
  keys,
} from 'shared-ui';
import { updateLinkStatus } from '../api/update-link-status';

export const MAIN_REQUIRED = 'The main status field is required.';
export const SUB_REQUIRED = 'The sub status field is required.';

export interface LinkForStatus {
  encrypted_id: string;
  candidate_id: string;
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
      void invalidateKeys(mutate, ...keys.links.stale(moved.candidate_id, moved.job_id)),
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
        <StatusSelects
          main={main}
          sub={sub}
          onMainChange={(value) => {
            setMain(value);
            setErrors((x) => ({ ...x, main: undefined }));
          }}
          onSubChange={(value) => {
            setSub(value);
            setErrors((x) => ({ ...x, sub: undefined }));
          }}
          errors={errors}
          placeholders={{
            main: 'Select main status',
            sub: 'Select sub status',
            subLoading: 'Loading…',
          }}
          required
        />
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
