import { useCallback, useRef, useState } from 'react';
import { buildWorkbook, downloadXlsx, type DownloadXlsxOptions } from 'shared-ui';

export interface XlsxDownload {
  /** 0..1 while a workbook is being built or written, null otherwise. */
  progress: number | null;
  busy: boolean;
  download: (options: Omit<DownloadXlsxOptions, 'onProgress'>) => Promise<void>;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function saveBytes(bytes: ArrayBuffer, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes], { type: XLSX_TYPE }));
  const a = document.createElement('a');
  a.href = url;
  a.download = /\.xlsx$/i.test(fileName) ? fileName : `${fileName}.xlsx`;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * A spreadsheet download with its progress in React state. shared-ui's buildWorkbook builds the
 * sheet in chunks that yield to the browser (progress after each); the final write (XML + zip)
 * runs in a Web Worker, because downloadXlsx does it on the page's thread and a 10,000-row
 * report then blocks the page for about a second. Where no worker can start (tests, a module
 * loaded from another origin), downloadXlsx does the whole job as before.
 */
export function useXlsxDownload(): XlsxDownload {
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef(false);
  const download = useCallback(async (options: Omit<DownloadXlsxOptions, 'onProgress'>) => {
    if (running.current) return;
    running.current = true;
    setProgress(0);
    const { fileName, columns, rows, ...build } = options;
    try {
      let bytes: ArrayBuffer | null = null;
      if (typeof Worker !== 'undefined') {
        // the bar: building the sheet 0-80%, handing it to the worker 80-95%, writing the rest
        const book = await buildWorkbook(columns, rows, {
          ...build,
          onProgress: (p) => setProgress(p * 0.8),
        });
        try {
          const { writeXlsxInWorker } = await import('./write-xlsx-in-worker');
          bytes = await writeXlsxInWorker(book, (p) => setProgress(0.8 + p * 0.15));
        } catch {
          bytes = null;
        }
      }
      if (bytes) {
        setProgress(1);
        saveBytes(bytes, fileName);
      } else {
        await downloadXlsx({
          fileName,
          columns,
          rows,
          ...build,
          onProgress: (p) => setProgress(p),
        });
      }
    } finally {
      running.current = false;
      setProgress(null);
    }
  }, []);
  return { progress, busy: progress !== null, download };
}
