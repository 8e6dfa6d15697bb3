/** The xlsx writer and reader (src/common/xlsx.ts) and the export's file (src/common/exportFile.ts), issues 40 and 41. */
import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { readXlsxRows, xlsxBlob, columnName } from '../../src/common/xlsx';
import { parseCsv, runExport, unguardCell } from '../../src/common/exportFile';
import { csvText } from '../../src/common/csv';

const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('xlsx', () => {
  it('writes what it reads back: Tamil, quotes, < & >, spaces kept; phones and leading zeros as text, short numbers as numbers', async () => {
    const rows = [
      ['Name', 'Phone', 'Pincode', 'Plots', 'Note'],
      ['முருகன்', '9876543210', '600001', 3, '  a < b & "c" '],
      ['Ravi', '09876', '012345', '1.50', ''],
    ];
    const file = await bytes(xlsxBlob(rows));
    expect(readXlsxRows(file)).toEqual([
      ['Name', 'Phone', 'Pincode', 'Plots', 'Note'],
      ['முருகன்', '9876543210', '600001', '3', '  a < b & "c" '],
      ['Ravi', '09876', '012345', '1.50'],
    ]);
    const sheet = strFromU8(unzipSync(file)['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<c r="B2" t="inlineStr"><is><t>9876543210</t></is></c>');
    expect(sheet).toContain('<c r="C2"><v>600001</v></c>');
    expect(sheet).toContain('<c r="C3" t="inlineStr"><is><t>012345</t></is></c>');
    expect(columnName(0)).toBe('A');
    expect(columnName(27)).toBe('AB');
  });
});

describe('the export file', () => {
  it('reads CSV with quoted commas, quotes and line breaks, and drops the formula guard for the sheet', () => {
    const text = csvText([['a,b', 'say "hi"\nbye', '=1+2', '+91 98']]);
    const [row] = parseCsv(text);
    expect(row).toEqual(['a,b', 'say "hi"\nbye', "'=1+2", "'+91 98"]);
    expect(row!.map(unguardCell)).toEqual(['a,b', 'say "hi"\nbye', '=1+2', '+91 98']);
  });

  it('a server that ignores the paging answers everything on page 1: that is the whole list, asked once', async () => {
    const asked: unknown[] = [];
    const all = csvText([['N'], ...Array.from({ length: 30 }, (_, i) => [`r${i}`])]);
    const file = await runExport({
      readPage: async page => {
        asked.push(page);
        return { blob: new Blob([all], { type: 'text/csv' }), filename: 'x-2026-01-01.csv' };
      },
      format: 'csv',
      total: 30,
      pageRows: 10,
      signal: new AbortController().signal,
    });
    expect(asked).toEqual([{ page: 1, perPage: 10 }]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytes(file.blob))).toBe(`\uFEFF${all}`);
  });

  it('a server whose first page is short of the page size and the total did not page: the list is asked again in one call', async () => {
    const asked: unknown[] = [];
    const file = await runExport({
      readPage: async page => {
        asked.push(page);
        const rows = page ? 5 : 30;
        return {
          blob: new Blob([csvText([['N'], ...Array.from({ length: rows }, (_, i) => [`r${i}`])])], { type: 'text/csv' }),
          filename: 'x.csv',
        };
      },
      format: 'xlsx',
      total: 30,
      pageRows: 10,
      signal: new AbortController().signal,
    });
    expect(asked).toEqual([{ page: 1, perPage: 10 }, undefined]);
    expect(file.filename).toBe('x.xlsx');
    expect(readXlsxRows(await bytes(file.blob))).toHaveLength(31);
  });
});
