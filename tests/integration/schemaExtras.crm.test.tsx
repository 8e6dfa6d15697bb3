/**
 * What the parametrized schema test cannot see in the CRM declarations (spec 2): the reminder's
 * fields shown by reminder_to and by repeat Custom (the weekdays, sent as repeatdays[]), and the
 * bank loan contact's logo delete with the image-delete confirmation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { nextId, table } from '../../mocks/db';
import { server } from '../../mocks/node';
import { MESSAGES } from '../../src/common/messages';
import { messageParts } from '../../src/features/activityFeed/message';
import { bodyRows, captureRequests, renderSignedIn, setPermissions, waitForPath, type SeenRequest } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('reminder form (spec 2 §4 "Reminder repeat Custom shows the day choices")', { timeout: 60_000 }, () => {
  it('shows the user or the customer by reminder_to, the weekdays only for Custom, and sends the days as repeatdays[]', async () => {
    const { user } = await renderSignedIn('admin', '/1/reminder/create');
    await screen.findByRole('combobox', { name: /Reminder to/ });
    expect(screen.queryByText('Sunday')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^User/ })).not.toBeInTheDocument();

    await choose(/Reminder to/, 'Customer');
    expect(await screen.findByRole('combobox', { name: /^Customer/ })).toBeInTheDocument();
    await choose(/Reminder to/, 'User');
    const userInput = await screen.findByRole('combobox', { name: /^User/ });
    expect(screen.queryByRole('combobox', { name: /^Customer/ })).not.toBeInTheDocument();

    await choose(/^Repeat/, 'Custom');
    const days = await screen.findByRole('group', { name: /Repeat days/ });
    expect(within(days).getAllByRole('checkbox')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Repeat days is required')).toBeInTheDocument();
    expect(screen.getByText('User is required')).toBeInTheDocument();

    const staff = table('user').find(r => r.organization_id === 1)!;
    await user.type(userInput, String(staff.name).slice(0, 4));
    await user.click(await screen.findByRole('option', { name: String(staff.name) }));
    fireEvent.change(screen.getByLabelText(/^Note/), { target: { value: 'Visit the Guduvanchery site office.' } });
    fireEvent.change(screen.getByLabelText(/^Reminder time/), { target: { value: '10:30' } });
    await user.click(within(days).getByLabelText('Monday'));
    await user.click(within(days).getByLabelText('Thursday'));
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath('/1/reminder');
    const created = table('reminder').find(r => r.note === 'Visit the Guduvanchery site office.')!;
    expect(created).toMatchObject({
      reminder_to: 'User',
      user_id: staff.id,
      reminder_time: '10:30',
      repeat: 'Custom',
      repeatdays: ['Monday', 'Thursday'],
    });
    await waitFor(() => expect(seen.find(r => r.method === 'POST')?.form).toHaveProperty(['repeatdays[]']));
  });

  it('the show page lists the chosen weekdays of a Custom reminder', async () => {
    const custom = Object.assign(
      table('reminder').find(r => r.organization_id === 1)!,
      { repeat: 'Custom', repeatdays: ['Sunday', 'Wednesday'] },
    );
    await renderSignedIn('admin', `/1/reminder/${custom.id}/show`);
    expect(await screen.findByText('Sunday, Wednesday')).toBeInTheDocument();
  });
});

describe('bank loan contact logo (spec 2 §7 bankloancontact/{id}/bankloancontactimage/delete)', { timeout: 60_000 }, () => {
  it('asks the image-delete confirmation, then deletes the stored logo with its key', async () => {
    const row = table('bankloancontact').find(r => r.organization_id === 1 && r.bank_logo)!;
    const key = (row.bank_logo as { key: string }).key;
    const { user } = await renderSignedIn('admin', `/1/bankloancontact/${row.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete image' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.imageDeleteContent)).toBeInTheDocument();
    const seen = captureRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(row.bank_logo).toBeNull());
    const call = seen.find(r => r.method === 'POST')!;
    expect(call.path).toBe(`/1/bankloancontact/${row.id}/bankloancontactimage/delete`);
    await waitFor(() => expect(call.form?.key).toBe(key));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete image' })).not.toBeInTheDocument());
  });
});

describe('the activity feed (spec 2 §2 "activity", §3; docs/api.md "Activity feed")', { timeout: 60_000 }, () => {
  const feed = () =>
    table('activity')
      .filter(a => a.organization_id === 1)
      .sort((a, b) => b.id - a.id);
  // The message cell is loaded with the list (lazy): transformed once here, not inside a wait.
  beforeAll(() => import('../../src/resources/crm/activity/ActivityMessage'));

  it("lists the newest entry first; each placeholder is a link to its record's page, an unknown one plain text", async () => {
    const newest = feed()[0]!;
    const swap = feed().find(a => String(a.message).includes('{plot_2}'))!;
    const exported = feed().find(a => String(a.message).includes('{spreadsheet}'))!;
    const params = (entry: typeof newest) => entry.params as Record<string, { id: number; name: string }>;
    await renderSignedIn('admin', '/1/activity');
    // The message cell is loaded with the list's first row.
    const rows = await waitFor(() => {
      const found = bodyRows();
      expect(found.length).toBeGreaterThan(10);
      // Drawn by the hand-written cell (its placeholders replaced), not the plain value shown while it loads.
      expect(found[0]).toHaveTextContent(
        messageParts(newest.message, newest.params)
          .map(part => part.text)
          .join(''),
      );
      return found;
    });
    expect(within(rows[0]!).getByRole('link', { name: params(newest).user!.name })).toHaveAttribute(
      'href',
      `/1/user/${params(newest).user!.id}/show`,
    );
    const swapRow = rows.find(r => r.textContent?.includes(`swapped plots ${params(swap).plot!.name} and ${params(swap).plot_2!.name}`))!;
    expect(within(swapRow).getByRole('link', { name: params(swap).plot_2!.name })).toHaveAttribute(
      'href',
      `/1/plot/${params(swap).plot_2!.id}/show`,
    );
    const exportRow = rows.find(r => r.textContent?.includes('exported the customer list to customers.xlsx'))!;
    expect(within(exportRow).queryByRole('link', { name: 'customers.xlsx' })).not.toBeInTheDocument();
    expect(exported).toBeDefined();
  });

  describe('params with plain ids (spec 2 §2 "using the ids in the entry\'s params")', () => {
    /** Three entries on top of the feed naming their records by id alone: two customers, a user, a plot. */
    const addPlainIdEntries = () => {
      const [c1, c2] = table('customer').filter(r => r.organization_id === 1);
      const u = table('user').find(r => r.organization_id === 1)!;
      const p = table('plot').find(r => r.organization_id === 1)!;
      const entries = [
        { message: '{user} added the customer {customer}', params: { customer: c1!.id, user: u.id } },
        { message: '{user} booked plot {plot} for {customer}', params: { user: u.id, plot: p.id, customer: String(c2!.id) } },
        { message: '{user} called {customer}', params: JSON.stringify({ user: u.id, customer: c1!.id }) },
      ];
      for (const entry of entries) {
        table('activity').push({
          id: nextId('activity'),
          organization_id: 1,
          type: 'Customer',
          user_id: u.id,
          updated_at: '2026-11-01T10:00:00.000Z',
          created_at: '2026-11-01T10:00:00.000Z',
          ...entry,
        });
      }
      return { c1: c1!, c2: c2!, u, p };
    };
    const idReads = (seen: SeenRequest[], resource: string) =>
      seen.filter(r => r.method === 'GET' && r.path === `/1/${resource}` && r.search.includes('ids'));
    const rowWith = (text: string) =>
      waitFor(() => {
        const found = bodyRows().find(r => r.textContent?.includes(text));
        expect(found).toBeDefined();
        return found!;
      });

    it("shows each id as a link named by the record's representation, read in one getMany per resource for the page", async () => {
      const { c1, c2, u, p } = addPlainIdEntries();
      const seen = captureRequests();
      await renderSignedIn('admin', '/1/activity');
      const added = await rowWith(`${String(u.name)} added the customer ${String(c1.name)}`);
      expect(within(added).getByRole('link', { name: String(c1.name) })).toHaveAttribute('href', `/1/customer/${c1.id}/show`);
      expect(within(added).getByRole('link', { name: String(u.name) })).toHaveAttribute('href', `/1/user/${u.id}/show`);
      const booked = await rowWith(`booked plot ${String(p.number)} for ${String(c2.name)}`);
      expect(within(booked).getByRole('link', { name: String(p.number) })).toHaveAttribute('href', `/1/plot/${p.id}/show`);
      await rowWith(`${String(u.name)} called ${String(c1.name)}`);
      // Twenty rows, three naming records by id: one read per resource, with every id of the page.
      expect(idReads(seen, 'customer')).toHaveLength(1);
      expect(new URLSearchParams(idReads(seen, 'customer')[0]!.search).getAll('ids[]').sort()).toEqual(
        [String(c1.id), String(c2.id)].sort(),
      );
      expect(idReads(seen, 'user')).toHaveLength(1);
      expect(idReads(seen, 'plot')).toHaveLength(1);
    });

    it('reads nothing the member may not view (a refused read signs out): such an id stays #id, as text', async () => {
      setPermissions('staff', ['plot.view']);
      const { c2, p } = addPlainIdEntries();
      const seen = captureRequests();
      await renderSignedIn('staff', '/1/activity');
      const booked = await rowWith(`booked plot ${String(p.number)} for #${c2.id}`);
      expect(within(booked).getByRole('link', { name: String(p.number) })).toBeInTheDocument();
      expect(within(booked).queryByRole('link', { name: `#${c2.id}` })).not.toBeInTheDocument();
      expect(idReads(seen, 'customer')).toEqual([]);
      expect(idReads(seen, 'user')).toEqual([]);
      expect(window.location.pathname).toBe('/1/activity');
    });

    it('shows #id while the read is pending and when it fails; the other resources are still named', async () => {
      const { c1, u } = addPlainIdEntries();
      let fail!: () => void;
      const held = new Promise<void>(resolve => (fail = resolve));
      let answered = 0;
      server.use(
        http.get('*/1/customer', async ({ request }) => {
          if (!new URL(request.url).search.includes('ids')) return undefined;
          await held;
          answered++;
          return HttpResponse.json({ status: false, message: 'Server error', data: null, errors: null }, { status: 500 });
        }),
      );
      await renderSignedIn('admin', '/1/activity');
      // The user is named by its own read while the customer's is pending.
      const added = await rowWith(`${String(u.name)} added the customer #${c1.id}`);
      expect(within(added).getByRole('link', { name: `#${c1.id}` })).toHaveAttribute('href', `/1/customer/${c1.id}/show`);
      fail();
      // The read failed (once: no retry): still #id, still a link; the member stays signed in.
      await waitFor(() => expect(answered).toBe(1));
      await new Promise(resolve => setTimeout(resolve, 200));
      expect(answered).toBe(1);
      expect(
        within(await rowWith(`${String(u.name)} added the customer #${c1.id}`)).getByRole('link', { name: `#${c1.id}` }),
      ).toBeInTheDocument();
      expect(window.location.pathname).toBe('/1/activity');
    });
  });

  it('links only what the member may view: without customer.view a customer is plain text', async () => {
    setPermissions('staff', ['plot.view']);
    const entry = feed().find(a => String(a.message).startsWith('{user} booked plot'))!;
    const params = entry.params as Record<string, { id: number; name: string }>;
    await renderSignedIn('staff', `/1/activity?filter=${encodeURIComponent(JSON.stringify({ q: 'booked plot' }))}&perPage=50`);
    const row = await waitFor(() => {
      const found = bodyRows().find(
        r => r.textContent?.includes(`for ${params.customer!.name}`) && r.textContent?.includes(`plot ${params.plot!.name}`),
      );
      expect(found).toBeDefined();
      return found!;
    });
    expect(within(row).getByRole('link', { name: params.plot!.name })).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: params.customer!.name })).not.toBeInTheDocument();
  });
});
