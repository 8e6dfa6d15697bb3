/**
 * The demo API's booking PDF in real Chromium (issue 37): the page fetches bookedplot/pdf/{id} of a
 * booking whose customer has a Tamil name (the service worker hands the call to the handlers that
 * run in the page); the PDF carries the name as an image drawn by the page's canvas with Noto Sans
 * Tamil, on the name's line, over the text layer that reads back as the name.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type Session } from './browser';
import { imagePixels, readPdf } from '../pdfText';

const TAMIL_NAME = 'முருகன் சுப்பிரமணியம்';

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(async () => {
  await s.close();
});

describe('the booking PDF of the demo API', () => {
  it('draws a Tamil customer name as an image on its line, with Noto Sans Tamil, over a text layer that reads it back', async () => {
    const { page } = s;
    await signIn(page, 'admin');
    const answer = await page.evaluate(
      async ({ name }) => {
        const session = JSON.parse(localStorage.getItem('plots-console.session') ?? 'null');
        const headers = { Accept: 'application/json', Authorization: `Bearer ${session?.token}`, 'X-Organization-Id': '1' };
        const booking = (await (await fetch('/api/v1/1/plotbook?perPage=1', { headers })).json()).data.data[0];
        // The customer renamed through the demo API, as the customer form would.
        const customer = (await (await fetch(`/api/v1/1/customer/${booking.customer_id}`, { headers })).json()).data;
        const body = new FormData();
        body.append('_method', 'PUT');
        for (const [key, value] of Object.entries(customer))
          if (
            (typeof value === 'string' || typeof value === 'number') &&
            !['id', 'organization_id', 'created_at', 'updated_at'].includes(key)
          )
            body.append(key, String(value));
        body.set('name', name);
        const saved = await (await fetch(`/api/v1/1/customer/${booking.customer_id}`, { method: 'POST', headers, body })).json();
        if (!saved.status) throw new Error(JSON.stringify(saved));
        const response = await fetch(`/api/v1/1/bookedplot/pdf/${booking.id}`, { headers });
        const bytes = new Uint8Array(await response.arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i += 8192) binary += String.fromCharCode(...bytes.subarray(i, i + 8192));
        const fonts = [...document.fonts]
          .filter(f => f.family.replace(/["']/g, '') === 'Noto Sans Tamil PDF')
          .map(f => `${f.weight} ${f.status}`);
        return { id: booking.id as number, type: response.headers.get('Content-Type'), base64: btoa(binary), fonts };
      },
      { name: TAMIL_NAME },
    );
    expect(answer.type).toBe('application/pdf');
    expect(answer.fonts).toContain('400 loaded');

    const pdf = readPdf(new Uint8Array(Buffer.from(answer.base64, 'base64')));
    expect(pdf.lines).toContain(`Customer: ${TAMIL_NAME}`);
    expect(pdf.lines).toContain('Daga Estates');
    // The name: "Customer: " in Helvetica, then the text layer, and an image on the same baseline that spans it.
    const layer = pdf.items.find(i => i.text === TAMIL_NAME)!;
    expect(layer).toMatchObject({ invisible: true, font: 'F3' });
    const advance = (layer.scale / 100) * [...TAMIL_NAME].length * layer.size * 0.5;
    const image = pdf.images.find(
      i => i.y < layer.y && i.y + i.height > layer.y && i.x < layer.x + 1 && i.x + i.width > layer.x + advance - 1,
    )!;
    expect(image, 'an image on the name’s line').toBeDefined();
    // Tamil letters of 11 points drawn there: about 1.6 em tall, the name some 10 em wide.
    expect(image.height).toBeGreaterThan(15);
    expect(advance).toBeGreaterThan(80);
    expect(advance).toBeLessThan(250);
    // Ink: black glyphs on a transparent ground, spread over the name's width.
    const { width: columns, height: rows } = {
      width: Number(/\/Width (\d+)/.exec(image.object.dict)![1]),
      height: Number(/\/Height (\d+)/.exec(image.object.dict)![1]),
    };
    const { color, alpha } = imagePixels(pdf, image.object);
    expect(alpha).not.toBeNull();
    expect(color.every(v => v < 64)).toBe(true);
    const inked = new Set<number>();
    alpha!.forEach((a, i) => a > 128 && inked.add(Math.floor((i % columns) / (columns / 10))));
    expect(inked.size, 'ink in every tenth of the name’s width').toBe(10);
    const share = alpha!.filter(a => a > 128).length / (columns * rows);
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(0.6);
    // ₹ amounts: drawn too (the standard font has no ₹), and read back with Indian grouping.
    expect(pdf.lines.some(l => /^Total amount: ₹(\d{1,2},)*\d{1,3}(\.\d+)?$/.test(l))).toBe(true);
    expect(pdf.images.length).toBeGreaterThan(4);
  });
});
