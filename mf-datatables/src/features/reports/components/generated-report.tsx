import type { Key, ReactNode } from 'react';
import { LuClipboardCopy, LuDownload } from 'react-icons/lu';
import { DataTable, toast, toTsv, type DataTableColumn, type SpreadsheetColumn, type SpreadsheetRow, Box, Button, Flex, Heading, Text } from 'shared-ui';
import { copyText } from '../utils/clipboard';
import { formatCount } from '../utils/count';
import { useLocalList } from '../utils/use-local-list';
import { useXlsxDownload } from '../utils/use-xlsx-download';
import { DownloadProgress } from './download-progress';

export interface GeneratedReportProps<T> {
  /** Accessible name of the table, e.g. 'Resume Details'. */
  caption: string;
  /** What the rows are of (client and job), above the table. */
  subject: ReactNode;
  rows: T[];
  columns: DataTableColumn<T>[];
  rowKey: (row: T, index: number) => Key;
  sheetColumns: SpreadsheetColumn[];
  toSheetRow: (row: T) => SpreadsheetRow;
  searchText: (row: T) => string;
  sortValues: Record<string, (row: T) => string | number | null | undefined>;
  fileName: string;
  /** 'candidates', 'interviews'. */
  noun: string;
}

/** A generated report: the table (searchable, sortable, paged), Copy (tab-separated text) and Download as .xlsx. */
export function GeneratedReport<T>({
  caption,
  subject,
  rows,
  columns,
  rowKey,
  sheetColumns,
  toSheetRow,
  searchText,
  sortValues,
  fileName,
  noun,
}: GeneratedReportProps<T>) {
  const list = useLocalList(rows, { pageSize: 20, searchText, sortValues });
  const xlsx = useXlsxDownload();

  async function copy() {
    const taken = list.matching;
    try {
      await copyText(toTsv(sheetColumns, taken.map(toSheetRow)));
      toast.success(
        `Copied ${formatCount(taken.length)} ${taken.length === 1 ? 'row' : 'rows'} to the clipboard.`,
      );
    } catch {
      toast.error('Could not copy to the clipboard.');
    }
  }

  async function download() {
    try {
      await xlsx.download({ fileName, columns: sheetColumns, rows: list.matching.map(toSheetRow) });
    } catch {
      toast.error('download failed');
    }
  }

  const empty = rows.length === 0;
  return (
    <Box as="section" aria-label={`${caption} result`} mt={6} minW={0}>
      <Flex gap={2} align="baseline" wrap="wrap" mb={2}>
        <Heading as="h2" size="md">
          {caption}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {subject} · {formatCount(rows.length)} {noun}
        </Text>
      </Flex>
      <DataTable
        columns={columns}
        list={list}
        rowKey={rowKey}
        caption={caption}
        searchPlaceholder="Search the report"
        emptyText="no data found"
        toolbar={
          <>
            <Button size="sm" variant="outline" onClick={() => void copy()} disabled={empty}>
              <LuClipboardCopy /> Copy
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void download()}
              disabled={empty || xlsx.busy}
              loading={xlsx.busy}
              loadingText="Preparing…"
            >
              <LuDownload /> Download as .xlsx
            </Button>
          </>
        }
      />
      <Box mt={2}>
        <DownloadProgress progress={xlsx.progress} />
      </Box>
    </Box>
  );
}
