import { RouterLink, DataTable, FilterSheet, formatDate, UrlFilterSelect, UrlFilterSearchSelect, searchClientOptions, useRecruiterOptions, useStateOptions, useUrlFilters, type DataTableColumn, Box, HStack, IconButton, Link, Text, QueryTabs, useQueryTab, useAction, deleteQuestion, EditDeleteButtons, invalidateKeys, keys } from 'shared-ui';
import { LuEye } from 'react-icons/lu';
import { useSWRConfig } from 'swr';
import { usePermission } from 'shared-auth';
import { deleteJob } from '../api/delete-job';
import { JOB_FILTERS, useJobs } from '../api/get-jobs';
import { jobLocation, type JobRow, type JobStatus } from '../api/types';

/** /joborders/list?status=active|inactive: the Active and InActive tabs, each a sortable, paged table (20 a page). */
export function JobListPage() {
  const status = useQueryTab('status', 'active', ['active', 'inactive']) as JobStatus;
  return (
    <>
      <QueryTabs
        param="status"
        defaultValue="active"
        label="Job order status"
        resets={['page', 'q', 'sortby', 'direction']}
        size="sm"
        tabs={[
          { value: 'active', label: 'Active' },
          { value: 'inactive', label: 'InActive' },
        ]}
      />
      <Box mt={3}>
        <JobTable key={status} status={status} />
      </Box>
    </>
  );
}

function JobTable({ status }: { status: JobStatus }) {
  const params = useUrlFilters(JOB_FILTERS);
  const list = useJobs(status, params);
  const permission = usePermission('Job Orders');
  const recruiters = useRecruiterOptions();
  const states = useStateOptions();
  // a client chosen by a link is named from the rows it filters until one is picked in the box
  const chosen = params.client;
  const chosenLabel = chosen ? (list.rows.find((r) => r.client_id === chosen)?.client_name ?? 'The chosen client') : undefined;
  const filters = (
    <FilterSheet active={Object.keys(params).length}>
      <UrlFilterSearchSelect
        param="client"
        label="Client"
        placeholder="Any client"
        loadOptions={searchClientOptions}
        chosenLabel={chosenLabel}
      />
      <UrlFilterSelect param="recruiter" label="Recruiter" placeholder="Any recruiter" options={recruiters} />
      <UrlFilterSelect param="state" label="State" placeholder="Any state" options={states} />
      <UrlFilterSelect
        param="position_type"
        label="Position type"
        placeholder="Any position type"
        options={[
          { label: 'Full Time', value: 'Full Time' },
          { label: 'Contract', value: 'Contract' },
        ]}
      />
    </FilterSheet>
  );
  const { mutate } = useSWRConfig();

  const { run: remove } = useAction({
    confirm: deleteQuestion('Delete job order'),
    run: (row: JobRow) => deleteJob(row.encrypted_id),
    success: (res) => res.message || 'Deleted Successfully',
    invalidate: () => invalidateKeys(mutate, ...keys.jobs.stale()),
  });

  const columns: DataTableColumn<JobRow>[] = [
    {
      key: 'job_title',
      header: 'Job Title',
      sortable: true,
      render: (r) => (
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={`/joborders/${r.encrypted_id}`}>{r.job_title}</RouterLink>
        </Link>
      ),
    },
    { key: 'client_name', header: 'Client Name', sortable: true },
    { key: 'contact_name', header: 'TAContact' },
    { key: 'city_name', header: 'Job Location', sortable: true, render: (r) => jobLocation(r) },
    {
      key: 'created_at',
      header: 'Date',
      sortable: true,
      render: (r) => <Text whiteSpace="nowrap">{formatDate(r.created_at)}</Text>,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (r) => (
        <HStack gap={1}>
          <IconButton asChild aria-label={`View ${r.job_title}`} size="xs" variant="ghost">
            <RouterLink to={`/joborders/${r.encrypted_id}`}>
              <LuEye />
            </RouterLink>
          </IconButton>
          <EditDeleteButtons
            name={r.job_title}
            size="xs"
            editTo={permission.m_edit ? `/joborders/${r.encrypted_id}/edit` : undefined}
            onDelete={permission.m_delete ? () => void remove(r) : undefined}
          />
        </HStack>
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      list={list}
      caption={status === 'active' ? 'Active job orders' : 'Inactive job orders'}
      searchPlaceholder="Search job orders"
      emptyText="no data found"
      toolbar={filters}
    />
  );
}
