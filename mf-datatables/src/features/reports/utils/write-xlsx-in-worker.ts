// The worker half of useXlsxDownload: loaded on demand (never by the tests, which have no
// workers), so the bundler's `new URL(..., import.meta.url)` stays out of the main chunk.
import type { CellObject, WorkBook } from 'xlsx';
import type { WriterAnswer, WriterMessage } from './xlsx-writer.worker';

const CELLS_PER_MESSAGE = 15_000;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The workbook as .xlsx bytes, written in a worker; `onSent` reports 0..1 as the cells are handed over. */
export async function writeXlsxInWorker(
  book: WorkBook,
  onSent?: (done: number) => void,
): Promise<ArrayBuffer> {
  // A worker script must come from the page's origin: a module loaded from elsewhere (an
  // admin's remote override) cannot start one, and the caller falls back to the page thread.
  // (An unhashed file name: the build's runtime cannot hash a worker entry, see webpack.mf.cjs.)
  const worker = new Worker(
    /* webpackEntryOptions: { filename: "xlsx-writer.worker.js" } */
    new URL('./xlsx-writer.worker.ts', import.meta.url),
  );
  const answer = new Promise<ArrayBuffer>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<WriterAnswer>) => {
      if (e.data.ok) resolve(e.data.bytes);
      else reject(new Error(e.data.message));
    };
    worker.onerror = (e) => {
      e.preventDefault();
      reject(new Error(e.message || 'The spreadsheet worker failed.'));
    };
  });
  const post = (m: WriterMessage) => worker.postMessage(m);
  try {
    const sheets = book.SheetNames.map((name) => {
      const sheet = book.Sheets[name] as Record<string, unknown>;
      const keys = Object.keys(sheet);
      return {
        name,
        sheet,
        meta: keys.filter((k) => k[0] === '!'),
        cells: keys.filter((k) => k[0] !== '!'),
      };
    });
    const total = sheets.reduce((n, s) => n + s.cells.length, 0) || 1;
    let sent = 0;
    for (const s of sheets) {
      post({
        kind: 'sheet',
        name: s.name,
        meta: Object.fromEntries(s.meta.map((k) => [k, s.sheet[k]])),
      });
      for (let i = 0; i < s.cells.length; i += CELLS_PER_MESSAGE) {
        const part = s.cells.slice(i, i + CELLS_PER_MESSAGE);
        post({
          kind: 'cells',
          name: s.name,
          cells: part.map((k) => [k, s.sheet[k] as CellObject]),
        });
        sent += part.length;
        onSent?.(sent / total);
        await pause();
      }
    }
    post({ kind: 'write' });
    return await answer;
  } finally {
    worker.terminate();
  }
}
