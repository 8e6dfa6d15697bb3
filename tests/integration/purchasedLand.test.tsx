/**
 * Purchased land (issue 18) in the real console against the demo API: the list titled Properties
 * with its Map (http(s) only) and Files links, the delete that warns about and removes the land's
 * files, the Folder/Files tab's paths (Add File, Add Folder through /document/project/create, Edit),
 * the GMap tab without a key, and the purchasedlandmap page drawing every polygon with links
 * without a key.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { table } from '../../mocks/db';
import { GEO_MESSAGES, parseGeo } from '../../src/features/geoMap/geoLogic';
import { MESSAGES } from '../../src/common/messages';
import { PURCHASED_LAND_TEXTS } from '../../src/resources/inventory/purchasedland/schema';
import { NO_KEY_NOTICE } from '../../src/resources/inventory/purchasedland/PurchasedLandMap';
import { bodyRows, renderSignedIn } from './helpers';

configure({ asyncUtilTimeout: 10000 });
const LONG = { timeout: 10000 };

const lands = () => table('purchasedland').filter(r => r.organization_id === 1);
const rowOf = (location: string) => bodyRows().find(r => r.textContent?.includes(location))!;

describe('purchased land', { timeout: 90_000 }, () => {
  it('lists the lands under Properties with a maps link at latitude,longitude and a Files link', async () => {
    const [first, second] = lands();
    // A coordinate that is not a number gives no link (the link is built only from numbers, http(s)).
    second!.latitude = 'javascript:alert(1)';
    await renderSignedIn('admin', '/1/purchasedland');
    expect(await screen.findByRole('heading', { level: 1, name: 'Properties' })).toBeInTheDocument();
    await waitFor(() => expect(rowOf(String(first!.location))).toBeTruthy());
    const row = rowOf(String(first!.location));
    const map = await within(row).findByRole('link', { name: `Map of ${String(first!.location)}` }, LONG);
    expect(map).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${first!.latitude},${first!.longitude}`);
    expect(within(row).getByRole('link', { name: `Files of ${String(first!.location)}` })).toHaveAttribute(
      'href',
      `/1/purchasedland/${first!.id}/show/document`,
    );
    const other = rowOf(String(second!.location));
    expect(within(other).queryByRole('link', { name: /^Map of/ })).toBeNull();
    expect(other.innerHTML).not.toContain('javascript:');
  });

  it('warns that the files go too, and the delete removes the land with its own documents', async () => {
    const land = lands()[0]!;
    const own = () => table('document').filter(d => d.type === 'PurchasedLand' && String(d.item_id) === String(land.id));
    expect(own().length).toBeGreaterThan(0);
    const defaults = table('document').filter(d => d.type === 'PurchasedLand' && String(d.source_id) === '0').length;
    const { user } = await renderSignedIn('admin', `/1/purchasedland/${land.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }, LONG));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.deleteContent)).toBeInTheDocument();
    expect(within(dialog).getByText(PURCHASED_LAND_TEXTS.deleteWarning)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(table('purchasedland').some(r => r.id === land.id)).toBe(false));
    expect(own()).toEqual([]);
    expect(table('document').filter(d => d.type === 'PurchasedLand' && String(d.source_id) === '0')).toHaveLength(defaults);
  });

  it('the Folder/Files tab: Add Folder through /document/project/create, Add File and Edit under document/purchasedland', async () => {
    const land = lands()[0]!;
    const { user } = await renderSignedIn('admin', `/1/purchasedland/${land.id}/show/document`);
    const addFolder = await screen.findByRole('link', { name: 'Add Folder' }, LONG);
    expect(addFolder).toHaveAttribute('href', `/1/document/project/create?pid=${land.id}&type=purchasedland&ftype=folder&parent_id=0`);
    const folder = table('document').find(
      d => d.organization_id === 1 && d.type === 'PurchasedLand' && d.ftype === 'Folder' && d.name === 'Title Documents',
    )!;
    await user.click(await screen.findByRole('button', { name: 'Open folder Title Documents' }, LONG));
    await screen.findByRole('button', { name: 'Back to Folder' }, LONG);
    expect(await screen.findByRole('link', { name: 'Add File' }, LONG)).toHaveAttribute(
      'href',
      `/1/document/purchasedland/create?pid=${land.id}&type=purchasedland&ftype=file&parent_id=${folder.id}`,
    );
    const deed = table('document').find(
      d => d.type === 'PurchasedLand' && d.item_id === land.id && d.parent_id === folder.id && String(d.name).startsWith('Sale Deed'),
    )!;
    const edit = await screen.findByRole('link', { name: `Edit ${String(deed.name)}` }, LONG);
    expect(edit.getAttribute('href')).toMatch(new RegExp(`^/1/document/purchasedland/${deed.id}\\?`));
  });

  it('the Add Folder form of a land opens at /document/project/create with the land as its owner', async () => {
    const land = lands()[0]!;
    await renderSignedIn('admin', `/1/document/project/create?pid=${land.id}&type=purchasedland&ftype=folder&parent_id=0`);
    expect(await screen.findByText('Add Folder', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', `/1/purchasedland/${land.id}/show/document`);
  });

  it('the GMap tab without a key shows the notice and the saved polygon', async () => {
    const land = lands().find(l => parseGeo(l.geo).length >= 3)!;
    await renderSignedIn('admin', `/1/purchasedland/${land.id}/show/gmap`);
    expect(await screen.findByText(GEO_MESSAGES.noKey, {}, LONG)).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Saved polygon' });
    expect(within(grid).getAllByRole('row').slice(1)).toHaveLength(parseGeo(land.geo).length);
  });

  it('the purchasedlandmap page without a key draws every polygon with its name linking to its page', async () => {
    const withPolygon = lands().filter(l => parseGeo(l.geo).length >= 3);
    const without = lands().filter(l => parseGeo(l.geo).length < 3);
    expect(withPolygon.length).toBeGreaterThan(1);
    expect(without.length).toBeGreaterThan(0);
    await renderSignedIn('admin', '/1/purchasedlandmap');
    expect(await screen.findByText(NO_KEY_NOTICE, {}, LONG)).toBeInTheDocument();
    const map = screen.getByRole('group', { name: 'Purchased land map' });
    const polygons = map.querySelectorAll('polygon');
    expect(polygons).toHaveLength(withPolygon.length);
    for (const p of polygons) expect(p.getAttribute('points')!.split(' ').length).toBeGreaterThanOrEqual(3);
    for (const land of withPolygon) {
      expect(within(map).getByRole('link', { name: String(land.location) })).toHaveAttribute('href', `/1/purchasedland/${land.id}/show`);
    }
    for (const land of without) expect(within(map).queryByRole('link', { name: String(land.location) })).toBeNull();
  });
});
