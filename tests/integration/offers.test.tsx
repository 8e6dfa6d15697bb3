/**
 * Customer offers (spec 2 §2 "Offers and groups", §3, §5, §6, §7; issue 16) beyond the
 * parametrized schema test: Registered shown as Existing (and sent as Registered), Expired, View
 * Page only when Active with an http(s) page, the Assign Layout link of an offer without layouts,
 * the Tamil fields, the QR code of the page, the image delete, and the tabs Offer Layout Details /
 * Assign Layout with their calls (offerid / offer_id and sid[]) behind customeroffer.update.
 */
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { table } from '../../mocks/db';
import { server } from '../../mocks/node';
import { MESSAGES } from '../../src/common/messages';
import { OFFER_TEXTS } from '../../src/resources/crm/offers/customerOffers';
import { bodyRows, captureDownloads, captureRequests, renderSignedIn, setPermissions } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);
const today = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const isExpired = (o: Record<string, unknown>) => !!o.to_date && String(o.to_date) < today();
const layoutsOf = (offerId: number) => org1('offerlayout').filter(l => l.offer_id === offerId);
const rowOf = (name: string) => bodyRows().find(r => r.textContent?.includes(name));

/** The list of organization 1's offers, all on one page. */
const openList = async (username = 'admin') => {
  const rendered = await renderSignedIn(username, '/1/customeroffer?perPage=50');
  await waitFor(() => expect(bodyRows().length).toBe(org1('customeroffer').length));
  return rendered;
};

describe('customer offers (spec 2 §2 "customeroffer")', { timeout: 60_000 }, () => {
  it('shows the stored customer type Registered as Existing in the list', async () => {
    const registered = org1('customeroffer').find(o => o.customer_type === 'Registered')!;
    await openList();
    const row = rowOf(String(registered.name))!;
    expect(within(row).getByText('Existing')).toBeInTheDocument();
    expect(row.textContent).not.toContain('Registered');
  });

  it('offers Existing for Registered in the form, and sends it as Registered with the Tamil name', async () => {
    const { user } = await renderSignedIn('admin', '/1/customeroffer/create');
    await user.type((await screen.findAllByLabelText(/^Name/))[0]!, 'Aadi Offer');
    fireEvent.change(screen.getByLabelText('Name (Tamil)'), { target: { value: 'ஆடி சலுகை' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Customer Type/ }));
    const options = (await screen.findAllByRole('option')).map(o => o.textContent?.trim()).filter(Boolean);
    expect(options).toEqual(['New', 'Existing', 'All']);
    fireEvent.click(screen.getByRole('option', { name: 'Existing' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Active' }));
    const seen = captureRequests();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(org1('customeroffer').some(o => o.name === 'Aadi Offer')).toBe(true));
    const created = org1('customeroffer').find(o => o.name === 'Aadi Offer')!;
    expect(created.customer_type).toBe('Registered');
    expect(created.name_tamil).toBe('ஆடி சலுகை');
    const post = seen.find(r => r.method === 'POST' && r.path === '/1/customeroffer')!;
    await waitFor(() => expect(post.form).toMatchObject({ customer_type: 'Registered', name_tamil: 'ஆடி சலுகை' }));
  });

  it('shows Expired for an offer whose offervalid is false, and View Page only for an Active offer with an http(s) page', async () => {
    const offers = org1('customeroffer');
    const expired = offers.find(o => isExpired(o))!;
    const live = offers.find(o => !isExpired(o) && o.status === 'Active' && o.offerpage_url === null)!;
    const inactive = offers.find(o => !isExpired(o) && o.status === 'Inactive')!;
    const noPage = offers.find(o => !isExpired(o) && o.status === 'Active' && o.offerpage_url === '')!;
    const unsafe = offers.find(o => !isExpired(o) && o.status === 'Active' && o.offerpage_url === null && o.id !== live.id)!;
    unsafe.offerpage_url = 'javascript:alert(1)';
    await openList();

    const expiredRow = rowOf(String(expired.name))!;
    expect(await within(expiredRow).findByText(OFFER_TEXTS.expired)).toBeInTheDocument();
    await within(rowOf(String(live.name))!).findByRole('link', { name: /View Page/ });
    expect(within(expiredRow).queryByRole('link', { name: /View Page/ })).toBeNull();

    const link = within(rowOf(String(live.name))!).getByRole('link', { name: `View Page of ${String(live.name)}` });
    expect(link.getAttribute('href')).toMatch(new RegExp(`^https://.+/offer/${live.id}$`));
    expect(link.getAttribute('target')).toBe('_blank');
    expect(rowOf(String(live.name))!.textContent).not.toContain(OFFER_TEXTS.expired);

    for (const offer of [inactive, noPage, unsafe]) {
      const row = rowOf(String(offer.name))!;
      expect(within(row).queryByRole('link', { name: /View Page/ })).toBeNull();
      expect(row.textContent).not.toContain(OFFER_TEXTS.expired);
    }
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
    // The list's QR code: drawn for an http(s) page only.
    expect(await within(rowOf(String(live.name))!).findByTitle(`QR code of ${String(live.name)}`)).toBeInTheDocument();
    expect(within(rowOf(String(unsafe.name))!).queryByTitle(`QR code of ${String(unsafe.name)}`)).toBeNull();
    expect(within(rowOf(String(noPage.name))!).queryByTitle(`QR code of ${String(noPage.name)}`)).toBeNull();
  });

  it('links an offer without layouts to its Assign Layout tab, and one with layouts to its Offer Layout Details', async () => {
    const none = org1('customeroffer').find(o => layoutsOf(o.id).length === 0)!;
    const some = org1('customeroffer').find(o => layoutsOf(o.id).length > 0)!;
    const { user } = await openList();
    const counted = within(rowOf(String(some.name))!).getByRole('link', {
      name: `${layoutsOf(some.id).length} layouts of ${String(some.name)}`,
    });
    expect(counted.getAttribute('href')).toBe(`/1/customeroffer/${some.id}/show/assignedlayouts`);
    await user.click(within(rowOf(String(none.name))!).getByRole('link', { name: OFFER_TEXTS.assignLayout }));
    await waitFor(() => expect(window.location.pathname).toBe(`/1/customeroffer/${none.id}/show/assignlayout`));
    expect(await screen.findByRole('tab', { name: 'Assign Layout', selected: true })).toBeInTheDocument();
  });

  it('shows the English and Tamil texts, the rich content sanitized, and the QR code of the page, downloaded as an SVG', async () => {
    const offer = org1('customeroffer').find(o => !isExpired(o) && o.status === 'Active' && o.offerpage_url === null)!;
    offer.content_tamil = '<p>சிறப்பு</p><img src="x" onerror="window.__offerHacked = 1"><script>window.__offerHacked = 1</script>';
    const downloads = captureDownloads();
    const { user } = await renderSignedIn('admin', `/1/customeroffer/${offer.id}/show`);
    expect(await screen.findByText(String(offer.name_tamil))).toBeInTheDocument();
    expect(screen.getByText(String(offer.intro_tamil))).toBeInTheDocument();
    expect(screen.getByText('சிறப்பு')).toBeInTheDocument();
    expect(document.querySelector('#main-content script, [onerror]')).toBeNull();
    expect((window as unknown as { __offerHacked?: number }).__offerHacked).toBeUndefined();
    const qr = screen.getByTitle(`QR code of ${String(offer.name)}`);
    expect(qr.closest('svg')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'View Page' }).getAttribute('href')).toMatch(/^https:\/\//);
    await user.click(screen.getByRole('button', { name: 'Download QR code' }));
    expect(downloads.clicked.at(-1)!.download).toBe(`offer-${offer.id}-qrcode.svg`);
    expect(downloads.blobs.at(-1)!.type).toBe('image/svg+xml');
    expect(await downloads.blobs.at(-1)!.text()).toContain('<svg');
  });

  it("deletes the offer's stored image with its key (customeroffer/{id}/customerofferimage/delete) after the image confirmation", async () => {
    const offer = org1('customeroffer').find(o => o.image)!;
    const key = (offer.image as { key: string }).key;
    const { user } = await renderSignedIn('admin', `/1/customeroffer/${offer.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete image' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.deleteTitle });
    expect(within(dialog).getByText('Are you sure!. Do you wnat to delete this image.')).toBeInTheDocument();
    const seen = captureRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(org1('customeroffer').find(o => o.id === offer.id)!.image).toBeNull());
    const call = seen.find(r => r.path === `/1/customeroffer/${offer.id}/customerofferimage/delete`)!;
    await waitFor(() => expect(call.form).toEqual({ key }));
  });

  it('removes the selected layouts after the confirmation (offer_id, sid[] of the layouts)', async () => {
    const offer = org1('customeroffer').find(o => layoutsOf(o.id).length > 0)!;
    const link = layoutsOf(offer.id)[0]!;
    const layout = org1('layout').find(l => l.id === link.layout_id)!;
    const { user } = await renderSignedIn('admin', `/1/customeroffer/${offer.id}/show/assignedlayouts`);
    const row = await waitFor(() => {
      const found = rowOf(String(layout.name));
      expect(found).toBeDefined();
      return found!;
    });
    expect(row.textContent).toContain(String(layout.location));
    expect(row.textContent).toContain(String(link.assignedby));
    await user.click(within(row).getByRole('checkbox'));
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(layoutsOf(offer.id).some(l => l.layout_id === layout.id)).toBe(false));
    const post = seen.find(r => r.method === 'POST' && r.path === '/1/customeroffer/removeassignofferlayout')!;
    await waitFor(() => expect(post.form).toEqual({ offer_id: String(offer.id), 'sid[]': String(layout.id) }));
  });

  it('assigns the chosen layouts (offerid, sid[]); a layout the offer has cannot be chosen again', async () => {
    const offer = org1('customeroffer').find(o => layoutsOf(o.id).length === 0)!;
    const { user } = await renderSignedIn('admin', `/1/customeroffer/${offer.id}/show/assignlayout`);
    const rows = await waitFor(() => {
      const found = bodyRows();
      expect(found.length).toBeGreaterThan(2);
      return found;
    });
    const names = rows.slice(0, 2).map(r => within(r).getAllByRole('link')[0]!.textContent!);
    for (const row of rows.slice(0, 2)) await user.click(within(row).getByRole('checkbox'));
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: OFFER_TEXTS.assignLayout }));
    await waitFor(() => expect(layoutsOf(offer.id)).toHaveLength(2));
    const ids = org1('layout')
      .filter(l => names.includes(String(l.name)))
      .map(l => l.id);
    expect(new Set(layoutsOf(offer.id).map(l => l.layout_id))).toEqual(new Set(ids));
    const post = seen.find(r => r.method === 'POST' && r.path === '/1/customeroffer/assignofferlayout')!;
    await waitFor(() => expect(post.form?.offerid).toBe(String(offer.id)));
    await waitFor(() => {
      const again = bodyRows().find(r => r.textContent?.includes(names[0]!))!;
      expect(within(again).getByRole('checkbox')).toBeDisabled();
    });
  });

  it("keeps the selection and shows the server's message when an assign fails", async () => {
    const offer = org1('customeroffer').find(o => layoutsOf(o.id).length === 0)!;
    server.use(
      http.post('*/1/customeroffer/assignofferlayout', () =>
        HttpResponse.json({ status: false, message: 'This layout is closed for offers', data: null, errors: null }, { status: 422 }),
      ),
    );
    const { user } = await renderSignedIn('admin', `/1/customeroffer/${offer.id}/show/assignlayout`);
    const row = await waitFor(() => {
      expect(bodyRows().length).toBeGreaterThan(0);
      return bodyRows()[0]!;
    });
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: OFFER_TEXTS.assignLayout }));
    expect(await screen.findByText('This layout is closed for offers')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByRole('checkbox')).toBeChecked();
    expect(layoutsOf(offer.id)).toHaveLength(0);
  });

  it('without customeroffer.update the tabs list the layouts but offer no selection', async () => {
    setPermissions('staff', ['customeroffer.view', 'project.view']);
    const offer = org1('customeroffer').find(o => layoutsOf(o.id).length > 0)!;
    await renderSignedIn('staff', `/1/customeroffer/${offer.id}/show/assignedlayouts`);
    await waitFor(() => expect(bodyRows().length).toBe(layoutsOf(offer.id).length));
    expect(bodyRows()[0]!.querySelector('input[type="checkbox"]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
