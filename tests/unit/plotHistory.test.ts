/**
 * A plot's history (issue 38): the merge of status history, sale statuses, bookings, sales, resale
 * records, EMI plans and their payments into one list (src/features/plotHistory/timeline.ts), and
 * its CSV (src/common/csv.ts).
 */
import { describe, expect, it } from 'vitest';
import { csvBlob, csvCell, csvText, UTF8_BOM } from '../../src/common/csv';
import {
  TIMELINE_CSV_HEADINGS,
  buildTimeline,
  csvWhen,
  eventsOfKinds,
  timelineCsv,
  timelineCsvRows,
  unreadableKinds,
  type TimelineEvent,
} from '../../src/features/plotHistory/timeline';

const plot = { id: 7, number: 'A-12' };
const ravi = { id: 3, name: 'Ravi Kumar' };
const priya = { id: 11, name: 'Priya Staff' };
const SIGN = 'data:image/png;base64,iVBORw0KGgo=';

const summary = (events: TimelineEvent[]) => events.map(e => `${e.kind}:${e.title}:${e.key}`);

describe('buildTimeline: kinds and order', () => {
  const sources = {
    statuses: [
      {
        id: 1,
        plot_id: 7,
        plot,
        status: 'Blocked',
        customer: ravi,
        user: priya,
        notes: 'Site visit',
        created_at: '2026-01-05T10:00:00.000Z',
      },
      { id: 2, plot_id: 7, plot, status: 'Booked', customer: ravi, user: priya, created_at: '2026-02-01T09:00:00.000Z' },
      { id: 3, plot_id: 7, plot, status: 'Sold', customer: ravi, user: priya, created_at: '2026-03-01T09:00:00.000Z' },
    ],
    bookings: [
      {
        id: 40,
        plot,
        customer: ravi,
        user: priya,
        booking_advance: 50000,
        payment_mode: 'Cheque',
        signature: SIGN,
        client_signature: null,
        created_at: '2026-02-01T09:00:00.000Z',
      },
    ],
    sales: [{ id: 50, plot, customer: ravi, user: priya, price: 1800000, total_amount: 1990000, created_at: '2026-03-01T09:00:00.000Z' }],
    saleStatuses: [
      { id: 61, sold_plot_id: 50, statustype_name: 'Registration done', user: priya, created_at: '2026-03-20T09:00:00.000Z' },
      { id: 60, sold_plot_id: 50, status: 'Documents collected', user: priya, created_at: '2026-03-10T09:00:00.000Z' },
    ],
    resales: [{ id: 70, plot, customer: ravi, status: 'Available', customer_permission: 'Show', created_at: '2026-04-01T09:00:00.000Z' }],
    plans: [
      {
        id: 80,
        plot,
        customer: ravi,
        total_amount: '1200000',
        emi_number: 12,
        instalment_amount: '100000.50',
        due_type: 'Monthly',
        downpayment: 0,
        created_at: '2026-02-01T09:00:00.000Z',
      },
    ],
    payments: [
      {
        id: 90,
        emi_id: 80,
        amount: '100000.50',
        status: 'Paid',
        paid_on: '2026-03-05',
        user: priya,
        is_penalty: 0,
        created_at: '2026-03-05T06:00:00.000Z',
      },
      { id: 91, emi_id: 80, amount: 100000.5, status: 'Due', paid_on: '2026-04-05', is_penalty: 0, created_at: '2026-04-05T06:00:00.000Z' },
    ],
  };
  const events = buildTimeline(sources, { completeStatusHistory: true });

  it('one list newest first; same-moment events put what follows from a change above it (EMI, booking, status)', () => {
    expect(summary(events)).toEqual([
      'Resale:Resale:plotresale-70',
      'Sale:Sale status:plotsalestatus-61',
      'Sale:Sale status:plotsalestatus-60',
      'Payment:EMI payment:plotemihistory-90',
      'Sale:Sale:plotsale-50',
      'Status:Status change:plotstatus-3',
      'EMI:EMI started:plotemi-80',
      'Booking:Booking:plotbook-40',
      'Status:Status change:plotstatus-2',
      'Status:Status change:plotstatus-1',
    ]);
  });

  it('from → to: the status before each row of the plot; a sale status after the previous one of its sale', () => {
    const of = (key: string) => events.find(e => e.key === key)!;
    expect([of('plotstatus-1'), of('plotstatus-2'), of('plotstatus-3')].map(e => [e.from, e.to])).toEqual([
      [null, 'Blocked'],
      ['Blocked', 'Booked'],
      ['Booked', 'Sold'],
    ]);
    expect([of('plotsalestatus-60'), of('plotsalestatus-61')].map(e => [e.from, e.to])).toEqual([
      [null, 'Documents collected'],
      ['Documents collected', 'Registration done'],
    ]);
    expect(of('plotbook-40')).toMatchObject({ to: 'Booked', from: null });
    expect(of('plotsale-50')).toMatchObject({ to: 'Sold' });
    expect(of('plotresale-70')).toMatchObject({ to: 'Available', detail: 'Customer permission: Show' });
  });

  it('amounts in integer paise: the booking advance, the sale price, the plan total, the payment', () => {
    const amount = (key: string) => events.find(e => e.key === key)!.amount;
    expect(amount('plotbook-40')).toBe(5_000_000);
    expect(amount('plotsale-50')).toBe(180_000_000);
    expect(amount('plotemi-80')).toBe(120_000_000);
    expect(amount('plotemihistory-90')).toBe(10_000_050);
    expect(amount('plotstatus-1')).toBeNull();
    expect(events.find(e => e.key === 'plotemi-80')!.detail).toBe('12 × ₹1,00,000.50 Monthly');
  });

  it("who and when: the record's user and date; a sale status and a payment take the plot and customer of their sale / plan", () => {
    const booking = events.find(e => e.key === 'plotbook-40')!;
    expect(booking).toMatchObject({
      who: { id: 11, label: 'Priya Staff' },
      when: '2026-02-01T09:00:00.000Z',
      dateOnly: false,
      detail: 'Paid by Cheque',
    });
    expect(booking.time).toBe(Date.parse('2026-02-01T09:00:00.000Z'));
    expect(events.find(e => e.key === 'plotsalestatus-61')).toMatchObject({
      plot: { id: 7, label: 'A-12' },
      customer: { id: 3, label: 'Ravi Kumar' },
      link: { resource: 'plotsale', id: 50 },
    });
    expect(events.find(e => e.key === 'plotemihistory-90')).toMatchObject({
      plot: { id: 7, label: 'A-12' },
      customer: { id: 3, label: 'Ravi Kumar' },
      who: { label: 'Priya Staff' },
      link: { resource: 'plotemi', id: 80, tab: 'emihistory' },
    });
    expect(events.find(e => e.key === 'plotresale-70')!.who).toBeNull();
  });

  it("a Due history item is not a payment; the booking's signatures come with it", () => {
    expect(events.some(e => e.key === 'plotemihistory-91')).toBe(false);
    expect(events.find(e => e.key === 'plotbook-40')!.signatures).toEqual([{ label: 'Admin signature', src: SIGN }]);
  });
});

describe('buildTimeline: partial and missing data', () => {
  it("the customer's status rows (not the plot's whole history) leave 'from' empty", () => {
    const rows = [
      { id: 1, plot_id: 7, status: 'Blocked', created_at: '2026-01-05T10:00:00Z' },
      { id: 2, plot_id: 7, status: 'Booked', created_at: '2026-02-01T09:00:00Z' },
    ];
    expect(buildTimeline({ statuses: rows }).map(e => [e.from, e.to])).toEqual([
      [null, 'Booked'],
      [null, 'Blocked'],
    ]);
  });

  it("'from' follows each plot's own rows when several plots are merged", () => {
    const rows = [
      { id: 1, plot_id: 7, status: 'Blocked', created_at: '2026-01-01T00:00:00Z' },
      { id: 2, plot_id: 8, status: 'Hold', created_at: '2026-01-02T00:00:00Z' },
      { id: 3, plot_id: 7, status: 'Booked', created_at: '2026-01-03T00:00:00Z' },
    ];
    expect(buildTimeline({ statuses: rows }, { completeStatusHistory: true }).map(e => `${e.from}→${e.to}`)).toEqual([
      'Blocked→Booked',
      'null→Hold',
      'null→Blocked',
    ]);
  });

  it('rows without a date go last, without an id still get distinct keys; no user, plot or customer is null', () => {
    const events = buildTimeline({
      bookings: [{ booking_advance: null }, { booking_advance: '' }, { id: 4, created_at: '2026-01-01T00:00:00Z', booking_advance: 'abc' }],
    });
    expect(events.map(e => e.key)).toEqual(['plotbook-4', 'plotbook-row1', 'plotbook-row0']);
    expect(events[1]).toMatchObject({
      time: null,
      when: null,
      who: null,
      plot: null,
      customer: null,
      amount: null,
      link: null,
      signatures: [],
    });
    expect(events[0]!.amount).toBeNull();
  });

  it('a plot or customer given only by its id is shown as #id; a user given as user_name', () => {
    const [e] = buildTimeline({
      sales: [{ id: 1, plot_id: 9, customer_id: 4, user_name: 'Admin User', created_at: '2026-01-01T00:00:00Z', total_amount: '99.999' }],
    });
    expect(e).toMatchObject({
      plot: { id: 9, label: '#9' },
      customer: { id: 4, label: '#4' },
      who: { label: 'Admin User' },
      amount: 10000,
    });
  });

  it("a payment recorded on another day than it was paid is dated the day paid (a day, no time); the plan's missing fields leave it without plot", () => {
    const [late] = buildTimeline({
      payments: [{ id: 5, emi_id: 99, status: 'Paid', amount: 500, paid_on: '2026-01-02', created_at: '2026-01-20T12:00:00Z' }],
    });
    expect(late).toMatchObject({ when: '2026-01-02', dateOnly: true, plot: null, customer: null, link: null });
    expect(late!.time).toBe(new Date('2026-01-02T00:00:00').getTime());
    const [penalty] = buildTimeline({ payments: [{ id: 6, status: 'Paid', amount: 500, is_penalty: 1, penalty_amount: 250 }] });
    expect(penalty).toMatchObject({ when: null, detail: 'Penalty ₹250.00' });
  });

  it('a status row carrying signatures shows them (bare base64 as a PNG), a refused address does not', () => {
    const [e] = buildTimeline({
      statuses: [
        { id: 1, status: 'Booked', signature: 'iVBORw0KGgo=', client_signature: 'javascript:alert(1)', created_at: '2026-01-01T00:00:00Z' },
      ],
    });
    expect(e!.signatures).toEqual([{ label: 'Admin signature', src: 'data:image/png;base64,iVBORw0KGgo=' }]);
  });
});

describe('kinds', () => {
  const events = buildTimeline({
    statuses: [{ id: 1, status: 'Blocked', created_at: '2026-01-01T00:00:00Z' }],
    bookings: [{ id: 2, created_at: '2026-01-02T00:00:00Z' }],
    payments: [{ id: 3, status: 'Paid', amount: 1, created_at: '2026-01-03T00:00:00Z' }],
  });

  it('eventsOfKinds keeps the chosen kinds, all when none is chosen', () => {
    expect(eventsOfKinds(events, ['Booking']).map(e => e.key)).toEqual(['plotbook-2']);
    expect(eventsOfKinds(events, ['Payment', 'Status']).map(e => e.key)).toEqual(['plotemihistory-3', 'plotstatus-1']);
    expect(eventsOfKinds(events, [])).toHaveLength(3);
  });

  it('unreadableKinds: a kind needs every resource it is read from', () => {
    const without = (...refused: string[]) => unreadableKinds(r => !refused.includes(r));
    expect(without()).toEqual([]);
    expect(without('plotemi')).toEqual(['EMI', 'Payment']);
    expect(without('plotemi/emihistory')).toEqual(['Payment']);
    expect(without('plotsalestatus')).toEqual(['Sale']);
    expect(without('plotbook', 'plotresale')).toEqual(['Booking', 'Resale']);
  });
});

describe('CSV', () => {
  it('cells: quoted where needed, formulas kept as text, numbers as they are', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"\nbye')).toBe('"say ""hi""\nbye"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(
      csvText([
        ['a', 1],
        ['b', 2],
      ]),
    ).toBe('a,1\r\nb,2\r\n');
  });

  it('the file opens with a UTF-8 byte-order mark', async () => {
    const blob = csvBlob([['Customer'], ['முருகன்']]);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // blob.text() drops a BOM: the bytes are decoded with it kept.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(`${UTF8_BOM}Customer\r\nமுருகன்\r\n`);
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });

  it("the timeline's rows: headings, the moment in the reader's zone, rupees with 2 decimals, who, signatures by name", () => {
    const events = buildTimeline({
      bookings: [
        {
          id: 4,
          plot: { id: 7, number: 'A-12' },
          customer: { id: 3, name: 'Ravi, Kumar' },
          user: { id: 1, name: 'Priya' },
          booking_advance: 25000.5,
          notes: 'Advance, by cheque',
          signature: SIGN,
          client_signature: SIGN,
          created_at: '2026-02-01T09:05:00Z',
        },
      ],
      payments: [{ id: 5, status: 'Paid', amount: 700, paid_on: '2026-01-02', created_at: '2026-01-20T12:00:00Z' }],
    });
    const rows = timelineCsvRows(events);
    expect(rows[0]).toEqual([...TIMELINE_CSV_HEADINGS]);
    const d = new Date('2026-02-01T09:05:00Z');
    const local = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
    expect(rows[1]).toEqual([
      local,
      'Booking',
      'Booking',
      'A-12',
      'Ravi, Kumar',
      '',
      'Booked',
      '25000.50',
      'Priya',
      '',
      'Advance, by cheque',
      'Admin signature; Customer signature',
    ]);
    expect(rows[2]).toEqual(['2026-01-02', 'Payment', 'EMI payment', '', '', '', '', '700.00', '', '', '', '']);
    expect(timelineCsv(events).split('\r\n')[1]).toBe(
      `${local},Booking,Booking,A-12,"Ravi, Kumar",,Booked,25000.50,Priya,,"Advance, by cheque",Admin signature; Customer signature`,
    );
    expect(csvWhen({ time: null, dateOnly: false, when: 'not a date' })).toBe('not a date');
  });
});
