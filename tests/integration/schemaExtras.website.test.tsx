/**
 * What the parametrized schema test cannot see in the website declarations (spec 3): the dealer's
 * category choice offers only Active categories and the list links the category and colours the
 * status; the builder's slug is on edit only and made from the name on create; site page meta has
 * no create; the site user's edit is in the tabs Profile and Password, the password typed unseen,
 * checked against its confirmation, and kept when left blank.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { table } from '../../mocks/db';
import { createAccountApi } from '../../src/api/account';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { SITE_USER_TEXTS } from '../../src/resources/website/siteUsers';
import { bodyRows, captureRequests, renderSignedIn } from './helpers';

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
    for (const category of inactive) expect(within(listbox).queryByRole('option', { name: String(category.title) })).not.toBeInTheDocument();
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
    expect(table('constructionbuilder').find(r => r.id === data.id)).toMatchObject({ slug: 'pon-vizha-constructions', photo: expect.objectContaining({ key: expect.any(String) }) });
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
  const hidden = (el: Element | null): boolean => !!el && (getComputedStyle(el).display === 'none' || el.hasAttribute('hidden') || hidden(el.parentElement));
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
    await provider.update('siteuser', { id: row.id, data: { name: 'Karthik S', status: 'Active', password: '', confirmpassword: '' }, previousData: row });
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
    expect(within(bodyRows()[0]!).getByRole('link', { name: String(category.name) })).toHaveAttribute('href', `/1/blogcategory/${category.id}/show`);
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

describe('location landmarks: the existing-image grid (spec 3 §2, §7 locationimage/delete)', { timeout: 60_000 }, () => {
  it('deletes one stored image by its key after the confirmation, and keeps the others', async () => {
    const row = org1('locationlandmark')[0]!;
    const stored = row.images as { url: string; key: string }[];
    expect(stored.length).toBe(2);
    const { user } = await renderSignedIn('admin', `/1/locationlandmark/${row.id}`);
    const grid = await screen.findByRole('group', { name: 'Existing Images' });
    expect(within(grid).getAllByRole('img')).toHaveLength(2);
    const seen = captureRequests();
    await user.click(await within(grid).findByRole('button', { name: 'Delete Images 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure!. Do you wnat to delete this image.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect((table('locationlandmark').find(r => r.id === row.id)!.images as unknown[]).length).toBe(1));
    const call = seen.find(r => r.path === `/1/locationlandmark/${row.id}/locationimage/delete`)!;
    await waitFor(() => expect(call.form).toEqual({ key: stored[1]!.key }));
    expect((table('locationlandmark').find(r => r.id === row.id)!.images as { key: string }[])[0]!.key).toBe(stored[0]!.key);
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Existing Images' })).getAllByRole('img')).toHaveLength(1));
  });

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
    Object.assign(row, { description: '<p><strong>Near</strong> the gate</p><img src=x onerror="window.__xss=1">', videos: [{ video_url: 'https://www.youtube.com/watch?v=abc' }, { video_url: 'javascript:alert(1)' }] });
    await renderSignedIn('admin', `/1/locationlandmark/${row.id}/show`);
    const content = await waitFor(() => {
      const node = document.querySelector('.rich-text');
      expect(node).not.toBeNull();
      return node!;
    });
    expect(content.querySelector('strong')?.textContent).toBe('Near');
    expect(content.innerHTML).not.toMatch(/onerror/);
    expect(screen.getByRole('link', { name: 'https://www.youtube.com/watch?v=abc' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc');
    expect(screen.queryByRole('link', { name: 'javascript:alert(1)' })).not.toBeInTheDocument();
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
  });
});
