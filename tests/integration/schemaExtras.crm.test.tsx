/**
 * What the parametrized schema test cannot see in the CRM declarations (spec 2): the reminder's
 * fields shown by reminder_to and by repeat Custom (the weekdays, sent as repeatdays[]), and the
 * bank loan contact's logo delete with the image-delete confirmation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '../../mocks/db';
import { MESSAGES } from '../../src/common/messages';
import { messageParts } from '../../src/features/activityFeed/message';
import { bodyRows, captureRequests, renderSignedIn, setPermissions, waitForPath } from './helpers';

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
    expect(created).toMatchObject({ reminder_to: 'User', user_id: staff.id, reminder_time: '10:30', repeat: 'Custom', repeatdays: ['Monday', 'Thursday'] });
    await waitFor(() => expect(seen.find(r => r.method === 'POST')?.form).toHaveProperty(['repeatdays[]']));
  });

  it('the show page lists the chosen weekdays of a Custom reminder', async () => {
    const custom = Object.assign(table('reminder').find(r => r.organization_id === 1)!, { repeat: 'Custom', repeatdays: ['Sunday', 'Wednesday'] });
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
  const feed = () => table('activity').filter(a => a.organization_id === 1).sort((a, b) => b.id - a.id);
  // The message cell is loaded with the list (lazy): transformed once here, not inside a wait.
  beforeAll(() => import('../../src/resources/crm/ActivityMessage'));

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
      expect(found[0]).toHaveTextContent(messageParts(newest.message, newest.params).map(part => part.text).join(''));
      return found;
    });
    expect(within(rows[0]!).getByRole('link', { name: params(newest).user!.name })).toHaveAttribute('href', `/1/user/${params(newest).user!.id}/show`);
    const swapRow = rows.find(r => r.textContent?.includes(`swapped plots ${params(swap).plot!.name} and ${params(swap).plot_2!.name}`))!;
    expect(within(swapRow).getByRole('link', { name: params(swap).plot_2!.name })).toHaveAttribute('href', `/1/plot/${params(swap).plot_2!.id}/show`);
    const exportRow = rows.find(r => r.textContent?.includes('exported the customer list to customers.xlsx'))!;
    expect(within(exportRow).queryByRole('link', { name: 'customers.xlsx' })).not.toBeInTheDocument();
    expect(exported).toBeDefined();
  });

  it('links only what the member may view: without customer.view a customer is plain text', async () => {
    setPermissions('staff', ['plot.view']);
    const entry = feed().find(a => String(a.message).startsWith('{user} booked plot'))!;
    const params = entry.params as Record<string, { id: number; name: string }>;
    await renderSignedIn('staff', `/1/activity?filter=${encodeURIComponent(JSON.stringify({ q: 'booked plot' }))}&perPage=50`);
    const row = await waitFor(() => {
      const found = bodyRows().find(r => r.textContent?.includes(`for ${params.customer!.name}`) && r.textContent?.includes(`plot ${params.plot!.name}`));
      expect(found).toBeDefined();
      return found!;
    });
    expect(within(row).getByRole('link', { name: params.plot!.name })).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: params.customer!.name })).not.toBeInTheDocument();
  });
});
