/**
 * The dashboard with the real <Admin> against the demo API on msw/node: every section for a master
 * of organization 1, the sections a staff user without user.view and project.view does not get,
 * organization 2 without User Calls, one failing section while the others render, filters and the
 * date range that redraw only their chart, the copy-link boxes and the 50-second refresh.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db, table } from '../../mocks/db';
import { server } from '../../mocks/node';
import { PARTNER_APP_LINKS } from '../../src/features/dashboard/appLinks';
import { RANGE_MESSAGES } from '../../src/features/dashboard/dateRange';
import { renderSignedIn } from './helpers';
import { hasPage } from './links';

/** Two hours after the seed's "now": the last 8 days hold the seeded calls, leads and status changes. */
const NOW = new Date('2026-11-20T12:00:00Z');

type Posted = Record<string, string>;
let posted: Posted[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  posted = [];
  // Records every dashboard/filter call, then lets the demo API answer it.
  server.use(
    http.post('*/api/v1/:orgid/dashboard/filter', async ({ request }) => {
      const form = await request.clone().formData();
      posted.push(Object.fromEntries(Array.from(form.entries()).map(([k, v]) => [k, String(v)])));
    }),
  );
});
afterEach(() => vi.useRealTimers());

const region = (name: string) => screen.getByRole('region', { name });
const findRegion = (name: string) => screen.findByRole('region', { name }, { timeout: 10000 });
/** A chart's numbers (its table for screen readers), once drawn. */
const chartTable = async (section: string) =>
  within(await findRegion(section)).findByRole('table', { name: `${section} by day` }, { timeout: 10000 });
const columnTotal = (tableEl: HTMLElement, column: string) => {
  const headers = within(tableEl)
    .getAllByRole('columnheader')
    .map(h => h.textContent);
  const index = headers.indexOf(column);
  expect(index).toBeGreaterThan(0);
  return within(tableEl)
    .getAllByRole('row')
    .slice(1)
    .reduce((sum, row) => sum + Number(row.children[index]!.textContent), 0);
};
const org = (name: string, orgid = 1) => table(name).filter(r => r.organization_id === orgid);
const indiaDay = (iso: string) => new Date(Date.parse(iso) + 5.5 * 3600_000).toISOString().slice(0, 10);
const inLastEightDays = (iso: string) => indiaDay(iso) >= '2026-11-13' && indiaDay(iso) <= '2026-11-20';
// The card of that label (the menu may hold an entry of the same text: Customers).
const cardOf = (label: string) =>
  screen
    .getAllByText(label)
    .map(e => e.closest('.MuiCard-root'))
    .find(Boolean) as HTMLElement;
/** Where a count card goes: null when it is plain text. */
const cardHref = (label: string) => cardOf(label).querySelector('a')?.getAttribute('href') ?? null;
/** A card opens its list once that resource is registered with a list (no dead ends). */
const listHref = (resource: string, href: string) => (hasPage(resource, 'list') ? href : null);

/** A count as the cards show it (en-IN grouping: 2,100 customers read '2,100'). */
const shownCount = (n: number) => n.toLocaleString('en-IN');

describe('the dashboard of a master user of organization 1', () => {
  it('shows every section, with numbers that agree with the store', { timeout: 60000 }, async () => {
    await renderSignedIn('admin', '/1/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10000 })).toBeInTheDocument();

    // Count cards: the totals of the lists they open, each a link for a master once that list is registered.
    await waitFor(() => expect(screen.getByTestId('count-customers')).toHaveTextContent(shownCount(org('customer').length)), {
      timeout: 10000,
    });
    expect(screen.getByTestId('count-giftsend')).toHaveTextContent(
      shownCount(org('customergift').filter(g => g.gift_status === 'send').length),
    );
    expect(screen.getByTestId('count-giftpending')).toHaveTextContent(
      shownCount(org('customergift').filter(g => g.gift_status === 'notsend').length),
    );
    expect(screen.getByTestId('count-listings')).toHaveTextContent(shownCount(org('listing').length));
    expect(screen.getByTestId('count-customerinterest')).toHaveTextContent(shownCount(org('customerinterest').length));
    expect(cardHref('Customers')).toBe(listHref('customer', '/1/customer'));
    expect(cardHref('Gifts Sent')).toBe(listHref('customergift', `/1/customergift?filter=${encodeURIComponent('{"gift_status":"send"}')}`));
    expect(cardHref('Listings')).toBe(listHref('listing', '/1/listing'));
    expect(cardHref('Customer Interests')).toBe(listHref('customerinterest', '/1/customerinterest'));

    // Ozonetel Calls: a drawn chart, Outgoing and Missed of the last 8 days.
    const calls = org('callhistory').filter(c => inLastEightDays(c.created_at));
    const ozonetel = await chartTable('Ozonetel Calls');
    expect(within(ozonetel).getAllByRole('row')).toHaveLength(9);
    expect(columnTotal(ozonetel, 'Outgoing')).toBe(calls.filter(c => c.call_type === 'Outgoing').length);
    expect(columnTotal(ozonetel, 'Missed')).toBe(calls.filter(c => c.call_type === 'Missed').length);
    await waitFor(() => expect(region('Ozonetel Calls').querySelector('svg.recharts-surface')).not.toBeNull(), { timeout: 10000 });

    // User Calls: Name, Missed Calls, Outgoing Calls.
    const userCalls = within(await findRegion('User Calls')).getByRole('table', { name: 'User Calls' });
    expect(
      within(userCalls)
        .getAllByRole('columnheader')
        .map(h => h.textContent),
    ).toEqual(['Name', 'Missed Calls', 'Outgoing Calls']);
    const busiest = within(userCalls).getAllByRole('row')[1]!;
    const busiestName = busiest.children[0]!.textContent;
    const user = org('user').find(u => u.name === busiestName)!;
    const mine = calls.filter(c => c.user_id === user.id);
    expect(busiest.children[1]).toHaveTextContent(String(mine.filter(c => c.call_type === 'Missed').length));
    expect(busiest.children[2]).toHaveTextContent(String(mine.filter(c => c.call_type === 'Outgoing').length));

    // Plot Summary: the totals by status.
    const summary = await findRegion('Plot Summary');
    await within(summary).findByText(`Total plots: ${org('plot').length}`, {}, { timeout: 10000 });
    expect(within(summary).getByText(`Sold (${org('plot').filter(p => p.status === 'Sold').length})`)).toBeInTheDocument();

    // Leads, with the four tabs; Plot status with its filter.
    const leads = await findRegion('Leads');
    expect(
      within(leads)
        .getAllByRole('tab')
        .map(t => t.textContent),
    ).toEqual(['Status', 'Site Sources', 'Lead Type', 'Admin Source']);
    const newLeads = org('customerinterest').filter(l => l.status === 'New' && inLastEightDays(l.created_at)).length;
    expect(columnTotal(await chartTable('Leads'), 'New')).toBe(newLeads);
    const plotStatus = await chartTable('Plot status');
    expect(
      within(plotStatus)
        .getAllByRole('columnheader')
        .map(h => h.textContent),
    ).toEqual(['Date', 'Booked', 'Blocked', 'Sold']);

    // Ongoing Products: Project name, Available, Sold, View all.
    const ongoing = await findRegion('Ongoing Products');
    const products = await within(ongoing).findByRole('table', { name: 'Ongoing Products' });
    expect(
      within(products)
        .getAllByRole('columnheader')
        .map(h => h.textContent),
    ).toEqual(['Project name', 'Available', 'Sold']);
    const first = org('project').find(p => p.name === within(products).getAllByRole('row')[1]!.children[0]!.textContent)!;
    expect(within(products).getByRole('link', { name: String(first.name) })).toHaveAttribute('href', `/1/project/${first.id}/show`);
    expect(within(ongoing).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/1/project');

    // The partner app boxes.
    for (const link of PARTNER_APP_LINKS) {
      const box = region(`Partner App for ${link.platform}`);
      expect(within(box).getByRole('link', { name: link.url })).toHaveAttribute('href', link.url);
      expect(within(box).getByRole('button', { name: `Copy link: ${link.platform} download link` })).toBeInTheDocument();
    }
  });

  it('a chart filter and the date range post dashboard/filter and redraw only their chart', async () => {
    await renderSignedIn('admin', '/1/dashboard');
    await chartTable('Plot status');
    await chartTable('Leads');
    await chartTable('Ozonetel Calls');
    expect(posted.find(p => p.service === 'ozonetel')).toEqual({
      fltdaterange: '2026-11-13,2026-11-20',
      service: 'ozonetel',
      plotstatus: '',
      projectid: '',
      filter: '',
    });

    // Plot status: Sold only.
    posted = [];
    fireEvent.mouseDown(within(region('Plot status')).getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sold' }));
    await waitFor(
      () =>
        expect(
          within(region('Plot status'))
            .getAllByRole('columnheader')
            .map(h => h.textContent),
        ).toEqual(['Date', 'Sold']),
      { timeout: 10000 },
    );
    expect(posted).toEqual([
      { fltdaterange: '2026-11-13,2026-11-20', service: 'plotstatus', plotstatus: 'Sold', projectid: '', filter: '' },
    ]);
    const sold = org('plotstatus').filter(s => s.status === 'Sold' && inLastEightDays(s.created_at)).length;
    expect(columnTotal(await chartTable('Plot status'), 'Sold')).toBe(sold);

    // Leads: the Lead Type tab.
    posted = [];
    fireEvent.click(within(region('Leads')).getByRole('tab', { name: 'Lead Type' }));
    await waitFor(
      () =>
        expect(
          within(region('Leads'))
            .getAllByRole('columnheader')
            .map(h => h.textContent),
        ).toEqual(['Date', 'Hot', 'Warm', 'Cold']),
      { timeout: 10000 },
    );
    expect(posted.map(p => [p.service, p.filter])).toEqual([['leads', 'leads_leadtype']]);

    // The date range: every chart again, with its own filters kept.
    posted = [];
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-16' } });
    await waitFor(() => expect(within(region('Ozonetel Calls')).getAllByRole('row')).toHaveLength(6), { timeout: 10000 });
    await waitFor(() => expect(posted.map(p => p.service).sort()).toEqual(['leads', 'ozonetel', 'plotstatus', 'users']));
    expect(posted.every(p => p.fltdaterange === '2026-11-16,2026-11-20')).toBe(true);
    expect(posted.find(p => p.service === 'plotstatus')!.plotstatus).toBe('Sold');
    expect(posted.find(p => p.service === 'leads')!.filter).toBe('leads_leadtype');
  });

  it('refuses a date after tomorrow: the message shows and nothing is posted', async () => {
    await renderSignedIn('admin', '/1/dashboard');
    await chartTable('Ozonetel Calls');
    const to = screen.getByLabelText('To');
    posted = [];
    fireEvent.change(to, { target: { value: '2026-11-22' } });
    expect(await screen.findByText(RANGE_MESSAGES.afterTomorrow)).toBeInTheDocument();
    await new Promise(resolve => setTimeout(resolve, 700));
    expect(posted).toEqual([]);
    // Tomorrow itself is fine.
    fireEvent.change(to, { target: { value: '2026-11-21' } });
    await waitFor(() => expect(posted.some(p => p.fltdaterange === '2026-11-13,2026-11-21')).toBe(true), { timeout: 10000 });
    expect(screen.queryByText(RANGE_MESSAGES.afterTomorrow)).not.toBeInTheDocument();
  });

  it('refreshes every 50 seconds with the filters the user chose', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    await renderSignedIn('admin', '/1/dashboard');
    await chartTable('Plot status');
    fireEvent.mouseDown(within(region('Plot status')).getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Booked' }));
    await waitFor(() => expect(within(region('Plot status')).getAllByRole('columnheader')).toHaveLength(2), { timeout: 10000 });
    posted = [];
    await act(async () => {
      vi.advanceTimersByTime(50_000);
    });
    await waitFor(() => expect(posted.map(p => p.service).sort()).toEqual(['leads', 'ozonetel', 'plotstatus', 'users']), {
      timeout: 10000,
    });
    expect(posted.find(p => p.service === 'plotstatus')!.plotstatus).toBe('Booked');
    expect(within(region('Plot status')).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Booked');
    expect(
      within(region('Plot status'))
        .getAllByRole('columnheader')
        .map(h => h.textContent),
    ).toEqual(['Date', 'Booked']);
  });

  it('copy link: Copied, then back to Copy link after 4 seconds; Failed when the clipboard refuses', async () => {
    await renderSignedIn('admin', '/1/dashboard');
    // user-event's clipboard stands in for the browser's.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const android = await findRegion('Partner App for Android');
    // The 4 seconds are moved on by hand, not waited out; the page's other timers still run in real time.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    fireEvent.click(within(android).getByRole('button', { name: /Copy link/ }));
    expect(await within(android).findByRole('button', { name: /^Copied/ })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(PARTNER_APP_LINKS[0]!.url);
    await expect(navigator.clipboard.readText()).resolves.toBe(PARTNER_APP_LINKS[0]!.url);
    expect(within(android).getByRole('status')).toHaveTextContent('Link copied to the clipboard');
    // Still Copied well before the 4 seconds (two seconds of slack for the real time this test takes meanwhile)…
    act(() => void vi.advanceTimersByTime(2000));
    expect(within(android).getByRole('button', { name: /^Copied/ })).toBeInTheDocument();
    // …and back to Copy link once they are past.
    act(() => void vi.advanceTimersByTime(2000));
    expect(within(android).getByRole('button', { name: /^Copy link/ })).toBeInTheDocument();

    writeText.mockRejectedValueOnce(new Error('denied'));
    const ios = region('Partner App for iOS');
    fireEvent.click(within(ios).getByRole('button', { name: /Copy link/ }));
    expect(await within(ios).findByRole('button', { name: /^Failed/ })).toBeInTheDocument();
    expect(within(ios).getByRole('status')).toHaveTextContent('The link could not be copied');
  }, 40000);
});

describe('what other members see', () => {
  it('a staff user without user.view and project.view: no User Calls, no Ongoing Products, links only where allowed', async () => {
    db().accounts.find(a => a.username === 'staff')!.organizations[0]!.permissions = ['plot.view', 'customer.view'];
    await renderSignedIn('staff', '/1/dashboard');
    await chartTable('Ozonetel Calls');
    await chartTable('Plot status');
    expect(await findRegion('Plot Summary')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'User Calls' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ongoing Products' })).not.toBeInTheDocument();
    expect(screen.queryByText('View all')).not.toBeInTheDocument();
    // No project choices without project.view.
    expect(within(region('Plot status')).queryByRole('combobox', { name: 'Project' })).not.toBeInTheDocument();
    expect(posted.some(p => p.service === 'users')).toBe(false);
    // customer.view: the Customers card opens the list (once it is registered); the others are plain text.
    await waitFor(() => expect(cardHref('Customers')).toBe(listHref('customer', '/1/customer')));
    expect(cardHref('Gifts Sent')).toBeNull();
    expect(cardHref('Customer Interests')).toBeNull();
  });

  it('organization 2: every section but User Calls, with its own numbers', async () => {
    await renderSignedIn('admin', '/2/dashboard');
    await chartTable('Ozonetel Calls');
    await chartTable('Leads');
    await chartTable('Plot status');
    expect(await findRegion('Ongoing Products')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('count-customers')).toHaveTextContent(shownCount(org('customer', 2).length)), {
      timeout: 10000,
    });
    expect(screen.queryByRole('region', { name: 'User Calls' })).not.toBeInTheDocument();
    expect(posted.some(p => p.service === 'users')).toBe(false);
  });

  it('one failing section shows the server message while the others render', async () => {
    server.use(
      http.post('*/api/v1/:orgid/dashboard/filter', async ({ request }) => {
        const form = await request.clone().formData();
        if (form.get('service') === 'leads') {
          return HttpResponse.json(
            { status: false, message: 'Lead statistics are unavailable', data: null, errors: null },
            { status: 500 },
          );
        }
      }),
    );
    await renderSignedIn('admin', '/1/dashboard');
    const leads = await findRegion('Leads');
    expect(await within(leads).findByText('Lead statistics are unavailable', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(within(leads).queryByRole('table')).not.toBeInTheDocument();
    // The others are drawn.
    await chartTable('Ozonetel Calls');
    await chartTable('Plot status');
    expect(await within(await findRegion('User Calls')).findByRole('table', { name: 'User Calls' })).toBeInTheDocument();
    expect(screen.getByTestId('count-customers')).toHaveTextContent(shownCount(org('customer').length));
    // Still signed in, still on the dashboard.
    expect(window.location.pathname).toBe('/1/dashboard');
  });

  it('an empty range shows a clear empty state, not an empty chart', async () => {
    await renderSignedIn('admin', '/1/dashboard');
    await chartTable('Ozonetel Calls');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-21' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-21' } });
    expect(await within(region('Ozonetel Calls')).findByText('No calls in the selected dates', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(await within(region('Leads')).findByText('No leads in the selected dates', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(await within(region('User Calls')).findByText('No items found', {}, { timeout: 10000 })).toBeInTheDocument();
  });
});
