/**
 * A small reader of xlsx files for the demo API (the customer import, spec 2 §7): the zip opened
 * with fflate, the first sheet's cells read from xl/worksheets/sheet1.xml with the shared strings of
 * xl/sharedStrings.xml (and inline strings). Enough for a sheet of text and numbers made by a
 * spreadsheet program or library; formulas are read as their cached values.
 */
import { strFromU8, unzipSync } from 'fflate';

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, '&');

/** The texts of the <t> elements inside an XML fragment, joined (rich text runs included). */
const textsOf = (xml: string) => Array.from(xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g), m => unescapeXml(m[1]!)).join('');

const columnIndex = (ref: string) => {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? 'A';
  return [...letters].reduce((n, c) => n * 26 + (c.charCodeAt(0) - 64), 0) - 1;
};

/** The first sheet's rows as arrays of cell texts; throws when the bytes are not an xlsx file. */
export const readXlsxRows = (bytes: Uint8Array): string[][] => {
  const files = unzipSync(bytes);
  const sheetBytes = files['xl/worksheets/sheet1.xml'];
  if (!sheetBytes) throw new Error('The file is not an xlsx workbook.');
  const shared = files['xl/sharedStrings.xml'] ? Array.from(strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si>([\s\S]*?)<\/si>/g), m => textsOf(m[1]!)) : [];
  const sheet = strFromU8(sheetBytes);
  const rows: string[][] = [];
  for (const row of sheet.matchAll(/<row\b[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const cells: string[] = [];
    let next = 0;
    for (const cell of (row[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1] ?? '';
      const ref = /\br="([A-Z]+\d*)"/.exec(attrs)?.[1];
      const index = ref ? columnIndex(ref) : next;
      const type = /\bt="(\w+)"/.exec(attrs)?.[1];
      const inner = cell[2] ?? '';
      const v = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      const value = type === 's' ? shared[Number(v)] ?? '' : type === 'inlineStr' ? textsOf(inner) : type === 'b' ? (v === '1' ? 'TRUE' : 'FALSE') : unescapeXml(v ?? '');
      cells[index] = value;
      next = index + 1;
    }
    rows.push(Array.from(cells, c => c ?? ''));
  }
  return rows;
};
