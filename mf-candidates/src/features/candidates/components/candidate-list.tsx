import { useEffect, useMemo, useState } from 'react';
import { LuFilter } from 'react-icons/lu';
import {
  RouterLink,
  DataTable,
  formatDate,
  formatNoticePeriod,
  formatPhone433,
  formatRupees,
  RowActions,
  useBreakpointValue,
  useSearchParams,
  type DataTableColumn,
  Badge,
  Box,
  Button,
  CloseButton,
  Flex,
  Link,
  OptionSelect,
  Stack,
  Text,
  useAction,
  useMainStatuses,
  deleteQuestion,
} from 'shared-ui';
import { readApiError, usePermission } from 'shared-auth';
import { deleteCandidate } from '../api/delete-candidate';
import { useCandidates } from '../api/get-candidates';
import type { CandidateRow } from '../api/types';
import { activeCount, addressOf, apiFilters, chipsOf, readFilters, savedFilters, writeFilters, EMPTY_FILTERS, type CandidateFilters } from '../../search/api/filters';
import { PAGE_SIZES, savePageSize, usePageSize } from '../../search/api/page-size';
import { FilterPanel, useIndia, useRecruiters } from '../../search/components/filter-panel';
import { SavedSearchesMenu } from '../../search/components/saved-searches-menu';
import { BulkBar, refreshCandidateLists } from '../../search/components/bulk-bar';
import { ResumeSnippet } from '../../search/components/snippet';
import { useCities, useStates } from '../api/get-geography';

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

/** Names for the chips of the state, city, status and recruiter filters. */
function useChipNames(f: CandidateFilters) {
  const india = useIndia();
  const states = useStates(f.state ? india : undefined);
  const cities = useCities(f.city && f.state ? Number(f.state) : undefined);
  const statuses = useMainStatuses();
  const recruiters = useRecruiters();
  return {
    state: states.data?.find((s) => String(s.id) === f.state)?.name,
    city: cities.data?.find((c) => String(c.id) === f.city)?.name,
    status: statuses.data?.find((s) => s.fixed_id === f.status)?.name,
    recruiter: recruiters.data?.find((r) => r.user_id === f.recruiter)?.username,
  };
}

function FilterChips({ filters, onChange }: { filters: CandidateFilters; onChange: (f: CandidateFilters) => void }) {
  const chips = chipsOf(filters, useChipNames(filters));
  if (!chips.length) return null;
  return (
    <Flex gap={2} wrap="wrap" align="center" aria-label="Active filters" role="list">
      {chips.map((c) => (
        <Badge key={c.key} role="listitem" variant="subtle" colorPalette="brand" size="lg" ps={2} pe={0.5} gap={1}>
          {c.label}
          <CloseButton size="2xs" aria-label={`Clear ${c.label}`} onClick={() => onChange(c.without)} />
        </Badge>
      ))}
      <Button size="xs" variant="ghost" onClick={() => onChange(EMPTY_FILTERS)}>
        Clear all
      </Button>
    </Flex>
  );
}

function PageSizeSelect({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  return (
    <OptionSelect
      label="Rows per page"
      value={String(value)}
      onChange={(n) => onChange(Number(n))}
      options={PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} per page` }))}
      rootProps={{ width: 'auto' }}
    />
  );
}

/**
 * The List tab (spec 001 §2): paged 7 at a time (or 20, 50, 100, remembered per user), searchable (resume text too,
 * boolean syntax), sortable, with filters in the address, saved searches, row selection and bulk actions; actions
 * by permission.
 */
/** What the search box accepts (the boolean syntax of GET /api/candidates' `q`). */
export const SEARCH_HELP =
  'Combine words with AND, OR and NOT (in capitals; and, or, not are plain words), -word to leave one out, ' +
  '"a phrase" in quotes, ( ) to group and java* for words starting with java.';

export function CandidateList() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const apiParams = useMemo(() => apiFilters(filters), [filters]);
  const { pageSize, loaded } = usePageSize();
  const list = useCandidates({ pageSize, filters: apiParams, enabled: loaded });
  const permission = usePermission('Candidates');
  const dataTables = usePermission('Data Tables');
  const asSheet = useBreakpointValue({ base: true, md: false }) ?? false;
  const [panelOpen, setPanelOpen] = useState(false);
  const [selected, setSelected] = useState<Map<string, string>>(new Map());
  const [allMatching, setAllMatching] = useState(false);
  const [qError, setQError] = useState<string | null>(null);

  // A new search or new filters start a new selection.
  const searchKey = JSON.stringify([apiParams, list.q.trim()]);
  useEffect(() => {
    setSelected(new Map());
    setAllMatching(false);
  }, [searchKey]);
  // A malformed boolean search: the server's message naming the problem, above the list.
  useEffect(() => {
    let live = true;
    if (!list.error) setQError(null);
    else
      void readApiError(list.error).then((e) => {
        if (live) setQError(e.status === 422 ? Object.values(e.errors ?? {}).flat().join(' ') || e.message : null);
      });
    return () => {
      live = false;
    };
  }, [list.error]);

  function applyFilters(f: CandidateFilters) {
    setParams((current) => writeFilters(current, f), { replace: false });
    setPanelOpen(false);
  }
  function runSaved(saved: Record<string, unknown>) {
    const next = addressOf(saved);
    setParams(next);
    list.setQ(typeof saved.q === 'string' ? saved.q : '');
  }
  function changePageSize(n: number) {
    list.setPage(0);
    void savePageSize(n);
  }

  const count = allMatching ? list.total : selected.size;
  const current = savedFilters(filters, list.q);
  const selection = allMatching ? { filters: current } : { ids: [...selected.keys()] };
  const pageAllSelected = list.rows.length > 0 && list.rows.every((r) => selected.has(r.encrypted_id));

  const { run: remove } = useAction({
    confirm: deleteQuestion('Delete candidate', 'Are you sure you want to delete candidate ?'),
    run: (row: CandidateRow) => deleteCandidate(row.encrypted_id),
    success: 'Deleted Successfully',
    invalidate: () => list.mutate(),
  });

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
          {row.snippet && <ResumeSnippet parts={row.snippet} />}
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
    <Flex direction="column" gap={3}>
      <Flex gap={2} wrap="wrap" align="center">
        <Button size="sm" variant={panelOpen ? 'subtle' : 'outline'} onClick={() => setPanelOpen((o) => !o)} aria-expanded={panelOpen}>
          <LuFilter /> Filters
          {activeCount(filters) > 0 && <Badge colorPalette="brand" variant="solid">{activeCount(filters)}</Badge>}
        </Button>
        <SavedSearchesMenu current={current} onRun={runSaved} />
        <Box ms="auto">
          <PageSizeSelect value={pageSize} onChange={changePageSize} />
        </Box>
      </Flex>
      <FilterPanel open={panelOpen} asSheet={asSheet} filters={filters} onApply={applyFilters} onClose={() => setPanelOpen(false)} />
      <FilterChips filters={filters} onChange={applyFilters} />
      {qError && (
        <Text color="fg.error" role="alert">
          {qError}
        </Text>
      )}
      {pageAllSelected && !allMatching && list.total > list.rows.length && (
        <Flex gap={2} align="center" wrap="wrap" fontSize="sm">
          <Text>All {list.rows.length} on this page are selected.</Text>
          <Button size="xs" variant="outline" onClick={() => setAllMatching(true)}>
            Select all {list.capped ? `${list.total}+` : list.total} matching
          </Button>
        </Flex>
      )}
      {allMatching && (
        <Text fontSize="sm">All {list.capped ? `${list.total}+` : list.total} matching candidates are selected (at most 10,000).</Text>
      )}
      <BulkBar
        count={count}
        selection={selection}
        canEdit={permission.m_edit}
        canExport={dataTables.m_view}
        onClear={() => {
          setSelected(new Map());
          setAllMatching(false);
        }}
        onFinished={() => void refreshCandidateLists()}
      />
      <DataTable
        columns={columns}
        list={list}
        caption="Candidates"
        searchPlaceholder="Search name, mobile, email or resume"
        searchHelp={SEARCH_HELP}
        emptyText="no data found"
        selection={{
          isSelected: (row) => allMatching || selected.has(row.encrypted_id),
          rowLabel: (row) => `Select ${row.name}`,
          onToggle: (row, checked) => {
            setAllMatching(false);
            setSelected((m) => {
              const next = new Map(m);
              if (checked) next.set(row.encrypted_id, row.name);
              else next.delete(row.encrypted_id);
              return next;
            });
          },
          onTogglePage: (checked) => {
            setAllMatching(false);
            setSelected((m) => {
              const next = new Map(m);
              for (const row of list.rows) {
                if (checked) next.set(row.encrypted_id, row.name);
                else next.delete(row.encrypted_id);
              }
              return next;
            });
          },
        }}
      />
    </Flex>
  );
}
