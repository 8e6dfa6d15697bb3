/** Excel files written and read with fflate, no spreadsheet library… docs/decisions.md "Notes: src/common/xlsx.ts" */
import { strFromU8, strToU8, unzipSync, Zip, ZipDeflate } from 'fflate';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/* Writing ---------------------------------------------------------------------------------------- */

const escapeXml = (text: string) =>
  text
    // Characters XML 1.0 cannot carry at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** A1-style column letters of a 0-based index. */
export const columnName = (index: number): string => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

/** A number cell: a plain decimal of at most 7 integer digits. */
const NUMBER = /^-?(0|[1-9]\d{0,6})(\.\d+)?$/;

const cellXml = (value: unknown, ref: string, style: string): string => {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"${style}><v>${value}</v></c>`;
  const text = String(value);
  if (NUMBER.test(text)) return `<c r="${ref}"${style}><v>${text}</v></c>`;
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${escapeXml(text)}</t></is></c>`;
};

const STATIC_PARTS: ReadonlyArray<[string, string]> = [
  [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
  ],
  [
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  ],
  [
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  ],
  [
    'xl/styles.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
  ],
];

const workbookXml = (sheetName: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1')}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** An xlsx written a page of rows at a time: `addRows` deflates the rows into the zip at once… */
export class XlsxWriter {
  private readonly parts: Uint8Array[] = [];
  private readonly zip: Zip;
  private readonly sheet: ZipDeflate;
  private row = 0;
  private error: Error | null = null;

  constructor(sheetName = 'Sheet1') {
    this.zip = new Zip((error, chunk) => {
      if (error) this.error = error;
      else this.parts.push(chunk);
    });
    for (const [name, xml] of [...STATIC_PARTS, ['xl/workbook.xml', workbookXml(sheetName)] as [string, string]]) {
      const part = new ZipDeflate(name, { level: 6 });
      this.zip.add(part);
      part.push(strToU8(xml), true);
    }
    this.sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
    this.zip.add(this.sheet);
    this.sheet.push(
      strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>',
      ),
    );
  }

  addRows(rows: ReadonlyArray<ReadonlyArray<unknown>>): void {
    let xml = '';
    for (const cells of rows) {
      const r = ++this.row;
      const style = r === 1 ? ' s="1"' : '';
      xml += `<row r="${r}">${cells.map((value, i) => cellXml(value, `${columnName(i)}${r}`, style)).join('')}</row>`;
    }
    if (xml) this.sheet.push(strToU8(xml));
    if (this.error) throw this.error;
  }

  /** The file: the sheet closed, the zip's directory written. */
  finish(): Blob {
    this.sheet.push(strToU8('</sheetData></worksheet>'), true);
    this.zip.end();
    if (this.error) throw this.error;
    return new Blob(this.parts as BlobPart[], { type: XLSX_TYPE });
  }
}

/** A small sheet at once (the import template). */
export const xlsxBlob = (rows: ReadonlyArray<ReadonlyArray<unknown>>, sheetName?: string): Blob => {
  const writer = new XlsxWriter(sheetName);
  writer.addRows(rows);
  return writer.finish();
};

/* Reading ---------------------------------------------------------------------------------------- */

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
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
  const shared = files['xl/sharedStrings.xml']
    ? Array.from(strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si>([\s\S]*?)<\/si>/g), m => textsOf(m[1]!))
    : [];
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
      const value =
        type === 's'
          ? (shared[Number(v)] ?? '')
          : type === 'inlineStr'
            ? textsOf(inner)
            : type === 'b'
              ? v === '1'
                ? 'TRUE'
                : 'FALSE'
              : unescapeXml(v ?? '');
      cells[index] = value;
      next = index + 1;
    }
    rows.push(Array.from(cells, c => c ?? ''));
  }
  return rows;
};
