/**
 * Price guides with the real <Admin> against the demo API (msw/node), spec 3 "Price guides":
 * the list (20 per page, Search and Layout filters, layout-scoped rows only), create with the
 * section 5 messages, create, edit through POST priceguide/{id}/update (every multipart field),
 * the show tabs, delete, and what a member without priceguide.update / priceguide.delete sees.
 */
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../mocks/node';
import { db, table } from '../../mocks/db';
import { renderSignedIn, waitForPath } from './helpers';

configure({ asyncUtilTimeout: 10000 });

/** Every non-GET call to a path containing `part`, with its multipart fields (repeated keys kept). */
const recordCalls = (part: string) => {
  const calls: Array<{ method: string; path: string; fields: Array<[string, string]> }> = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.includes(part) || request.method === 'GET') return;
    const fields: Array<[string, string]> = [];
    if (request.method === 'POST') {
      const form = await request.clone().formData();
      for (const [k, v] of form.entries()) fields.push([k, typeof v === 'string' ? v : '(file)']);
    }
    calls.push({ method: request.method, path: new URL(request.url).pathname.replace(/^\/api\/v1\//, ''), fields });
  });
  return calls;
};

const guidesOf = (orgid: number) => table('priceguide').filter(g => g.organization_id === orgid && g.layout_id);
const layoutName = (id: unknown) => String(table('layout').find(l => l.id === id)!.name);
const bodyRows = () => document.querySelectorAll('tbody tr');
const fill = (input: Element, value: string) => fireEvent.change(input, { target: { value } });
const priceInput = () => document.querySelector('input[name="price"]') as HTMLInputElement;

/** Lets the staff member read price guides, and nothing more on them. */
const staffMayView = () => {
  const staff = db().accounts.find(a => a.username === 'staff')!;
  staff.organizations[0]!.permissions.push('priceguide.view', 'project.view');
};

describe('price guide list', { timeout: 90_000 }, () => {
  it('lists the layout-scoped guides, newest first, with their layout; filters by Layout and Search', async () => {
    const { user } = await renderSignedIn('admin', '/1/priceguide');
    const guides = guidesOf(1).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    await waitFor(() => expect(bodyRows().length).toBe(Math.min(20, guides.length)));
    expect(bodyRows()[0]).toHaveTextContent(String(guides[0]!.name));
    expect(within(bodyRows()[0] as HTMLElement).getByRole('link', { name: layoutName(guides[0]!.layout_id) })).toHaveAttribute(
      'href',
      `/1/layout/${guides[0]!.layout_id}/show`,
    );
    // A project-scoped row (the project page's price guide) is not listed.
    const projectRow = table('priceguide').find(g => g.organization_id === 1 && !g.layout_id && !guides.some(x => x.name === g.name))!;
    if (projectRow) expect(screen.queryByText(String(projectRow.name))).toBeNull();

    // Layout filter: the big layout 2.
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Layout' }));
    const layoutBox = await screen.findByRole('combobox', { name: 'Layout' });
    await user.type(layoutBox, 'Phase 2 (Mega');
    await user.click(await screen.findByRole('option', { name: layoutName(2) }));
    const onTwo = guidesOf(1).filter(g => g.layout_id === 2);
    await waitFor(() => expect(bodyRows().length).toBe(onTwo.length));
    for (const row of Array.from(bodyRows())) expect(row).toHaveTextContent(layoutName(2));

    // Search within it.
    const target = onTwo[0]!;
    fill(screen.getByRole('textbox', { name: 'Search' }), String(target.name));
    await waitFor(() => expect(bodyRows().length).toBe(onTwo.filter(g => String(g.name).includes(String(target.name))).length));
    expect(bodyRows()[0]).toHaveTextContent(String(target.name));
  });
});

describe('price guide create', { timeout: 90_000 }, () => {
  it('refuses an empty form with the section 5 messages and sends nothing', async () => {
    const calls = recordCalls('/1/priceguide');
    const { user } = await renderSignedIn('admin', '/1/priceguide/create');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Layout is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('keeps the values and shows the message when the server refuses', async () => {
    const { user } = await renderSignedIn('admin', '/1/priceguide/create');
    fill(await screen.findByLabelText(/^Name/), 'Temple view');
    fill(priceInput(), '2500');
    await user.type(screen.getByRole('combobox', { name: 'Layout' }), 'Phase 3');
    await user.click(await screen.findByRole('option', { name: layoutName(3) }));
    // The layout disappears before the save: the server answers 'Layout not found' on its field.
    table('layout').find(l => l.id === 3)!.organization_id = 99;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Layout not found')).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Temple view');
    expect(window.location.pathname).toBe('/1/priceguide/create');
  });

  it('creates a guide with a rating and opens its page', async () => {
    const calls = recordCalls('/1/priceguide');
    const { user } = await renderSignedIn('admin', '/1/priceguide/create');
    fill(await screen.findByLabelText(/^Name/), 'Lake view');
    fill(priceInput(), '2750');
    fill(screen.getByLabelText(/^Min price/), '2600');
    await user.type(screen.getByRole('combobox', { name: 'Layout' }), 'Phase 3');
    await user.click(await screen.findByRole('option', { name: layoutName(3) }));
    // A plain click: user-event's pointer moves make MUI's Rating read a hover position jsdom does not lay out.
    fireEvent.click(screen.getByRole('radio', { name: '4 Stars' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath(/^\/1\/priceguide\/\d+\/show$/);
    const created = table('priceguide').find(g => g.name === 'Lake view')!;
    expect(created).toMatchObject({
      organization_id: 1,
      layout_id: 3,
      price: 2750,
      min_price: 2600,
      price_rating: 4,
      visibility: 'Public',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('1/priceguide');
    expect(await screen.findByText('Price Guide created.')).toBeInTheDocument();
  });
});

describe('price guide edit', { timeout: 120_000 }, () => {
  it("saves with POST priceguide/{id}/update: priceid, name, price, new_price, notes, price_rating, min_price, layout_id, action, sid[] → 'Price Guide updated.'", async () => {
    const guide = guidesOf(1).find(g => g.layout_id === 1)!;
    const sid = table('plot')
      .filter(p => p.priceguide_id === guide.id)
      .map(p => String(p.id));
    expect(sid.length).toBeGreaterThan(0);
    const calls = recordCalls(`/1/priceguide/${guide.id}`);
    const { user } = await renderSignedIn('admin', `/1/priceguide/${guide.id}`);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(String(guide.name)));
    fill(screen.getByLabelText(/^Name/), 'Main road premium');
    fill(screen.getByLabelText(/^New price/), '3999');
    fill(screen.getByLabelText(/^Notes/), 'Revised in November');
    // A click on the current rating clears it (MUI Rating): choose another one.
    const stars = Number(guide.price_rating) === 5 ? 3 : 5;
    fireEvent.click(screen.getByRole('radio', { name: `${stars} Stars` }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath(`/1/priceguide/${guide.id}/show`);
    expect(await screen.findByText('Price Guide updated.')).toBeInTheDocument();

    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.path).toBe(`1/priceguide/${guide.id}/update`);
    const fields = calls[0]!.fields;
    const one = (k: string) => fields.filter(([key]) => key === k).map(([, v]) => v);
    expect(one('priceid')).toEqual([String(guide.id)]);
    expect(one('name')).toEqual(['Main road premium']);
    expect(one('price')).toEqual([String(guide.price)]);
    expect(one('new_price')).toEqual(['3999']);
    expect(one('notes')).toEqual(['Revised in November']);
    expect(one('price_rating')).toEqual([String(stars)]);
    expect(one('min_price')).toEqual([String(guide.min_price)]);
    expect(one('layout_id')).toEqual(['1']);
    expect(one('action')).toEqual(['full']);
    expect(one('sid[]').sort()).toEqual([...sid].sort());
    expect(one('_method')).toEqual([]);
    expect(table('priceguide').find(g => g.id === guide.id)).toMatchObject({
      name: 'Main road premium',
      new_price: 3999,
      price_rating: stars,
      notes: 'Revised in November',
    });
    // The assignment is unchanged.
    expect(
      table('plot')
        .filter(p => p.priceguide_id === guide.id)
        .map(p => String(p.id))
        .sort(),
    ).toEqual([...sid].sort());
  });

  it('keeps the form and puts the server error on its field when the update is refused', async () => {
    const guide = guidesOf(1).find(g => g.layout_id === 1)!;
    const { user } = await renderSignedIn('admin', `/1/priceguide/${guide.id}`);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(String(guide.name)));
    fill(screen.getByLabelText(/^Name/), 'Kept after failure');
    // The layout leaves the organization before the save: the server answers 'Layout not found'.
    table('layout').find(l => l.id === 1)!.organization_id = 99;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // On the Layout field, and as the warning.
    await waitFor(() => expect(document.querySelector('.ra-input-layout_id')).toHaveTextContent('Layout not found'));
    expect(await screen.findAllByText('Layout not found')).toHaveLength(2);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Kept after failure');
    expect(window.location.pathname).toBe(`/1/priceguide/${guide.id}`);
    expect(table('priceguide').find(g => g.id === guide.id)!.name).toBe(guide.name);
  });

  it('shows attribute choices for visibility Customer and customer groups otherwise', async () => {
    const guide = guidesOf(1).find(g => g.layout_id === 1)!;
    // A seeded customer attribute type of the organization with options to choose from.
    const type = table('customerattributetype').find(
      t => t.organization_id === 1 && Array.isArray(t.option_value) && t.option_value.length > 1,
    )!;
    const option = (type.option_value as Array<{ _id: string; option_value: string }>)[1]!;
    const calls = recordCalls(`/1/priceguide/${guide.id}`);
    const { user } = await renderSignedIn('admin', `/1/priceguide/${guide.id}`);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(String(guide.name)));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Visibility' }));
    await user.click(await screen.findByRole('option', { name: 'Public' }));
    expect(await screen.findByText('Gold Members (Plots bought: 2 or more)')).toBeInTheDocument();
    expect(screen.queryByText(String(type.name))).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Visibility' }));
    await user.click(await screen.findByRole('option', { name: 'Customer' }));
    expect(await screen.findByText(String(type.name))).toBeInTheDocument();
    expect(screen.queryByText('Gold Members (Plots bought: 2 or more)')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: option.option_value }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath(`/1/priceguide/${guide.id}/show`);
    expect(calls[0]!.fields).toEqual(
      expect.arrayContaining([
        ['visibility', 'Customer'],
        [`customer_attributes[t${type.id}][]`, option._id],
      ]),
    );
    expect(await screen.findByText(`${type.name}: ${option.option_value}`, { exact: false })).toBeInTheDocument();
  });
});

describe('price guide show and delete', { timeout: 90_000 }, () => {
  it('has the Summary and Map tabs; Map is /show/map', async () => {
    const guide = guidesOf(1).find(g => g.layout_id === 2)!;
    const { user } = await renderSignedIn('admin', `/1/priceguide/${guide.id}/show`);
    expect(await screen.findByText(layoutName(2))).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Map' }));
    await waitForPath(`/1/priceguide/${guide.id}/show/map`);
  });

  it('deletes after the confirmation and returns to the list', async () => {
    const guide = guidesOf(1).find(g => g.layout_id === 6)!;
    const { user } = await renderSignedIn('admin', `/1/priceguide/${guide.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this record')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitForPath('/1/priceguide');
    await waitFor(() => expect(table('priceguide').some(g => g.id === guide.id)).toBe(false));
  });
});

describe('without priceguide.update and priceguide.delete', { timeout: 90_000 }, () => {
  it('the list has no edit buttons and no bulk delete; rows open the show page', async () => {
    staffMayView();
    const { user } = await renderSignedIn('staff', '/1/priceguide');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    await user.click(bodyRows()[0]!.querySelector('td') as HTMLElement);
    await waitForPath(/^\/1\/priceguide\/\d+\/show$/);
    await screen.findByRole('tab', { name: 'Summary' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('a typed edit URL is refused', async () => {
    staffMayView();
    const guide = guidesOf(1)[0]!;
    await renderSignedIn('staff', `/1/priceguide/${guide.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });
});
