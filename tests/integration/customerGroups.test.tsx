/**
 * Customer privilege groups (spec 2 §2 "customergroup (Customer Privilege Group)", §3, §5, §6, §7;
 * issue 16) beyond the parametrized schema test: the edit tabs Summary and Attributes
 * (/customergroup/{id}/attributes), the public page with its QR code, and the tabs Offer Group
 * Details / Assign Offer with their calls (gid / group_id and sid[]) behind customergroup.update.
 */
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '../../mocks/db';
import { OFFER_TEXTS } from '../../src/resources/crm/offers/customerOffers';
import { bodyRows, captureDownloads, captureRequests, renderSignedIn, setPermissions } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);
const offersOf = (groupId: number) => org1('offergroup').filter(l => l.group_id === groupId);
const rowOf = (name: string) => bodyRows().find(r => r.textContent?.includes(name));

describe('customer privilege groups (spec 2 §2 "customergroup")', { timeout: 60_000 }, () => {
  it('edits the attributes on their own tab (/customergroup/{id}/attributes) and saves them with the summary', async () => {
    const group = org1('customergroup').find(
      g => Array.isArray(g.customergroupattributes) && (g.customergroupattributes as unknown[]).length > 0,
    )!;
    const first = (group.customergroupattributes as { name: string; value: string }[])[0]!;
    const { user } = await renderSignedIn('admin', `/1/customergroup/${group.id}/attributes`);
    expect(await screen.findByRole('tab', { name: 'Attributes', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Summary' })).toBeInTheDocument();
    const value = await screen.findByDisplayValue(first.value);
    fireEvent.change(value, { target: { value: 'Three or more' } });
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect((org1('customergroup').find(g => g.id === group.id)!.customergroupattributes as { value: string }[])[0]!.value).toBe(
        'Three or more',
      ),
    );
    const put = seen.find(r => r.method === 'POST' && r.path === `/1/customergroup/${group.id}`)!;
    await waitFor(() => expect(put.form?._method).toBe('PUT'));
    expect(org1('customergroup').find(g => g.id === group.id)!.name).toBe(group.name);
  });

  it('shows the public page with its QR code (downloaded as an SVG) and View Page while the group is Active', async () => {
    const group = org1('customergroup').find(g => g.status === 'Active')!;
    const downloads = captureDownloads();
    const { user } = await renderSignedIn('admin', `/1/customergroup/${group.id}/show`);
    expect(await screen.findByTitle(`QR code of ${String(group.name)}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Page' }).getAttribute('href')).toMatch(new RegExp(`^https://.+/group/${group.id}$`));
    await user.click(screen.getByRole('button', { name: 'Download QR code' }));
    expect(downloads.clicked.at(-1)!.download).toBe(`group-${group.id}-qrcode.svg`);
    expect(await downloads.blobs.at(-1)!.text()).toContain('<svg');
  });

  it('an Inactive group offers no View Page, in the list and on its page', async () => {
    const inactive = org1('customergroup').find(g => g.status === 'Inactive')!;
    const active = org1('customergroup').find(g => g.status === 'Active')!;
    await renderSignedIn('admin', '/1/customergroup');
    await waitFor(() => expect(bodyRows().length).toBe(org1('customergroup').length));
    await within(rowOf(String(active.name))!).findByRole('link', { name: `View Page of ${String(active.name)}` });
    expect(within(rowOf(String(inactive.name))!).queryByRole('link', { name: /View Page/ })).toBeNull();
    window.history.pushState({}, '', `/1/customergroup/${inactive.id}/show`);
    fireEvent(window, new PopStateEvent('popstate'));
    expect(await screen.findByTitle(`QR code of ${String(inactive.name)}`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View Page/ })).toBeNull();
  });

  it('removes the selected offers after the confirmation (group_id, sid[] of the offers)', async () => {
    const group = org1('customergroup').find(g => offersOf(g.id).length > 0)!;
    const link = offersOf(group.id)[0]!;
    const offer = org1('customeroffer').find(o => o.id === link.offer_id)!;
    const { user } = await renderSignedIn('admin', `/1/customergroup/${group.id}/show/assignedoffers`);
    const row = await waitFor(() => {
      const found = rowOf(String(offer.name));
      expect(found).toBeDefined();
      return found!;
    });
    expect(
      within(row)
        .getByRole('link', { name: String(offer.name) })
        .getAttribute('href'),
    ).toBe(`/1/customeroffer/${offer.id}/show`);
    expect(within(row).getByText(String(offer.name_tamil))).toBeInTheDocument();
    await user.click(within(row).getByRole('checkbox'));
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(offersOf(group.id).some(l => l.offer_id === offer.id)).toBe(false));
    const post = seen.find(r => r.method === 'POST' && r.path === '/1/customergroup/removeassignoffergroup')!;
    await waitFor(() => expect(post.form).toEqual({ group_id: String(group.id), 'sid[]': String(offer.id) }));
  });

  it('assigns the chosen offers (gid, sid[]); an offer the group holds cannot be chosen again; Expired and Existing read as on the offers', async () => {
    const group = org1('customergroup').find(g => offersOf(g.id).length > 0)!;
    const held = org1('customeroffer').find(o => o.id === offersOf(group.id)[0]!.offer_id)!;
    const free = org1('customeroffer').find(o => !offersOf(group.id).some(l => l.offer_id === o.id))!;
    const { user } = await renderSignedIn('admin', `/1/customergroup/${group.id}/show/assignoffer`);
    await waitFor(() => expect(bodyRows().length).toBe(org1('customeroffer').length));
    expect(within(rowOf(String(held.name))!).getByRole('checkbox')).toBeDisabled();
    expect(bodyRows().some(r => r.textContent?.includes('Existing'))).toBe(true);
    expect(bodyRows().some(r => r.textContent?.includes(OFFER_TEXTS.expired))).toBe(true);
    expect(bodyRows().some(r => r.textContent?.includes('Registered'))).toBe(false);
    await user.click(within(rowOf(String(free.name))!).getByRole('checkbox'));
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Assign Offer' }));
    await waitFor(() => expect(offersOf(group.id).some(l => l.offer_id === free.id)).toBe(true));
    const post = seen.find(r => r.method === 'POST' && r.path === '/1/customergroup/assignoffergroup')!;
    await waitFor(() => expect(post.form).toEqual({ gid: String(group.id), 'sid[]': String(free.id) }));
    await waitFor(() => expect(within(rowOf(String(free.name))!).getByRole('checkbox')).toBeDisabled());
  });

  it('without customergroup.update the tabs list the offers but offer no selection and no edit', async () => {
    setPermissions('staff', ['customergroup.view', 'customeroffer.view']);
    const group = org1('customergroup').find(g => offersOf(g.id).length > 0)!;
    await renderSignedIn('staff', `/1/customergroup/${group.id}/show/assignedoffers`);
    await waitFor(() => expect(bodyRows().length).toBe(offersOf(group.id).length));
    expect(bodyRows()[0]!.querySelector('input[type="checkbox"]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
