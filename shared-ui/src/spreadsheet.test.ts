import * as XLSX from 'xlsx';
import { buildWorkbook, toTsv, type SpreadsheetColumn } from './spreadsheet';

const columns: SpreadsheetColumn[] = [
  { title: 'Candidate Name', key: 'name' },
  { title: 'Expected CTC', key: 'ctc', type: 'number' },
  { title: 'Joining Date', key: 'doj', type: 'date' },
  { title: 'Notes', key: 'notes' },
];

const rows = [
  { name: 'Asha Rao', ctc: 1250000, doj: '2024-03-05', notes: '=HYPERLINK("x")' },
  { name: '+91 phone', ctc: '800000', doj: null, notes: '-5' },
  { name: '@mention', ctc: 'n/a', doj: 'garbage', notes: '\tTabbed' },
];

async function roundTrip() {
  const book = await buildWorkbook(columns, rows, { sheetName: 'Report' });
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  const back = XLSX.read(bytes, { type: 'array', cellDates: true, cellFormula: true });
  return back.Sheets[back.SheetNames[0]];
}

describe('spreadsheet export', () => {
  it('writes a header row, numbers as numbers and dates as dates', async () => {
    const sheet = await roundTrip();
    expect(sheet.A1.v).toBe('Candidate Name');
    expect(sheet.D1.v).toBe('Notes');
    expect(sheet.B2).toMatchObject({ t: 'n', v: 1250000 });
    expect(sheet.B3).toMatchObject({ t: 'n', v: 800000 });
    // read with cellDates, a date cell comes back as a date, showing the same day in any time zone
    expect(sheet.C2.t).toBe('d');
    expect(sheet.C2.v).toBeInstanceOf(Date);
    expect(sheet.C2.w).toBe('05-Mar-2024');
    expect(sheet.C3).toBeUndefined(); // empty stays empty
  });

  it('stores a date as the exact day serial with a date format', async () => {
    const book = await buildWorkbook(
      [{ title: 'When', key: 'at', type: 'date' }],
      [{ at: '2024-03-05' }, { at: new Date(2024, 2, 5, 18, 30) }],
    );
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const sheet = XLSX.read(bytes, { type: 'array' }).Sheets.Sheet1;
    expect(sheet.A2).toMatchObject({ t: 'n', v: 45356, w: '05-Mar-2024' });
    expect(sheet.A3).toMatchObject({ t: 'n', w: '05-Mar-2024 06:30 PM' });
    expect(sheet.A3.v).toBeCloseTo(45356 + 18.5 / 24, 6);
  });

  it('writes text that looks like a formula as text, never as a formula', async () => {
    const sheet = await roundTrip();
    expect(sheet.D2).toMatchObject({ t: 's', v: '=HYPERLINK("x")' });
    expect(sheet.D2.f).toBeUndefined();
    expect(sheet.A3).toMatchObject({ t: 's', v: '+91 phone' });
    expect(sheet.D3).toMatchObject({ t: 's', v: '-5' });
    expect(sheet.A4).toMatchObject({ t: 's', v: '@mention' });
    expect(sheet.D4).toMatchObject({ t: 's', v: '\tTabbed' });
    // a value that is not a number in a number column is kept as text
    expect(sheet.B4).toMatchObject({ t: 's', v: 'n/a' });
    expect(sheet.C4).toMatchObject({ t: 's', v: 'garbage' });
  });

  it('sizes the columns to fit and names the sheet', async () => {
    const book = await buildWorkbook(columns, rows, { sheetName: 'Report' });
    expect(book.SheetNames).toEqual(['Report']);
    const cols = book.Sheets.Report['!cols'] ?? [];
    expect(cols).toHaveLength(4);
    expect(cols[0].wch).toBeGreaterThanOrEqual('Candidate Name'.length);
    expect(book.Sheets.Report['!ref']).toBe('A1:D4');
  });

  it('builds large sheets in chunks and reports progress', async () => {
    const many = Array.from({ length: 2500 }, (_, i) => ({ name: `C${i}`, ctc: i }));
    const progress: number[] = [];
    const book = await buildWorkbook(columns, many, {
      chunkSize: 1000,
      onProgress: (p) => progress.push(p),
    });
    expect(progress).toEqual([0.4, 0.8, 1]);
    expect(book.Sheets.Sheet1.A2501.v).toBe('C2499');
  });

  it('makes tab-separated text for the clipboard, defusing formulas', () => {
    expect(toTsv(columns, rows.slice(0, 2))).toBe(
      [
        'Candidate Name\tExpected CTC\tJoining Date\tNotes',
        'Asha Rao\t1250000\t05-Mar-2024\t\'=HYPERLINK("x")',
        "'+91 phone\t800000\t\t'-5",
      ].join('\n'),
    );
  });
});
