import { RouterLink, useLocation, useSearchParams, DataTable, formatRupees, RouteTabs, type DataTableColumn, Badge, Box, Link, Text } from 'shared-ui';
import { formatTime, shortDate } from '../../../lib/dates';
import { candidateColumn, nameColumn } from '../../../lib/name-columns';
import { jobOrderLink, tabTo } from '../../../lib/links';
import { useDashboardList, type DashboardRows } from '../api/get-dashboard-lists';
import type { InterviewRow, JobOrderRow, PlacedOfferedRow } from '../api/types';

export const DASHBOARD_TABS = [
  { key: 'upcoming', label: 'Upcoming Interviews' },
  { key: 'recent', label: 'Recent Interviews' },
  { key: 'jobs', label: 'Job Orders' },
  { key: 'placed', label: 'Placed / Offered List' },
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number]['key'];

const LIST_KEYS = ['page', 'sortby', 'direction', 'q'];

const dateCell = (value: string | null) => (
  <Text as="span" whiteSpace="nowrap">
    {value ? shortDate(value) : ''}
  </Text>
);

/** The client, with the job order under it. */
const clientAndJobCell = (r: { client_name: string; job_id: string; job_title: string }) => (
  <Box minW="8rem">
    <Text>{r.client_name}</Text>
    <Link asChild fontSize="xs" color="fg.muted">
      <RouterLink to={jobOrderLink(r.job_id)}>{r.job_title}</RouterLink>
    </Link>
  </Box>
);

const interviewColumns: DataTableColumn<InterviewRow>[] = [
  candidateColumn<InterviewRow>(),
  {
    key: 'client_name',
    header: 'Client Name',
    sortable: true,
    render: clientAndJobCell,
  },
  {
    key: 'interview_date',
    header: 'Interview Date',
    sortable: true,
    render: (r) => dateCell(r.interview_date),
  },
  {
    key: 'interview_time',
    header: 'Interview Time',
    sortable: true,
    render: (r) => (
      <Text as="span" whiteSpace="nowrap">
        {formatTime(r.interview_time)}
      </Text>
    ),
  },
  { key: 'mode_interview', header: 'Mode', sortable: true },
  { key: 'recruiter_name', header: 'Recruiter Name', sortable: true },
];

const jobColumns: DataTableColumn<JobOrderRow>[] = [
  nameColumn<JobOrderRow>(
    'job_order_name',
    'Job Order Name',
    (r) => r.job_order_name,
    (r) => jobOrderLink(r.job_id),
  ),
  { key: 'client_name', header: 'Client Name', sortable: true },
  {
    key: 'pipeline',
    header: 'Pipeline',
    sortable: true,
    align: 'end',
    render: (r) => (
      <Badge
        variant="subtle"
        colorPalette={r.pipeline ? 'brand' : 'gray'}
        aria-label={`${r.pipeline} candidates`}
      >
        {r.pipeline}
      </Badge>
    ),
  },
  { key: 'recruiter_name', header: 'Recruiter Name', sortable: true },
];

// on a phone's card: the candidate, then the client and job, the status and the joining date
const placedColumns: DataTableColumn<PlacedOfferedRow>[] = [
  { ...candidateColumn<PlacedOfferedRow>(), card: 'identity' },
  {
    key: 'client_name',
    header: 'Client Name',
    sortable: true,
    card: 'fact',
    render: clientAndJobCell,
  },
  {
    key: 'ctc',
    header: 'CTC',
    sortable: true,
    align: 'end',
    render: (r) => (
      <Text as="span" whiteSpace="nowrap">
        {formatRupees(r.ctc)}
      </Text>
    ),
  },
  { key: 'doj', header: 'DOJ', sortable: true, card: 'fact', render: (r) => dateCell(r.doj) },
  {
    key: 'status',
    header: 'Status',
    sortable: true,
    card: 'fact',
    render: (r) => (
      <Badge
        variant="subtle"
        colorPalette={
          r.status === 'Joined' ? 'green' : r.sub_status === 'Offer Declined' ? 'red' : 'blue'
        }
        whiteSpace="normal"
      >
        {r.status} · {r.sub_status}
      </Badge>
    ),
  },
  { key: 'recruiter_name', header: 'Recruiter Name', sortable: true },
];

/** A tab's server-paged table, captioned with the tab's name. */
function TabTable<L extends DashboardTab>({
  list,
  columns,
  rowKey,
}: {
  list: L;
  columns: DataTableColumn<DashboardRows[L]>[];
  rowKey?: (row: DashboardRows[L]) => string;
}) {
  return (
    <DataTable
      columns={columns}
      list={useDashboardList(list)}
      rowKey={rowKey}
      caption={DASHBOARD_TABS.find((t) => t.key === list)?.label}
      searchPlaceholder="Search"
    />
  );
}

export function currentTab(value: string | null): DashboardTab {
  return DASHBOARD_TABS.some((t) => t.key === value) ? (value as DashboardTab) : 'upcoming';
}

/** The four tabs of spec 000 §2.4, each its own address (/dashboard?tab=…), each a server-paged table. */
export function DashboardTabs() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const tab = currentTab(params.get('tab'));
  return (
    <Box as="section" aria-label="Dashboard lists" minW={0}>
      <RouteTabs
        label="Dashboard lists"
        tabs={DASHBOARD_TABS.map((t) => ({
          label: t.label,
          to: tabTo(pathname, search, 'tab', t.key, 'upcoming', LIST_KEYS),
        }))}
      />
      {tab === 'upcoming' && <TabTable key="upcoming" list="upcoming" columns={interviewColumns} />}
      {tab === 'recent' && <TabTable key="recent" list="recent" columns={interviewColumns} />}
      {tab === 'jobs' && (
        <TabTable key="jobs" list="jobs" columns={jobColumns} rowKey={(r) => r.job_id} />
      )}
      {tab === 'placed' && <TabTable key="placed" list="placed" columns={placedColumns} />}
    </Box>
  );
}
