/**
 * Listings (issue 35): the create form at /listing/create behind listing.update (spec 3 §6 names no
 * create key), its rules before anything is sent, the multipart POST and the new listing in the
 * list; and the Building tab's delete of the building details behind listingbuilding.delete.
 */
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table, type Row } from '../../mocks/db';
import { createAccountApi } from '../../src/api/account';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { MESSAGES } from '../../src/common/messages';
import { BUILDING_FIELDS, LISTING_TEXTS } from '../../src/resources/website/listings/listingLogic';
import { bodyRows, captureRequests, renderSignedIn, setPermissions, waitForPath } from './helpers';

configure({ asyncUtilTimeout: 10000 });
const LONG = { timeout: 10000 };

const listings = () => table('listing').filter(r => r.organization_id === 1);

const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('listing create (issue 35)', { timeout: 90_000 }, () => {
  it('with listing.update: Create on the list; an empty save shows the rules, a filled one posts multipart and the listing shows', async () => {
    setPermissions('staff', ['listing.view', 'listing.update']);
    const before = listings().length;
    const { user } = await renderSignedIn('staff', '/1/listing');
    await user.click(await screen.findByRole('link', { name: 'Create' }, LONG));
    await waitForPath('/1/listing/create');
    const save = await screen.findByRole('button', { name: 'Save' }, LONG);
    const seen = captureRequests();
    await user.click(save);
    for (const message of [LISTING_TEXTS.nameRequired, LISTING_TEXTS.listingTypeRequired, LISTING_TEXTS.propertyTypeRequired]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);
    // Status starts Pending (a new listing awaits moderation).
    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Pending');

    await user.type(screen.getByLabelText(/^Name/), 'Kovalam Sea View Villa');
    await choose(/^Listing Type/, 'Sale');
    await choose(/^Property Type/, 'Building');
    // The Building fields come with the property type.
    await user.type(await screen.findByLabelText(/^Bedrooms/), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath('/1/listing');
    const post = seen.find(r => r.method === 'POST' && r.path === '/1/listing')!;
    expect(post.contentType).toMatch(/multipart\/form-data/);
    expect(listings()).toHaveLength(before + 1);
    const created = listings().find(r => r.name === 'Kovalam Sea View Villa')!;
    expect(created).toMatchObject({ status: 'Pending', listing_type: 'Sale', property_type: 'Building', bedrooms: 3 });
    // Newest first: the new listing heads the list.
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Kovalam Sea View Villa'));
  });

  it('without listing.update: no Create, and the typed /listing/create is refused without a call', async () => {
    setPermissions('staff', ['listing.view', 'listing.delete', 'listingbuilding.delete']);
    const first = await renderSignedIn('staff', '/1/listing');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await waitFor(() => expect(bodyRows()[0]!.textContent).not.toBe(''));
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    first.unmount();
    const seen = captureRequests();
    await renderSignedIn('staff', '/1/listing/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(seen.filter(r => r.path.startsWith('/1/listing'))).toEqual([]);
  });
});

describe('the building details (listingbuilding.delete, issue 35)', { timeout: 90_000 }, () => {
  const building = (): Row => listings().find(r => r.property_type === 'Building' && r.bedrooms !== null && r.bedrooms !== undefined)!;

  it('with the key: Delete Building Details asks the confirmation, calls DELETE listingbuilding/{id} and the tab empties', async () => {
    setPermissions('staff', ['listing.view', 'listingbuilding.delete']);
    const listing = building();
    const seen = captureRequests();
    const { user } = await renderSignedIn('staff', `/1/listing/${listing.id}/show/building`);
    expect(await screen.findByText(String(listing.bedrooms), {}, LONG)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: LISTING_TEXTS.buildingDelete }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.deleteTitle)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.deleteContent)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(LISTING_TEXTS.buildingDeleted)).toBeInTheDocument();
    expect(seen.some(r => r.method === 'DELETE' && r.path === `/1/listingbuilding/${listing.id}`)).toBe(true);
    const stored = table('listing').find(r => r.id === listing.id)!;
    for (const source of BUILDING_FIELDS) expect(stored[source], source).toBeNull();
    // The listing itself stays; its tab says there is nothing left, with nothing to delete.
    expect(stored.name).toBe(listing.name);
    expect(await screen.findByText(MESSAGES.noItems)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LISTING_TEXTS.buildingDelete })).not.toBeInTheDocument();
  });

  it('without the key: the details are shown and there is no delete; the demo API refuses the call', async () => {
    setPermissions('staff', ['listing.view', 'listing.update', 'listing.delete']);
    const listing = building();
    await renderSignedIn('staff', `/1/listing/${listing.id}/show/building`);
    expect(await screen.findByText(String(listing.bedrooms), {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LISTING_TEXTS.buildingDelete })).not.toBeInTheDocument();
    const session = await createAccountApi().login('staff', 'staff');
    const provider = createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
    await expect(provider.deleteListingBuilding(listing.id)).rejects.toMatchObject({ status: 403 });
    expect(table('listing').find(r => r.id === listing.id)!.bedrooms).toBe(listing.bedrooms);
  });
});
