import {
  RouterLink,
  formatDate,
  formatNoticePeriod,
  formatRupees,
  relativeTime,
  type DataTableColumn,
  Box,
  Button,
  Link,
  Text,
} from 'shared-ui';
import { CandidateActions } from '../../workspace/components/candidate-actions';
import { candidateProfileUrl, type PipelineRow } from '../api/types';

export function CandidateLink({ id, name }: { id: string; name: string }) {
  return (
    <Link asChild colorPalette="brand" fontWeight="medium">
      <RouterLink to={candidateProfileUrl(id)}>{name}</RouterLink>
    </Link>
  );
}

/** The pipeline candidate columns (spec 3.3) shared by the Status tab and (compact) the Actionable tab. */
export function pipelineColumns(opts: {
  showJob?: boolean;
  compact?: boolean;
  onChangeStatus?: (row: PipelineRow) => void;
}): DataTableColumn<PipelineRow>[] {
  const candidate: DataTableColumn<PipelineRow> = {
    key: 'candidate_name',
    header: 'Candidate',
    sortable: true,
    render: (r) => (
      <Box minW="10rem">
        <CandidateLink id={r.candidate_id} name={r.candidate_name} />
        {/* one line, cut with an ellipsis on a phone's card (the whole address in its title), as on the candidate list */}
        <Text fontSize="xs" color="fg.muted" truncate title={r.primary_email}>
          {r.primary_email}
        </Text>
      </Box>
    ),
  };
  const job: DataTableColumn<PipelineRow> = {
    key: 'job_title',
    header: 'Job Order',
    sortable: true,
    render: (r) => (
      <Box minW="9rem">
        <Link asChild>
          <RouterLink to={`/joborders/${r.job_id}`}>{r.job_title}</RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted">
          {r.client_name}
        </Text>
      </Box>
    ),
  };
  const status: DataTableColumn<PipelineRow> = {
    key: 'sub_status',
    header: 'Status',
    sortable: true,
    render: (r) => (
      <Box minW="9rem">
        <Text>
          {r.main_status} / {r.sub_status}
        </Text>
        <Text fontSize="xs" color="fg.muted" title={r.sub_status_updated}>
          {relativeTime(r.sub_status_updated)}
        </Text>
        {opts.onChangeStatus && (
          <Button size="2xs" variant="outline" mt={1} onClick={() => opts.onChangeStatus?.(r)}>
            Change status
          </Button>
        )}
      </Box>
    ),
  };
  const recruiter: DataTableColumn<PipelineRow> = {
    key: 'recruiter_name',
    header: 'Recruiter',
    sortable: true,
  };
  const interview: DataTableColumn<PipelineRow> = {
    key: 'interview_date',
    header: 'Interview',
    render: (r) =>
      r.interview_date ? (
        <Box minW="8rem">
          <Text whiteSpace="nowrap">
            {formatDate(r.interview_date)} {r.interview_time}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {r.cnd_int_details}
          </Text>
        </Box>
      ) : (
        ''
      ),
  };
  const joining: DataTableColumn<PipelineRow> = {
    key: 'expected_joining_date',
    header: 'Joining / Offer',
    sortable: true,
    render: (r) =>
      !r.expected_joining_date && r.offered_ctc === null ? (
        ''
      ) : (
        <Box>
          {r.expected_joining_date && (
            <Text whiteSpace="nowrap">{formatDate(r.expected_joining_date)}</Text>
          )}
          {r.offered_ctc !== null && (
            <Text fontSize="xs" color="fg.muted">
              {formatRupees(r.offered_ctc)}
            </Text>
          )}
        </Box>
      ),
  };
  const notice: DataTableColumn<PipelineRow> = {
    key: 'notice_period',
    header: 'Notice Period',
    render: (r) => formatNoticePeriod(r.notice_period),
  };
  const notes: DataTableColumn<PipelineRow> = {
    key: 'recent_notes',
    header: 'Notes',
    render: (r) =>
      r.recent_notes ? (
        <Text fontSize="sm" lineClamp={2} maxW="14rem" title={r.recent_notes}>
          {r.recent_notes}
          {r.candidates_notes > 1 ? ` (+${r.candidates_notes - 1})` : ''}
        </Text>
      ) : (
        ''
      ),
  };
  const actions: DataTableColumn<PipelineRow> = {
    key: 'actions',
    header: 'Actions',
    render: (r) => <CandidateActions row={r} />,
  };
  // the Actionable tab: the row icons beside the name, and only what fits beside the job list
  if (opts.compact)
    return [candidate, actions, ...(opts.showJob ? [job] : []), status, recruiter, interview];
  // as cards (a phone, or the job's narrow column on a laptop) every fact stays on the card
  const fact = (c: DataTableColumn<PipelineRow>) => ({ ...c, card: 'fact' as const });
  return [
    { ...candidate, card: 'identity' },
    ...(opts.showJob ? [fact(job)] : []),
    fact(status),
    fact(recruiter),
    fact(interview),
    fact(joining),
    fact(notice),
    fact(notes),
    { ...actions, card: 'actions' },
  ];
}
