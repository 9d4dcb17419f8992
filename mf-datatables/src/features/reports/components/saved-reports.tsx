import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { readApiError, usePermission } from 'shared-auth';
import {
  actionsColumn,
  DataTable,
  DeleteIconButton,
  formatDateTime,
  toast,
  type DataTableColumn,
  type PagedList,
  Box,
  Heading,
  IconButton,
  Text,
  useBreakpointValue,
  useAction,
} from 'shared-ui';
import { deleteReport } from '../api/delete-report';
import { getReportDownload } from '../api/get-report-download';
import type { SavedReport } from '../api/types';
import { customSheet } from '../report-columns';
import { safeFileName } from '../utils/file-name';
import { useXlsxDownload } from '../utils/use-xlsx-download';
import { DownloadProgress } from './download-progress';

/** A saved report downloads under its own name ('Java shortlist.xlsx'); 'report.xlsx' when it has none. */
export function downloadName(report: Pick<SavedReport, 'report_name'>): string {
  return `${safeFileName(report.report_name ?? '')}.xlsx`;
}

/** The saved reports (10 a page): download as a spreadsheet, delete one's own (any, for the admin). */
export function SavedReports({ list }: { list: PagedList<SavedReport> }) {
  const permission = usePermission('Data Tables');
  const xlsx = useXlsxDownload();
  const [fetching, setFetching] = useState<string | null>(null);
  const [preparing, setPreparing] = useState('');
  const compact = useBreakpointValue({ base: true, md: false }) ?? false;

  async function download(row: SavedReport) {
    if (fetching || xlsx.busy) return;
    setFetching(row.encrypted_id);
    try {
      const report = await getReportDownload(row.encrypted_id);
      setFetching(null);
      setPreparing(downloadName(row));
      await xlsx.download({
        fileName: downloadName(row),
        ...customSheet(report),
        sheetName: 'report',
      });
    } catch (e) {
      const { status, message } = await readApiError(e);
      toast.error(status === 0 || status >= 500 ? 'download failed' : message);
    } finally {
      setFetching(null);
    }
  }

  const { run: remove } = useAction({
    confirm: {
      title: 'Delete report',
      message: 'Are you sure you want to delete report ?',
      destructive: true,
    },
    run: (row: SavedReport) => deleteReport(row.encrypted_id),
    success: (res) => res.message || 'Deleted Successfully',
    invalidate: () => list.mutate(),
  });

  const actions: DataTableColumn<SavedReport> = {
    ...actionsColumn((r: SavedReport) => (
      <>
        <IconButton
          aria-label={`Download ${r.report_name}`}
          title="Download as spreadsheet"
          size="sm"
          variant="ghost"
          loading={fetching === r.encrypted_id}
          disabled={Boolean(fetching) || xlsx.busy}
          onClick={() => void download(r)}
        >
          <LuDownload />
        </IconButton>
        {permission.m_delete && r.can_delete && (
          <DeleteIconButton
            aria-label={`Delete ${r.report_name}`}
            title="Delete"
            size="sm"
            onClick={() => void remove(r)}
          />
        )}
      </>
    )),
    width: '7rem',
  };

  // On a phone the details go under the name, so that the actions stay in view.
  const columns: DataTableColumn<SavedReport>[] = compact
    ? [
        {
          key: 'report_name',
          header: 'Report Name',
          sortable: true,
          render: (r) => (
            <Box minW={0}>
              <Text fontWeight="medium">{r.report_name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {r.client_name} · {r.job_title}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(r.created_at)}
                {r.username ? ` · ${r.username}` : ''}
              </Text>
            </Box>
          ),
        },
        actions,
      ]
    : [
        {
          key: 'report_name',
          header: 'Report Name',
          sortable: true,
          render: (r) => (
            <Text fontWeight="medium" minW="10rem">
              {r.report_name}
            </Text>
          ),
        },
        { key: 'client_name', header: 'Client' },
        { key: 'job_title', header: 'Job Order' },
        { key: 'username', header: 'Created By' },
        {
          key: 'created_at',
          header: 'Created On',
          sortable: true,
          render: (r) => <Text whiteSpace="nowrap">{formatDateTime(r.created_at)}</Text>,
        },
        actions,
      ];

  return (
    <Box as="section" aria-labelledby="saved-reports-heading" mt={8} minW={0}>
      <Heading as="h2" size="md" mb={3} id="saved-reports-heading">
        Saved Reports
      </Heading>
      <Box mb={2}>
        <DownloadProgress progress={xlsx.progress} label={`Preparing ${preparing}`} />
      </Box>
      <DataTable
        columns={columns}
        list={list}
        caption="Saved Reports"
        searchPlaceholder="Search reports"
        emptyText="no data found"
      />
    </Box>
  );
}
