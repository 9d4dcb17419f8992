import { RouterLink, useLocation, useParams, useSearchParams, DataTable, NotFound, PageHeader, RouteTabs, type DataTableColumn, Box, Button, Link, Text } from 'shared-ui';
import { LuArrowLeft } from 'react-icons/lu';
import { shortDate, formatTime } from '../../../lib/dates';
import { candidateColumn } from '../../../lib/name-columns';
import { jobOrderLink, tabTo } from '../../../lib/links';
import { useMetricList } from '../api/get-metric-list';
import {
  isMetric,
  isWindowed,
  METRIC_TITLES,
  type Metric,
  type MetricRow,
  type MetricWindow,
} from '../api/types';

const LIST_KEYS = ['page', 'sortby', 'direction', 'q'];

function detailHeader(metric: Metric): string {
  if (metric === 'today_interviews' || metric === 'tomorrow_interviews') return 'Mode';
  return 'Status';
}
function whenHeader(metric: Metric): string {
  if (metric === 'candidates_yet_to_join') return 'Joining Date';
  if (metric === 'today_interviews' || metric === 'tomorrow_interviews') return 'Interview Time';
  if (metric === 'prospective_candidates') return 'Since';
  return 'Moved On';
}
function userHeader(metric: Metric): string {
  if (isWindowed(metric)) return 'Moved By';
  if (metric === 'today_interviews' || metric === 'tomorrow_interviews') return 'Scheduled By';
  return 'Recruiter';
}

function MetricTable({ metric, window }: { metric: Metric; window: MetricWindow | undefined }) {
  const list = useMetricList(metric, window);
  const columns: DataTableColumn<MetricRow>[] = [
    candidateColumn<MetricRow>(),
    {
      key: 'job_title',
      header: 'Job Order',
      sortable: true,
      render: (row) => (
        <Link asChild colorPalette="brand">
          <RouterLink to={jobOrderLink(row.job_id)}>{row.job_title}</RouterLink>
        </Link>
      ),
    },
    { key: 'client_name', header: 'Client Name', sortable: true },
    {
      key: 'date',
      header: whenHeader(metric),
      sortable: true,
      render: (row) => (
        <Text as="span" whiteSpace="nowrap">
          {shortDate(row.date)}
          {row.time && ` ${formatTime(row.time)}`}
        </Text>
      ),
    },
    { key: 'detail', header: detailHeader(metric), sortable: true },
    { key: 'user_name', header: userHeader(metric), sortable: true },
  ];
  return (
    <DataTable
      columns={columns}
      list={list}
      rowKey={(row, i) => `${row.candidate_id}-${row.job_id}-${row.date}-${row.time}-${i}`}
      caption={METRIC_TITLES[metric]}
      searchPlaceholder="Search"
      emptyText="no data found"
    />
  );
}

/** /dashboard/metric/:metric?window=30|7: the list behind a card's count or a tile. */
export function MetricListPage() {
  const { metric } = useParams();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  if (!isMetric(metric)) return <NotFound />;
  const windowed = isWindowed(metric);
  const window: MetricWindow | undefined = windowed
    ? params.get('window') === '7'
      ? 7
      : 30
    : undefined;
  return (
    <Box px={{ base: 4, md: 8 }} py={6}>
      <PageHeader
        title={METRIC_TITLES[metric]}
        subtitle={windowed ? `Last ${window} days` : undefined}
        actions={
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/dashboard">
              <LuArrowLeft /> Dashboard
            </RouterLink>
          </Button>
        }
      />
      {windowed && (
        <RouteTabs
          label="Window"
          tabs={[
            { label: 'Last 30 days', to: tabTo(pathname, search, 'window', '30', '30', LIST_KEYS) },
            { label: 'Last 7 days', to: tabTo(pathname, search, 'window', '7', '30', LIST_KEYS) },
          ]}
        />
      )}
      <MetricTable key={`${metric}-${window ?? ''}`} metric={metric} window={window} />
    </Box>
  );
}
