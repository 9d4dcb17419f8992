// The numbers of an offer and a placement (issue 17 §2): offered CTC and expected joining date, asked for wherever a
// candidate-job link moves to Offered (main status R) or Joined (J): the job order's status dialog and board, the
// candidate profile's Job Orders tab and the edit form. One component and one set of rules for all of them; the
// server (PUT /api/candidates_job_orders, /api/candidate_job_status) checks the same.
import { Alert, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { OFFERED_CTC_POSITIVE } from 'contract/rules/links';
import { confirm } from '../dialogs';
import { formatRupees } from '../format';

/** Seed 001: the Offered entry is main status R; DESIGN §4: J is Joined. */
export const OFFERED_MAIN_STATUS = 'R';
export const JOINED_MAIN_STATUS = 'J';

export const OFFER_MESSAGES = {
  ctcRequired: 'The offered ctc field is required.',
  ctcPositive: OFFERED_CTC_POSITIVE,
  dateRequired: 'The expected joining date field is required.',
  dateInvalid: 'The expected joining date is not a valid date.',
} as const;

/** What a move to `main` asks for: an offer's numbers, a joining date, or nothing. */
export type OfferNeed = 'offer' | 'joining' | null;
export function offerNeed(main: string): OfferNeed {
  if (main === OFFERED_MAIN_STATUS) return 'offer';
  if (main === JOINED_MAIN_STATUS) return 'joining';
  return null;
}

export interface OfferValues {
  /** Rupees, as typed. */
  offered_ctc: string;
  /** YYYY-MM-DD */
  expected_joining_date: string;
}
export type OfferErrors = Partial<Record<keyof OfferValues, string>>;

export interface StoredOffer {
  offered_ctc: number | null;
  expected_joining_date: string | null;
}

export function offerValuesOf(link: StoredOffer): OfferValues {
  return {
    offered_ctc: link.offered_ctc === null ? '' : String(link.offered_ctc),
    expected_joining_date: link.expected_joining_date ?? '',
  };
}

/** A move to Joined that skips the funnel: not from Offered (or Joined) and no offer on record. */
export function skipsOffer(fromMain: string, toMain: string, stored: StoredOffer): boolean {
  return (
    toMain === JOINED_MAIN_STATUS &&
    fromMain !== OFFERED_MAIN_STATUS &&
    fromMain !== JOINED_MAIN_STATUS &&
    stored.offered_ctc === null
  );
}

const realDate = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};

/**
 * Offered: CTC (> 0 rupees) and expected joining date required. Joined: the joining date required, and the CTC too
 * when the move skips the offer. A CTC or date typed anyway is checked the same.
 */
export function validateOffer(values: OfferValues, need: OfferNeed, skipped = false): OfferErrors {
  const errors: OfferErrors = {};
  if (!need) return errors;
  const ctc = values.offered_ctc.trim().replace(/,/g, '');
  const date = values.expected_joining_date.trim();
  if (ctc === '') {
    if (need === 'offer' || skipped) errors.offered_ctc = OFFER_MESSAGES.ctcRequired;
  } else if (!/^\d+(\.\d+)?$/.test(ctc) || !(Number(ctc) > 0)) errors.offered_ctc = OFFER_MESSAGES.ctcPositive;
  if (date === '') errors.expected_joining_date = OFFER_MESSAGES.dateRequired;
  else if (!realDate(date)) errors.expected_joining_date = OFFER_MESSAGES.dateInvalid;
  return errors;
}

/** The fields a move sends beside the statuses (nothing when the status asks for none). */
export function offerPayload(
  values: OfferValues,
  need: OfferNeed,
): { offered_ctc?: number; expected_joining_date?: string } {
  if (!need) return {};
  const ctc = values.offered_ctc.trim().replace(/,/g, '');
  return {
    ...(ctc ? { offered_ctc: Number(ctc) } : {}),
    expected_joining_date: values.expected_joining_date.trim(),
  };
}

/**
 * The typed CTC read back (a slip of a few zeros is a different offer): '1200000' → '₹12,00,000 a year (12 lakh)';
 * an amount under ₹10,000 says the field is in rupees. Empty or not a number: nothing.
 */
export function ctcReadBack(typed: string): string {
  const v = typed.trim().replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(v) || !(Number(v) > 0)) return '';
  const n = Number(v);
  if (n < 10_000) return `${formatRupees(n)} a year: the CTC is in rupees (12 lakh is 1200000).`;
  return `${formatRupees(n)} a year (${Number((n / 100_000).toFixed(2)).toLocaleString('en-IN')} lakh)`;
}

/** Asks before a move to Joined that skips the offer; resolves true to go on. */
export function confirmSkipOffer(candidateName: string): Promise<boolean> {
  return confirm({
    title: 'Move to Joined without an offer?',
    message: `${candidateName || 'This candidate'} has no offer on record. Record the offer's CTC and the joining date, and move straight to Joined?`,
    confirmLabel: 'Move to Joined',
    cancelLabel: 'Cancel',
  });
}

export interface OfferFieldsProps {
  need: OfferNeed;
  values: OfferValues;
  errors?: OfferErrors;
  onChange: (values: OfferValues) => void;
  /** The move skips the offer: says so, and the CTC is required. */
  skipped?: boolean;
  size?: 'sm' | 'md';
  /** Prefixes the inputs' accessible names when several links are on one page. */
  idPrefix?: string;
}

/** Offered CTC (₹) and (Expected) Joining Date, shown when the chosen main status is Offered or Joined. */
export function OfferFields({ need, values, errors = {}, onChange, skipped, size = 'md', idPrefix }: OfferFieldsProps) {
  if (!need) return null;
  const dateLabel = need === 'joining' ? 'Joining Date' : 'Expected Joining Date';
  const name = (label: string) => (idPrefix ? `${label} (${idPrefix})` : label);
  return (
    <Stack gap={3} data-testid="offer-fields">
      {skipped && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title>No offer on record: enter the offer&apos;s CTC and the joining date to move straight to Joined.</Alert.Title>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
        <Field.Root invalid={Boolean(errors.offered_ctc)} required={need === 'offer' || skipped}>
          <Field.Label fontSize={size === 'sm' ? 'xs' : undefined}>
            Offered CTC (₹) {(need === 'offer' || skipped) && <Field.RequiredIndicator />}
          </Field.Label>
          <Input
            size={size}
            aria-label={name('Offered CTC')}
            inputMode="decimal"
            value={values.offered_ctc}
            placeholder="e.g. 1200000"
            onChange={(e) => onChange({ ...values, offered_ctc: e.target.value.replace(/[^\d.,]/g, '') })}
          />
          {errors.offered_ctc ? (
            <Field.ErrorText>{errors.offered_ctc}</Field.ErrorText>
          ) : (
            ctcReadBack(values.offered_ctc) && <Field.HelperText>{ctcReadBack(values.offered_ctc)}</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.expected_joining_date)} required>
          <Field.Label fontSize={size === 'sm' ? 'xs' : undefined}>
            {dateLabel} <Field.RequiredIndicator />
          </Field.Label>
          <Input
            size={size}
            type="date"
            aria-label={name(dateLabel)}
            value={values.expected_joining_date}
            onChange={(e) => onChange({ ...values, expected_joining_date: e.target.value })}
          />
          {errors.expected_joining_date && <Field.ErrorText>{errors.expected_joining_date}</Field.ErrorText>}
        </Field.Root>
      </SimpleGrid>
    </Stack>
  );
}
