/**
 * The pure parts of plots: the validator's message verbatim, the notes cut at 60 characters,
 * the measurement display, the range filters, the export query, the typed custom call and the
 * permission rows of the area.
 */
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { canAccess, type Membership } from '../../src/api/permissions';
import {
  EXPORT_FIELD_IDS,
  NOTES_LIMIT,
  exportParams,
  filteredPlotListPath,
  inRange,
  parseRange,
  truncateNotes,
  validatePlotNumber,
} from '../../src/resources/inventory/plot/plotLogic';
import { FACINGS, describeMeasurement, formatMeasurement, formatSqft, measurementArea, parseMeasurement } from '../../src/common/land';
import { formatPrice } from '../../src/common/format';

describe('plot validator (spec 1 §5)', () => {
  it("refuses a missing or blank number with 'Plot number is required'", () => {
    expect(validatePlotNumber(undefined)).toBe('Plot number is required');
    expect(validatePlotNumber('')).toBe('Plot number is required');
    expect(validatePlotNumber('   ')).toBe('Plot number is required');
    expect(validatePlotNumber(null)).toBe('Plot number is required');
  });

  it('accepts any number text', () => {
    expect(validatePlotNumber('A-12')).toBeUndefined();
    expect(validatePlotNumber('7')).toBeUndefined();
  });
});

describe('notes truncation (spec 1 §2: first 60 characters)', () => {
  it('keeps notes of up to 60 characters as they are', () => {
    const sixty = 'x'.repeat(60);
    expect(NOTES_LIMIT).toBe(60);
    expect(truncateNotes(sixty)).toBe(sixty);
    expect(truncateNotes('Near park')).toBe('Near park');
  });

  it('cuts longer notes at 60 characters and marks the cut', () => {
    const long = 'Customer requested a site visit next Sunday with family; show the corner plot and the park-side options as well.';
    const cut = truncateNotes(long);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.slice(0, -1)).toBe(long.slice(0, 60).trimEnd());
    expect(cut.length).toBeLessThanOrEqual(61);
  });

  it('shows nothing for empty notes', () => {
    expect(truncateNotes(null)).toBe('');
    expect(truncateNotes(undefined)).toBe('');
    expect(truncateNotes('  ')).toBe('');
  });
});

describe('measurement FRONT:LEFT:BACK:RIGHT', () => {
  it.each([
    ['30:60:35:70', '30 x 60 x 35 x 70'],
    ['40:60:40:60', '40 x 60 x 40 x 60'],
    [' 30 : 60 : 35 : 70 ', '30 x 60 x 35 x 70'],
    ['', '-'],
    [null, '-'],
    ["40' x 60'", "40' x 60'"],
  ])('formatMeasurement(%j) is %j', (input, shown) => {
    expect(formatMeasurement(input)).toBe(shown);
  });

  it('parses the four sides, or nothing when the format is not met', () => {
    expect(parseMeasurement('30:60:35:70')).toEqual([30, 60, 35, 70]);
    expect(parseMeasurement('30:60:35')).toBeNull();
    expect(parseMeasurement('30:60:35:x')).toBeNull();
    expect(parseMeasurement('')).toBeNull();
  });

  it('names each side and computes the area of the four sides', () => {
    expect(describeMeasurement('30:60:35:70')).toBe('Front 30, Left 60, Back 35, Right 70');
    expect(describeMeasurement('abc')).toBe('');
    expect(measurementArea('30:60:30:60')).toBe(1800);
    expect(measurementArea('30:60:35:70')).toBe(Math.round(32.5 * 65));
    expect(measurementArea('nope')).toBeNull();
  });

  it('formats square feet and prices, a dash when empty', () => {
    expect(formatSqft(1800)).toBe('1,800 Sqft');
    expect(formatSqft(null)).toBe('-');
    expect(formatPrice(4367000)).toBe('₹43,67,000');
    expect(formatPrice('')).toBe('-');
  });

  it('offers the eight compass points (G11)', () => {
    expect(FACINGS).toEqual(['North', 'South', 'East', 'West', 'North East', 'North West', 'South East', 'South West']);
  });
});

describe('range filters (Price, Square Feet)', () => {
  it('reads min-max with either end open, and a single number as an exact value', () => {
    expect(parseRange('2000000-3000000')).toEqual({ min: 2000000, max: 3000000 });
    expect(parseRange('-1200')).toEqual({ min: undefined, max: 1200 });
    expect(parseRange('2400-')).toEqual({ min: 2400, max: undefined });
    expect(parseRange('1800')).toEqual({ min: 1800, max: 1800 });
    expect(parseRange('')).toBeNull();
    expect(parseRange('-')).toBeNull();
    expect(parseRange('cheap')).toBeNull();
  });

  it('includes the lower end, excludes the upper end, matches an exact value', () => {
    expect(inRange(1200, parseRange('1200-1500'))).toBe(true);
    expect(inRange(1500, parseRange('1200-1500'))).toBe(false);
    expect(inRange(2400, parseRange('2400-'))).toBe(true);
    expect(inRange(1199, parseRange('-1200'))).toBe(true);
    expect(inRange(1800, parseRange('1800'))).toBe(true);
    expect(inRange(1801, parseRange('1800'))).toBe(false);
    expect(inRange(null, parseRange('1800'))).toBe(false);
    expect(inRange(5, null)).toBe(true);
  });
});

describe('the export query (spec 1 §7 GET plot/export)', () => {
  it('keeps the chosen fields in the order of the specification', () => {
    const params = exportParams(['status', 'number', 'customer_name', 'unknown'], {});
    expect(params.fields).toEqual(['customer_name', 'number', 'status']);
    expect(EXPORT_FIELD_IDS).toEqual([
      'customer_name',
      'project_id',
      'layout_id',
      'number',
      'measurement',
      'coordinates',
      'has_building',
      'square_feet',
      'facing',
      'is_corner',
      'status',
    ]);
  });

  it('sends the list filters without empty values, the sort (created_at DESC by default) and showall', () => {
    const params = exportParams(EXPORT_FIELD_IDS, { status: 'Sold', lid: 3, q: '', price: undefined, other: 'x' });
    expect(params.filter).toEqual({ status: 'Sold', lid: 3 });
    expect(params.sort).toEqual({ field: 'created_at', order: 'DESC' });
    expect(params.showall).toBe(true);
    expect(exportParams(['number'], {}, { field: 'number', order: 'asc' }).sort).toEqual({ field: 'number', order: 'ASC' });
  });

  it('goes out as GET plot/export with fields as JSON, s_sort, _order, showall and the filters, with the headers', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('Plot Number\r\n1\r\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="plots-2026-11-20.csv"' },
        }),
    );
    const dp = createDataProvider(
      createHttpClient({
        orgid: '1',
        getToken: () => 'secret',
        apiUrl: () => 'http://api.test/api/v1',
        fetch: fetch as unknown as typeof globalThis.fetch,
      }),
    );
    const file = await dp.exportPlots(
      exportParams(['number', 'status'], { status: 'Sold', date_from: '2026-01-01', date_to: '2026-02-01' }),
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(decodeURIComponent(url)).toBe(
      'http://api.test/api/v1/1/plot/export?status=Sold&date_from=2026-01-01&date_to=2026-02-01&fields=["number","status"]&s_sort=created_at&_order=DESC&showall=true',
    );
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer secret', 'X-Organization-Id': '1' });
    expect(file.filename).toBe('plots-2026-11-20.csv');
  });

  it('links a layout status chip to the filtered plot list (G10)', () => {
    expect(decodeURIComponent(filteredPlotListPath(5, 'Sold'))).toBe('/plot?filter={"lid":5,"status":"Sold"}');
  });
});

describe('assign a plot to a property (typed custom call)', () => {
  it('POSTs property/{id}/assignplot with layout_id and plot_id', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: true, message: 'Plot assigned successfully.', data: { id: 4 }, errors: null }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const dp = createDataProvider(
      createHttpClient({
        orgid: '1',
        getToken: () => 'secret',
        apiUrl: () => 'http://api.test/api/v1',
        fetch: fetch as unknown as typeof globalThis.fetch,
      }),
    );
    const result = await dp.assignPlotToProperty(4, { layout_id: 2, plot_id: 77 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/v1/1/property/4/assignplot');
    expect(init.method).toBe('POST');
    expect(Object.fromEntries((init.body as FormData).entries())).toEqual({ layout_id: '2', plot_id: '77' });
    expect(result.message).toBe('Plot assigned successfully.');
  });
});

describe('permission rows of plots and properties (PERMISSION_EXCEPTIONS)', () => {
  const member = (permissions: string[]): Membership => ({ organization_id: 1, name: 'Org', master: 0, permissions });

  it.each([
    ['plotstatus', 'list', 'plot.view'],
    ['plotsale', 'list', 'plot.view'],
    ['property/status', 'list', 'property.view'],
    ['property/status', 'create', 'property.update'],
    ['property/status', 'delete', 'property.delete'],
    ['plot', 'export', 'plot.view'],
    ['plot', 'delete', 'plot.delete'],
    ['property', 'edit', 'property.update'],
  ])('%s.%s needs %s', (resource, action, key) => {
    expect(canAccess(member([key]), { resource, action })).toBe(true);
    expect(canAccess(member([]), { resource, action })).toBe(false);
  });

  it('plot documents follow the plot keys; deleting them needs project.delete (spec 1 §6)', () => {
    expect(canAccess(member(['plot.create']), { resource: 'document/plot', action: 'create' })).toBe(true);
    expect(canAccess(member(['plot.delete']), { resource: 'document/plot', action: 'delete' })).toBe(false);
    expect(canAccess(member(['project.delete']), { resource: 'document/plot', action: 'delete' })).toBe(true);
  });
});
