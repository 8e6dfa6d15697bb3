/**
 * What the parametrized schema test cannot see in the website declarations (spec 3): the dealer's
 * category choice offers only Active categories and the list links the category and colours the
 * status; the builder's slug is on edit only and made from the name on create; site page meta has
 * no create; the site user's edit is in the tabs Profile and Password, the password typed unseen,
 * checked against its confirmation, and kept when left blank; carousels' Slides tab and ?slideid=,
 * testimonials' photo deletes, promo banners' pickers; a sell-property enquiry's tabs, its image and
 * PDF previews (a PDF linked only when http(s), never framed), the land location linked only when
 * http(s), the land photo's delete with its own confirmation, and every field required on edit with
 * the §5 texts; a customer notification's conditional fields and requirements, its customer
 * filters, Send (only on New, with the update key; its payload, message and refresh), 'On
 * Scheduled', and its edit tabs.
 */
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '../../mocks/db';
import { createAccountApi } from '../../src/api/account';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { SITE_USER_TEXTS } from '../../src/resources/website/siteUsers';
import { CAROUSEL_TEXTS } from '../../src/resources/website/carousels';
import { TESTIMONIAL_TEXTS } from '../../src/resources/website/testimonials';
import { BANNER_TEXTS } from '../../src/resources/website/promoBanners';
import { SELL_PROPERTY_TEXTS } from '../../src/resources/website/sellProperties';
import { NOTIFICATION_TEXTS } from '../../src/resources/website/customerNotifications';
import { MESSAGES } from '../../src/common/messages';
import { bodyRows, captureRequests, renderSignedIn, setPermissions, waitForPath } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);

describe('dealers (spec 3 §2 "The category choice lists only Active categories")', { timeout: 60_000 }, () => {
  it('offers only Active categories on the form', async () => {
    const categories = org1('dealercategory');
    const inactive = categories.filter(c => c.status === 'Inactive');
    expect(inactive.length).toBeGreaterThan(0);
    const { user } = await renderSignedIn('admin', '/1/dealer/create');
    await user.click(await screen.findByRole('combobox', { name: /^Category/ }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(categories.length - inactive.length));
    for (const category of inactive)
      expect(within(listbox).queryByRole('option', { name: String(category.title) })).not.toBeInTheDocument();
  });

  it('links the category to its show page and shows Active green, Inactive red', async () => {
    const inactive = org1('dealer').find(d => d.status === 'Inactive')!;
    Object.assign(inactive, { created_at: '2026-11-20T09:00:00.000Z' });
    await renderSignedIn('admin', '/1/dealer');
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent(String(inactive.name)));
    const category = table('dealercategory').find(c => c.id === inactive.category_id)!;
    const link = within(bodyRows()[0]!).getByRole('link', { name: String(category.title) });
    expect(link.getAttribute('href')).toBe(`/1/dealercategory/${category.id}/show`);
    expect(within(bodyRows()[0]!).getByText('Inactive').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(bodyRows()[1]!).getByText('Active').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
  });
});

describe('construction builders: the slug (spec 3 §2 "slug shown on edit")', { timeout: 60_000 }, () => {
  it('is not on the create form, where the photo is required', async () => {
    const { user } = await renderSignedIn('admin', '/1/constructionbuilder/create');
    await screen.findByLabelText(/^Builder Name/);
    expect(screen.queryByLabelText(/^Slug/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Photo is required')).toBeInTheDocument();
  });

  it('is made from the name by the API on create', async () => {
    const session = await createAccountApi().login('admin', 'admin');
    const provider = createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
    const { data } = await provider.create('constructionbuilder', {
      data: {
        name: 'Pon Vizha Constructions',
        phone: '9840012345',
        builder_name: 'P. Ponnusamy',
        photo: new File(['<svg/>'], 'photo.svg', { type: 'image/svg+xml' }),
        meta_title: 'Pon Vizha Constructions',
        meta_description: 'Homes in Tiruvannamalai',
        meta_keyword: 'builders',
      },
    });
    expect(table('constructionbuilder').find(r => r.id === data.id)).toMatchObject({
      slug: 'pon-vizha-constructions',
      photo: expect.objectContaining({ key: expect.any(String) }),
    });
  });

  it('is shown and editable on edit', async () => {
    const row = org1('constructionbuilder')[0]!;
    await renderSignedIn('admin', `/1/constructionbuilder/${row.id}`);
    await waitFor(() => expect(screen.getByLabelText(/^Slug/)).toHaveValue(String(row.slug)));
  });
});

describe('site page meta (spec 3 §2 "list, show, edit")', { timeout: 60_000 }, () => {
  it('has no create button', async () => {
    await renderSignedIn('admin', '/1/sitepagemeta');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('shows the page type read-only on edit', async () => {
    const row = org1('sitepagemeta')[0]!;
    await renderSignedIn('admin', `/1/sitepagemeta/${row.id}`);
    expect(await screen.findByLabelText(/^Meta Title/)).toHaveValue(String(row.meta_title));
    expect(document.querySelector('[name="page_type"]')).toBeNull();
    expect(screen.getAllByText(String(row.page_type)).length).toBeGreaterThan(0);
  });
});

describe('site users: the edit tabs Profile and Password (spec 3 §2, G7)', { timeout: 60_000 }, () => {
  const someone = () => org1('siteuser')[0]!;
  /** The inputs of that label on the tab shown (react-admin keeps the other tabs mounted, hidden). */
  const hidden = (el: Element | null): boolean =>
    !!el && (getComputedStyle(el).display === 'none' || el.hasAttribute('hidden') || hidden(el.parentElement));
  const shown = (label: RegExp) => screen.queryAllByLabelText(label, { selector: 'input' }).filter(el => !hidden(el));
  const input = async (label: RegExp) => {
    await waitFor(() => expect(shown(label)).toHaveLength(1));
    return shown(label)[0]!;
  };

  it('has the profile on its first tab and the password on /password, typed unseen; a mismatch is refused before anything is sent', async () => {
    const row = someone();
    const { user } = await renderSignedIn('admin', `/1/siteuser/${row.id}`);
    await waitFor(async () => expect(await input(/^Name/)).toHaveValue(String(row.name)));
    expect(shown(/^Password/)).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/1/siteuser/${row.id}/password`));
    const password = await input(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('');
    expect(await input(/^Confirm Password/)).toHaveAttribute('type', 'password');
    expect(shown(/^Name/)).toEqual([]);
    await user.type(password, 'newpass1');
    await user.type(await input(/^Confirm Password/), 'newpass2');
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SITE_USER_TEXTS.confirm)).toBeInTheDocument();
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);
  });

  it('changes the password when typed twice, and keeps it when left blank', async () => {
    const row = someone();
    const before = row.password;
    const { user } = await renderSignedIn('admin', `/1/siteuser/${row.id}/password`);
    await user.type(await input(/^Password/), 'Chennai@2026');
    await user.type(await input(/^Confirm Password/), 'Chennai@2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(table('siteuser').find(r => r.id === row.id)!.password).toBe('Chennai@2026'));
    expect(before).not.toBe('Chennai@2026');
    // A profile save leaves the password alone.
    const session = await createAccountApi().login('admin', 'admin');
    const provider = createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
    await provider.update('siteuser', {
      id: row.id,
      data: { name: 'Karthik S', status: 'Active', password: '', confirmpassword: '' },
      previousData: row,
    });
    expect((await provider.getOne('siteuser', { id: row.id })).data).not.toHaveProperty('password');
    expect(table('siteuser').find(r => r.id === row.id)!).toMatchObject({ name: 'Karthik S', password: 'Chennai@2026' });
  });

  it('shows no password on its page', async () => {
    const row = someone();
    await renderSignedIn('admin', `/1/siteuser/${row.id}/show`);
    expect(await screen.findByText(String(row.name))).toBeInTheDocument();
    expect(screen.queryByText(/password/i)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(String(row.password));
  });
});

describe('blogs (spec 3 §2 "Blogs")', { timeout: 60_000 }, () => {
  it('links the category cell to /blogcategory/{id}/show; a row opens the blog, its content shown formatted', async () => {
    const first = [...org1('blog')].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)) || b.id - a.id)[0]!;
    const category = table('blogcategory').find(c => c.id === first.category_id)!;
    const { user } = await renderSignedIn('admin', '/1/blog');
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent(String(first.title)));
    expect(within(bodyRows()[0]!).getByRole('link', { name: String(category.name) })).toHaveAttribute(
      'href',
      `/1/blogcategory/${category.id}/show`,
    );
    await user.click(within(bodyRows()[0]!).getByText(String(first.title)));
    await waitFor(() => expect(window.location.pathname).toBe(`/1/blog/${first.id}/show`));
    const content = await waitFor(() => {
      const node = document.querySelector('.rich-text');
      expect(node).not.toBeNull();
      return node!;
    });
    expect(content.querySelector('p, li')).not.toBeNull();
  });

  it('has no create for comments, which come from the website', async () => {
    await renderSignedIn('admin', '/1/blogcomment');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
  });
});

describe(
  'location landmarks and blogs: the existing-image grid (spec 3 §2, §7 locationimage/delete, blogimage/delete)',
  { timeout: 60_000 },
  () => {
    it.each([
      ['locationlandmark', 'locationimage'],
      ['blog', 'blogimage'],
    ])(
      '%s: deletes one stored image by its key through %s/delete after the confirmation, and keeps the others',
      async (resource, deletePath) => {
        const row = org1(resource).find(r => (r.images as unknown[]).length === 2)!;
        const stored = row.images as { url: string; key: string }[];
        const { user } = await renderSignedIn('admin', `/1/${resource}/${row.id}`);
        const grid = await screen.findByRole('group', { name: 'Existing Images' });
        expect(within(grid).getAllByRole('img')).toHaveLength(2);
        const seen = captureRequests();
        await user.click(await within(grid).findByRole('button', { name: 'Delete Images 2' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('Are you sure!. Do you wnat to delete this image.')).toBeInTheDocument();
        await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
        await waitFor(() => expect((table(resource).find(r => r.id === row.id)!.images as unknown[]).length).toBe(1));
        const call = seen.find(r => r.path === `/1/${resource}/${row.id}/${deletePath}/delete`)!;
        await waitFor(() => expect(call.form).toEqual({ key: stored[1]!.key }));
        expect((table(resource).find(r => r.id === row.id)!.images as { key: string }[])[0]!.key).toBe(stored[0]!.key);
        await waitFor(() => expect(within(screen.getByRole('group', { name: 'Existing Images' })).getAllByRole('img')).toHaveLength(1));
      },
    );

    it('adds an uploaded image to the stored ones on a save', async () => {
      const row = org1('locationlandmark')[1]!;
      const before = (row.images as unknown[]).length;
      const { user } = await renderSignedIn('admin', `/1/locationlandmark/${row.id}`);
      await screen.findByRole('group', { name: 'Existing Images' });
      const input = document.querySelector('input[type="file"][aria-label="Images"]') as HTMLInputElement;
      await user.upload(input, new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'entrance.svg', { type: 'image/svg+xml' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect((table('locationlandmark').find(r => r.id === row.id)!.images as unknown[]).length).toBe(before + 1));
    });

    it('shows the description formatted and a video link only when it is http(s)', async () => {
      const row = org1('locationlandmark')[0]!;
      Object.assign(row, {
        description: '<p><strong>Near</strong> the gate</p><img src=x onerror="window.__xss=1">',
        videos: [{ video_url: 'https://www.youtube.com/watch?v=abc' }, { video_url: 'javascript:alert(1)' }],
      });
      await renderSignedIn('admin', `/1/locationlandmark/${row.id}/show`);
      const content = await waitFor(() => {
        const node = document.querySelector('.rich-text');
        expect(node).not.toBeNull();
        return node!;
      });
      expect(content.querySelector('strong')?.textContent).toBe('Near');
      expect(content.innerHTML).not.toMatch(/onerror/);
      expect(screen.getByRole('link', { name: 'https://www.youtube.com/watch?v=abc' })).toHaveAttribute(
        'href',
        'https://www.youtube.com/watch?v=abc',
      );
      expect(screen.queryByRole('link', { name: 'javascript:alert(1)' })).not.toBeInTheDocument();
      expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
    });
  },
);

/** A choice of a select input, as a person picks it. */
const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('site carousels: the Slides tab and ?slideid= (spec 3 §2, §7 sitecarouselslide with slide_id)', { timeout: 60_000 }, () => {
  const carousel = () => org1('sitecarousel')[0]!;
  const slidesOf = (id: number) =>
    org1('sitecarouselslide')
      .filter(s => s.site_carousel_id === id)
      .sort((a, b) => Number(a.position) - Number(b.position));

  it("lists the carousel's own slides by position, read with slide_id, with Add Slide and Edit carrying ?slideid=", async () => {
    const { id } = carousel();
    const slides = slidesOf(id);
    expect(slides.length).toBeGreaterThan(1);
    const seen = captureRequests();
    await renderSignedIn('admin', `/1/sitecarousel/${id}/show/sitecarouselslide`);
    await waitFor(() => expect(bodyRows()).toHaveLength(slides.length));
    slides.forEach((s, i) => expect(within(bodyRows()[i]!).getByText(String(s.title))).toBeInTheDocument());
    expect(
      seen.some(
        r => r.method === 'GET' && r.path === '/1/sitecarouselslide' && new URLSearchParams(r.search).get('slide_id') === String(id),
      ),
    ).toBe(true);
    expect(screen.getByRole('tab', { name: 'Slides' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Add Slide' })).toHaveAttribute('href', `/1/sitecarouselslide/create?slideid=${id}`);
    expect(within(bodyRows()[0]!).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/1/sitecarouselslide/${slides[0]!.id}?slideid=${id}`,
    );
    // The slide's image is answered as image_url.
    expect(within(bodyRows()[0]!).getByRole('img', { name: 'Image' })).toHaveAttribute('src', (slides[0]!.image as { url: string }).url);
  });

  it('a slide created from ?slideid= belongs to that carousel and the save returns to its Slides tab', async () => {
    const { id, page } = carousel();
    const { user } = await renderSignedIn('admin', `/1/sitecarouselslide/create?slideid=${id}`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Carousel/ })).toHaveValue(String(page)));
    await user.type(screen.getByLabelText(/^Title/), 'Registration week: zero stamp duty offer');
    await user.type(screen.getByLabelText(/^Intro/), 'Register your plot this week at our Guduvanchery office.');
    await user.type(document.querySelector('input[name="link"]') as HTMLInputElement, 'https://www.example.com/offers/registration');
    await user.type(screen.getByLabelText(/^Link Text/), 'Read the Offer');
    await choose(/^Status/, 'Active');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath(`/1/sitecarousel/${id}/show/sitecarouselslide`);
    expect(table('sitecarouselslide').find(s => s.title === 'Registration week: zero stamp duty offer')).toMatchObject({
      organization_id: 1,
      site_carousel_id: id,
      link_text: 'Read the Offer',
    });
  });

  it('a slide edited from ?slideid= returns to the tab; the limits of §5 are checked before anything is sent', async () => {
    const { id } = carousel();
    const slide = slidesOf(id)[0]!;
    const { user } = await renderSignedIn('admin', `/1/sitecarouselslide/${slide.id}?slideid=${id}`);
    const title = await screen.findByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveValue(String(slide.title)));
    const linkText = screen.getByLabelText(/^Link Text/);
    await user.clear(linkText);
    await user.type(linkText, 'x'.repeat(31));
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CAROUSEL_TEXTS.linkTextMax)).toBeInTheDocument();
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);
    await user.clear(linkText);
    await user.type(linkText, 'Plots from ₹9 lakh');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath(`/1/sitecarousel/${id}/show/sitecarouselslide`);
    expect(table('sitecarouselslide').find(s => s.id === slide.id)!.link_text).toBe('Plots from ₹9 lakh');
  });

  it("a slide deleted on its edit form goes back to its carousel's tab (from the slide when the URL has no slideid)", async () => {
    const { id } = carousel();
    const slide = slidesOf(id)[1]!;
    const { user } = await renderSignedIn('admin', `/1/sitecarouselslide/${slide.id}`);
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue(String(slide.title)));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitForPath(`/1/sitecarousel/${id}/show/sitecarouselslide`);
    expect(table('sitecarouselslide').some(s => s.id === slide.id)).toBe(false);
  });

  it('deletes a slide from the tab after the confirmation', async () => {
    const { id } = carousel();
    const slides = slidesOf(id);
    const { user } = await renderSignedIn('admin', `/1/sitecarousel/${id}/show/sitecarouselslide`);
    await waitFor(() => expect(bodyRows()).toHaveLength(slides.length));
    const seen = captureRequests();
    await user.click(await within(bodyRows()[0]!).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.deleteContent)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(slides.length - 1));
    expect(seen.some(r => r.method === 'DELETE' && r.path === `/1/sitecarouselslide/${slides[0]!.id}`)).toBe(true);
    expect(window.location.pathname).toBe(`/1/sitecarousel/${id}/show/sitecarouselslide`);
  });

  it("a deleted carousel takes its slides with it (the slide's carousel is declared owned), and no other carousel's", async () => {
    const [first, second] = org1('sitecarousel');
    expect(slidesOf(first!.id).length).toBeGreaterThan(0);
    const others = slidesOf(second!.id).length;
    const session = await createAccountApi().login('admin', 'admin');
    const provider = createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
    await provider.delete('sitecarousel', { id: first!.id, previousData: first });
    expect(slidesOf(first!.id)).toEqual([]);
    expect(slidesOf(second!.id)).toHaveLength(others);
  });

  it('with SiteCarousel.view alone the tab lists the slides without Add Slide, Edit or Delete; sitecarousel.update brings Edit (C21)', async () => {
    const { id } = carousel();
    setPermissions('staff', ['SiteCarousel.view']);
    const first = await renderSignedIn('staff', `/1/sitecarousel/${id}/show/sitecarouselslide`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    await waitFor(() => expect(bodyRows()[0]!.textContent).not.toBe(''));
    expect(screen.queryByRole('link', { name: 'Add Slide' })).not.toBeInTheDocument();
    expect(within(bodyRows()[0]!).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(bodyRows()[0]!).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    first.unmount();
    setPermissions('staff', ['SiteCarousel.view', 'sitecarousel.update']);
    await renderSignedIn('staff', `/1/sitecarousel/${id}/show/sitecarouselslide`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    expect(await within(bodyRows()[0]!).findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Slide' })).not.toBeInTheDocument();
  });

  it('gives speed and interval in milliseconds with the hint and the placeholder of §9', async () => {
    await renderSignedIn('admin', '/1/sitecarousel/create');
    for (const label of [/^Speed/, /^Interval Time/]) {
      const input = await screen.findByLabelText(label);
      expect(input).toHaveAttribute('placeholder', '2000');
    }
    expect(screen.getAllByText(CAROUSEL_TEXTS.milliseconds)).toHaveLength(2);
  });
});

describe('site testimonials (spec 3 §5, §6, §7)', { timeout: 60_000 }, () => {
  const withGallery = () =>
    org1('sitetestimonials').find(r => Array.isArray(r.gallery_photos) && (r.gallery_photos as unknown[]).length === 2 && r.photo)!;

  it('deletes the photo through photo/delete and one gallery photo through galleryphoto/delete, each with its key', async () => {
    const row = withGallery();
    const photo = row.photo as { key: string };
    const gallery = row.gallery_photos as { key: string }[];
    const { user } = await renderSignedIn('admin', `/1/sitetestimonials/${row.id}`);
    const grid = await screen.findByRole('group', { name: 'Existing Gallery Photos' });
    const seen = captureRequests();
    await user.click(await within(grid).findByRole('button', { name: 'Delete Gallery Photos 1' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.imageDeleteContent)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect((table('sitetestimonials').find(r => r.id === row.id)!.gallery_photos as unknown[]).length).toBe(1));
    const galleryCall = seen.find(r => r.method === 'POST' && r.path === `/1/sitetestimonials/${row.id}/galleryphoto/delete`)!;
    await waitFor(() => expect(galleryCall.form).toEqual({ key: gallery[0]!.key }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete image' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(table('sitetestimonials').find(r => r.id === row.id)!.photo).toBeNull());
    const photoCall = seen.find(r => r.method === 'POST' && r.path === `/1/sitetestimonials/${row.id}/photo/delete`)!;
    await waitFor(() => expect(photoCall.form).toEqual({ key: photo.key }));
  });

  it("refuses content over 200 characters with §5's text, before anything is sent", async () => {
    const row = org1('sitetestimonials')[0]!;
    const { user } = await renderSignedIn('admin', `/1/sitetestimonials/${row.id}`);
    const content = await screen.findByLabelText(/^Content/);
    await waitFor(() => expect(content).toHaveValue(String(row.content)));
    await user.clear(content);
    await user.click(content);
    await user.paste('a'.repeat(201));
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TESTIMONIAL_TEXTS.contentMax)).toBeInTheDocument();
    expect(TESTIMONIAL_TEXTS.contentMax).toBe('The Content may not be greater than 200 characters.');
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);
  });

  it('links a gallery video only when it is http(s)', async () => {
    const row = org1('sitetestimonials')[0]!;
    Object.assign(row, { gallery_videos: [{ video_url: 'https://www.youtube.com/watch?v=plot' }, { video_url: 'javascript:alert(1)' }] });
    await renderSignedIn('admin', `/1/sitetestimonials/${row.id}/show`);
    expect(await screen.findByRole('link', { name: 'https://www.youtube.com/watch?v=plot' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=plot',
    );
    expect(screen.queryByRole('link', { name: 'javascript:alert(1)' })).not.toBeInTheDocument();
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
  });

  it('is edited with SiteTestimonials.update as written; sitetestimonials.update in lower case does not open the form', async () => {
    const row = org1('sitetestimonials')[0]!;
    setPermissions('staff', ['sitetestimonials.view', 'sitetestimonials.update']);
    const first = await renderSignedIn('staff', `/1/sitetestimonials/${row.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    first.unmount();
    setPermissions('staff', ['sitetestimonials.view', 'SiteTestimonials.update']);
    await renderSignedIn('staff', `/1/sitetestimonials/${row.id}`);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(String(row.name)));
  });
});

describe('promo banners (spec 3 §2 "Promo banners", §4 page_view, N20)', { timeout: 60_000 }, () => {
  it('shows the project, blog and page pickers only for Specific, which needs one of them, and saves project_ids', async () => {
    const project = table('project').find(p => p.organization_id === 1)!;
    const { user } = await renderSignedIn('admin', '/1/promobanner/create');
    await user.type(await screen.findByLabelText(/^Title/), 'Aadi offer at Palm Grove');
    await user.type(screen.getByLabelText(/^Description/), 'Five percent off on plots booked in the month of Aadi.');
    await choose(/^Status/, 'Active');
    expect(screen.getByRole('combobox', { name: /^Page View/ })).toHaveTextContent('All');
    expect(screen.queryByRole('combobox', { name: /^Projects/ })).not.toBeInTheDocument();
    await choose(/^Page View/, 'Specific');
    for (const label of [/^Projects/, /^Blogs/, /^Pages/]) expect(await screen.findByRole('combobox', { name: label })).toBeInTheDocument();
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BANNER_TEXTS.specific)).toBeInTheDocument();
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);
    await user.type(screen.getByRole('combobox', { name: /^Projects/ }), String(project.name).slice(0, 4));
    await user.click(await screen.findByRole('option', { name: String(project.name) }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath('/1/promobanner');
    const post = seen.find(r => r.method === 'POST' && r.path === '/1/promobanner')!;
    await waitFor(() => expect(post.form).toMatchObject({ page_view: 'Specific', 'project_ids[]': String(project.id) }));
    expect(table('promobanner').find(b => b.title === 'Aadi offer at Palm Grove')).toMatchObject({
      page_view: 'Specific',
      project_ids: [project.id],
    });
  });

  it('edit shows the stored image and thumbnail (existing_image, existing_thumbnail_image) with the size hints', async () => {
    const row = org1('promobanner')[0]!;
    await renderSignedIn('admin', `/1/promobanner/${row.id}`);
    expect(await screen.findByRole('img', { name: 'Image' })).toHaveAttribute('src', (row.image as { url: string }).url);
    expect(screen.getByRole('img', { name: 'Thumbnail' })).toHaveAttribute('src', (row.thumbnail as { url: string }).url);
    expect(screen.getByText(BANNER_TEXTS.imageHint)).toBeInTheDocument();
    expect(screen.getByText(BANNER_TEXTS.thumbnailHint)).toBeInTheDocument();
    const session = await createAccountApi().login('admin', 'admin');
    const provider = createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
    const { data } = await provider.getOne('promobanner', { id: row.id });
    expect(data).toMatchObject({ existing_image: row.image, existing_thumbnail_image: row.thumbnail });
    expect(data).not.toHaveProperty('image');
  });

  it('a Specific banner switched to All is saved without the pages it had: what is hidden is not kept', async () => {
    const row = org1('promobanner').find(b => b.page_view === 'Specific' && (b.project_ids as number[]).length)!;
    const { user } = await renderSignedIn('admin', `/1/promobanner/${row.id}`);
    expect(await screen.findByRole('combobox', { name: /^Projects/ })).toBeInTheDocument();
    await choose(/^Page View/, 'All');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /^Projects/ })).not.toBeInTheDocument());
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath('/1/promobanner');
    const post = seen.find(r => r.method === 'POST' && r.path === `/1/promobanner/${row.id}`)!;
    expect(post.form).toMatchObject({ page_view: 'All', project_ids: '', blog_ids: '', page_ids: '' });
    expect(post.form).not.toHaveProperty('project_ids[]');
    expect(table('promobanner').find(b => b.id === row.id)).toMatchObject({
      page_view: 'All',
      project_ids: [],
      blog_ids: [],
      page_ids: [],
    });
  });

  it('shows where a Specific banner appears, each linked to its page', async () => {
    const row = org1('promobanner').find(
      b => b.page_view === 'Specific' && (b.project_ids as number[]).length && (b.page_ids as number[]).length,
    )!;
    const project = table('project').find(p => p.id === (row.project_ids as number[])[0])!;
    const page = table('sitepage').find(p => p.id === (row.page_ids as number[])[0])!;
    await renderSignedIn('admin', `/1/promobanner/${row.id}/show`);
    expect(await screen.findByRole('link', { name: String(project.name) })).toHaveAttribute('href', `/1/project/${project.id}/show`);
    expect(screen.getByRole('link', { name: String(page.page_title) })).toHaveAttribute('href', `/1/sitepage/${page.id}/show`);
  });
});

describe('sell properties (spec 3 §2 "Sell properties", §5, §7 landphoto/delete)', { timeout: 60_000 }, () => {
  const withUrl = () => org1('sellproperties').find(r => String(r.land_location).startsWith('https://'))!;
  const withText = () => org1('sellproperties').find(r => !String(r.land_location).startsWith('http'))!;

  it('lists the §2 columns in their order', async () => {
    await renderSignedIn('admin', '/1/sellproperties');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    const headers = Array.from(document.querySelectorAll('thead th'))
      .map(th => th.textContent?.trim())
      .filter(Boolean);
    expect(headers.slice(0, 9)).toEqual([
      'Customer Name',
      'Phone Number',
      'Road Facing Distance',
      'Land Price',
      'Distance From City',
      'Land Rate Type',
      'Road Type',
      'Nearby City',
      'Place',
    ]);
  });

  it('shows the enquiry in the tabs Summary, Images and Files; the land location a link only when it is http(s)', async () => {
    const row = withUrl();
    const { user } = await renderSignedIn('admin', `/1/sellproperties/${row.id}/show`);
    expect(await screen.findByRole('link', { name: String(row.land_location) })).toHaveAttribute('href', String(row.land_location));
    expect(screen.getByText(String(row.customer_name))).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map(t => t.textContent)).toEqual(['Summary', 'Images', 'Files']);
    await user.click(screen.getByRole('tab', { name: 'Images' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/1/sellproperties/${row.id}/show/images`));
    expect(await screen.findByRole('group', { name: 'Land Photos' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Patta Copy' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Files' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/1/sellproperties/${row.id}/show/files`));
    expect(await screen.findByRole('group', { name: 'FMB PDFs' })).toBeInTheDocument();

    const other = withText();
    Object.assign(other, { land_location: 'javascript:alert(1)' });
    await renderSignedIn('admin', `/1/sellproperties/${other.id}/show`);
    expect(await screen.findByText('javascript:alert(1)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'javascript:alert(1)' })).not.toBeInTheDocument();
  });

  it('opens an image in a popup, and a PDF as a link only when http(s), never framed', async () => {
    const row = org1('sellproperties').find(r => (r.fmb as unknown[]).length === 2)!;
    const pdf = (row.fmb as { url: string; key: string }[]).find(f => f.key.endsWith('.pdf'))!;
    const { user } = await renderSignedIn('admin', `/1/sellproperties/${row.id}/show/files`);
    await user.click(await screen.findByRole('button', { name: 'Preview FMB Images 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'FMB Images 1' });
    expect(within(dialog).getByRole('img', { name: 'FMB Images 1' })).toHaveAttribute('src', (row.fmb as { url: string }[])[0]!.url);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Preview FMB PDFs 1' }));
    dialog = await screen.findByRole('dialog', { name: 'FMB PDFs 1' });
    const link = within(dialog).getByRole('link', { name: 'Open PDF' });
    expect(link).toHaveAttribute('href', pdf.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('iframe, embed, object')).toBeNull();
  });

  it('names a PDF whose address is not http(s), without a link', async () => {
    const row = org1('sellproperties')[1]!;
    Object.assign(row, { fmb: [{ url: 'javascript:alert(1)//.pdf', key: 'sellproperties/sketch.pdf' }] });
    const { user } = await renderSignedIn('admin', `/1/sellproperties/${row.id}/show/files`);
    await user.click(await screen.findByRole('button', { name: 'Preview FMB PDFs 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'FMB PDFs 1' });
    expect(within(dialog).getByText('sketch.pdf')).toBeInTheDocument();
    expect(within(dialog).getByText('This PDF has no web address to open.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('deletes a land photo by its key after "Are you sure, delete this photo"; the patta copy has no delete', async () => {
    const row = org1('sellproperties').find(r => (r.land_photos as unknown[]).length === 3)!;
    const photos = row.land_photos as { url: string; key: string }[];
    const { user } = await renderSignedIn('admin', `/1/sellproperties/${row.id}/show/images`);
    const patta = await screen.findByRole('group', { name: 'Patta Copy' });
    expect(within(patta).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    const seen = captureRequests();
    await user.click(await screen.findByRole('button', { name: 'Delete Land Photos 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure, delete this photo')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect((table('sellproperties').find(r => r.id === row.id)!.land_photos as unknown[]).length).toBe(2));
    const call = seen.find(r => r.path === `/1/sellproperties/${row.id}/landphoto/delete`)!;
    expect(call.method).toBe('POST');
    await waitFor(() => expect(call.form).toEqual({ key: photos[1]!.key }));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Land Photos' })).getAllByRole('img')).toHaveLength(2));
  });

  it('offers no photo delete without sellproperties.update', async () => {
    const row = org1('sellproperties')[0]!;
    setPermissions('staff', ['sellproperties.view']);
    await renderSignedIn('staff', `/1/sellproperties/${row.id}/show/images`);
    const photos = await screen.findByRole('group', { name: 'Land Photos' });
    await waitFor(() => expect(within(photos).getAllByRole('img').length).toBeGreaterThan(0));
    await new Promise(resolve => setTimeout(resolve, 200));
    expect(within(photos).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('requires every field on edit with the §5 texts, in the form and in the API', async () => {
    const row = org1('sellproperties')[0]!;
    const blank = {
      customer_name: '',
      phone_number: '',
      land_size: null,
      measurement: null,
      land_price: null,
      nearby_city: '',
      distance_from_city: null,
      place: '',
      land_location: '',
      land_rate_type: null,
      road_facing_distance: null,
      road_type: null,
    };
    Object.assign(row, blank);
    const { user } = await renderSignedIn('admin', `/1/sellproperties/${row.id}`);
    expect(screen.queryByText('Land Photos')).not.toBeInTheDocument();
    const save = await screen.findByRole('button', { name: 'Save' });
    const seen = captureRequests();
    await user.click(save);
    const texts = Object.entries(SELL_PROPERTY_TEXTS)
      .filter(([key]) => key !== 'customerNameMax' && key !== 'photoDelete')
      .map(([, text]) => text);
    expect(texts).toHaveLength(12);
    for (const text of texts) expect(await screen.findByText(text)).toBeInTheDocument();
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);
    await user.type(screen.getByLabelText(/^Customer Name/), 'x'.repeat(256));
    expect(await screen.findByText(SELL_PROPERTY_TEXTS.customerNameMax)).toBeInTheDocument();

    const session = await createAccountApi().login('admin', 'admin');
    const provider = createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
    await expect(
      provider.update('sellproperties', { id: row.id, data: { ...blank, customer_name: 'y'.repeat(256) }, previousData: row }),
    ).rejects.toMatchObject({
      body: {
        errors: expect.objectContaining({
          customer_name: SELL_PROPERTY_TEXTS.customerNameMax,
          road_type: SELL_PROPERTY_TEXTS.roadType,
          land_location: SELL_PROPERTY_TEXTS.landLocation,
        }),
      },
    });
  });
});

describe('customer notifications (spec 3 §2 "Customer notifications", §4, §5, §7 sendnotification)', { timeout: 60_000 }, () => {
  const choose = async (label: RegExp, option: string) => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
    fireEvent.click(await screen.findByRole('option', { name: option }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  };
  const shownInput = (label: RegExp) => screen.queryByLabelText(label, { selector: 'input' });
  const sorted = () =>
    [...org1('customernotification')].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)) || b.id - a.id);

  it('shows the schedule, the template, the customer filter or the project and groups only when asked, and requires them then', async () => {
    const { user } = await renderSignedIn('admin', '/1/customernotification/create');
    await screen.findByLabelText(/^Title/);
    for (const label of [/^Schedule/, /^Twilio Template ID/, /^Customer Filter/, /^Project/, /^All/])
      expect(shownInput(label), String(label)).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Plot Booked' })).not.toBeInTheDocument();

    await choose(/^Notification Type/, 'Scheduled');
    await choose(/^Notification Method/, 'Whatsapp');
    await choose(/^Notification Filter Type/, 'Customer Filter');
    expect(await screen.findByLabelText(/^Schedule/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Twilio Template ID/, { selector: 'input' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /^Customer Filter/ })).toBeInTheDocument();
    expect(shownInput(/^Project/)).toBeNull();
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const text of [
      NOTIFICATION_TEXTS.title,
      NOTIFICATION_TEXTS.schedule,
      NOTIFICATION_TEXTS.twilioTemplateId,
      NOTIFICATION_TEXTS.notificationFilterId,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);

    // Self: the project, All and the groups; All hides the groups.
    await choose(/^Notification Filter Type/, 'Self');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /^Customer Filter/ })).not.toBeInTheDocument());
    expect(await screen.findByRole('combobox', { name: /^Project/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Plot Booked' })).toBeInTheDocument();
    for (const group of ['Plot Blocked', 'Plot Sold', 'Plot Resale'])
      expect(screen.getByRole('checkbox', { name: group })).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^All/));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Plot Booked' })).not.toBeInTheDocument());
    // Instant and SMS: no schedule, no template.
    await choose(/^Notification Type/, 'Instant');
    await choose(/^Notification Method/, 'SMS');
    await waitFor(() => expect(shownInput(/^Schedule/)).toBeNull());
    expect(shownInput(/^Twilio Template ID/)).toBeNull();
    await user.type(screen.getByLabelText(/^Title/, { selector: 'input' }), 'Site visit bus from Tambaram');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(table('customernotification').some(r => r.title === 'Site visit bus from Tambaram')).toBe(true));
    expect(table('customernotification').find(r => r.title === 'Site visit bus from Tambaram')).toMatchObject({
      notification_type: 'Instant',
      notification_method: 'SMS',
      notification_filter_type: 'Self',
      all: 1,
      group: [],
      schedule: null,
      status: 'New',
    });
  });

  it('offers the saved customer filters of customernotification/filterdata', async () => {
    const filters = org1('customerfilter');
    const { user } = await renderSignedIn('admin', '/1/customernotification/create');
    await user.type(await screen.findByLabelText(/^Title/), 'Price revision notice');
    await choose(/^Notification Type/, 'Instant');
    await choose(/^Notification Method/, 'Email');
    const seen = captureRequests();
    await choose(/^Notification Filter Type/, 'Customer Filter');
    await choose(/^Customer Filter/, String(filters[1]!.filter_title));
    expect(seen.some(r => r.method === 'GET' && r.path === '/1/customernotification/filterdata')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(table('customernotification').find(r => r.title === 'Price revision notice')).toMatchObject({
        notification_filter_id: filters[1]!.id,
        project_id: null,
        status: 'New',
      }),
    );
  });

  it('sends a New notification after the confirmation with id, status and nofifystatus, then says so and reads it again', async () => {
    const row = sorted().find(r => r.status === 'New')!;
    const { user } = await renderSignedIn('admin', `/1/customernotification/${row.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: NOTIFICATION_TEXTS.sendTitle });
    const seen = captureRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(NOTIFICATION_TEXTS.statusUpdated)).toBeInTheDocument();
    const post = seen.find(r => r.method === 'POST')!;
    expect(post.path).toBe(`/1/customernotification/${row.id}/sendnotification`);
    await waitFor(() => expect(post.form).toEqual({ id: String(row.id), status: 'New', nofifystatus: '1' }));
    expect(table('customernotification').find(r => r.id === row.id)!.status).toBe('Sending');
    await waitFor(() =>
      expect(
        seen.some(r => r.method === 'GET' && r.path === `/1/customernotification/${row.id}` && seen.indexOf(r) > seen.indexOf(post)),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument());
    expect(screen.getByText(row.notification_type === 'Scheduled' ? NOTIFICATION_TEXTS.onScheduled : 'Sending')).toBeInTheDocument();
  });

  it('offers Send only on New, and only with customernotification.update; a refusal keeps the confirmation open', async () => {
    for (const status of ['Sending', 'Sent', 'Canceled']) {
      const row = sorted().find(r => r.status === status)!;
      const view = await renderSignedIn('admin', `/1/customernotification/${row.id}/show`);
      expect(await screen.findByText(String(row.title))).toBeInTheDocument();
      await new Promise(resolve => setTimeout(resolve, 200));
      expect(screen.queryByRole('button', { name: 'Send' }), status).not.toBeInTheDocument();
      view.unmount();
    }
    const fresh = sorted().find(r => r.status === 'New')!;
    const { user } = await renderSignedIn('admin', `/1/customernotification/${fresh.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: NOTIFICATION_TEXTS.sendTitle });
    // Sent meanwhile by someone else: the server refuses, its message shows, the dialog stays.
    table('customernotification').find(r => r.id === fresh.id)!.status = 'Sent';
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(NOTIFICATION_TEXTS.notNew)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: NOTIFICATION_TEXTS.sendTitle })).toBeInTheDocument();
  });

  it('hides Send from a member without customernotification.update', async () => {
    const row = sorted().find(r => r.status === 'New')!;
    setPermissions('staff', ['customernotification.view']);
    await renderSignedIn('staff', `/1/customernotification/${row.id}/show`);
    expect(await screen.findByText(String(row.title))).toBeInTheDocument();
    await new Promise(resolve => setTimeout(resolve, 200));
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('lists a Sending scheduled notification as On Scheduled, a Sending instant one as Sending', async () => {
    const rows = sorted();
    const scheduled = rows.find(r => r.status === 'Sending' && r.notification_type === 'Scheduled')!;
    const instant = rows.find(r => r.status === 'Sending' && r.notification_type === 'Instant')!;
    await renderSignedIn('admin', '/1/customernotification');
    const rowOf = async (title: string) =>
      waitFor(() => {
        const tr = bodyRows().find(r => r.textContent?.includes(title));
        expect(tr).toBeDefined();
        return tr!;
      });
    const a = await rowOf(String(scheduled.title));
    expect(within(a).getByText(NOTIFICATION_TEXTS.onScheduled).closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(within(a).queryByText('Sending')).not.toBeInTheDocument();
    const b = await rowOf(String(instant.title));
    expect(within(b).getByText('Sending')).toBeInTheDocument();
  });

  it('edits in the tabs Notification and Recipients, the status read-only', async () => {
    const row = sorted().find(r => r.notification_filter_type === 'Self' && r.status === 'New')!;
    const { user } = await renderSignedIn('admin', `/1/customernotification/${row.id}`);
    await waitFor(() => expect(screen.getByLabelText(/^Title/, { selector: 'input' })).toHaveValue(String(row.title)));
    expect(screen.getAllByRole('tab').map(t => t.textContent)).toEqual(['Notification', 'Recipients']);
    expect(document.querySelector('[name="status"]')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Recipients' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/1/customernotification/${row.id}/recipients`));
    expect(await screen.findByRole('combobox', { name: /^Project/ })).toBeInTheDocument();
  });
});
