import { describe, expect, it } from 'vitest';
import { decodeEntries, encodeEntries, toFormData } from '../../src/api/formData';

const pairs = (values: Record<string, unknown>) => encodeEntries(values).map(([k, v]) => [k, typeof v === 'string' ? v : 'FILE']);

describe('multipart encoder (api-contract.md "Multipart encoding")', () => {
  it('encodes nested objects in bracket notation', () => {
    expect(pairs({ appfeatures: { dtcp: true, blackroad: false } })).toEqual([
      ['appfeatures[dtcp]', '1'],
      ['appfeatures[blackroad]', '0'],
    ]);
  });

  it('encodes arrays of objects with their indexes', () => {
    expect(
      pairs({
        guide: [
          { name: 'A', price: 100 },
          { name: 'B', price: 250.5 },
        ],
      }),
    ).toEqual([
      ['guide[0][name]', 'A'],
      ['guide[0][price]', '100'],
      ['guide[1][name]', 'B'],
      ['guide[1][price]', '250.5'],
    ]);
  });

  it('encodes arrays of plain values as key[] (sid[])', () => {
    expect(pairs({ sid: [4, 7] })).toEqual([
      ['sid[]', '4'],
      ['sid[]', '7'],
    ]);
  });

  it('keeps the indexes of a matrix (cords[i][0], cords[i][1])', () => {
    expect(
      pairs({
        cords: [
          [12.5, 30],
          [40, 60],
        ],
      }),
    ).toEqual([
      ['cords[0][0]', '12.5'],
      ['cords[0][1]', '30'],
      ['cords[1][0]', '40'],
      ['cords[1][1]', '60'],
    ]);
  });

  it('sends booleans as 1 / 0, null as an empty string, and leaves undefined out', () => {
    expect(pairs({ a: true, b: false, c: null, d: undefined, e: 0, f: '' })).toEqual([
      ['a', '1'],
      ['b', '0'],
      ['c', ''],
      ['e', '0'],
      ['f', ''],
    ]);
  });

  it('sends a newly chosen file as a file part under its field name', () => {
    const file = new File(['hello'], 'deed.pdf', { type: 'application/pdf' });
    const entries = encodeEntries({ filename: { rawFile: file, title: 'deed.pdf' } });
    expect(entries).toHaveLength(1);
    expect(entries[0][0]).toBe('filename');
    expect(entries[0][1]).toBe(file);
    expect(entries[0][2]).toBe('deed.pdf');
    const fd = toFormData({ filename: { rawFile: file } });
    const part = fd.get('filename') as File;
    expect(typeof part).not.toBe('string');
    expect(part.name).toBe('deed.pdf');
  });

  it('sends a plain Blob or File value as a file part', () => {
    const blob = new Blob(['png'], { type: 'image/png' });
    const fd = toFormData({ signa: blob });
    expect(typeof fd.get('signa')).not.toBe('string');
  });

  it('does not re-send an existing file that was not replaced', () => {
    expect(pairs({ image: { src: 'https://x/y.png', title: 'y.png' }, name: 'A' })).toEqual([['name', 'A']]);
  });

  it('sends the JSON-text fields as one JSON string', () => {
    expect(pairs({ fields: ['number', 'status'], items: [{ key: 'a' }], path: [{ lat: 1, lng: 2 }], cust_ids: [1, 2] })).toEqual([
      ['fields', '["number","status"]'],
      ['items', '[{"key":"a"}]'],
      ['path', '[{"lat":1,"lng":2}]'],
      ['cust_ids', '[1,2]'],
    ]);
  });

  it('keeps a JSON-text field that is already text as it is', () => {
    expect(pairs({ filter_data: '{"a":1}' })).toEqual([['filter_data', '{"a":1}']]);
  });

  it('sends Date objects as ISO 8601', () => {
    expect(pairs({ followup_on: new Date('2026-11-20T10:00:00Z') })).toEqual([['followup_on', '2026-11-20T10:00:00.000Z']]);
  });

  it('decodes what it encodes (the demo API reads bodies this way)', () => {
    const values = {
      name: 'A',
      guide: [{ name: 'x', price: '1' }],
      sid: ['4', '5'],
      cords: [
        ['1', '2'],
        ['3', '4'],
      ],
      appfeatures: { dtcp: '1' },
    };
    expect(decodeEntries(encodeEntries(values) as Array<[string, string]>)).toEqual(values);
  });
});
