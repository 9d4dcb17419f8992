// Writes a workbook to .xlsx bytes off the page's thread: SheetJS's write (XML and zip) of a
// 10,000-row report takes about a second, which would freeze the page. The page sends the
// built workbook in parts (posting it whole would clone every cell in one long task).
import { write, type CellObject, type WorkBook, type WorkSheet } from 'xlsx';

export type WriterMessage =
  | { kind: 'sheet'; name: string; meta: Record<string, unknown> }
  | { kind: 'cells'; name: string; cells: [string, CellObject][] }
  | { kind: 'write' };
export type WriterAnswer = { ok: true; bytes: ArrayBuffer } | { ok: false; message: string };

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<WriterMessage>) => void) | null;
  postMessage: (answer: WriterAnswer, transfer?: Transferable[]) => void;
};

const book: WorkBook = { SheetNames: [], Sheets: {} };

scope.onmessage = (e) => {
  const m = e.data;
  try {
    if (m.kind === 'sheet') {
      book.SheetNames.push(m.name);
      book.Sheets[m.name] = { ...m.meta } as WorkSheet;
    } else if (m.kind === 'cells') {
      const sheet = book.Sheets[m.name];
      for (const [address, cell] of m.cells) sheet[address] = cell;
    } else {
      const bytes = write(book, {
        type: 'array',
        bookType: 'xlsx',
        compression: true,
      }) as ArrayBuffer;
      scope.postMessage({ ok: true, bytes }, [bytes]);
    }
  } catch (err) {
    scope.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) });
  }
};
