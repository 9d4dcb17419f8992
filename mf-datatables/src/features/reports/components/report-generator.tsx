import { useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { LuPlay } from 'react-icons/lu';
import { ErrorsFollowValues, useFlashErrors, type SearchOption, Card, runAction } from 'shared-ui';
import { useClientJobs } from '../api/get-client-jobs';
import { useReportClients } from '../api/get-report-clients';
import type { ReportCandidate, ReportRequest } from '../api/types';
import { REQUIRED, ReportTargetFields, type TargetValues } from './report-target-fields';
import { ReportSubmit } from './report-submit';

type Values = TargetValues & { candidates: SearchOption<string>[] };
type Names = { clientName: string; jobTitle: string };

export interface Generated<T> extends Names {
  rows: T[];
}

export interface ReportGeneratorProps<T> {
  /** The job's candidates for the multi-select (an SWR hook). */
  useCandidates: (jobId: string) => { data?: ReportCandidate[]; isLoading: boolean };
  generate: (body: ReportRequest) => Promise<T[]>;
  children: (result: Generated<T>) => ReactNode;
}

const INITIAL: Values = { client_id: '', job_id: '', candidates: [] };

/** Keeps the chosen client's and job's names at hand for the result's heading. */
function TrackNames({ names }: { names: MutableRefObject<Names> }) {
  const { values } = useFormikContext<Values>();
  const clients = useReportClients();
  const jobs = useClientJobs(values.client_id);
  names.current = {
    clientName:
      clients.data?.find((c) => c.encrypted_id === values.client_id)?.client_short_name ?? '',
    jobTitle: jobs.data?.find((j) => j.job_id === values.job_id)?.job_title ?? '',
  };
  return null;
}

function Fields<T>({
  useCandidates,
  errors,
  onTargetChange,
}: Pick<ReportGeneratorProps<T>, 'useCandidates'> & {
  errors: Record<string, string>;
  onTargetChange: () => void;
}) {
  const { values } = useFormikContext<Values>();
  const candidates = useCandidates(values.job_id);
  return (
    <ReportTargetFields
      errors={errors}
      candidates={{ list: candidates.data, loading: candidates.isLoading }}
      onTargetChange={onTargetChange}
    />
  );
}

/**
 * Resume Details and Interview Details: Select Client, Select Active Job Order, the job's
 * candidates (none chosen: all), Generate; then the result below.
 */
export function ReportGenerator<T>({ useCandidates, generate, children }: ReportGeneratorProps<T>) {
  const flash = useFlashErrors();
  const [result, setResult] = useState<Generated<T> | null>(null);
  const names = useRef<Names>({ clientName: '', jobTitle: '' });

  async function submit(values: Values) {
    const errors: Record<string, string> = {};
    if (!values.client_id) errors.client_id = REQUIRED.client;
    if (!values.job_id) errors.job_id = REQUIRED.job;
    if (Object.keys(errors).length) {
      flash.flash(errors);
      return;
    }
    flash.clear();
    const subject = { ...names.current };
    await runAction({
      run: async () => {
        const rows = await generate({
          client_id: values.client_id,
          job_id: values.job_id,
          candidate_id: values.candidates.map((c) => c.value),
        });
        setResult({ rows, ...subject });
      },
    });
  }


  return (
    <>
      <Formik initialValues={INITIAL} onSubmit={submit}>
        <Form noValidate>
          <ErrorsFollowValues errors={flash} />
          <TrackNames names={names} />
          <Card.Root variant="outline">
            <Card.Body gap={4}>
              <Fields
                useCandidates={useCandidates}
                errors={flash.errors}
                onTargetChange={() => setResult(null)}
              />
              <ReportSubmit busyText="Generating…">
                <LuPlay /> Generate
              </ReportSubmit>
            </Card.Body>
          </Card.Root>
        </Form>
      </Formik>
      {result && children(result)}
    </>
  );
}
