import { RouterLink, confirm, DataTable, formatDate, formatNoticePeriod, formatPhone433, formatRupees, RowActions, showApiError, toast, type DataTableColumn, Box, Link, Stack, Text } from 'shared-ui';
import { usePermission } from 'shared-auth';
import { deleteCandidate } from '../api/delete-candidate';
import { useCandidates } from '../api/get-candidates';
import type { CandidateRow } from '../api/types';

export function experienceText(
  years: number | null | undefined,
  months: number | null | undefined,
): string {
  const y = years ?? 0;
  const m = months ?? 0;
  return `${y} ${y === 1 ? 'Year' : 'Years'} ${m} ${m === 1 ? 'Month' : 'Months'}`;
}

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text fontSize="sm" lineClamp={1}>
      <Text as="span" color="fg.muted">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

/** The List tab (spec 001 §2): paged 7 at a time, searchable (resume text too), sortable; actions by permission. */
export function CandidateList() {
  const list = useCandidates();
  const permission = usePermission('Candidates');

  async function remove(row: CandidateRow) {
    const ok = await confirm({
      title: 'Delete candidate',
      message: 'Are you sure you want to delete candidate ?',
      destructive: true,
    });
    if (!ok) return;
    try {
      await deleteCandidate(row.encrypted_id);
      toast.success('Deleted Successfully');
      await list.mutate();
    } catch (e) {
      await showApiError(e);
    }
  }

  const columns: DataTableColumn<CandidateRow>[] = [
    {
      key: 'candidate',
      header: 'Candidate',
      sortable: true,
      sortKey: 'name',
      render: (row) => (
        <Stack gap={0.5} minW={{ base: 0, md: '14rem' }}>
          <Link asChild fontWeight="semibold" color="fg">
            <RouterLink to={`/candidates/${row.encrypted_id}`}>{row.name}</RouterLink>
          </Link>
          <Text fontSize="sm">{formatPhone433(row.primary_mobile)}</Text>
          <Link href={`mailto:${row.primary_email}`} fontSize="sm" color="brand.fg" lineClamp={1}>
            {row.primary_email}
          </Link>
          <Text fontSize="xs" color="fg.muted">
            Created On: {formatDate(row.created_at)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'professional',
      header: 'Professional',
      sortable: true,
      sortKey: 'company_name',
      cardLabel: false,
      render: (row) => (
        <Stack gap={0.5} minW={{ base: 0, md: '13rem' }}>
          <Line label="Company">{row.company_name || '—'}</Line>
          <Line label="Location">{row.city_name || '—'}</Line>
          <Line label="Experience">{experienceText(row.exp_years, row.exp_months)}</Line>
          <Line label="Notice Period">
            {row.notice_period === null ? '—' : formatNoticePeriod(row.notice_period)}
          </Line>
        </Stack>
      ),
    },
    {
      key: 'compensation',
      header: 'Compensation (₹)',
      sortable: true,
      sortKey: 'current_ctc',
      cardLabel: false,
      render: (row) => (
        <Stack gap={0.5} minW={{ base: 0, md: '11rem' }}>
          <Line label="Current CTC">{formatRupees(row.current_ctc) || '—'}</Line>
          <Line label="Expected CTC">{formatRupees(row.expected_ctc) || '—'}</Line>
          <Line label="Stocks">{formatRupees(row.stocks) || '—'}</Line>
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      width: '9rem',
      render: (row) => (
        <RowActions
          name={row.name}
          to={`/candidates/${row.encrypted_id}`}
          canEdit={permission.m_edit}
          onDelete={permission.m_delete ? () => void remove(row) : undefined}
        />
      ),
    },
  ];

  return (
    <Box>
      <DataTable
        columns={columns}
        list={list}
        caption="Candidates"
        searchPlaceholder="Search name, mobile, email, company, city or resume text"
        emptyText="no data found"
      />
    </Box>
  );
}
