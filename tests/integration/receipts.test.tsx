/**
 * Receipts (issue 37) with the real <Admin> against the demo API: a booking advance's receipt for a
 * customer with a Tamil name (from the booking's page, in English and Tamil, A5/A4, Print, the
 * WhatsApp share), a sale's, a paid EMI's (from the history tab and the schedule), the EMIs that
 * have none, a sale instalment's (from the Instalment tab, with its keys), and the refusal of a
 * typed address without the record's view key.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { table, type Row } from '../../mocks/db';
import { planSchedule, todayYmd, toPaise } from '../../src/features/emi/schedule';
import { formatPaise, formatPrice } from '../../src/common/format';
import { captureRequests, renderSignedIn, setPermissions, waitForPath } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const TAMIL_NAME = 'முருகன் சுப்பிரமணியம்';

const plotOf = (plotId: unknown) => table('plot').find(p => p.id === plotId)!;
const layoutOf = (plotId: unknown) => table('layout').find(l => l.id === plotOf(plotId).lid)!;
const projectOf = (plotId: unknown) => table('project').find(p => p.id === layoutOf(plotId).project_id)!;
const customerOf = (row: Row) => table('customer').find(c => c.id === row.customer_id)!;
const sheet = () => screen.getByRole('article', { name: /^Receipt / });
const rowOf = (label: string) => within(sheet()).getByRole('rowheader', { name: label }).closest('tr')!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the receipt of a booking advance', () => {
  it('opens from the booking, names the customer as written (Tamil), the plot, the organization, the sum in figures and words, in English and Tamil', async () => {
    const booking = table('plotbook').find(b => b.organization_id === 1 && b.payment_mode === 'Cheque' && b.signature)!;
    booking.booking_advance = 3636000;
    const customer = customerOf(booking);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);

    const { user } = await renderSignedIn('admin', `/1/plotbook/${booking.id}/show`);
    const receiptLink = await screen.findByRole('link', { name: `Receipt B-${booking.id}` });
    expect(await screen.findAllByText(String(customer.name))).not.toHaveLength(0);
    // Renamed while the booking's page is open: the receipt prints the record as it is now, not the page's copy.
    customer.name = TAMIL_NAME;
    await user.click(receiptLink);
    await waitForPath(`/1/plotbook/${booking.id}/receipt`);

    await screen.findByRole('article', { name: `Receipt B-${booking.id}` });
    expect(within(sheet()).getByTestId('receipt-number')).toHaveTextContent(`B-${booking.id}`);
    expect(within(sheet()).getByTestId('receipt-customer')).toHaveTextContent(TAMIL_NAME);
    expect(within(sheet()).getByTestId('receipt-amount')).toHaveTextContent('₹36,36,000.00');
    expect(within(sheet()).getByTestId('receipt-words')).toHaveTextContent('Rupees Thirty-Six Lakh Thirty-Six Thousand Only');
    // The letterhead: the organization record (the admin is a master member).
    await waitFor(() => expect(within(sheet()).getByTestId('receipt-organization')).toHaveTextContent('Daga Estates'));
    const org = table('organization').find(o => o.id === 1)!;
    expect(await within(sheet()).findByText(String(org.address))).toBeInTheDocument();
    expect(within(sheet()).getByText(`Phone: ${org.mobile}`)).toBeInTheDocument();
    expect(within(sheet()).getByRole('img', { name: 'Daga Estates logo' })).toHaveAttribute('src', (org.photo as { url: string }).url);
    expect(rowOf('Plot')).toHaveTextContent(String(plotOf(booking.plot_id).number));
    expect(rowOf('Layout')).toHaveTextContent(String(layoutOf(booking.plot_id).name));
    expect(rowOf('Project')).toHaveTextContent(String(projectOf(booking.plot_id).name));
    expect(rowOf('Towards')).toHaveTextContent('Booking advance');
    expect(rowOf('Mode of payment')).toHaveTextContent('Cheque');
    expect(rowOf('Received by')).toHaveTextContent('Admin User');
    expect(within(sheet()).getByRole('img', { name: 'Authorised signatory' })).toHaveAttribute('src', String(booking.signature));

    // WhatsApp: the customer's chat (+91) with the summary.
    const share = await screen.findByRole('link', { name: 'Share on WhatsApp' });
    await waitFor(() => expect(share.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/91${customer.whatsapp}\\?text=`)));
    const text = decodeURIComponent(share.getAttribute('href')!.split('?text=')[1]!);
    expect(text).toContain(`Received from: ${TAMIL_NAME}`);
    expect(text).toContain('₹36,36,000.00 (Rupees Thirty-Six Lakh Thirty-Six Thousand Only)');

    // Tamil: the receipt's texts and the sum in Tamil words (and in English words).
    await user.click(screen.getByRole('button', { name: 'தமிழ்' }));
    expect(sheet()).toHaveAttribute('lang', 'ta');
    expect(within(sheet()).getByTestId('receipt-words')).toHaveTextContent('முப்பத்தாறு லட்சத்து முப்பத்தாறாயிரம் ரூபாய் மட்டும்');
    expect(within(sheet()).getByTestId('receipt-words-en')).toHaveTextContent('Rupees Thirty-Six Lakh Thirty-Six Thousand Only');
    expect(rowOf('செலுத்தும் முறை')).toHaveTextContent('காசோலை');
    expect(rowOf('செலுத்தியவர்')).toHaveTextContent(TAMIL_NAME);
    expect(decodeURIComponent(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')!)).toContain(
      'முப்பத்தாறு லட்சத்து முப்பத்தாறாயிரம் ரூபாய் மட்டும்',
    );

    // A5 by default; A4 on request, for the print too.
    expect(sheet()).toHaveAttribute('data-paper', 'A5');
    await user.click(screen.getByRole('button', { name: 'A4' }));
    expect(sheet()).toHaveAttribute('data-paper', 'A4');
    expect(Array.from(document.querySelectorAll('style')).some(s => /@page\s*{\s*size:\s*A4/.test(s.textContent ?? ''))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('the receipt of a sale', () => {
  it('is for the total, including the advance of the booking it closes; without a mode line (the API keeps none)', async () => {
    const sale = table('plotsale').find(s => s.organization_id === 1 && Number(s.isemi) !== 1 && s.plot_book_id)!;
    const { user } = await renderSignedIn('admin', `/1/plotsale/${sale.id}/show`);
    await user.click(await screen.findByRole('link', { name: `Receipt S-${sale.id}` }));
    await waitForPath(`/1/plotsale/${sale.id}/receipt`);
    await screen.findByRole('article', { name: `Receipt S-${sale.id}` });
    expect(within(sheet()).getByTestId('receipt-amount')).toHaveTextContent(formatPaise(toPaise(sale.total_amount)!));
    expect(rowOf('Towards')).toHaveTextContent(`Sale of the plot (including the booking advance of receipt B-${sale.plot_book_id})`);
    expect(rowOf('Plot')).toHaveTextContent(String(plotOf(sale.plot_id).number));
    expect(rowOf('Layout')).toHaveTextContent(String(layoutOf(sale.plot_id).name));
    expect(within(sheet()).queryByRole('rowheader', { name: 'Mode of payment' })).not.toBeInTheDocument();
    // The customer's number is read from the customer (the sale names only the customer).
    const phone = customerOf(sale).whatsapp;
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toMatch(
        new RegExp(`^https://wa\\.me/91${phone}\\?text=`),
      ),
    );
  });
});

describe('the receipt of a paid EMI', () => {
  it('opens from its row of the history tab and from the schedule: the EMI and its penalty, the instalments it paid, no mode', async () => {
    const plan = table('plotemi').find(p => p.id === 1 && p.organization_id === 1)!;
    const history = () => table('plotemihistory').filter(i => i.emi_id === plan.id && i.organization_id === 1);
    const item = [...history()].filter(i => i.status === 'Paid').sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
    item.is_penalty = 1;
    item.penalty_amount = 500;
    const numbers = planSchedule(plan, history(), todayYmd())!
      .rows.filter(r => r.payments.some(p => p.id === item.id))
      .map(r => r.number);
    expect(numbers.length).toBeGreaterThan(0);

    const { user } = await renderSignedIn('admin', `/1/plotemi/${plan.id}/show`);
    // The schedule: each payment links to its receipt.
    expect((await screen.findAllByTitle(`Receipt E-${plan.id}-${item.id}`))[0]).toHaveAttribute(
      'href',
      `/1/plotemi/${plan.id}/receipt/${item.id}`,
    );
    await user.click(screen.getByRole('tab', { name: 'Plot EMI History' }));
    const button = await screen.findByRole('link', { name: `Receipt E-${plan.id}-${item.id}` });
    // A receipt on the Paid rows only.
    const shown = history()
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, 10);
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /^Receipt E-/ })).toHaveLength(shown.filter(i => i.status === 'Paid').length),
    );
    await user.click(button);
    await waitForPath(`/1/plotemi/${plan.id}/receipt/${item.id}`);

    await screen.findByRole('article', { name: `Receipt E-${plan.id}-${item.id}` });
    const amount = toPaise(item.amount)!;
    expect(within(sheet()).getByTestId('receipt-amount')).toHaveTextContent(formatPaise(amount + 50000));
    expect(rowOf('EMI amount')).toHaveTextContent(formatPaise(amount));
    expect(rowOf('Penalty')).toHaveTextContent('₹500.00');
    expect(rowOf('Towards')).toHaveTextContent(`EMI ${numbers.length > 1 ? 'instalments' : 'instalment'} no. ${numbers.join(', ')}`);
    expect(within(sheet()).getByTestId('receipt-customer')).toHaveTextContent(String(customerOf(plan).name));
    expect(rowOf('Project')).toHaveTextContent(String(projectOf(plan.plot_id).name));
    // The plan names no layout: read from its plot.
    await waitFor(() => expect(rowOf('Layout')).toHaveTextContent(String(layoutOf(plan.plot_id).name)));
    expect(within(sheet()).queryByRole('rowheader', { name: 'Mode of payment' })).not.toBeInTheDocument();
    const [y, m, d] = String(item.paid_on).split('-');
    expect(sheet()).toHaveTextContent(`Date: ${d}/${m}/${y}`);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/),
    );
  });

  it('has none for an EMI that is Due, nor for a payment of another plan', async () => {
    const due = table('plotemihistory').find(i => i.organization_id === 1 && i.status === 'Due')!;
    const first = await renderSignedIn('admin', `/1/plotemi/${due.emi_id}/receipt/${due.id}`);
    expect(await screen.findByText('Only a paid EMI has a receipt.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    first.unmount();

    const other = table('plotemihistory').find(i => i.organization_id === 1 && i.emi_id !== due.emi_id && i.status === 'Paid')!;
    await renderSignedIn('admin', `/1/plotemi/${due.emi_id}/receipt/${other.id}`);
    expect(await screen.findByText('This payment is not in the history of this EMI plan.')).toBeInTheDocument();
  });
});

describe('the receipt of a sale’s instalment', () => {
  /** A sale of organization 1 with at least two instalments, and its instalments in the order received. */
  const saleWithInstalments = () => {
    const instalmentsOf = (saleId: unknown) =>
      table('plotsaleinstalment')
        .filter(i => i.organization_id === 1 && i.plot_sale_id === saleId)
        .sort((a, b) => String(a.received_at).localeCompare(String(b.received_at)) || a.id - b.id);
    const sale = table('plotsale').find(s => s.organization_id === 1 && instalmentsOf(s.id).length >= 2)!;
    return { sale, instalments: instalmentsOf(sale.id) };
  };

  it('opens from its row of the Instalment tab: the customer as written (Tamil), the plot, the sum in figures and words (English, Tamil), its Received User, no mode', async () => {
    const { sale, instalments } = saleWithInstalments();
    const instalment = instalments[1]!;
    instalment.amount = 3636000;
    const customer = customerOf(sale);
    customer.name = TAMIL_NAME;
    const receivedBy = table('user').find(u => u.id === instalment.received_user_id)!;
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);

    const { user } = await renderSignedIn('admin', `/1/plotsale/${sale.id}/show/instalment`);
    const number = `I-${sale.id}-${instalment.id}`;
    const button = await screen.findByRole('link', { name: `Receipt ${number}` });
    // One receipt per received instalment of the sale.
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: new RegExp(`^Receipt I-${sale.id}-`) })).toHaveLength(instalments.length),
    );
    await user.click(button);
    await waitForPath(`/1/plotsale/${sale.id}/receipt/${instalment.id}`);

    await screen.findByRole('article', { name: `Receipt ${number}` });
    expect(within(sheet()).getByTestId('receipt-number')).toHaveTextContent(number);
    expect(within(sheet()).getByTestId('receipt-customer')).toHaveTextContent(TAMIL_NAME);
    expect(within(sheet()).getByTestId('receipt-amount')).toHaveTextContent('₹36,36,000.00');
    expect(within(sheet()).getByTestId('receipt-words')).toHaveTextContent('Rupees Thirty-Six Lakh Thirty-Six Thousand Only');
    await waitFor(() => expect(rowOf('Towards')).toHaveTextContent('Instalment no. 2 on the sale of the plot'));
    const [y, m, d] = String(instalment.received_at).split('-');
    expect(sheet()).toHaveTextContent(`Date: ${d}/${m}/${y}`);
    expect(rowOf('Plot')).toHaveTextContent(String(plotOf(sale.plot_id).number));
    expect(rowOf('Layout')).toHaveTextContent(String(layoutOf(sale.plot_id).name));
    expect(rowOf('Project')).toHaveTextContent(String(projectOf(sale.plot_id).name));
    expect(rowOf('Reference')).toHaveTextContent(`Sale #${sale.id}, instalment #${instalment.id}`);
    // The member who took the money, not the one printing.
    expect(rowOf('Received by')).toHaveTextContent(String(receivedBy.name));
    expect(receivedBy.name).not.toBe('Admin User');
    expect(within(sheet()).queryByRole('rowheader', { name: 'Mode of payment' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(sheet()).getByTestId('receipt-organization')).toHaveTextContent('Daga Estates'));

    const share = screen.getByRole('link', { name: 'Share on WhatsApp' });
    await waitFor(() => expect(share.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/91${customer.whatsapp}\\?text=`)));
    const text = decodeURIComponent(share.getAttribute('href')!.split('?text=')[1]!);
    expect(text).toContain(`Receipt ${number}`);
    expect(text).toContain(`Received from: ${TAMIL_NAME}`);
    expect(text).toContain('₹36,36,000.00 (Rupees Thirty-Six Lakh Thirty-Six Thousand Only)');
    expect(text).toContain(`Received by: ${receivedBy.name}`);

    await user.click(screen.getByRole('button', { name: 'தமிழ்' }));
    expect(within(sheet()).getByTestId('receipt-words')).toHaveTextContent('முப்பத்தாறு லட்சத்து முப்பத்தாறாயிரம் ரூபாய் மட்டும்');
    expect(rowOf('விவரம்')).toHaveTextContent('மனை விற்பனைத் தவணை எண் 2');
    expect(rowOf('செலுத்தியவர்')).toHaveTextContent(TAMIL_NAME);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('has none for an instalment of another sale', async () => {
    const { sale } = saleWithInstalments();
    const other = table('plotsaleinstalment').find(i => i.organization_id === 1 && i.plot_sale_id !== sale.id)!;
    await renderSignedIn('admin', `/1/plotsale/${sale.id}/receipt/${other.id}`);
    expect(await screen.findByText('This instalment is not one of the instalments of this sale.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('needs the sale’s view key and a key that gates instalments: without one, no button, and the typed address is refused before any read', async () => {
    const { sale, instalments } = saleWithInstalments();
    const address = `/1/plotsale/${sale.id}/receipt/${instalments[0]!.id}`;
    // plot.view alone: the instalments are listed, without a receipt.
    setPermissions('staff', ['plot.view']);
    const first = await renderSignedIn('staff', `/1/plotsale/${sale.id}/show/instalment`);
    await screen.findByText(formatPrice(instalments[0]!.amount));
    expect(screen.queryByRole('link', { name: /^Receipt I-/ })).not.toBeInTheDocument();
    first.unmount();

    let seen = captureRequests();
    const second = await renderSignedIn('staff', address);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(seen.filter(r => /\/(plotsale|plotsaleinstalment)\b/.test(r.path))).toEqual([]);
    second.unmount();

    // An instalment key without the sale's view key: refused too.
    setPermissions('staff', ['instalment.create', 'instalment.update']);
    seen = captureRequests();
    const third = await renderSignedIn('staff', address);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(seen.filter(r => /\/(plotsale|plotsaleinstalment)\b/.test(r.path))).toEqual([]);
    third.unmount();

    // Both: the button and the receipt, with the letterhead from the sign-in.
    setPermissions('staff', ['plot.view', 'instalment.update']);
    const { user } = await renderSignedIn('staff', `/1/plotsale/${sale.id}/show/instalment`);
    await user.click(await screen.findByRole('link', { name: `Receipt I-${sale.id}-${instalments[0]!.id}` }));
    await waitForPath(address);
    await screen.findByRole('article', { name: `Receipt I-${sale.id}-${instalments[0]!.id}` });
    expect(within(sheet()).getByTestId('receipt-amount')).toHaveTextContent(formatPaise(toPaise(instalments[0]!.amount)!));
  });
});

describe('who may open a receipt', () => {
  it('refuses a typed receipt address without the record’s view key, and calls nothing', async () => {
    setPermissions('staff', ['plot.view']);
    const seen = captureRequests();
    const first = await renderSignedIn('staff', '/1/plotbook/1/receipt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    first.unmount();
    await renderSignedIn('staff', '/1/plotemi/1/receipt/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(seen.filter(r => /\/(plotbook|plotemi)\b/.test(r.path))).toEqual([]);
  });

  it('gives a member who may read the sale its receipt, the letterhead from the sign-in: no call for the organization (master only)', async () => {
    setPermissions('staff', ['plot.view']);
    const sale = table('plotsale').find(s => s.organization_id === 1)!;
    const seen = captureRequests();
    await renderSignedIn('staff', `/1/plotsale/${sale.id}/receipt`);
    await screen.findByRole('article', { name: `Receipt S-${sale.id}` });
    expect(within(sheet()).getByTestId('receipt-organization')).toHaveTextContent('Daga Estates');
    expect(rowOf('Received by')).toHaveTextContent('Priya Staff');
    // No customer.view either: WhatsApp asks whom to send it to.
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(seen.filter(r => /\/(organization|customer)\b/.test(r.path))).toEqual([]);
    expect(window.location.pathname).toBe(`/1/plotsale/${sale.id}/receipt`);
  });
});
