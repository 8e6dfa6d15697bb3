/**
 * Layouts with the real <Admin> against the demo API (msw/node): create with a validation error,
 * create (with a picture, app content and attributes), edit across the six tabs (their routes keep
 * ?pid=, saving returns to the project's Layouts tab), the order field and the site visibility
 * control per organization, the custom attributes ('Loading fields...', 'ERROR'), the app images
 * (info, order, delete) and brochures, uploads refused before anything is sent, the show tabs,
 * GET layout/{id}/plots, and what the permissions refuse.
 */
import { GEO_MESSAGES } from '../../src/features/geoMap/geoLogic';
import { describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { table, type Row } from '../../mocks/db';
import { createAccountApi } from '../../src/api/account';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { UPLOAD_TOO_LARGE } from '../../src/common/uploads';
import { captureDownloads, renderSignedIn, waitForPath } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const layout1 = () => table('layout').find(l => l.id === 1)!;
type Image = { key: string; title: string; description: string; order: number };
const imagesOf = (row: Row) => [...(row.appimages as Image[])].sort((a, b) => a.order - b.order);

/** Bodies of the calls made to paths containing `part`. */
const recordCalls = (part: string) => {
  const calls: Array<{ method: string; url: string; body: Record<string, string> }> = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.includes(part) || request.method === 'GET') return;
    const body: Record<string, string> = {};
    const form = await request.clone().formData();
    for (const [k, v] of form.entries()) body[k] = typeof v === 'string' ? v : `(file ${(v as File).name})`;
    calls.push({ method: request.method, url: request.url, body });
  });
  return calls;
};

const fileInput = (source: string) => document.querySelector(`.ra-input-${source} input[type="file"]`) as HTMLInputElement;
/** A tab of the layout form by its path ('' for Profile): role queries are slow on a form this big. */
const tab = (path: string) => document.getElementById(`tabheader-${path}`) as HTMLElement;
/** Types a whole value at once (keystroke by keystroke is slow on a form this big). */
const fill = (input: Element, value: string) => fireEvent.change(input, { target: { value } });
/** The layout's own name input (the Nearby Locations rows have a Name too). */
const nameInput = () => document.querySelector('input[name="name"]') as HTMLInputElement;
const picture = (name = 'plan.png') => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

describe('layout create', { timeout: 90_000 }, () => {
  it("refuses a layout without a name with 'Layout name is required'", async () => {
    const calls = recordCalls('/1/layout');
    const { user } = await renderSignedIn('admin', '/1/layout/create?pid=1');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Layout name is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(window.location.pathname).toBe('/1/layout/create');
  });

  it(
    'creates a layout with a picture, app content and an attribute, then returns to the project Layouts tab',
    { timeout: 120_000 },
    async () => {
      const { user } = await renderSignedIn('admin', '/1/layout/create?pid=1');
      // The project comes from ?pid=.
      await waitFor(() => expect(screen.getByText('Daga Nagar').closest('a')).toHaveAttribute('href', '/1/project/1/show'));
      fill(nameInput(), 'Daga Nagar Phase 4');
      await user.click(screen.getByLabelText('TVMpropsite'));

      await user.click(tab('appcontent'));
      await waitForPath('/1/layout/create/appcontent');
      expect(window.location.search).toBe('?pid=1');
      fill(screen.getByLabelText(/^App intro/), 'Plots near the Oragadam corridor.');
      await user.click(screen.getByLabelText('DTCP Approved'));
      const appInfo = document.querySelector('.ra-input-appinfo') as HTMLElement;
      await user.click(within(appInfo).getByLabelText('Add'));
      fill(within(appInfo).getByLabelText(/^Title/), 'Location');
      fill(within(appInfo).getByLabelText(/^Content/), '2 km from Padappai');

      await user.click(tab('media'));
      await waitForPath('/1/layout/create/media');
      await user.upload(fileInput('image_upload'), picture());

      await user.click(tab('attributes'));
      await user.click(await screen.findByLabelText('Gated Community'));

      await user.click(screen.getByText('Save'));
      await waitForPath('/1/project/1/show/layout');
      const created = table('layout').find(l => l.name === 'Daga Nagar Phase 4')!;
      expect(created).toMatchObject({
        organization_id: 1,
        project_id: 1,
        site_visibility: 'TVMpropsite',
        appintro: 'Plots near the Oragadam corridor.',
        appinfo: [{ title: 'Location', content: '2 km from Padappai' }],
      });
      expect((created.appfeatures as Record<string, number>).dtcp).toBe(1);
      expect((created.attributes as Record<string, unknown>).gated_community).toBe(1);
      expect(String(created.imageurl)).toMatch(/demo-assets\/layoutfile\//);
      expect(await screen.findByRole('link', { name: 'Daga Nagar Phase 4' })).toBeInTheDocument();
    },
  );
});

describe('layout edit', { timeout: 90_000 }, () => {
  it('has the six tabs at their routes, which keep ?pid=', { timeout: 120_000 }, async () => {
    const { user } = await renderSignedIn('admin', '/1/layout/1?pid=1');
    await waitFor(() => expect(nameInput()).toHaveValue(String(layout1().name)));
    expect(tab('')).toHaveTextContent('Profile');
    const labels = {
      appcontent: 'App Content',
      media: 'Media',
      location: 'Location',
      attributes: 'Attributes',
      resalepermission: 'Resale Permission',
    };
    for (const [path, label] of Object.entries(labels)) {
      expect(tab(path)).toHaveTextContent(label);
      await user.click(tab(path));
      await waitForPath(`/1/layout/1/${path}`);
      expect(window.location.search).toBe('?pid=1');
    }
  });

  it('edits the name, the resale permission and empties a list, then returns to the project', { timeout: 120_000 }, async () => {
    const calls = recordCalls('/1/layout/1');
    const { user } = await renderSignedIn('admin', '/1/layout/1/resalepermission?pid=1');
    await waitFor(() => expect(nameInput()).toHaveValue(String(layout1().name)));
    await user.click(screen.getByLabelText(/Resale permission/));
    await user.click(tab(''));
    fill(nameInput(), '');
    await user.click(screen.getByText('Save'));
    expect(await screen.findByText('Layout name is required')).toBeInTheDocument();
    fill(nameInput(), 'Daga Nagar Phase One');

    // Empty the FAQ: every row removed.
    await user.click(tab('appcontent'));
    const faq = document.querySelector('.ra-input-faq') as HTMLElement;
    const faqCount = (layout1().faq as unknown[]).length;
    for (let i = 0; i < faqCount; i++) {
      await user.click(within(faq).getAllByLabelText('Remove')[0]);
    }
    await waitFor(() => expect(within(faq).queryAllByLabelText(/^Question/)).toHaveLength(0));

    const resaleBefore = layout1().resale_permission;
    await user.click(screen.getByText('Save'));
    await waitForPath('/1/project/1/show/layout');
    expect(layout1()).toMatchObject({ name: 'Daga Nagar Phase One', faq: [], resale_permission: resaleBefore ? 0 : 1 });
    // Only the writable fields go out; an emptied list as an empty value.
    const sent = calls.find(c => c.body._method === 'PUT')!.body;
    expect(sent.faq).toBe('');
    expect(Object.keys(sent).some(k => k.startsWith('plotsstat') || k.startsWith('appimages') || k.startsWith('allattributes'))).toBe(
      false,
    );
  });

  it('organization 1 (Daga) shows the order field and the Daga visibility control', async () => {
    layout1().site_visibility = 'Dagasite';
    const { user } = await renderSignedIn('admin', '/1/layout/1?pid=1');
    expect(await screen.findByLabelText(/^Order/)).toHaveValue(Number(layout1().order));
    const daga = screen.getByRole('checkbox', { name: 'Dagasite' });
    const tvm = screen.getByRole('checkbox', { name: 'TVMpropsite' });
    await waitFor(() => expect(daga).toBeChecked());
    expect(tvm).not.toBeChecked();
    expect(screen.queryByRole('combobox', { name: /Site visibility/ })).not.toBeInTheDocument();
    await user.click(tvm);
    await user.click(screen.getByText('Save'));
    await waitForPath('/1/project/1/show/layout');
    expect(layout1().site_visibility).toBe('Both');
  });

  it('another organization: no order field, and the four-value select', async () => {
    const layout = table('layout').find(l => l.organization_id === 2)!;
    await renderSignedIn('admin', `/2/layout/${layout.id}?pid=${layout.project_id}`);
    await waitFor(() => expect(nameInput()).toHaveValue(String(layout.name)));
    expect(screen.queryByLabelText(/^Order/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Dagasite' })).not.toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Site visibility/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map(o => o.textContent?.trim()).filter(Boolean)).toEqual(['Hide', 'Dagasite', 'TVMpropsite', 'Both']);
  });

  it('the demo API ignores an order outside organization 1 and requires the name', async () => {
    const session = await createAccountApi().login('admin', 'admin');
    const dp2 = createDataProvider(createHttpClient({ orgid: '2', getToken: () => session.token }));
    const layout = table('layout').find(l => l.organization_id === 2)!;
    const order = layout.order;
    await dp2.update('layout', { id: layout.id, data: { name: 'Renamed', order: 99 }, previousData: layout });
    expect(table('layout').find(l => l.id === layout.id)).toMatchObject({ name: 'Renamed', order });
    const refused = await dp2.update('layout', { id: layout.id, data: { name: '' }, previousData: layout }).catch(e => e);
    expect(refused.body.errors).toEqual({ name: 'Layout name is required' });
  });
});

describe('custom attributes (Attributes tab)', { timeout: 90_000 }, () => {
  it("shows 'Loading fields...' then one input per attribute type, and saves a value", async () => {
    const types = table('layoutattributetype').filter(t => t.organization_id === 1);
    const select = types.find(t => t.option_type === 'Select')!;
    const option = (select.option_value as { _id: string; option_value: string }[])[0];
    const { user } = await renderSignedIn('admin', '/1/layout/1/attributes?pid=1');
    expect(await screen.findByText('Loading fields...')).toBeInTheDocument();
    for (const t of types) expect(await screen.findByText(String(t.name), { selector: 'label, legend, span' })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: String(select.name) }));
    await user.click(await screen.findByRole('option', { name: option.option_value }));
    await user.click(screen.getByText('Save'));
    await waitForPath('/1/project/1/show/layout');
    expect((layout1().attributes as Record<string, unknown>)[String(select.slug)]).toBe(option._id);
  });

  it("shows 'ERROR' when the fields cannot be read", async () => {
    server.use(
      http.get('*/api/v1/:orgid/layoutattributetype/filter', () =>
        HttpResponse.json({ status: false, message: '', data: null, errors: null }, { status: 500 }),
      ),
    );
    await renderSignedIn('admin', '/1/layout/1/attributes?pid=1');
    expect(await screen.findByText('ERROR')).toBeInTheDocument();
  });
});

describe('media: app images and brochures', { timeout: 90_000 }, () => {
  it("edits an image's title and description: 'Promo Image Info updated.'", async () => {
    const calls = recordCalls('savepromoimagesinfo');
    const image = imagesOf(layout1())[0];
    const { user } = await renderSignedIn('admin', '/1/layout/1/media?pid=1');
    await user.click(await screen.findByRole('button', { name: `Edit ${image.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Image Info' });
    const title = within(dialog).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Grand entrance');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Promo Image Info updated.')).toBeInTheDocument();
    expect(calls[0].body).toMatchObject({ layoutid: '1', key: image.key, title: 'Grand entrance', description: image.description });
    expect(imagesOf(layout1())[0].title).toBe('Grand entrance');
    // The page reloads: the card shows the new title.
    expect(await screen.findByRole('button', { name: 'Edit Grand entrance' })).toBeInTheDocument();
  });

  it('reorders the images (saveappimageorder with items and layoutid)', async () => {
    const calls = recordCalls('saveappimageorder');
    const [first, second] = imagesOf(layout1());
    const { user } = await renderSignedIn('admin', '/1/layout/1/media?pid=1');
    await user.click(await screen.findByRole('button', { name: `Move ${first.title} later` }));
    await waitFor(() => expect(imagesOf(layout1())[0].key).toBe(second.key));
    expect(imagesOf(layout1())[1].key).toBe(first.key);
    expect(calls[0].body.layoutid).toBe('1');
    expect(JSON.parse(calls[0].body.items).slice(0, 2)).toEqual([
      { key: second.key, order: 1 },
      { key: first.key, order: 2 },
    ]);
  });

  it('reorders by dragging a picture onto another', async () => {
    const images = imagesOf(layout1());
    await renderSignedIn('admin', '/1/layout/1/media?pid=1');
    const list = await screen.findByRole('list', { name: 'App images' });
    const cards = within(list).getAllByRole('listitem');
    const data = { setData: () => undefined, effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(cards[2], { dataTransfer: data });
    fireEvent.dragOver(cards[0], { dataTransfer: data });
    fireEvent.drop(cards[0], { dataTransfer: data });
    await waitFor(() =>
      expect(imagesOf(layout1()).map(i => i.key)).toEqual([
        images[2].key,
        images[0].key,
        images[1].key,
        ...images.slice(3).map(i => i.key),
      ]),
    );
  });

  it("deletes an image after 'Are you sure!. Do you wnat to delete this image.'", async () => {
    const image = imagesOf(layout1())[0];
    const { user } = await renderSignedIn('admin', '/1/layout/1/media?pid=1');
    await user.click(await screen.findByRole('button', { name: `Delete ${image.title}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure!. Do you wnat to delete this image.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(imagesOf(layout1()).some(i => i.key === image.key)).toBe(false));
  });

  it("a failed image delete without a message says 'Unable to delete image' and keeps the image", async () => {
    server.use(
      http.post('*/api/v1/:orgid/layout/:id/appimage/delete', () =>
        HttpResponse.json({ status: false, message: '', data: null, errors: null }, { status: 500 }),
      ),
    );
    const image = imagesOf(layout1())[0];
    const { user } = await renderSignedIn('admin', '/1/layout/1/media?pid=1');
    await user.click(await screen.findByRole('button', { name: `Delete ${image.title}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Unable to delete image')).toBeInTheDocument();
    expect(imagesOf(layout1()).some(i => i.key === image.key)).toBe(true);
  });

  it('deletes a brochure (brochure/delete with key) after the confirmation', async () => {
    const layout = table('layout').find(l => l.organization_id === 1 && (l.brochures as unknown[]).length > 0)!;
    const brochure = (layout.brochures as { key: string; name: string }[])[0];
    const calls = recordCalls('brochure/delete');
    const { user } = await renderSignedIn('admin', `/1/layout/${layout.id}/media?pid=${layout.project_id}`);
    await user.click(await screen.findByRole('button', { name: `Delete ${brochure.name}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this record')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect((table('layout').find(l => l.id === layout.id)!.brochures as unknown[]).length).toBe(0));
    expect(calls[0].body).toEqual({ key: brochure.key });
  });

  it('adds app images and a brochure with the layout save', async () => {
    const before = imagesOf(layout1()).length;
    const { user } = await renderSignedIn('admin', '/1/layout/1/media?pid=1');
    await screen.findByRole('list', { name: 'App images' });
    await user.upload(fileInput('new_appimages'), [picture('gate.png'), picture('park.png')]);
    await user.upload(fileInput('new_brochures'), new File(['%PDF-1.4'], 'price-list.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByText('Save'));
    await waitForPath('/1/project/1/show/layout');
    expect(imagesOf(layout1())).toHaveLength(before + 2);
    expect((layout1().brochures as { name: string }[]).map(b => b.name)).toContain('price-list.pdf');
  });

  it('refuses an upload over 10,000,000 bytes, or a video brochure, before anything is sent', async () => {
    const calls = recordCalls('/1/layout/1');
    const { user } = await renderSignedIn('admin', '/1/layout/1/media?pid=1');
    await screen.findByRole('list', { name: 'App images' });
    const big = picture('huge.png');
    Object.defineProperty(big, 'size', { value: 10_000_001 });
    await user.upload(fileInput('new_appimages'), big);
    await user.upload(fileInput('new_brochures'), new File(['x'], 'tour.mp4', { type: 'video/mp4' }));
    await user.click(screen.getByText('Save'));
    expect(await screen.findByText(UPLOAD_TOO_LARGE)).toBeInTheDocument();
    expect(screen.getByText(/The brochure must be an image or a document/)).toBeInTheDocument();
    expect(calls.filter(c => c.body._method === 'PUT')).toHaveLength(0);
    expect(window.location.pathname).toBe('/1/layout/1/media');
  });
});

describe('layout show tabs', { timeout: 90_000 }, () => {
  it('summary, App Content, Map and GMap at their routes', async () => {
    const layout = layout1();
    const { user } = await renderSignedIn('admin', '/1/layout/1/show');
    expect(await screen.findByText(String(layout.meta_title))).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTitle(`QR code of ${String(layout.name)}`)).toBeInTheDocument();
    expect(screen.getByText('Attributes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Edit/ })).toHaveAttribute('href', '/1/layout/1?pid=1');

    await user.click(screen.getByRole('tab', { name: 'App Content' }));
    await waitForPath('/1/layout/1/show/appcontent');
    expect(await screen.findByText(String((layout.faq as { title: string }[])[0].title))).toBeInTheDocument();
    expect(screen.getByRole('img', { name: imagesOf(layout)[0].title })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Map' }));
    await waitForPath('/1/layout/1/show/map');
    expect(await screen.findByTestId('plot-map')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'GMap' }));
    await waitForPath('/1/layout/1/show/gmap');
    expect(await screen.findByText(GEO_MESSAGES.noKey)).toBeInTheDocument();
  });

  it('an app image, a video or a brochure whose address is neither http(s) nor a path of this site is shown as text, never as a link or a picture', async () => {
    const layout = layout1();
    const bad = 'javascript:alert(1)';
    layout.appimages = [
      { key: 'bad-image', title: 'Bad image', description: '', order: 0, type: 'image', url: bad },
      { key: 'bad-video', title: 'Bad video', description: '', order: 1, type: 'video', url: bad },
    ];
    // Beside them, one at a path of this site (where the demo API keeps its files): a link.
    layout.brochures = [
      { key: 'bad-brochure', name: 'Bad brochure', url: bad },
      { key: 'site-brochure', name: 'Site brochure.pdf', url: '/api/v1/demo-assets/brochure/1/1.pdf' },
    ];
    const noBadAddress = () => expect(document.querySelector('[href^="javascript"], [src^="javascript"]')).toBeNull();
    await renderSignedIn('admin', '/1/layout/1/show/appcontent');
    expect(await screen.findByText('Bad brochure')).toBeInTheDocument();
    expect(screen.getByText('Video 2')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Video 2' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bad brochure' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Bad image' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Site brochure.pdf' })).toHaveAttribute('href', '/api/v1/demo-assets/brochure/1/1.pdf');
    noBadAddress();
    cleanup();

    await renderSignedIn('admin', '/1/layout/1/media?pid=1');
    expect(await screen.findByText('Bad brochure')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bad brochure' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Bad image' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Site brochure.pdf' })).toHaveAttribute('href', '/api/v1/demo-assets/brochure/1/1.pdf');
    noBadAddress();
  });

  it("a demo API's file opens by a download through the page (its service worker does not answer a new tab)", async () => {
    const downloads = captureDownloads();
    const brochure = (layout1().brochures as { name: string; url: string }[])[0]!;
    await renderSignedIn('admin', '/1/layout/1/show/appcontent');
    fireEvent.click(await screen.findByRole('link', { name: brochure.name }));
    await waitFor(() => expect(downloads.clicked).toHaveLength(1));
    expect(downloads.clicked[0]!.download).toBe(brochure.name);
    expect(downloads.blobs[0]!.type).toBe('application/pdf');
  });

  it('GET layout/{id}/plots answers the plots of the layout', async () => {
    const session = await createAccountApi().login('staff', 'staff');
    const dp = createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
    const { data } = await dp.layoutPlots<Row>(1);
    expect(data.length).toBe(table('plot').filter(p => p.lid === 1).length);
    expect(data.every(p => p.lid === 1)).toBe(true);
  });
});

describe('permissions', { timeout: 90_000 }, () => {
  it('staff (project.view) sees the layout page without the edit button', async () => {
    await renderSignedIn('staff', '/1/layout/1/show');
    expect(await screen.findByText(String(layout1().meta_title))).toBeInTheDocument();
    await new Promise(resolve => setTimeout(resolve, 300));
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('staff is refused at the typed edit and create URLs', async () => {
    await renderSignedIn('staff', '/1/layout/1?pid=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });

  it('staff is refused at the typed create URL', async () => {
    await renderSignedIn('staff', '/1/layout/create?pid=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });
});
