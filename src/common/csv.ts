/** CSV made in the browser: RFC 4180 cells, CRLF lines, a UTF-8 BOM so spreadsheets read ₹ and Tamil names as UTF-8. */
// Reasoning: docs/decisions.md "Notes: src/common/csv.ts"

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
