/**
 * CSV made in the browser (a page's own rows, not a server export): RFC 4180 cells, CRLF lines,
 * and a UTF-8 byte-order mark so spreadsheet programs read ₹ and Tamil names as UTF-8.
 */

/** Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first): kept as text with a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: unknown): string => {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows of cells as CSV text (quoted where needed, CRLF line ends). */
export const csvText = (lines: ReadonlyArray<ReadonlyArray<unknown>>): string =>
  lines.map(line => line.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** The byte-order mark that opens the file. */
export const UTF8_BOM = '\uFEFF';

/** A CSV file for saveFile: the BOM, then the text. */
export const csvBlob = (lines: ReadonlyArray<ReadonlyArray<unknown>>): Blob =>
  new Blob([UTF8_BOM + csvText(lines)], { type: 'text/csv;charset=utf-8' });
