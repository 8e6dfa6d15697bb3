/**
 * Issue 40 "Excel both ways" and "Duplicates" (the import), issue 41 (an export of 20,000 rows):
 * a list export as a real xlsx with the headings the customer import reads, the CSV with a UTF-8
 * byte-order mark, the export imported back (its rows reported as customers already, or imported
 * when asked), the import's template and preview, and a long export fetched page by page with a
 * progress bar and a Cancel that stops the fetching.
 */
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { table } from '../../mocks/db';
import {
  CUSTOMER_EXPORT_COLUMNS,
  CUSTOMER_EXPORT_LABELS,
  CUSTOMER_LIST_TEXTS as T,
  IMPORT_TEMPLATE_HEADINGS,
  IMPORT_TEXTS,
  importColumnOf,
} from '../../src/resources/crm/customers/customerListLogic';
import { EXPORT_TEXTS } from '../../src/common/ListExportDialog';
import { readXlsxRows, XLSX_TYPE } from '../../src/common/xlsx';
import { phoneKey } from '../../src/common/phone';
import { bodyRows, captureDownloads, captureRequests, renderSignedIn } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);
const listUrl = (filter: Record<string, unknown> = {}) => `/1/customer?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const brokers = () => org1('customer').filter(c => c.isbroker === 1);
const rowsOf = async (blob: Blob) => readXlsxRows(new Uint8Array(await blob.arrayBuffer()));

/** Opens the customer list's export, chooses the format, exports; the saved file. */
const exportCustomers = async (filter: Record<string, unknown>, format: 'xlsx' | 'csv') => {
  const downloads = captureDownloads();
  const { user } = await renderSignedIn('admin', listUrl(filter));
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  await user.click(screen.getByRole('button', { name: 'Export' }));
  const dialog = await screen.findByRole('dialog', { name: T.exportTitle });
  await user.click(within(dialog).getByRole('radio', { name: format === 'xlsx' ? EXPORT_TEXTS.xlsx : EXPORT_TEXTS.csv }));
  await user.click(within(dialog).getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(downloads.clicked).toHaveLength(1));
  return { user, blob: downloads.blobs[0]!, filename: downloads.clicked[0]!.download, downloads };
};

describe('list exports as Excel or CSV (issue 40)', { timeout: 90_000 }, () => {
  it('the customer export as .xlsx: the export headings, which the import reads, and every row of the filters, numbers as typed', async () => {
    const { blob, filename } = await exportCustomers({ isbroker: 1 }, 'xlsx');
    expect(filename).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(blob.type).toBe(XLSX_TYPE);
    const [heading, ...rows] = await rowsOf(blob);
    expect(heading).toEqual(CUSTOMER_EXPORT_COLUMNS.map(c => CUSTOMER_EXPORT_LABELS[c]));
    // Every column but the plot counts is one the import reads.
    expect(heading!.filter(h => !importColumnOf(h))).toEqual(['Plots Booked', 'Plots Sold', 'Plots Blocked']);
    expect(rows).toHaveLength(brokers().length);
    const phone = heading!.indexOf('Phone');
    expect(rows.map(r => r[phone]).sort()).toEqual(
      brokers()
        .map(c => String(c.phone ?? ''))
        .sort(),
    );
    // The choice is remembered for the next export.
    expect(localStorage.getItem('export.format')).toBe('xlsx');
  });

  it('the CSV export is written with a UTF-8 byte-order mark', async () => {
    const { blob, filename } = await exportCustomers({ isbroker: 1 }, 'csv');
    expect(filename).toMatch(/\.csv$/);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.slice(1).split('\r\n')[0]).toBe(CUSTOMER_EXPORT_COLUMNS.map(c => CUSTOMER_EXPORT_LABELS[c]).join(','));
  });
});

describe('the customer import (issue 40: template, preview, duplicates)', { timeout: 120_000 }, () => {
  const choose = (dialog: HTMLElement, file: File) =>
    fireEvent.change(dialog.querySelector('#customer-import-file')!, { target: { files: [file] } });

  it('an export imported back: its rows are reported as customers already, with the reason, and imported only when asked', async () => {
    const { user, blob } = await exportCustomers({ isbroker: 1 }, 'xlsx');
    const file = new File([await blob.arrayBuffer()], 'customers.xlsx', { type: XLSX_TYPE });
    const count = org1('customer').length;
    const n = brokers().length;
    const failedBefore = table('customerimportfailed').length;

    await user.click(await screen.findByRole('button', { name: IMPORT_TEXTS.button }));
    let dialog = await screen.findByRole('dialog', { name: IMPORT_TEXTS.title });
    // The file is chosen through a button; its first rows show before importing.
    expect(within(dialog).getByRole('button', { name: IMPORT_TEXTS.chooseFile })).toBeInTheDocument();
    choose(dialog, file);
    const preview = await within(dialog).findByRole('table', { name: IMPORT_TEXTS.preview });
    const first = (await rowsOf(blob))[1]!;
    expect(within(preview).getAllByRole('row')[1]).toHaveTextContent(String(first[0]));
    expect(within(dialog).getByText(new RegExp(IMPORT_TEXTS.previewMore(Math.min(5, n), n)))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: IMPORT_TEXTS.button }));
    expect(await screen.findByText(IMPORT_TEXTS.imported(0, n))).toBeInTheDocument();
    expect(org1('customer')).toHaveLength(count);
    const failed = table('customerimportfailed').slice(failedBefore);
    const someone = brokers()[0]!;
    const theirs = failed.find(f => phoneKey(f.phone) === phoneKey(someone.phone))!;
    expect(theirs.errors).toEqual({ phone: IMPORT_TEXTS.duplicate(someone.name, someone.phone) });
    const shown = await screen.findByRole('dialog', { name: IMPORT_TEXTS.failedRows });
    expect(within(shown).getAllByText(IMPORT_TEXTS.duplicate(someone.name, someone.phone)).length).toBeGreaterThan(0);
    await user.click(within(shown).getByRole('button', { name: 'Close' }));

    // "Import them anyway": the same sheet makes new customers.
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: IMPORT_TEXTS.button }));
    dialog = await screen.findByRole('dialog', { name: IMPORT_TEXTS.title });
    choose(dialog, file);
    await user.click(within(dialog).getByRole('checkbox', { name: IMPORT_TEXTS.importDuplicates }));
    await user.click(within(dialog).getByRole('button', { name: IMPORT_TEXTS.button }));
    expect(await screen.findByText(IMPORT_TEXTS.imported(n, 0))).toBeInTheDocument();
    expect(seen.find(r => r.path === '/1/customer/importcustomer')?.form).toMatchObject({ import_duplicates: '1' });
    expect(org1('customer')).toHaveLength(count + n);
  });

  it('a row whose WhatsApp number is a customer’s phone (country code aside) fails; a new number is imported', async () => {
    const { XlsxWriter } = await import('../../src/common/xlsx');
    const known = org1('customer').find(c => String(c.phone ?? '').length === 10)!;
    const writer = new XlsxWriter();
    writer.addRows([
      ['Name', 'Phone', 'WhatsApp'],
      ['New Person', '9840099001', `+91 ${known.phone}`],
      ['Another New', '9840099002', ''],
    ]);
    const file = new File([await writer.finish().arrayBuffer()], 'new.xlsx', { type: XLSX_TYPE });
    const { user } = await renderSignedIn('admin', listUrl());
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await user.click(await screen.findByRole('button', { name: IMPORT_TEXTS.button }));
    const dialog = await screen.findByRole('dialog', { name: IMPORT_TEXTS.title });
    choose(dialog, file);
    await user.click(within(dialog).getByRole('button', { name: IMPORT_TEXTS.button }));
    expect(await screen.findByText(IMPORT_TEXTS.imported(1, 1))).toBeInTheDocument();
    expect(org1('customer').some(c => c.name === 'Another New')).toBe(true);
    expect(org1('customer').some(c => c.name === 'New Person')).toBe(false);
    const shown = await screen.findByRole('dialog', { name: IMPORT_TEXTS.failedRows });
    expect(within(shown).getByText(IMPORT_TEXTS.duplicate(known.name, known.phone))).toBeInTheDocument();
  });

  it('offers a template: an xlsx of the headings the import reads', async () => {
    const { clicked, blobs } = captureDownloads();
    const { user } = await renderSignedIn('admin', listUrl());
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await user.click(await screen.findByRole('button', { name: IMPORT_TEXTS.button }));
    const dialog = await screen.findByRole('dialog', { name: IMPORT_TEXTS.title });
    await user.click(within(dialog).getByRole('button', { name: IMPORT_TEXTS.template }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe(IMPORT_TEXTS.templateFile);
    const rows = await rowsOf(blobs[0]!);
    expect(rows).toEqual([[...IMPORT_TEMPLATE_HEADINGS]]);
    expect(rows[0]!.every(h => importColumnOf(h))).toBe(true);
  });
});

describe('an export of 20,000 rows (issue 41)', { timeout: 120_000 }, () => {
  const TOTAL = 20_000;
  /** The customer list says 20,000 customers; the export answers the pages asked for. */
  const bigList = (gate?: (page: number, request: Request) => Promise<void>) => {
    const sample = org1('customer').slice(0, 20);
    const pages: Array<{ page: string | null; perPage: string | null; showall: string | null }> = [];
    server.use(
      http.get('*/1/customer', () =>
        HttpResponse.json({
          status: true,
          message: '',
          errors: null,
          data: { data: sample, total: TOTAL, current_page: 1, per_page: 20, last_page: TOTAL / 20 },
        }),
      ),
      http.get('*/1/customers/export', async ({ request }) => {
        const query = new URL(request.url).searchParams;
        pages.push({ page: query.get('page'), perPage: query.get('perPage'), showall: query.get('showall') });
        const page = Number(query.get('page') ?? 1);
        const perPage = query.get('perPage') ? Number(query.get('perPage')) : TOTAL;
        await gate?.(page, request);
        const from = (page - 1) * perPage;
        const lines = ['Name,Phone'];
        for (let i = from; i < Math.min(TOTAL, from + perPage); i++) lines.push(`Customer ${i + 1},${9000000000 + i}`);
        return new HttpResponse(lines.join('\r\n') + '\r\n', {
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="customers-2026-11-27.csv"' },
        });
      }),
    );
    return pages;
  };

  it('is fetched in pages of 2,000 with a progress bar, and the file holds every row', async () => {
    let release: () => void = () => undefined;
    const second = new Promise<void>(r => (release = r));
    const pages = bigList(page => (page === 2 ? second : Promise.resolve()));
    const downloads = captureDownloads();
    const { user } = await renderSignedIn('admin', listUrl());
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: T.exportTitle });
    await user.click(within(dialog).getByRole('radio', { name: EXPORT_TEXTS.xlsx }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    // After the first page: a tenth done, said in words too.
    const bar = await within(dialog).findByRole('progressbar', { name: 'Preparing the file' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '10'));
    expect(within(dialog).getByRole('status')).toHaveTextContent(EXPORT_TEXTS.progress(2000, TOTAL));
    release();
    await waitFor(() => expect(downloads.clicked).toHaveLength(1), { timeout: 30_000 });
    expect(pages).toEqual(Array.from({ length: 10 }, (_, i) => ({ page: String(i + 1), perPage: '2000', showall: null })));
    const rows = await rowsOf(downloads.blobs[0]!);
    expect(rows).toHaveLength(TOTAL + 1);
    expect(rows[0]).toEqual(['Name', 'Phone']);
    expect(rows[TOTAL]).toEqual([`Customer ${TOTAL}`, String(9000000000 + TOTAL - 1)]);
    expect(downloads.clicked[0]!.download).toBe('customers-2026-11-27.xlsx');
  });

  it('Cancel stops the fetching: no page after the one in flight, no file', async () => {
    const pages = bigList((page, request) =>
      page === 3
        ? new Promise<void>(resolve => request.signal.addEventListener('abort', () => resolve(), { once: true }))
        : Promise.resolve(),
    );
    const downloads = captureDownloads();
    const { user } = await renderSignedIn('admin', listUrl());
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: T.exportTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(pages).toHaveLength(3));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(EXPORT_TEXTS.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: T.exportTitle })).not.toBeInTheDocument();
    await new Promise(r => setTimeout(r, 500));
    expect(pages.map(p => p.page)).toEqual(['1', '2', '3']);
    expect(downloads.clicked).toHaveLength(0);
  });
});
