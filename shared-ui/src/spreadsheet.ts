import type { CellObject, WorkBook, WorkSheet } from 'xlsx';
import { formatDate } from './format';

export interface SpreadsheetColumn {
  title: string;
  key: string;
  type?: 'string' | 'number' | 'date';
}

export type SpreadsheetRow = Record<string, unknown>;

export interface BuildOptions {
  sheetName?: string;
  /** 0..1, after each chunk. */
  onProgress?: (done: number) => void;
  chunkSize?: number;
}

const DATE_FORMAT = 'dd-mmm-yyyy';
const DATE_TIME_FORMAT = 'dd-mmm-yyyy hh:mm AM/PM';
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const MAX_WIDTH = 60;
// Text a spreadsheet could take for a formula or a command (CSV/formula injection).
const FORMULA_START = /^[=+\-@\t\r]/;

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string') {
    // A bare date is a calendar day: midnight local time, not UTC.
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

// A spreadsheet date is a day count with a date format. It is computed from the calendar
// date and time the user sees (local), so no time zone can move it to another day.
// (SheetJS's own Date conversion drifts by seconds in zones such as Asia/Kolkata.)
function excelSerial(d: Date): number {
  const utc = Date.UTC(
    d.getFullYear(),
    d.getMonth(),
    d.getDate(),
    d.getHours(),
    d.getMinutes(),
    d.getSeconds(),
  );
  return Math.round(((utc - EXCEL_EPOCH) / 86_400_000) * 86_400) / 86_400;
}

function toText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(toText).join(', ');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function toCell(value: unknown, type: SpreadsheetColumn['type']): CellObject | null {
  if (value === null || value === undefined || value === '') return null;
  if (type === 'number') {
    const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
    if (Number.isFinite(n)) return { t: 'n', v: n };
  }
  if (type === 'date') {
    const d = toDate(value);
    if (d) {
      const serial = excelSerial(d);
      return { t: 'n', v: serial, z: Number.isInteger(serial) ? DATE_FORMAT : DATE_TIME_FORMAT };
    }
  }
  // Every other value is a text cell: type 's', never a formula, whatever it starts with.
  return { t: 's', v: toText(value) };
}

function displayWidth(cell: CellObject | null, type: SpreadsheetColumn['type']): number {
  if (!cell) return 0;
  if (type === 'date' && cell.t === 'n') return String(cell.z ?? DATE_FORMAT).length;
  return String(cell.v ?? '').length;
}

/** Builds the workbook (pure: no download). Large sheets are built in chunks so the page stays responsive. */
export async function buildWorkbook(
  columns: SpreadsheetColumn[],
  rows: SpreadsheetRow[],
  { sheetName = 'Sheet1', onProgress, chunkSize = 2000 }: BuildOptions = {},
): Promise<WorkBook> {
  const XLSX = await import('xlsx');
  const sheet: WorkSheet = {};
  const widths = columns.map((c) => c.title.length);

  columns.forEach((column, c) => {
    sheet[XLSX.utils.encode_cell({ r: 0, c })] = { t: 's', v: column.title };
  });

  for (let start = 0; start < rows.length; start += chunkSize) {
    const end = Math.min(rows.length, start + chunkSize);
    for (let r = start; r < end; r += 1) {
      const row = rows[r];
      columns.forEach((column, c) => {
        const cell = toCell(row[column.key], column.type);
        if (!cell) return;
        sheet[XLSX.utils.encode_cell({ r: r + 1, c })] = cell;
        widths[c] = Math.max(widths[c], displayWidth(cell, column.type));
      });
    }
    onProgress?.(end / rows.length);
    if (end < rows.length) await pause();
  }
  if (rows.length === 0) onProgress?.(1);

  sheet['!ref'] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: Math.max(rows.length, 0), c: Math.max(columns.length - 1, 0) },
  });
  sheet['!cols'] = widths.map((w) => ({ wch: Math.min(MAX_WIDTH, Math.max(8, w + 2)) }));

  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName.slice(0, 31) || 'Sheet1');
  return book;
}

export interface DownloadXlsxOptions extends BuildOptions {
  fileName: string;
  columns: SpreadsheetColumn[];
  rows: SpreadsheetRow[];
}

/** Builds the workbook and has the browser save it as `fileName` (.xlsx added when missing). */
export async function downloadXlsx({
  fileName,
  columns,
  rows,
  ...options
}: DownloadXlsxOptions): Promise<void> {
  const book = await buildWorkbook(columns, rows, options);
  const XLSX = await import('xlsx');
  const name = /\.xlsx$/i.test(fileName) ? fileName : `${fileName}.xlsx`;
  XLSX.writeFile(book, name, { compression: true });
}

function tsvCell(value: unknown, type: SpreadsheetColumn['type']): string {
  const date = type === 'date' ? toDate(value) : null;
  let text = date ? formatDate(date) : toText(value);
  text = text.replace(/[\t\r\n]+/g, ' ');
  // Pasted into a spreadsheet, a leading '=' would be run: the apostrophe keeps it text.
  return FORMULA_START.test(text) && !(type === 'number' && Number.isFinite(Number(text)))
    ? `'${text}`
    : text;
}

/** Tab-separated text (header line, then one line per row) for the clipboard. */
export function toTsv(columns: SpreadsheetColumn[], rows: SpreadsheetRow[]): string {
  const lines = [columns.map((c) => tsvCell(c.title, 'string')).join('\t')];
  for (const row of rows) lines.push(columns.map((c) => tsvCell(row[c.key], c.type)).join('\t'));
  return lines.join('\n');
}
