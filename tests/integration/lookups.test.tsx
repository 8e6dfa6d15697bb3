/**
 * Selectors (issue 35; spec 1 §7 and §9, spec 2 §7): every lookup the user chooses from reads 30
 * per page — the plot sale status types 1000 — and what the user types goes to the lookup as `q`,
 * so a choice beyond the first 30 is found.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { nextId, table } from '../../mocks/db';
import { server } from '../../mocks/node';
import { CUSTOMER_LIST_TEXTS as T } from '../../src/resources/crm/customers/customerListLogic';
import { bodyRows, captureRequests, renderSignedIn, type SeenRequest } from './helpers';

configure({ asyncUtilTimeout: 15000 });

type User = ReturnType<typeof userEvent.setup>;

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);
/** A list with its filter inputs shown (react-admin reads displayedFilters from the address). */
const withFilter = (list: string, source: string, filter: Record<string, unknown> = {}) =>
  `${list}?displayedFilters=${encodeURIComponent(JSON.stringify({ [source]: true }))}&filter=${encodeURIComponent(JSON.stringify(filter))}`;
const params = (r: SeenRequest) => new URLSearchParams(r.search);
/** The reads of a lookup's choices (not the read of the chosen records by id). */
const choiceReads = (seen: SeenRequest[], path: string) =>
  seen.filter(r => r.method === 'GET' && r.path === path && !params(r).has('ids[]'));

interface Case {
  selector: string;
  path: () => string;
  open?: (user: User) => Promise<void>;
  lookup: string;
  perPage: number;
}

const sale = () => org1('plotsale')[0]!;
/** A list's page is there once its rows are (its own read answered). */
const rowsShown = async () => {
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
};

/**
 * Counts the calls in flight: a test waits for none before it ends, or a call it left would reach
 * the next test's store with this test's token (a 401, which signs the next test out).
 */
const trackCalls = () => {
  let open = 0;
  server.events.on('request:start', () => void open++);
  server.events.on('request:end', () => void open--);
  return () => waitFor(() => expect(open).toBe(0));
};

const CASES: Case[] = [
  {
    selector: 'plot list: Project filter',
    path: () => withFilter('/1/plot', 'project_id'),
    open: rowsShown,
    lookup: '/1/project/filter',
    perPage: 30,
  },
  {
    selector: 'plot list: Layout filter',
    path: () => withFilter('/1/plot', 'lid'),
    open: rowsShown,
    lookup: '/1/layout/filter',
    perPage: 30,
  },
  { selector: 'plot form: Layout', path: () => '/1/plot/create', lookup: '/1/layout/filter', perPage: 30 },
  {
    selector: 'price guide list: Layout filter',
    path: () => withFilter('/1/priceguide', 'layout_id'),
    open: rowsShown,
    lookup: '/1/layout/filter',
    perPage: 30,
  },
  { selector: 'price guide form: Layout', path: () => '/1/priceguide/create', lookup: '/1/layout/filter', perPage: 30 },
  {
    selector: 'price guide form: Customer group attributes',
    path: () => '/1/priceguide/create',
    lookup: '/1/customergroup/filter',
    perPage: 30,
  },
  { selector: 'layout form: Project', path: () => '/1/layout/create', lookup: '/1/project/filter', perPage: 30 },
  {
    selector: 'property: Add Plot, Project',
    path: () => `/1/property/${org1('property')[0]!.id}/show/plots`,
    open: async user => user.click(await screen.findByRole('button', { name: 'Add Plot' })),
    lookup: '/1/layout/filter',
    perPage: 30,
  },
  {
    selector: 'customer list: Assign Offer Group',
    path: () => `/1/customer?filter=${encodeURIComponent(JSON.stringify({ isbroker: 1 }))}`,
    open: async user => {
      await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
      await user.click(bodyRows()[0]!.querySelector('input[type="checkbox"]')!);
      await user.click(await screen.findByRole('button', { name: T.assign }));
    },
    lookup: '/1/customergroup/filter',
    perPage: 30,
  },
  {
    selector: 'message: Send, Template',
    path: () => `/1/message/${org1('message')[0]!.id}/show`,
    open: async user => user.click(await screen.findByRole('button', { name: 'Send' })),
    lookup: '/1/mail/templates',
    perPage: 30,
  },
  {
    selector: 'plot sale list: Customer filter',
    path: () => withFilter('/1/plotsale', 'customer_id'),
    open: rowsShown,
    lookup: '/1/customer/filter',
    perPage: 30,
  },
  { selector: 'plot sale edit: Broker', path: () => `/1/plotsale/${sale().id}`, lookup: '/1/customer/filter', perPage: 30 },
  { selector: 'EMI plan form: Customer', path: () => '/1/plotemi/create', lookup: '/1/customer/filter', perPage: 30 },
  {
    selector: 'instalment form: Received User',
    path: () => `/1/plotsaleinstalment/create?plotid=${sale().plot_id}&plotsaleid=${sale().id}`,
    lookup: '/1/user/filter',
    perPage: 30,
  },
  // The one exception (spec 1 §7, spec 2 §7): the status types of a sale, all in one read.
  {
    selector: 'plot sale: Add Status, Status Type',
    path: () => `/1/plotsale/${sale().id}/show/salesstatus`,
    open: async user => user.click(await screen.findByRole('button', { name: 'Add Status' })),
    lookup: '/1/plotsalestatuslist',
    perPage: 1000,
  },
];

describe('selectors read 30 per page (plot sale status types 1000)', () => {
  it.each(CASES)('$selector reads $lookup with perPage=$perPage', async ({ path, open, lookup, perPage }) => {
    const seen = captureRequests();
    const settled = trackCalls();
    const { user } = await renderSignedIn('admin', path());
    await open?.(user);
    await waitFor(() => expect(choiceReads(seen, lookup).length).toBeGreaterThan(0));
    await settled();
    expect(choiceReads(seen, lookup).map(r => params(r).get('perPage'))).toEqual(choiceReads(seen, lookup).map(() => String(perPage)));
  });
});

describe('a selector searches as the user types', () => {
  it('sends the typed text as q and shows a layout beyond the first 30', async () => {
    // 40 more layouts: by name, the first 30 are all 'Avenue …' ones; 'Zenith Gardens' comes after them.
    const model = org1('layout')[0]!;
    const added = [...Array.from({ length: 40 }, (_, i) => `Avenue ${String(i + 1).padStart(2, '0')}`), 'Zenith Gardens'];
    for (const name of added) table('layout').push({ ...model, id: nextId('layout'), name });
    const seen = captureRequests();
    const settled = trackCalls();
    const { user } = await renderSignedIn('admin', '/1/plot/create');
    const input = await screen.findByRole('combobox', { name: 'Layout' });
    await user.click(input);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(30));
    expect(within(listbox).queryByRole('option', { name: 'Zenith Gardens' })).not.toBeInTheDocument();

    await user.type(input, 'Zenith');
    await user.click(await screen.findByRole('option', { name: 'Zenith Gardens' }));
    expect(choiceReads(seen, '/1/layout/filter').some(r => params(r).get('q') === 'Zenith' && params(r).get('perPage') === '30')).toBe(
      true,
    );
    expect(input).toHaveValue('Zenith Gardens');
    await settled();
  });

  it('a hand-built selector (the message templates) searches too', async () => {
    const model = org1('mail/templates')[0]!;
    for (let i = 1; i <= 35; i++)
      table('mail/templates').push({ ...model, id: nextId('mail/templates'), name: `Aa Newsletter ${String(i).padStart(2, '0')}` });
    table('mail/templates').push({ ...model, id: nextId('mail/templates'), name: 'Zz Festival Offer' });
    const seen = captureRequests();
    const settled = trackCalls();
    const { user } = await renderSignedIn('admin', `/1/message/${org1('message')[0]!.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Message' });
    const templates = within(dialog).getByRole('radiogroup', { name: 'Template' });
    await waitFor(() => expect(within(templates).getAllByRole('radio')).toHaveLength(30));
    expect(within(templates).queryByRole('radio', { name: 'Zz Festival Offer' })).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search templates' }), 'Festival');
    await user.click(await within(templates).findByRole('radio', { name: 'Zz Festival Offer' }));
    expect(within(templates).getByRole('radio', { name: 'Zz Festival Offer' })).toHaveAttribute('aria-checked', 'true');
    expect(choiceReads(seen, '/1/mail/templates').some(r => params(r).get('q') === 'Festival' && params(r).get('perPage') === '30')).toBe(
      true,
    );
    await settled();
  });
});
