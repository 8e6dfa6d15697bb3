/** The file of a list's export, made from the server's CSV answers: a CSV with a UTF-8 byte-order mark, or an Excel file (.xlsx). */
// Reasoning: docs/decisions.md "Notes: src/common/exportFile.ts"
import type { Download } from '../api/http';
import { csvText, UTF8_BOM } from './csv';
import { XlsxWriter } from './xlsx';

export type ExportFormat = 'xlsx' | 'csv';

/** Rows of one export page: 2,000 rows of a customer export are about 300 kB of CSV. */
export const EXPORT_PAGE_ROWS = 2000;

/** RFC 4180 CSV text as rows of cells (quoted cells, doubled quotes, CRLF or LF lines). */
export const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
};

/** A CSV cell as the spreadsheet shows it: the apostrophe that kept a formula-like text as text in the CSV is dropped… */
export const unguardCell = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

const withExtension = (filename: string, extension: string) => `${filename.replace(/\.[A-Za-z0-9]+$/, '') || 'export'}.${extension}`;

const isCsv = (file: Download) => /csv|text\/plain/i.test(file.blob.type) || /\.csv$/i.test(file.filename);

export interface ExportRunOptions {
  /** GET the export: one page of `perPage` rows, or everything (page undefined: showall). */
  readPage: (page: { page: number; perPage: number } | undefined, signal: AbortSignal) => Promise<Download>;
  format: ExportFormat;
  /** The rows the list says there are (its total), when known. */
  total?: number;
  signal: AbortSignal;
  onProgress?: (rows: number, total: number) => void;
  pageRows?: number;
}

/** Reads a file answer's text without its byte-order mark. */
const textOf = async (file: Download) => {
  const text = await file.blob.text();
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
};

/** Where a page of rows goes: a CSV's parts or the xlsx writer. */
const sinkOf = (format: ExportFormat, sheetName: string) => {
  if (format === 'xlsx') {
    const writer = new XlsxWriter(sheetName);
    return {
      add: (rows: string[][]) => writer.addRows(rows.map(r => r.map(unguardCell))),
      finish: () => writer.finish(),
    };
  }
  const parts: BlobPart[] = [UTF8_BOM];
  return {
    // Each page becomes a Blob of its own: the browser may keep it out of the script's memory.
    add: (rows: string[][]) => {
      if (rows.length) parts.push(new Blob([csvText(rows)]));
    },
    finish: () => new Blob(parts, { type: 'text/csv;charset=utf-8' }),
  };
};

const aborted = () => new DOMException('The export was cancelled.', 'AbortError');

/** The whole list in one answer (showall), as the chosen format. */
const single = async ({ readPage, format, signal }: ExportRunOptions): Promise<Download> => {
  const file = await readPage(undefined, signal);
  if (!isCsv(file)) return file; // Not a CSV (a server's own xlsx or PDF): saved as it came.
  const text = await textOf(file);
  if (format === 'csv')
    return { blob: new Blob([UTF8_BOM, text], { type: 'text/csv;charset=utf-8' }), filename: withExtension(file.filename, 'csv') };
  const sink = sinkOf('xlsx', file.filename.replace(/[-_]?\d{4}-\d{2}-\d{2}.*$/, '').replace(/\.\w+$/, ''));
  sink.add(parseCsv(text));
  return { blob: sink.finish(), filename: withExtension(file.filename, 'xlsx') };
};

/** The export's file. */
export const runExport = async (options: ExportRunOptions): Promise<Download> => {
  const { readPage, format, total, signal, onProgress } = options;
  const perPage = options.pageRows ?? EXPORT_PAGE_ROWS;
  if (typeof total !== 'number' || total <= perPage) return single(options);
  let sink: ReturnType<typeof sinkOf> | undefined;
  let filename = '';
  let rows = 0;
  // The rows the list showed: rows added while exporting belong to a later export.
  const lastPage = Math.ceil(total / perPage);
  for (let page = 1; page <= lastPage; page++) {
    if (signal.aborted) throw aborted();
    // One signal per page, tied to the run's: listeners do not pile up on the run's signal.
    const pageSignal = new AbortController();
    const stop = () => pageSignal.abort();
    signal.addEventListener('abort', stop, { once: true });
    const file = await readPage({ page, perPage }, pageSignal.signal).finally(() => signal.removeEventListener('abort', stop));
    if (page === 1 && !isCsv(file)) return file;
    const [heading = [], ...body] = parseCsv(await textOf(file));
    if (signal.aborted) throw aborted();
    if (page === 1) {
      if (body.length > perPage) {
        // The server sent everything at once.
        sink = sinkOf(format, file.filename.replace(/[-_]?\d{4}-\d{2}-\d{2}.*$/, '').replace(/\.\w+$/, ''));
        sink.add([heading, ...body]);
        onProgress?.(body.length, body.length);
        return { blob: sink.finish(), filename: withExtension(file.filename, format) };
      }
      filename = file.filename;
      sink = sinkOf(format, filename.replace(/[-_]?\d{4}-\d{2}-\d{2}.*$/, '').replace(/\.\w+$/, ''));
      sink.add([heading]);
    }
    sink!.add(body);
    rows += body.length;
    onProgress?.(rows, Math.max(total, rows));
    if (body.length < perPage) {
      if (rows < total && page === 1) return single(options);
      break;
    }
    if (rows >= total) break;
  }
  return { blob: sink!.finish(), filename: withExtension(filename, format) };
};
