/** Receipts as pure functions (src/features/receipts/receiptLogic.ts): numbers, addresses, dates, letterhead, parties, the WhatsApp share. */
import { describe, expect, it } from 'vitest';
import {
  letterheadOf,
  partiesOf,
  receiptDate,
  receiptNumber,
  receiptPath,
  receiptSummary,
  receiptWhatsappUrl,
  type Receipt,
} from '../../src/features/receipts/receiptLogic';

describe('numbers and addresses', () => {
  it.each([
    ['booking', 12, undefined, 'B-12', '/plotbook/12/receipt'],
    ['sale', 5, undefined, 'S-5', '/plotsale/5/receipt'],
    ['emi', 3, 7, 'E-3-7', '/plotemi/3/receipt/7'],
  ] as const)('%s %s/%s → %s at %s', (kind, id, itemId, number, path) => {
    expect(receiptNumber(kind, id, itemId)).toBe(number);
    expect(receiptPath(kind, id, itemId)).toBe(path);
  });
});

describe('the date as printed', () => {
  it.each([
    ['2026-04-18', '18/04/2026'],
    // A date-time is its day in India: 20:00 UTC is past midnight in Chennai.
    ['2025-10-23T20:00:00.000Z', '24/10/2025'],
    ['2025-10-23T08:52:40.000Z', '23/10/2025'],
    [null, '-'],
    ['', '-'],
    ['not a date', 'not a date'],
  ])('%s → %s', (value, printed) => {
    expect(receiptDate(value)).toBe(printed);
  });
});

describe('the WhatsApp share', () => {
  it.each([
    [{ number: '98400 00001', countryCode: '+91' }, 'https://wa.me/919840000001?text=Hi%20%E0%AE%A4'],
    [{ number: '9840000001', countryCode: '' }, 'https://wa.me/919840000001?text=Hi%20%E0%AE%A4'],
    [{ number: '4155550100', countryCode: '+1' }, 'https://wa.me/14155550100?text=Hi%20%E0%AE%A4'],
    [null, 'https://wa.me/?text=Hi%20%E0%AE%A4'],
  ])('%j → %s', (phone, url) => {
    expect(receiptWhatsappUrl(phone, 'Hi த')).toBe(url);
  });
});

describe('the letterhead', () => {
  const membership = { organization_id: 1, name: 'Daga Estates' };
  it('reads the organization record: name, address, mobile, photo', () => {
    const record = {
      name: 'Daga Estates Pvt Ltd',
      address: '208, 4th Main Road, Chennai',
      mobile: '8315224918',
      photo: { url: 'data:image/png;base64,AA', key: 'a.png' },
    };
    expect(letterheadOf(record, membership)).toEqual({
      name: 'Daga Estates Pvt Ltd',
      address: '208, 4th Main Road, Chennai',
      phone: '8315224918',
      logo: 'data:image/png;base64,AA',
    });
  });
  it('falls back to what the sign-in said of the organization', () => {
    expect(letterheadOf(undefined, membership)).toEqual({ name: 'Daga Estates', address: null, phone: null, logo: null });
    expect(letterheadOf(null, { ...membership, address: 'Salem', phone: '9840000001', logo: '/logo.png' })).toEqual({
      name: 'Daga Estates',
      address: 'Salem',
      phone: '9840000001',
      logo: '/logo.png',
    });
  });
  it('never shows a logo address that is not a picture of this site, http(s) or data', () => {
    expect(letterheadOf({ photo: { url: 'javascript:alert(1)' } }, membership).logo).toBeNull();
    expect(letterheadOf({ photo: '//evil.example/x.png' }, membership).logo).toBeNull();
  });
});

describe('the parties of a sales record', () => {
  it.each([
    [
      'a booking',
      {
        plot: { number: 'A-12' },
        layout: { name: 'Green Meadows', project: { name: 'Sunrise' } },
        project: { name: 'Sunrise' },
        customer: { id: 9, name: 'முருகன்' },
      },
    ],
    [
      'a sale',
      {
        plot: { number: 'A-12', layout: { name: 'Green Meadows', project: { name: 'Sunrise' } } },
        project: { name: 'Sunrise' },
        customer: { id: 9, name: 'முருகன்' },
      },
    ],
  ])('%s', (_what, record) => {
    expect(partiesOf(record)).toEqual({
      plot: 'A-12',
      layout: 'Green Meadows',
      project: 'Sunrise',
      customer: 'முருகன்',
      customerId: 9,
      phone: null,
    });
  });
  it('an EMI plan: no layout, the project under the plot; the number of the customer when embedded', () => {
    const plan = {
      plot: { number: 7, project: { name: 'Sunrise' } },
      customer: { id: 4, name: 'Ravi', whatsapp: '9840000001', country_code_whatsapp: '+91' },
    };
    expect(partiesOf(plan)).toEqual({
      plot: '7',
      layout: null,
      project: 'Sunrise',
      customer: 'Ravi',
      customerId: 4,
      phone: { number: '9840000001', countryCode: '+91' },
    });
  });
});

describe('the summary', () => {
  it('says who paid what for what, in the language of the receipt', () => {
    const receipt: Receipt = {
      kind: 'booking',
      number: 'B-1',
      date: '2025-10-23',
      customer: 'முருகன் சுப்பிரமணியம்',
      plot: '37',
      layout: 'Green Meadows',
      project: 'Sunrise',
      paise: 363600050,
      purpose: { kind: 'booking' },
      mode: 'Cash',
      reference: { kind: 'booking', id: 1 },
    };
    const letterhead = { name: 'Daga Estates', address: null, phone: null, logo: null };
    expect(receiptSummary(receipt, letterhead, 'Admin User', 'en')).toBe(
      [
        'Daga Estates',
        'Receipt B-1, Date 23/10/2025',
        'Received from: முருகன் சுப்பிரமணியம்',
        'Amount: ₹36,36,000.50 (Rupees Thirty-Six Lakh Thirty-Six Thousand and Fifty Paise Only)',
        'Towards: Booking advance',
        'Plot 37, Layout Green Meadows, Project Sunrise',
        'Mode of payment: Cash',
        'Received by: Admin User',
      ].join('\n'),
    );
    expect(receiptSummary(receipt, letterhead, 'Admin User', 'ta')).toContain(
      'தொகை: ₹36,36,000.50 (முப்பத்தாறு லட்சத்து முப்பத்தாறாயிரம் ரூபாய் ஐம்பது பைசா மட்டும்)',
    );
    expect(receiptSummary(receipt, letterhead, 'Admin User', 'ta')).toContain('செலுத்தும் முறை: ரொக்கம்');
  });
});
