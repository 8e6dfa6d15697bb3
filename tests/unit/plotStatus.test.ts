/**
 * The plot status flow's pure logic (spec 1 §4, §5, §7, §8): the menu table row by row, the
 * customer-type choices and the list each opens, the messages verbatim, and the multipart
 * encoding of a booking (other amounts as label:amount, signatures as files).
 */
import { describe, expect, it } from 'vitest';
import { encodeEntries } from '../../src/api/formData';
import { dayMonthYear } from '../../src/common/format';
import {
  bookingPayload,
  bookingTotal,
  CUSTOMER_TYPE_LABELS,
  customerChoices,
  customerSourceFor,
  customerTypesFor,
  dataUrlToFile,
  decodeOtherAmounts,
  encodeOtherAmounts,
  PAYMENT_MODES,
  RESALE_PERMISSIONS,
  salePayload,
  STATUS_MENU_TABLE,
  STATUS_MESSAGES,
  statusChangedMessage,
  statusChangePayload,
  statusMenu,
} from '../../src/features/plotStatus/statusLogic';
import { required } from '../../src/common/validators';

describe('status menu (spec 1 §4), one row per current status', () => {
  it.each([
    // Booked or Blocked → Available; Available or Blocked → Blocked or Booked; Available, Blocked or Booked → Sold.
    ['Available', ['Blocked', 'Booked', 'Sold']],
    ['Blocked', ['Available', 'Blocked', 'Booked', 'Sold']],
    ['Booked', ['Available', 'Sold']],
    // A Sold plot offers only Resale.
    ['Sold', ['Resale']],
  ])('%s offers %j', (status, options) => {
    expect(statusMenu({ status })).toEqual({ kind: 'menu', label: status, options });
  });

  it.each([
    ['Hold', 'Hold'], // C28: shown, no menu
    ['Resale', 'Resale'],
    ['', ''],
  ])('%s is shown without a menu', (status, label) => {
    expect(statusMenu({ status })).toEqual({ kind: 'label', label });
  });

  it.each([
    ['Sold', { status: 'Available' }],
    ['Sold', { status: 'Hold' }],
    ['Available', { status: 'Available' }],
    ['Booked', [{ status: 'Hold' }]],
  ])("a %s plot with a resale record that is not Sold shows 'For Resale' without a menu", (status, plotResale) => {
    expect(statusMenu({ status, plotResale })).toEqual({ kind: 'label', label: 'For Resale' });
  });

  it('a resale record that is Sold (or none at all) leaves the menu of the status', () => {
    expect(statusMenu({ status: 'Sold', plotResale: { status: 'Sold' } })).toEqual({ kind: 'menu', label: 'Sold', options: ['Resale'] });
    expect(statusMenu({ status: 'Sold', plotResale: [] })).toEqual({ kind: 'menu', label: 'Sold', options: ['Resale'] });
    expect(statusMenu({ status: 'Booked', plotResale: null })).toEqual({ kind: 'menu', label: 'Booked', options: ['Available', 'Sold'] });
  });

  it('the table has exactly the six statuses', () => {
    expect(Object.keys(STATUS_MENU_TABLE).sort()).toEqual(['Available', 'Blocked', 'Booked', 'Hold', 'Resale', 'Sold']);
  });
});

describe('customer types (spec 1 §4)', () => {
  it('Sold asks Blocked, Booked or Other Customer; Booked asks Blocked or Other Customer; the others none', () => {
    expect(customerTypesFor('Sold').map(t => CUSTOMER_TYPE_LABELS[t])).toEqual(['Blocked Customer', 'Booked Customer', 'Other Customer']);
    expect(customerTypesFor('Booked').map(t => CUSTOMER_TYPE_LABELS[t])).toEqual(['Blocked Customer', 'Other Customer']);
    for (const target of ['Available', 'Blocked', 'Resale'] as const) expect(customerTypesFor(target)).toEqual([]);
  });

  it.each([
    ['blocked', { kind: 'history', plot_status: 'Blocked' }],
    ['booked', { kind: 'history', plot_status: 'Booked' }],
    ['other', { kind: 'lookup', reference: 'customer/filter' }],
  ] as const)('%s reads %j', (type, source) => {
    expect(customerSourceFor(type)).toEqual(source);
  });

  const a = { id: 1, name: 'Anand' };
  const b = { id: 2, name: 'Bala' };
  const c = { id: 3, name: 'Chitra' };
  const history = [
    { status: 'Blocked', customer: a, created_at: '2026-01-01T00:00:00Z' },
    { status: 'Booked', customer: c, created_at: '2026-02-01T00:00:00Z' },
    { status: 'Blocked', customer: b, created_at: '2026-03-01T00:00:00Z' },
    { status: 'Blocked', customer: a, created_at: '2026-03-02T00:00:00Z' },
  ];

  it('Blocked Customer of a Blocked plot: its members (the first holder first)', () => {
    expect(customerChoices('blocked', { status: 'Blocked', customer: a, members: [a, b] }, history)).toEqual([a, b]);
    expect(customerChoices('blocked', { status: 'Blocked', customer: b }, history)).toEqual([b]);
  });

  it('Booked Customer of a Booked plot: the booking customer', () => {
    expect(customerChoices('booked', { status: 'Booked', customer: c }, history)).toEqual([c]);
  });

  it('otherwise the customers of that status in the history, newest first, each once', () => {
    expect(customerChoices('blocked', { status: 'Available', customer: null }, history)).toEqual([a, b]);
    expect(customerChoices('booked', { status: 'Blocked', customer: b }, history)).toEqual([c]);
    expect(customerChoices('booked', { status: 'Available' }, [])).toEqual([]);
  });
});

describe('messages verbatim (spec 1 §5, §8)', () => {
  it.each([
    ['signatureRequired', 'please enter your signature'],
    ['statusFailed', 'Unable to update status change'],
    ['soldFailed', 'Unable to create plot sold record'],
    ['forResale', 'For Resale'],
  ] as const)('%s is %j', (key, text) => {
    expect(STATUS_MESSAGES[key]).toBe(text);
  });

  it('the admin signature and the customer are required with those messages', () => {
    expect(required(STATUS_MESSAGES.signatureRequired)(null)).toBe('please enter your signature');
    expect(required(STATUS_MESSAGES.signatureRequired)(new File(['x'], 'signa.png'))).toBeUndefined();
    expect(required(STATUS_MESSAGES.customerRequired)('')).toBe(STATUS_MESSAGES.customerRequired);
  });

  it('payment modes Cash, Cheque, DD; customer permission Show or Hide', () => {
    expect(PAYMENT_MODES).toEqual(['Cash', 'Cheque', 'DD']);
    expect(RESALE_PERMISSIONS).toEqual(['Show', 'Hide']);
  });
});

describe('booking amounts', () => {
  it('other amounts travel as label:amount strings; empty rows are left out', () => {
    expect(
      encodeOtherAmounts([
        { label: 'EB Deposit', amount: 12000 },
        { label: ' Corpus Fund ', amount: '25000' },
        { label: '', amount: 5 },
        { label: 'Nothing', amount: '' },
        { label: 'a:b', amount: 1 },
      ]),
    ).toEqual(['EB Deposit:12000', 'Corpus Fund:25000', 'a b:1']);
    expect(encodeOtherAmounts(undefined)).toEqual([]);
    expect(decodeOtherAmounts(['EB Deposit:12000', 'x'])).toEqual([
      { label: 'EB Deposit', amount: '12000' },
      { label: 'x', amount: '' },
    ]);
  });

  it('the total is sales price + patta + registration + the other amounts', () => {
    expect(
      bookingTotal({
        sales_price: 1000000,
        patta_cost: 5000,
        registration_cost: '90000',
        other_amount: [{ label: 'EB', amount: 12000.5 }],
      }),
    ).toBe(1107000.5);
    expect(bookingTotal({})).toBe(0);
  });
});

describe('payloads', () => {
  const signa = new File([new Uint8Array([137, 80, 78, 71])], 'signa.png', { type: 'image/png' });
  const usersigna = new File([new Uint8Array([1, 2])], 'usersigna.png', { type: 'image/png' });

  it('encodes a booking as multipart: every field, other_amount[] strings, signa and usersigna as files', () => {
    const payload = bookingPayload(7, 'blocked', {
      customer_id: 11,
      broker_id: 5,
      due_date: '2026-12-01',
      payment_mode: 'Cheque',
      booking_advance: 50000,
      patta_cost: 5000,
      sales_price: 1000000,
      registration_cost: 90000,
      other_amount: [{ label: 'EB Deposit', amount: 12000 }],
      total_amount: 1107000,
      broker_point_value: 100,
      customer_point_earned_value: 50,
      customer_point_spend_value: 0,
      notes: 'Advance by cheque',
      isemi: false,
      signa,
      usersigna,
    });
    const entries = encodeEntries(payload);
    const text = Object.fromEntries(entries.filter(([, v]) => typeof v === 'string').map(([k, v]) => [k, v]));
    expect(text).toEqual({
      customer_id: '11',
      ocustomer_id: '',
      broker_id: '5',
      due_date: '2026-12-01',
      payment_mode: 'Cheque',
      booking_advance: '50000',
      patta_cost: '5000',
      sales_price: '1000000',
      registration_cost: '90000',
      'other_amount[]': 'EB Deposit:12000',
      total_amount: '1107000',
      broker_point_value: '100',
      customer_point_earned_value: '50',
      customer_point_spend_value: '0',
      notes: 'Advance by cheque',
      isemi: '0',
      plot_id: '7',
      status: 'Booked',
    });
    const files = entries.filter(([, v]) => typeof v !== 'string');
    expect(files.map(([k, v, name]) => [k, (v as File).type, name])).toEqual([
      ['signa', 'image/png', 'signa.png'],
      ['usersigna', 'image/png', 'usersigna.png'],
    ]);
  });

  it('an Other Customer goes as ocustomer_id and customer_id; a listed one as customer_id only', () => {
    expect(salePayload(3, 'other', { ocustomer_id: 9, price: 10 })).toMatchObject({
      customer_id: 9,
      ocustomer_id: 9,
      status: 'Sold',
      plot_id: 3,
      price: 10,
    });
    expect(salePayload(3, 'booked', { customer_id: 4 })).toMatchObject({ customer_id: 4, ocustomer_id: null });
    expect(bookingPayload(3, 'other', { ocustomer_id: '' })).toMatchObject({ customer_id: null, ocustomer_id: null });
  });

  it('a general change sends plot_id, status, customer_id, ocustomer_id, notes, broker_id', () => {
    expect(statusChangePayload(4, 'Blocked', { customer_id: 8, notes: 'Site visit', extra: 1 })).toEqual({
      plot_id: 4,
      status: 'Blocked',
      customer_id: 8,
      ocustomer_id: null,
      notes: 'Site visit',
      broker_id: null,
    });
  });

  it('turns the canvas data URL into an image file', async () => {
    const file = dataUrlToFile('data:image/png;base64,iVBORw0KGgo=', 'signa.png');
    expect(file.name).toBe('signa.png');
    expect(file.type).toBe('image/png');
    expect(Array.from(new Uint8Array(await file.arrayBuffer()))).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  });
});

describe('a plot changed by someone else (issue 38)', () => {
  const now = new Date(2026, 10, 20, 15, 0);
  it('names the new status, the customer and the time of the change as the record gives them', () => {
    const at = new Date(2026, 10, 20, 10, 42).toISOString();
    expect(
      statusChangedMessage(
        { id: 9, number: '44', status: 'Booked', customer: { name: 'Ravi Kumar' }, updated_at: at },
        STATUS_MESSAGES.listRefreshed,
        now,
      ),
    ).toBe('Plot 44 is now Booked (Ravi Kumar, 10:42). The list has been refreshed.');
    // Another day: its date too.
    const earlier = new Date(2026, 10, 18, 9, 5);
    expect(
      statusChangedMessage(
        { number: '44', status: 'Sold', customer: { name: 'Ravi Kumar' }, updated_at: earlier.toISOString() },
        STATUS_MESSAGES.pageRefreshed,
        now,
      ),
    ).toBe(`Plot 44 is now Sold (Ravi Kumar, ${dayMonthYear(earlier)} 09:05). The page has been refreshed.`);
  });

  it('leaves out what the record does not have; a resale record shows For Resale', () => {
    expect(statusChangedMessage({ id: 9, number: '44', status: 'Available', customer: null }, STATUS_MESSAGES.listRefreshed, now)).toBe(
      'Plot 44 is now Available. The list has been refreshed.',
    );
    expect(
      statusChangedMessage(
        { id: 9, status: 'Sold', plotResale: { status: 'Available' }, updated_at: 'not a date' },
        STATUS_MESSAGES.listRefreshed,
        now,
      ),
    ).toBe('Plot 9 is now For Resale. The list has been refreshed.');
  });
});
