/**
 * Listings (issue 18) in the real console against the demo API: the status chip's dialog (options
 * by the current status, a status required, POST listingpendingstatus with lising_id and status, a
 * failure keeping the choice), the show page's tabs by property and listing type, the description
 * cut at 220 characters, 'No Image', 'Adress not found.', the map tab without a key, and the
 * attribute and facility rows read by listing_id.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../mocks/node';
import { table, type Row } from '../../mocks/db';
import { API, fail } from '../../mocks/handlers/util';
import { GEO_MESSAGES } from '../../src/features/geoMap/geoLogic';
import { LISTING_TEXTS, STATUS_OPTIONS, descriptionPreview } from '../../src/resources/website/listings/listingLogic';
import { bodyRows, captureRequests, renderSignedIn, setPermissions } from './helpers';

configure({ asyncUtilTimeout: 10000 });
const LONG = { timeout: 10000 };

const listings = () => table('listing').filter(r => r.organization_id === 1);
const newest = (where: (r: Row) => boolean) =>
  listings()
    .filter(where)
    .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))[0]!;

/** Shows only the listing `id` in the list (a search by its exact name would also match others). */
const openStatusDialog = async (listing: Row) => {
  for (const r of listings()) if (r.id !== listing.id) r.organization_id = 99;
  const rendered = await renderSignedIn('admin', '/1/listing');
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  await rendered.user.click(await within(bodyRows()[0]!).findByRole('button', { name: `Status ${String(listing.status)}: change` }, LONG));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(LISTING_TEXTS.statusTitle)).toBeInTheDocument();
  return { ...rendered, dialog };
};

describe('listings', { timeout: 90_000 }, () => {
  it('the status chip offers the options of the current status, requires one and posts listingpendingstatus', async () => {
    const listing = newest(r => r.status === 'Pending');
    const { user, dialog } = await openStatusDialog(listing);
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map(r => r.getAttribute('value'))).toEqual([...STATUS_OPTIONS.Pending]);
    const seen = captureRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(LISTING_TEXTS.statusRequired)).toBeInTheDocument();
    expect(seen.filter(r => r.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(table('listing').find(r => r.id === listing.id)!.status).toBe('Active'));
    const post = seen.find(r => r.method === 'POST')!;
    expect(post.path).toBe('/1/listingpendingstatus');
    // With the listing's version as the dialog read it (issue 38).
    await waitFor(() => expect(post.form).toEqual({ lising_id: String(listing.id), status: 'Active', updated_at: expect.any(String) }));
    expect(await screen.findByText(LISTING_TEXTS.statusUpdated)).toBeInTheDocument();
  });

  it('other statuses have their own options; a failure keeps the choice and shows the server message', async () => {
    const listing = newest(r => r.status === 'Blocked');
    server.use(http.post(`${API}/:orgid/listingpendingstatus`, () => fail('The listing is locked by another moderator.')));
    const { user, dialog } = await openStatusDialog(listing);
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map(r => r.getAttribute('value')),
    ).toEqual([...STATUS_OPTIONS.Blocked]);
    await user.click(within(dialog).getByRole('radio', { name: 'Pending' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The listing is locked by another moderator.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Pending' })).toBeChecked();
    expect(table('listing').find(r => r.id === listing.id)!.status).toBe('Blocked');
  });

  it('without listing.update the chip opens nothing', async () => {
    setPermissions('admin', ['listing.view']);
    const listing = listings()[0]!;
    for (const r of listings()) if (r.id !== listing.id) r.organization_id = 99;
    await renderSignedIn('admin', '/1/listing');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]!).getByText(String(listing.status))).toBeInTheDocument();
    expect(within(bodyRows()[0]!).queryByRole('button', { name: /^Status / })).toBeNull();
  });

  it('a building for sale: Building and Sale tabs, not Land or Rent; the description cut at 220; No Image', async () => {
    const listing = newest(r => r.property_type === 'Building' && r.listing_type === 'Sale' && String(r.description ?? '').length > 220);
    listing.image = null;
    await renderSignedIn('admin', `/1/listing/${listing.id}/show`);
    for (const tab of ['Summary', 'Attributes', 'Facilities', 'Building', 'Sale', 'Google Map'])
      expect(await screen.findByRole('tab', { name: tab }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Land' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Rent' })).toBeNull();
    const text = screen.getByTestId('listing-description').textContent!;
    expect(text).toBe(`${String(listing.description).slice(0, 220)}…`);
    expect(text).toBe(descriptionPreview(listing.description));
    expect(screen.getByText(LISTING_TEXTS.noImage)).toBeInTheDocument();
  });

  it('land for rent: Land and Rent tabs; the attribute rows read by listing_id', async () => {
    const listing = newest(
      r => r.property_type === 'Land' && r.listing_type === 'Rent' && table('listingattribute').some(a => a.listing_id === r.id),
    );
    const seen = captureRequests();
    const { user } = await renderSignedIn('admin', `/1/listing/${listing.id}/show`);
    expect(await screen.findByRole('tab', { name: 'Land' }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Rent' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Building' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Sale' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Attributes' }));
    const grid = await screen.findByRole('table', { name: 'Attributes' }, LONG);
    const rows = table('listingattribute').filter(a => a.listing_id === listing.id);
    expect(within(grid).getAllByRole('row')).toHaveLength(rows.length + 1);
    const read = seen.find(r => r.method === 'GET' && r.path === '/1/listingattribute')!;
    expect(new URLSearchParams(read.search).get('listing_id') ?? read.search).toContain(String(listing.id));
  });

  it("the map tab: 'Adress not found.' without an address; without a key the notice and the coordinates", async () => {
    const [a, b] = listings().filter(r => String(r.address ?? '') !== '');
    a!.address = '';
    const first = await renderSignedIn('admin', `/1/listing/${a!.id}/show/googlemap`);
    expect(await screen.findByText(LISTING_TEXTS.noAddress, {}, LONG)).toBeInTheDocument();
    first.unmount();
    b!.latitude = 12.5;
    b!.longitude = 79.25;
    await renderSignedIn('admin', `/1/listing/${b!.id}/show/googlemap`);
    expect(await screen.findByText(GEO_MESSAGES.noKey, {}, LONG)).toBeInTheDocument();
    expect(screen.getByText('Latitude: 12.5, Longitude: 79.25')).toBeInTheDocument();
    expect(screen.queryByText(LISTING_TEXTS.noAddress)).toBeNull();
  });
});
