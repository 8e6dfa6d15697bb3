/**
 * Broker offer groups (spec 2 §2 "brokeroffergroup", §3, §6 brokeroffergroup.view; issue 16)
 * beyond the parametrized schema test: the broker and group links (plain text where the target may
 * not be opened or is not registered), the scanned-count chip, the QR code of offerpage_url, View
 * Page only for an http(s) URL, Download QR code saving an SVG named from the broker's name plus
 * downloadqrcode_filename, the filters, and the rows the customer list's Assign Offer Group makes.
 */
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table, type Row } from '../../mocks/db';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { createAccountApi } from '../../src/api/account';
import { brokerQrFileName } from '../../src/resources/crm/offers/brokerOfferGroups';
import { bodyRows, captureDownloads, captureRequests, renderSignedIn, setPermissions } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);
const brokerOf = (row: Row) => org1('customer').find(c => c.id === row.broker_id)!;
const groupName = (row: Row) => String(table('customergroup').find(g => g.id === row.customer_group_id)!.name);
/** The newest row (the list's first), alone on the list through the unique key search. */
const newest = () => [...org1('brokeroffergroup')].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0]!;
const listOf = (row: Row) => `/1/brokeroffergroup?filter=${encodeURIComponent(JSON.stringify({ q: row.unique_key }))}`;

const providerFor = async (username: string) => {
  const session = await createAccountApi().login(username, username);
  return createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
};

describe('broker offer groups (spec 2 §2 "brokeroffergroup")', { timeout: 60_000 }, () => {
  it('seeds brokers in offer groups with their pages; the broker keeps the group last given', () => {
    const rows = org1('brokeroffergroup');
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(brokerOf(row).isbroker).toBe(1);
      expect(String(row.offerpage_url)).toMatch(/^https:\/\//);
      expect(String(row.unique_key)).toMatch(new RegExp(`^BR${String(row.broker_id)}-G${String(row.customer_group_id)}-`));
    }
    expect(new Set(rows.map(r => r.unique_key)).size).toBe(rows.length);
    const latest = rows.filter(r => r.broker_id === rows[0]!.broker_id).sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
    expect(brokerOf(latest).customer_group_id).toBe(latest.customer_group_id);
  });

  it('shows the broker as a link, the group, the unique key, the scanned chip, the QR code and View Page', async () => {
    const row = newest();
    Object.assign(row, { scanner_count: 42 });
    await renderSignedIn('admin', listOf(row));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const tr = bodyRows()[0]!;
    const broker = String(brokerOf(row).name);
    expect(within(tr).getByRole('link', { name: broker })).toHaveAttribute('href', `/1/customer/${String(row.broker_id)}/show`);
    // The customer (privilege) group: a link to its page.
    expect(
      within(tr)
        .getByRole('link', { name: groupName(row) })
        .getAttribute('href'),
    ).toMatch(new RegExp(`^/1/customergroup/${String(row.customer_group_id)}(/show)?$`));
    expect(tr).toHaveTextContent(String(row.unique_key));
    expect(await within(tr).findByTitle('Scanned 42 times')).toHaveTextContent('42');
    await waitFor(() => expect(within(tr).getAllByTitle(`QR code of ${broker}`).length).toBeGreaterThan(0));
    expect(within(tr).getByRole('link', { name: `View Page of ${broker}` })).toHaveAttribute('href', String(row.offerpage_url));
    expect(within(tr).getByRole('link', { name: `View Page of ${broker}` })).toHaveAttribute('target', '_blank');
  });

  it('without customer.view the broker is plain text', async () => {
    const row = newest();
    setPermissions('staff', ['brokeroffergroup.view']);
    await renderSignedIn('staff', listOf(row));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const tr = bodyRows()[0]!;
    await waitFor(() => expect(tr).toHaveTextContent(String(brokerOf(row).name)));
    expect(within(tr).queryByRole('link', { name: String(brokerOf(row).name) })).not.toBeInTheDocument();
  });

  it('an offer page that is not http(s) is neither drawn nor linked nor downloadable', async () => {
    const row = newest();
    Object.assign(row, { offerpage_url: 'javascript:alert(1)' });
    await renderSignedIn('admin', listOf(row));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const tr = bodyRows()[0]!;
    // The row's own cells are drawn (the chip is one of them).
    await within(tr).findByTitle(`Scanned ${String(row.scanner_count)} times`);
    await waitFor(() => expect(tr.querySelector('td.column-offerpage_url')).toHaveTextContent(/^-$/));
    expect(within(tr).queryByRole('link', { name: /View Page/ })).not.toBeInTheDocument();
    expect(within(tr).queryByRole('button', { name: /Download QR code/ })).not.toBeInTheDocument();
    expect(tr.querySelector('svg title')).toBeNull();
    expect(tr.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('Download QR code saves the QR code as an SVG named from the broker and downloadqrcode_filename', async () => {
    const row = newest();
    Object.assign(row, { downloadqrcode_filename: 'gold-members-qrcode.png' });
    const saved = captureDownloads();
    const { user } = await renderSignedIn('admin', listOf(row));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const broker = String(brokerOf(row).name);
    await user.click(await within(bodyRows()[0]!).findByRole('button', { name: `Download QR code of ${broker}` }));
    await waitFor(() => expect(saved.clicked).toHaveLength(1));
    expect(saved.clicked[0]!.download).toBe(`${broker}-gold-members-qrcode.svg`);
    expect(saved.blobs[0]!.type).toBe('image/svg+xml');
    const svg = await saved.blobs[0]!.text();
    expect(svg).toMatch(/^<\?xml[^>]*>\s*<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<path');
    expect(window.location.pathname).toBe('/1/brokeroffergroup');
  });

  it('the file name: the broker name plus the given file name, made safe, as .svg', () => {
    expect(brokerQrFileName({ id: 4, broker: { name: 'Ravi Kumar' }, downloadqrcode_filename: 'early-bird-qrcode.svg' })).toBe(
      'Ravi Kumar-early-bird-qrcode.svg',
    );
    expect(brokerQrFileName({ id: 4, broker: { name: 'A/B: C' }, downloadqrcode_filename: 'offer' })).toBe('A B C-offer.svg');
    expect(brokerQrFileName({ id: 4, broker: { name: 'Ravi' }, downloadqrcode_filename: null })).toBe('Ravi-qrcode.svg');
    expect(brokerQrFileName({ id: 4, broker: null, downloadqrcode_filename: 'x.png' })).toBe('broker-offer-4-x.svg');
  });

  it('filters by broker, by customer offer group and by search (the broker or group name, the key)', async () => {
    const provider = await providerFor('admin');
    const row = newest();
    const all = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'created_at', order: 'DESC' as const } };
    const byBroker = await provider.getList('brokeroffergroup', { ...all, filter: { broker_id: row.broker_id } });
    expect(byBroker.data.map(r => r.id).sort()).toEqual(
      org1('brokeroffergroup')
        .filter(r => r.broker_id === row.broker_id)
        .map(r => r.id)
        .sort(),
    );
    const byGroup = await provider.getList('brokeroffergroup', { ...all, filter: { customer_group_id: row.customer_group_id } });
    expect(byGroup.total).toBe(org1('brokeroffergroup').filter(r => r.customer_group_id === row.customer_group_id).length);
    expect(byGroup.data.every(r => (r.customer_group as { id: number }).id === row.customer_group_id)).toBe(true);
    const byName = await provider.getList('brokeroffergroup', { ...all, filter: { q: String(brokerOf(row).name) } });
    expect(byName.data.map(r => r.id)).toContain(row.id);
    expect(byName.data.every(r => (r.broker as { name: string }).name === brokerOf(row).name)).toBe(true);

    // The list's filters: the broker is picked among brokers only, sent as broker_id.
    const seen = captureRequests();
    const { user } = await renderSignedIn('admin', '/1/brokeroffergroup');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Broker' }));
    await user.type(screen.getByRole('combobox', { name: 'Broker' }), String(brokerOf(row).name).slice(0, 5));
    await user.click(await screen.findByRole('option', { name: String(brokerOf(row).name) }));
    await waitFor(() =>
      expect(
        seen.some(r => r.path === '/1/brokeroffergroup' && new URLSearchParams(r.search).get('broker_id') === String(row.broker_id)),
      ).toBe(true),
    );
    // The choices offered (the chosen one is read back by its id).
    const lookups = seen.filter(r => r.path === '/1/customer/filter' && !r.search.includes('ids'));
    expect(lookups.length).toBeGreaterThan(0);
    expect(
      lookups.map(r => r.search).every(search => new URLSearchParams(search).get('isbroker') === '1'),
      lookups.map(r => r.search).join(' '),
    ).toBe(true);
  });

  it("the customer list's Assign Offer Group gives each broker a row of the group, once", async () => {
    const provider = await providerFor('admin');
    const group = org1('customergroup').at(-1)!;
    const brokers = org1('customer')
      .filter(c => c.isbroker === 1 && !org1('brokeroffergroup').some(r => r.broker_id === c.id && r.customer_group_id === group.id))
      .slice(0, 2);
    expect(brokers).toHaveLength(2);
    const before = org1('brokeroffergroup').length;
    await provider.assignBrokerOfferGroup(
      group.id,
      brokers.map(b => b.id),
    );
    await provider.assignBrokerOfferGroup(
      group.id,
      brokers.map(b => b.id),
    );
    expect(org1('brokeroffergroup').length).toBe(before + 2);
    const { data } = await provider.getList('brokeroffergroup', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'created_at', order: 'DESC' as const },
      filter: { customer_group_id: group.id, broker_id: brokers[0]!.id },
    });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      broker: { id: brokers[0]!.id, name: brokers[0]!.name },
      customer_group: { id: group.id, name: group.name },
      scanner_count: 0,
    });
    expect(String(data[0]!.offerpage_url)).toMatch(/^https:\/\/.+\/offers\/broker\//);
    expect(String(data[0]!.downloadqrcode_filename)).toBe(
      `${String(group.name)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}-qrcode.svg`,
    );
  });
});
