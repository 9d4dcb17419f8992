import { Field, type FieldLabelProps } from '@chakra-ui/react';
import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { OptionSelect } from '../form/option-select';
import { keys } from '../record/cache-keys';

/** A status of the catalogue: a main status, or a sub status of one. */
export interface StatusOption {
  fixed_id: string;
  name: string;
}

const once = { revalidateOnFocus: false };

/** GET /api/job_mainstatus: the main statuses, in their order. */
export function useMainStatuses() {
  return useSWR(
    keys.statuses.main,
    async () => (await apiGet<{ data: StatusOption[] }>('job_mainstatus')).data,
    once,
  );
}

/** GET /api/job_mainsubstatus?main_status_id=: the sub statuses of a main status (none asked without one). */
export function useSubStatuses(main: string | null | undefined) {
  return useSWR(
    main ? keys.statuses.sub(main) : null,
    async () =>
      (await apiGet<{ data: StatusOption[] }>('job_mainsubstatus', { main_status_id: main })).data,
    once,
  );
}

const asOptions = (list: StatusOption[] | undefined) =>
  (list ?? []).map((s) => ({ value: s.fixed_id, label: s.name }));

export interface StatusSelectsProps {
  main: string;
  sub: string;
  /** A new main status; the sub status is then cleared through `onSubChange('')`. */
  onMainChange: (main: string) => void;
  onSubChange: (sub: string) => void;
  errors?: { main?: string; sub?: string };
  /** The empty choice of each select; `subLoading` while the sub statuses of the main status load. */
  placeholders: { main: string; sub: string; subLoading?: string };
  /** Both are required (the required marks). */
  required?: boolean;
  size?: 'sm' | 'md';
  labelFontSize?: FieldLabelProps['fontSize'];
  /** Names the row's selects apart where several stand on one screen: "Main Status (Java Developer)". */
  nameSuffix?: string;
}

type Look = Pick<StatusSelectsProps, 'required' | 'size' | 'labelFontSize' | 'nameSuffix'>;

function StatusField({
  label,
  error,
  required,
  labelFontSize,
  nameSuffix,
  disabled,
  ...select
}: Look & {
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  options: { value: string; label: string }[];
  disabled?: boolean;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label fontSize={labelFontSize}>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <OptionSelect
        label={nameSuffix ? `${label} (${nameSuffix})` : label}
        disabled={disabled}
        {...select}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * A link's main status and sub status, side by side or one above the other as the caller lays them out: the sub
 * statuses are those of the chosen main status (none, and the select disabled, without one); a new main status
 * clears the sub status.
 */
export function StatusSelects({
  main,
  sub,
  onMainChange,
  onSubChange,
  errors = {},
  placeholders,
  size = 'md',
  ...look
}: StatusSelectsProps) {
  const mains = useMainStatuses();
  const subs = useSubStatuses(main);
  return (
    <>
      <StatusField
        {...look}
        size={size}
        label="Main Status"
        error={errors.main}
        value={main}
        onChange={(value) => {
          onMainChange(value);
          onSubChange('');
        }}
        placeholder={placeholders.main}
        options={asOptions(mains.data)}
      />
      <StatusField
        {...look}
        size={size}
        label="Sub Status"
        error={errors.sub}
        disabled={!main}
        value={sub}
        onChange={onSubChange}
        placeholder={
          subs.isLoading ? (placeholders.subLoading ?? placeholders.sub) : placeholders.sub
        }
        options={main ? asOptions(subs.data) : []}
      />
    </>
  );
}
