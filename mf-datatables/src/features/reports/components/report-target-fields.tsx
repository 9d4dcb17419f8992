import { useEffect, useMemo, useRef } from 'react';
import { useFormikContext } from 'formik';
import { AutocompleteField, SelectField, type SearchOption, SimpleGrid } from 'shared-ui';
import { useClientJobs } from '../api/get-client-jobs';
import { useReportClients } from '../api/get-report-clients';
import type { ReportCandidate } from '../api/types';
import { formatCount } from '../utils/count';

export interface TargetValues {
  client_id: string;
  job_id: string;
  candidates?: SearchOption<string>[];
}

export const REQUIRED = {
  client: 'Client Is Required.',
  job: 'Job Is Required.',
  name: 'Report Name Is Required.',
} as const;

/** Runs `reset` when `value` changes (not on the first render). */
function useOnChange(value: string, reset: () => void) {
  const previous = useRef(value);
  const resetRef = useRef(reset);
  resetRef.current = reset;
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    resetRef.current();
  }, [value]);
}

export interface ReportTargetFieldsProps {
  errors: Partial<Record<'client_id' | 'job_id', string>>;
  /** The job's candidates for the multi-select (none: no candidate field). */
  candidates?: { list: ReportCandidate[] | undefined; loading: boolean };
  /** Notified when the client or the job changes (a shown result no longer matches). */
  onTargetChange?: () => void;
}

/**
 * Select Client, Select Active Job Order (loaded for the chosen client) and, for the generated
 * reports, the job's candidates. Choosing another client clears the job; another job clears the
 * chosen candidates (spec §4).
 */
export function ReportTargetFields({
  errors,
  candidates,
  onTargetChange,
}: ReportTargetFieldsProps) {
  const { values, setFieldValue } = useFormikContext<TargetValues>();
  const clients = useReportClients();
  const jobs = useClientJobs(values.client_id);

  useOnChange(values.client_id, () => {
    void setFieldValue('job_id', '');
    onTargetChange?.();
  });
  useOnChange(values.job_id, () => {
    if (candidates) void setFieldValue('candidates', []);
    onTargetChange?.();
  });

  const clientOptions = useMemo(
    () => (clients.data ?? []).map((c) => ({ label: c.client_short_name, value: c.encrypted_id })),
    [clients.data],
  );
  const jobOptions = useMemo(
    () => (jobs.data ?? []).map((j) => ({ label: j.job_title, value: j.job_id })),
    [jobs.data],
  );
  const jobPlaceholder = !values.client_id
    ? 'Select a client first'
    : jobs.isLoading
      ? 'Loading…'
      : jobOptions.length
        ? 'Select'
        : 'No active job order';

  const chosen = values.candidates ?? [];
  const list = candidates?.list;
  const loadCandidates = async (text: string): Promise<SearchOption<string>[]> => {
    const needle = text.trim().toLowerCase();
    const taken = new Set(chosen.map((o) => o.value));
    return (list ?? [])
      .filter((c) => !taken.has(c.candidate_id) && c.candidate_name.toLowerCase().includes(needle))
      .slice(0, 100)
      .map((c) => ({ label: c.candidate_name, value: c.candidate_id }));
  };

  return (
    <SimpleGrid columns={{ base: 1, md: candidates ? 3 : 2 }} gap={4} alignItems="start">
      <SelectField
        name="client_id"
        label="Select Client"
        required
        placeholder={clients.isLoading ? 'Loading…' : 'Select'}
        options={clientOptions}
        error={errors.client_id}
      />
      <SelectField
        name="job_id"
        label="Select Active Job Order"
        required
        disabled={!values.client_id}
        placeholder={jobPlaceholder}
        options={jobOptions}
        error={errors.job_id}
      />
      {candidates && (
        <AutocompleteField<string>
          // a new job starts a new list of choices
          key={values.job_id || 'none'}
          name="candidates"
          label="Select Candidates"
          multiple
          minChars={0}
          debounceMs={0}
          disabled={!values.job_id || candidates.loading}
          placeholder={
            !values.job_id
              ? 'Select a job first'
              : candidates.loading
                ? 'Loading…'
                : chosen.length
                  ? 'Add another candidate'
                  : `All candidates (${formatCount(list?.length ?? 0)})`
          }
          helperText={values.job_id ? 'Leave empty for every candidate.' : undefined}
          loadOptions={loadCandidates}
        />
      )}
    </SimpleGrid>
  );
}
