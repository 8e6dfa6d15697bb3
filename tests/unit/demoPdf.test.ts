/**
 * The demo API's own PDFs drop no text (issue 37; mocks/pdf): a booking of a customer with a
 * Tamil name, read back with a small PDF reader (tests/pdfText.ts) — the letterhead from the
 * organization's record, the names, the notes, ₹ amounts with Indian grouping, both signatures;
 * the gift and customer PDFs; long text wrapped onto more pages. Node has no real canvas: the text
 * the standard font lacks is in the invisible text layer; with a canvas (a stand-in here, Chromium
 * in tests/e2e/demoPdf.e2e.ts) it is also drawn as an image on its line.
 */
import { describe, expect, it } from 'vitest';
import { zlibSync } from 'fflate';
import { findRow, table } from '../../mocks/db';
import { pdfSync, renderPdf, runsOf } from '../../mocks/pdf';
import type { Raster } from '../../mocks/pdf/canvas';
import { pixelsGraphic } from '../../mocks/pdf/images';
import { pdfDocument } from '../../mocks/seed/documents';
import { standardWidth } from '../../mocks/pdf/writer';
import { toFormData } from '../../src/api/formData';
import { imagePixels, readPdf } from '../pdfText';

const TAMIL_NAME = 'முருகன் சுப்பிரமணியம்';
const TAMIL_NOTE = 'முன்பணம் பெறப்பட்டது, பத்திரப் பதிவு அடுத்த மாதம்';

const ROOT = 'http://localhost/api/v1';
const login = async () => {
  const response = await fetch(`${ROOT}/account/login`, { method: 'POST', body: toFormData({ username: 'admin', password: 'admin' }) });
  return (await response.json()).data.token as string;
};
const get = async (path: string) => {
  const token = await login();
  const response = await fetch(`${ROOT}/1/${path}`, {
    headers: { Accept: 'application/json', 'X-Organization-Id': '1', Authorization: `Bearer ${token}` },
  });
  expect(response.headers.get('Content-Type')).toBe('application/pdf');
  return readPdf(new Uint8Array(await response.arrayBuffer()));
};

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);

/* A PNG encoder: each row with another of the five filters, so that the decoder's every filter is read. */
const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Uint8Array) => {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(
    [...type].map(c => c.charCodeAt(0)),
    4,
  );
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
};
const pngDataUrl = (width: number, height: number, rgba: Uint8Array): string => {
  const stride = width * 4;
  const raw = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const filter = y % 5;
    raw[y * (stride + 1)] = filter;
    for (let i = 0; i < stride; i++) {
      const x = rgba[y * stride + i]!;
      const a = i >= 4 ? rgba[y * stride + i - 4]! : 0;
      const b = y ? rgba[(y - 1) * stride + i]! : 0;
      const c = i >= 4 && y ? rgba[(y - 1) * stride + i - 4]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter]!;
      raw[y * (stride + 1) + 1 + i] = (x - predictor) & 0xff;
    }
  }
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlibSync(raw)),
    chunk('IEND', new Uint8Array()),
  ];
  return `data:image/png;base64,${Buffer.concat(parts).toString('base64')}`;
};
/** A blue stroke on a transparent ground, as a signature pad draws it. */
const signaturePixels = (width: number, height: number) => {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const on = Math.abs(y - Math.round(height / 2 + (height / 3) * Math.sin(x / 4))) <= 1;
      rgba.set(on ? [13, 42, 107, 255] : [(x * 7) & 0xff, (y * 13) & 0xff, (x + y) & 0xff, (x * y) % 3 ? 0 : 40], (y * width + x) * 4);
    }
  return rgba;
};

describe('the booking PDF (GET bookedplot/pdf/{id})', () => {
  it('reads back the letterhead, a Tamil customer name and note, ₹ amounts with Indian grouping and both signature lines', async () => {
    const booking = org1('plotbook')[0]!;
    const customer = findRow('customer', 1, booking.customer_id as number)!;
    customer.name = TAMIL_NAME;
    Object.assign(booking, { notes: TAMIL_NOTE, booking_advance: 150000, total_amount: 1234567 });
    const pdf = await get(`bookedplot/pdf/${booking.id}`);

    const org = findRow('organization', 1, 1)!;
    expect(pdf.lines.slice(0, 4)).toEqual([org.name, org.address, `Phone: ${org.mobile}`, `Plot booking #${booking.id}`]);
    expect(pdf.lines).toContain(`Customer: ${TAMIL_NAME}`);
    expect(pdf.lines).toContain(`Notes: ${TAMIL_NOTE}`);
    expect(pdf.lines).toContain('Booking advance: ₹1,50,000');
    expect(pdf.lines).toContain('Total amount: ₹12,34,567');
    expect(pdf.title).toBe(`Plot booking #${booking.id}`);
    // No canvas in Node: the Tamil name is in the invisible text layer, after "Customer: " drawn in Helvetica.
    const name = pdf.items.find(i => i.text === TAMIL_NAME)!;
    expect(name).toMatchObject({ invisible: true, font: 'F3' });
    expect(pdf.items.find(i => i.text === 'Customer: ' && i.y === name.y)).toMatchObject({ invisible: false, font: 'F1' });
    expect(pdf.items.map(i => i.text)).toEqual(expect.arrayContaining(['Admin signature', 'Customer signature']));
  });

  it('draws a Latin customer name in Helvetica as it is', async () => {
    const booking = org1('plotbook')[1]!;
    const customer = findRow('customer', 1, booking.customer_id as number)!;
    customer.name = 'Murugan Subramaniam';
    const pdf = await get(`bookedplot/pdf/${booking.id}`);
    expect(pdf.items).toContainEqual(expect.objectContaining({ text: 'Customer: Murugan Subramaniam', font: 'F1', invisible: false }));
    expect(pdf.images).toEqual([]);
  });

  it("embeds the stored signatures: the seeded SVG strokes as vector paths, a PNG's pixels and alpha as they are", async () => {
    const booking = org1('plotbook').find(b => b.signature && !b.client_signature) ?? org1('plotbook')[0]!;
    const [width, height] = [60, 23];
    const rgba = signaturePixels(width, height);
    booking.client_signature = pngDataUrl(width, height, rgba);
    const pdf = await get(`bookedplot/pdf/${booking.id}`);
    // The seeded admin signature: an SVG path stroked in its colour (#0d2a6b), curves and all.
    expect(pdf.contents.join('\n')).toMatch(/0\.051 0\.165 0\.42 RG [\d.]+ w 1 J 1 j\n[-\d.]+ [-\d.]+ m\n([-\d. ]+ c\n)+/);
    expect(pdf.items.map(i => i.text)).not.toContain('No signature');
    // The customer's PNG: one image, its size and pixels; the alpha as its soft mask.
    expect(pdf.images).toHaveLength(1);
    const [image] = pdf.images;
    expect(image!.object.dict).toMatch(
      new RegExp(`/Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode /SMask \\d+ 0 R`),
    );
    const { color, alpha } = imagePixels(pdf, image!.object);
    expect([...color]).toEqual([...rgba].filter((_, i) => i % 4 !== 3));
    expect([...alpha!]).toEqual([...rgba].filter((_, i) => i % 4 === 3));
    // Fitted into the customer's box (170 x 60 points), its aspect kept.
    const k = Math.min(170 / width, 60 / height);
    expect(image!.width).toBeCloseTo(width * k, 2);
    expect(image!.height).toBeCloseTo(height * k, 2);
  });

  it('says "No signature" for a missing one, and that a stored one could not be read rather than leave the box empty', () => {
    const read = readPdf(
      pdfSync({
        title: 'Signatures',
        lines: [],
        signatures: [
          { label: 'Admin signature', image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
          { label: 'Customer signature', image: null },
        ],
        noSignature: 'No signature',
      }),
    );
    const texts = read.items.map(i => i.text);
    expect(texts).toEqual(['Signatures', 'Signature on record (not readable)', 'Admin signature', 'No signature', 'Customer signature']);
  });
});

describe('the gift and customer PDFs', () => {
  it("a Gift to Customer PDF has the letterhead and the customer's Tamil name", async () => {
    const gift = org1('customergift')[0]!;
    findRow('customer', 1, gift.customer_id as number)!.name = TAMIL_NAME;
    const pdf = await get(`giftcustomer/pdf/${gift.id}`);
    expect(pdf.lines[0]).toBe(findRow('organization', 1, 1)!.name);
    expect(pdf.lines).toContain(`Customer: ${TAMIL_NAME}`);
  });

  it('the selected customers flow onto as many pages as they need, every name kept', async () => {
    const customers = org1('customer').slice(0, 70);
    customers[40]!.name = TAMIL_NAME;
    const pdf = await get(`customers/export?pdf=1&sid=${encodeURIComponent(JSON.stringify(customers.map(c => c.id)))}`);
    expect(pdf.pages).toBeGreaterThan(1);
    for (const c of customers) expect(pdf.lines.some(l => l.startsWith(`${String(c.name)}  `))).toBe(true);
    // Nothing below the bottom margin.
    expect(Math.min(...pdf.items.map(i => i.y))).toBeGreaterThanOrEqual(56);
  });
});

describe('the brochure and the seeded files', () => {
  it("a layout's brochure has its organization's letterhead and a Tamil layout name", async () => {
    const layout = org1('layout')[0]!;
    layout.name = 'முருகன் நகர்';
    const response = await fetch(`${ROOT}/demo-assets/brochure/${layout.id}/1.pdf`);
    const pdf = readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.lines[0]).toBe(findRow('organization', 1, 1)!.name);
    expect(pdf.lines).toContain('முருகன் நகர் - Brochure');
  });

  it("a seeded file keeps the signs the standard font lacks (a report caption's ·), and stays an ASCII string", () => {
    const text = pdfDocument('Report file', ['Report 3 · 2025-01-01']);
    // eslint-disable-next-line no-control-regex -- the ASCII range, on purpose
    expect(/^[\x00-\x7f]*$/.test(text)).toBe(true);
    expect(readPdf(new TextEncoder().encode(text)).lines).toEqual(['Report file', 'Report 3 · 2025-01-01']);
  });
});

describe('the writer (mocks/pdf)', () => {
  it('wraps a long line inside the page at spaces, and cuts a word longer than the line at its characters', () => {
    const long = `${'Notes: the plot faces east, the road is forty feet wide and the corner stone is laid. '.repeat(6)}${'x'.repeat(150)}`;
    const read = readPdf(pdfSync({ title: 'Wrap', lines: [long] }));
    const body = read.lines.slice(1);
    expect(body.length).toBeGreaterThan(4);
    expect(body.join(' ').replace(/\s+/g, '')).toBe(long.replace(/\s+/g, ''));
    for (const item of read.items) expect(item.x + standardWidth(item.text, item.size, item.font === 'F2')).toBeLessThanOrEqual(539.01);
  });

  it('writes a cross-reference table whose offsets point at the objects; ₹ and parentheses kept', () => {
    const bytes = pdfSync({ title: 'Title (1)', lines: ['₹ 5', 'a\\b'] });
    const read = readPdf(bytes); // throws when an offset misses its object
    expect(read.lines).toEqual(['Title (1)', '₹ 5', 'a\\b']);
    expect(new TextDecoder().decode(bytes)).toContain('(Title \\(1\\)) Tj');
  });

  it('cuts a line into runs the standard font draws and runs it cannot: words of other letters whole, other signs alone', () => {
    expect(runsOf(`Customer: ${TAMIL_NAME} (Murugan)`)).toEqual([
      { text: 'Customer: ', standard: true },
      { text: TAMIL_NAME, standard: false },
      { text: ' (Murugan)', standard: true },
    ]);
    // Only the sign of an amount: its digits stay in Helvetica.
    expect(runsOf('Total: ₹12,34,567 paid')).toEqual([
      { text: 'Total: ', standard: true },
      { text: '₹', standard: false },
      { text: '12,34,567 paid', standard: true },
    ]);
    expect(runsOf('Plot 7 – Café José')).toEqual([
      { text: 'Plot 7 ', standard: true },
      { text: '– Café José', standard: false },
    ]);
  });

  it('with a canvas, draws each run the standard font lacks as an image on its line, the text layer spanning it', async () => {
    const drawn: string[] = [];
    const raster: Raster = {
      measure: (text, size) => [...text].length * size * 0.7,
      draw(text, size) {
        drawn.push(text);
        const advance = [...text].length * size * 0.7;
        const pixels = {
          width: 4,
          height: 2,
          channels: 1 as const,
          color: new Uint8Array(8),
          alpha: new Uint8Array([0, 255, 255, 0, 0, 255, 255, 0]),
        };
        return { graphic: pixelsGraphic(pixels), width: advance + 4, height: size * 1.65, left: 2, descent: size * 0.5, advance };
      },
      picture: async () => null,
    };
    const read = readPdf(await renderPdf({ title: 'Booking', lines: [`Customer: ${TAMIL_NAME} (Murugan)`] }, { raster }));
    expect(drawn).toEqual([TAMIL_NAME]);
    expect(read.lines).toEqual(['Booking', `Customer: ${TAMIL_NAME} (Murugan)`]);
    const layer = read.items.find(i => i.text === TAMIL_NAME)!;
    const advance = [...TAMIL_NAME].length * 11 * 0.7;
    // Right after "Customer: " in Helvetica 11; the image's baseline on the line's.
    expect(layer.x).toBeCloseTo(56 + standardWidth('Customer: ', 11, false), 2);
    expect(read.images).toHaveLength(1);
    expect(read.images[0]).toMatchObject({
      x: expect.closeTo(layer.x - 2, 2),
      y: expect.closeTo(layer.y - 5.5, 2),
      width: expect.closeTo(advance + 4, 2),
    });
    expect(read.images[0]!.object.dict).toMatch(/\/ColorSpace \/DeviceGray .*\/SMask \d+ 0 R/);
    // The invisible text spans the drawn run: its codes' advance (0.5 em each) stretched by Tz.
    expect((layer.scale / 100) * [...TAMIL_NAME].length * 11 * 0.5).toBeCloseTo(advance, 2);
    // " (Murugan)" follows the drawn run.
    expect(read.items.find(i => i.text === ' (Murugan)')!.x).toBeCloseTo(layer.x + advance, 2);
  });
});
