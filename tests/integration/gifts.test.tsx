/**
 * Gifts (spec 2 §2, §3, §5, §6, §7; issue 16) beyond the parametrized schema test: the customer
 * count, the tabs Assigned Customers and Assign Customers with their calls (gid and sid[]) behind
 * sendgift.send, the quantity's digits rule, and the customer gifts' PDF.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { table } from '../../mocks/db';
import { GIFT_TEXTS } from '../../src/resources/crm/gifts/gifts';
import { bodyRows, captureRequests, renderSignedIn, setPermissions } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);
const givenOf = (giftId: number) => org1('customergift').filter(g => g.gift_id === giftId);

describe('gifts (spec 2 §2 "gift", §7)', { timeout: 60_000 }, () => {
  it("refuses a quantity that is not digits with §5's text, before anything is sent", async () => {
    const { user } = await renderSignedIn('admin', '/1/gift/create');
    await user.type(await screen.findByLabelText(/^Name/), 'Brass lamp');
    await user.type(screen.getByLabelText(/^Quantity/), '12 boxes');
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(GIFT_TEXTS.quantityDigits)).toBeInTheDocument();
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);
  });

  it('shows how many customers a gift is given to, answered by the API', async () => {
    const gift = org1('gift').find(g => givenOf(g.id).length > 1)!;
    await renderSignedIn('admin', `/1/gift/${gift.id}/show`);
    expect(await screen.findByText(String(givenOf(gift.id).length))).toBeInTheDocument();
  });

  it('assigns the gift to the customers chosen (gid, sid[]); those who have it cannot be chosen again', async () => {
    const gift = org1('gift').find(g => g.status === 'Active')!;
    const before = givenOf(gift.id).length;
    const { user } = await renderSignedIn('admin', `/1/gift/${gift.id}/show/assigncustomer`);
    const rows = await waitFor(() => {
      const found = bodyRows();
      expect(found.length).toBeGreaterThan(2);
      return found;
    });
    const free = rows
      .filter(r => within(r).queryByRole('checkbox') && !within(r).getByRole('checkbox').hasAttribute('disabled'))
      .slice(0, 2);
    const names = free.map(r => within(r).getAllByRole('link')[0]!.textContent!);
    for (const row of free) await user.click(within(row).getByRole('checkbox'));
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Assign Gift' }));
    await waitFor(() => expect(givenOf(gift.id)).toHaveLength(before + 2));
    const post = seen.find(r => r.method === 'POST' && r.path === '/1/customergift/assigngiftcustomer')!;
    const ids = org1('customer')
      .filter(c => names.includes(String(c.name)))
      .map(c => String(c.id));
    await waitFor(() => expect(post.form).toEqual({ gid: String(gift.id), 'sid[]': expect.anything() }));
    expect(
      new Set(
        givenOf(gift.id)
          .slice(-2)
          .map(g => String(g.customer_id)),
      ),
    ).toEqual(new Set(ids));
    // Now theirs: not selectable.
    await waitFor(() => {
      const again = bodyRows().find(r => r.textContent?.includes(names[0]!))!;
      expect(within(again).getByRole('checkbox')).toBeDisabled();
    });
  });

  it('sends the gift to the selected customers after the confirmation, taking from the quantity; a sent one cannot be removed', async () => {
    const gift = org1('gift').find(
      g => givenOf(g.id).some(x => x.gift_status === 'notsend') && givenOf(g.id).some(x => x.gift_status === 'send'),
    )!;
    gift.quantity = '50';
    const pending = givenOf(gift.id).find(g => g.gift_status === 'notsend')!;
    const customer = org1('customer').find(c => c.id === pending.customer_id)!;
    const { user } = await renderSignedIn('admin', `/1/gift/${gift.id}/show/assignedcustomer?perPage=50`);
    const row = await waitFor(() => {
      const found = bodyRows().find(r => r.textContent?.includes(String(customer.name)) && r.textContent?.includes('Not Sent'));
      expect(found).toBeDefined();
      return found!;
    });
    await user.click(within(row).getByRole('checkbox'));
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Send Gift' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(pending.gift_status).toBe('send'));
    expect(gift.quantity).toBe('49');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = seen.find(r => r.method === 'POST' && r.path === '/1/customergift/sendgiftcustomer')!;
    await waitFor(() => expect(post.form).toEqual({ gid: String(gift.id), 'sid[]': String(customer.id) }));
    // Remove refuses a sent gift with the server's message; the row stays.
    const sentRow = await waitFor(() => {
      const found = bodyRows().find(
        r => r.textContent?.includes(String(customer.name)) && r.textContent?.includes('Sent') && !r.textContent?.includes('Not Sent'),
      );
      expect(found).toBeDefined();
      return found!;
    });
    await user.click(within(sentRow).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(GIFT_TEXTS.alreadySent)).toBeInTheDocument();
    expect(givenOf(gift.id).some(g => g.id === pending.id)).toBe(true);
  });

  it('without sendgift.send the tabs list the customers but offer no selection calls', async () => {
    setPermissions('staff', ['gift.view', 'customer.view', 'giftcustomer.view']);
    const gift = org1('gift').find(g => givenOf(g.id).length > 0)!;
    await renderSignedIn('staff', `/1/gift/${gift.id}/show/assignedcustomer`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(bodyRows()[0]!.querySelector('input[type="checkbox"]')).toBeNull();
  });

  it("downloads a customer gift's Gift to Customer PDF from the list", async () => {
    const { user } = await renderSignedIn('admin', '/1/customergift');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const seen = captureRequests();
    await user.click(await within(bodyRows()[0]!).findByRole('button', { name: /^Gift to Customer PDF/ }));
    await waitFor(() => expect(seen.some(r => r.method === 'GET' && /^\/1\/giftcustomer\/pdf\/\d+$/.test(r.path))).toBe(true));
    expect(window.location.pathname).toBe('/1/customergift');
  });

  it('opens Customer Gifts on the gifts not sent yet (gift_status=notsend), the filter shown and removable', async () => {
    const seen = captureRequests();
    const { user } = await renderSignedIn('admin', '/1/customergift');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const read = seen.find(r => r.method === 'GET' && r.path === '/1/customergift')!;
    expect(new URLSearchParams(read.search).get('gift_status')).toBe('notsend');
    expect(bodyRows().every(r => r.textContent?.includes('Not Sent'))).toBe(true);
    // The default is a filter like any other: the status filter shows it, and cleared, the gifts already sent come back.
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveTextContent('Not Sent');
    const before = seen.length;
    await user.click(status);
    await user.click(
      await screen.findByRole('option', {
        name: (_: string, el: Element) => el.textContent?.trim() === '' || el.getAttribute('data-value') === '',
      }),
    );
    await waitFor(() => expect(bodyRows().some(r => r.textContent?.includes('Sent') && !r.textContent?.includes('Not Sent'))).toBe(true));
    const cleared = seen.slice(before).filter(r => r.method === 'GET' && r.path === '/1/customergift');
    expect(cleared.length).toBeGreaterThan(0);
    expect(new URLSearchParams(cleared[cleared.length - 1]!.search).get('gift_status')).toBeNull();
  });
});
