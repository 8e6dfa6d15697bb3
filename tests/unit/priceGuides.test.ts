/**
 * Price guides (spec 3 §2 "Price guides", §3 record, §4 visibility, §5 validation, §7 update call,
 * §9 page size; inventory C2, G15, G23, G31): the form's rules, the update call's multipart
 * fields, the seed and the demo API.
 */
import { describe, expect, it, vi } from 'vitest';
import { createSeed } from '../../mocks/seed';
import { table } from '../../mocks/db';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { api } from './demoApiCall';
import {
  PRICE_GUIDE_MESSAGES,
  PRICE_GUIDE_PER_PAGE,
  VISIBILITY_CHOICES,
  attributeKey,
  choosableOptions,
  normalizeRating,
  toUpdatePayload,
  validateLayout,
  validateName,
  validatePrice,
  visibilityShows,
} from '../../src/resources/inventory/priceguide/priceGuideLogic';
import { formatPrice } from '../../src/common/format';

describe('validation (spec 3 §5: name, price, layout required; G31 messages)', () => {
  it.each([
    ['name', validateName, 'Name is required'],
    ['price', validatePrice, 'Price is required'],
    ['layout', validateLayout, 'Layout is required'],
  ])('%s', (_, validate, message) => {
    expect(validate(undefined)).toBe(message);
    expect(validate('')).toBe(message);
    expect(validate('  ')).toBe(message);
    expect(validate(null)).toBe(message);
    expect(validate('x')).toBeUndefined();
    expect(validate(0)).toBeUndefined();
  });

  it("the update's success is 'Price Guide updated.' (spec 3 §7)", () => expect(PRICE_GUIDE_MESSAGES.updated).toBe('Price Guide updated.'));
  it('lists 20 per page (spec 3 §9)', () => expect(PRICE_GUIDE_PER_PAGE).toBe(20));
});

describe('price_rating: 1 to 5 stars (G23)', () => {
  it.each<[unknown, number | null]>([
    [1, 1],
    ['3', 3],
    [5, 5],
    [7, 5],
    [4.4, 4],
    [0, null],
    [-1, null],
    ['', null],
    [null, null],
    [undefined, null],
    ['x', null],
  ])('%j → %j', (input, expected) => expect(normalizeRating(input)).toBe(expected));
});

describe('visibility (spec 3 §4; G15 values Public, Customer)', () => {
  it('offers Public and Customer', () => expect(VISIBILITY_CHOICES.map(c => c.id)).toEqual(['Public', 'Customer']));
  it.each([
    ['Customer', 'attributes'],
    ['Public', 'groups'],
    [null, 'groups'],
    [undefined, 'groups'],
    ['Hide', 'groups'],
  ])('%s shows %s', (visibility, shows) => expect(visibilityShows(visibility)).toBe(shows));

  it('attribute choices: the options of Select/Radio/Checkbox types, Yes/No for Bool, none for Text', () => {
    expect(
      choosableOptions({ id: 1, name: 'Occupation', option_type: 'Select', option_value: [{ _id: 'o1', option_value: 'NRI' }] }),
    ).toEqual([{ id: 'o1', name: 'NRI' }]);
    expect(choosableOptions({ id: 2, name: 'Loan', option_type: 'Bool' })).toEqual([
      { id: 'Yes', name: 'Yes' },
      { id: 'No', name: 'No' },
    ]);
    expect(choosableOptions({ id: 3, name: 'Notes', option_type: 'Text' })).toEqual([]);
    expect(attributeKey(12)).toBe('t12');
  });
});

const FORM = {
  id: 9,
  name: ' Park facing ',
  price: 2400,
  new_price: '',
  notes: 'Launch offer',
  price_rating: 4,
  min_price: 2200,
  layout_id: 2,
  sid: [11, 12],
  visibility: 'Public',
  customer_group_ids: [1, 3],
  customer_attributes: { t1: ['o1'] },
  layout: { id: 2, name: 'Daga Nagar Phase 2 (Mega)' },
  plots: [{ id: 11 }],
};

describe('toUpdatePayload (spec 3 §7: priceid, name, price, new_price, notes, price_rating, min_price, layout_id, action, sid[])', () => {
  it('carries exactly the call fields plus the visibility and its choices', () => {
    expect(toUpdatePayload(9, FORM)).toEqual({
      priceid: 9,
      name: 'Park facing',
      price: 2400,
      new_price: null,
      notes: 'Launch offer',
      price_rating: 4,
      min_price: 2200,
      layout_id: 2,
      action: 'full',
      sid: [11, 12],
      visibility: 'Public',
      customer_group_ids: [1, 3],
    });
  });

  it('Customer visibility sends the attribute choices instead of the groups', () => {
    const payload = toUpdatePayload(9, { ...FORM, visibility: 'Customer' });
    expect(payload.customer_attributes).toEqual({ t1: ['o1'] });
    expect(payload).not.toHaveProperty('customer_group_ids');
  });

  it('no plots chosen → an empty sid', () => expect(toUpdatePayload(9, { ...FORM, sid: undefined }).sid).toEqual([]));
});

describe('updatePriceGuide (typed call): the multipart fields', () => {
  it('POSTs {orgid}/priceguide/{id}/update with every field, sid[] and no _method', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: true, message: 'Price Guide updated.', data: { id: 9 }, errors: null }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const http = createHttpClient({
      orgid: '1',
      getToken: () => 't',
      apiUrl: () => 'http://api.test/api/v1',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const result = await createDataProvider(http).updatePriceGuide(9, toUpdatePayload(9, FORM));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/v1/1/priceguide/9/update');
    expect(init.method).toBe('POST');
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual([
      'priceid',
      'name',
      'price',
      'new_price',
      'notes',
      'price_rating',
      'min_price',
      'layout_id',
      'action',
      'sid[]',
      'sid[]',
      'visibility',
      'customer_group_ids[]',
      'customer_group_ids[]',
    ]);
    expect(form.get('priceid')).toBe('9');
    expect(form.get('new_price')).toBe('');
    expect(form.get('action')).toBe('full');
    expect(form.getAll('sid[]')).toEqual(['11', '12']);
    expect(result.message).toBe('Price Guide updated.');
  });
});

describe('formatPrice', () => {
  it.each<[unknown, string]>([
    [2400, '₹2,400'],
    [1250000, '₹12,50,000'],
    [null, '-'],
    ['', '-'],
  ])('%j → %s', (input, expected) => expect(formatPrice(input)).toBe(expected));
});

describe('seed: layout-scoped guides (C2)', () => {
  const tables = createSeed({});
  const guides = tables.priceguide!.filter(g => g.layout_id);

  it('has guides in both organizations, on the big layout 2 too, each on a layout of its organization', () => {
    expect(guides.filter(g => g.organization_id === 1).length).toBeGreaterThanOrEqual(5);
    expect(guides.filter(g => g.organization_id === 2).length).toBeGreaterThanOrEqual(2);
    expect(guides.filter(g => g.layout_id === 2).length).toBeGreaterThanOrEqual(2);
    for (const g of guides) {
      const layout = tables.layout!.find(l => l.id === g.layout_id)!;
      expect(layout.organization_id).toBe(g.organization_id);
      // No project_id of its own: the project page's rows are the ones with a project_id.
      expect(g.project_id).toBeUndefined();
      expect(normalizeRating(g.price_rating)).not.toBeNull();
    }
  });

  it("assigns plots of the guide's own layout only, and leaves some unassigned", () => {
    const assigned = tables.plot!.filter(p => p.priceguide_id);
    expect(assigned.length).toBeGreaterThan(0);
    for (const p of assigned) expect(guides.find(g => g.id === p.priceguide_id)!.layout_id).toBe(p.lid);
    expect(tables.plot!.filter(p => p.lid === 2 && !p.priceguide_id).length).toBeGreaterThan(0);
  });

  it("names its own organization's customer groups and attribute options only, and some of each", () => {
    const groupsOf = (org: number) => tables.customergroup!.filter(g => g.organization_id === org).map(g => g.id);
    const typesOf = (org: number) => tables.customerattributetype!.filter(t => t.organization_id === org);
    for (const org of [1, 2]) {
      const own = guides.filter(g => g.organization_id === org);
      expect(
        own.some(g => (g.customer_group_ids as number[]).length > 0),
        `org ${org}: a guide for a group`,
      ).toBe(true);
      expect(
        own.some(g => Object.keys(g.customer_attributes as object).length > 0),
        `org ${org}: a guide for attributes`,
      ).toBe(true);
    }
    for (const g of guides) {
      for (const id of g.customer_group_ids as number[]) expect(groupsOf(g.organization_id), `guide ${g.id}`).toContain(id);
      for (const [key, chosen] of Object.entries(g.customer_attributes as Record<string, string[]>)) {
        const type = typesOf(g.organization_id).find(t => attributeKey(t.id) === key);
        expect(type, `guide ${g.id}: ${key} a type of its organization`).toBeDefined();
        const choices = choosableOptions(type as unknown as Parameters<typeof choosableOptions>[0]).map(o => o.id);
        for (const option of chosen) expect(choices, `guide ${g.id}: ${key}`).toContain(option);
      }
    }
  });

  it('keeps the project-scoped rows (no layout_id) of the project page', () => {
    expect(tables.priceguide!.filter(g => !g.layout_id && g.project_id).length).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(createSeed({}).priceguide)).toBe(JSON.stringify(tables.priceguide));
  });
});

describe('demo API', () => {
  it('lists only layout-scoped guides, filters by layout_id and q', async () => {
    const all = await api('admin', 'GET', '1/priceguide?showall=true');
    expect(all.body.data.data.length).toBeGreaterThan(0);
    expect(all.body.data.data.every((g: { layout_id?: number; layout: { name: string } }) => g.layout_id && g.layout.name)).toBe(true);
    const two = await api('admin', 'GET', '1/priceguide?layout_id=2');
    expect(two.body.data.data.length).toBeGreaterThanOrEqual(2);
    expect(two.body.data.data.every((g: { layout_id: number }) => g.layout_id === 2)).toBe(true);
    const name = two.body.data.data[0].name as string;
    const searched = await api('admin', 'GET', `1/priceguide?q=${encodeURIComponent(name.slice(0, 5))}`);
    expect(searched.body.data.data.some((g: { name: string }) => g.name === name)).toBe(true);
  });

  it('answers one guide with its plots; a project-scoped row is not a price guide here', async () => {
    const guide = table('priceguide').find(g => g.layout_id === 1)!;
    const one = await api('admin', 'GET', `1/priceguide/${guide.id}`);
    expect(one.body.data).toMatchObject({ id: guide.id, layout: { id: 1 }, project: { id: 1 } });
    expect(one.body.data.sid).toEqual(
      table('plot')
        .filter(p => p.priceguide_id === guide.id)
        .map(p => p.id),
    );
    const projectRow = table('priceguide').find(g => !g.layout_id)!;
    expect((await api('admin', 'GET', `1/priceguide/${projectRow.id}`)).status).toBe(404);
  });

  it('creates with the section 5 checks through the envelope', async () => {
    const refused = await api('admin', 'POST', '1/priceguide', { name: '', price: '' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ name: 'Name is required', price: 'Price is required', layout_id: 'Layout is required' });
    const created = await api('admin', 'POST', '1/priceguide', {
      name: 'Highway facing',
      price: 2600,
      layout_id: 3,
      price_rating: 5,
      visibility: 'Public',
    });
    expect(created.body).toMatchObject({
      status: true,
      message: 'Price Guide created.',
      data: { name: 'Highway facing', layout_id: 3, project: { id: 1 }, price_rating: 5 },
    });
  });

  it("updates through POST priceguide/{id}/update: fields, plots (sid[]), 'Price Guide updated.'", async () => {
    const guide = table('priceguide').find(g => g.layout_id === 1)!;
    const layoutPlots = table('plot').filter(p => p.lid === 1);
    const sid = [layoutPlots[0]!.id, layoutPlots[1]!.id];
    const result = await api('admin', 'POST', `1/priceguide/${guide.id}/update`, {
      priceid: guide.id,
      name: 'Renamed',
      price: 3000,
      new_price: 3100,
      notes: 'n',
      price_rating: 2,
      min_price: 2900,
      layout_id: 1,
      action: 'full',
      sid,
    });
    expect(result.body).toMatchObject({ status: true, message: 'Price Guide updated.' });
    expect(table('priceguide').find(g => g.id === guide.id)).toMatchObject({
      name: 'Renamed',
      price: 3000,
      new_price: 3100,
      min_price: 2900,
      price_rating: 2,
      notes: 'n',
    });
    expect(
      table('plot')
        .filter(p => p.priceguide_id === guide.id)
        .map(p => p.id),
    ).toEqual(sid);
  });

  it('needs priceguide.update / priceguide.delete', async () => {
    const guide = table('priceguide').find(g => g.layout_id === 1)!;
    expect((await api('staff', 'POST', `1/priceguide/${guide.id}/update`, { name: 'x', price: 1, layout_id: 1 })).status).toBe(403);
    expect((await api('staff', 'DELETE', `1/priceguide/${guide.id}`)).status).toBe(403);
  });

  it('deletes a guide and lets its plots go', async () => {
    const guide = table('priceguide').find(g => g.layout_id === 2)!;
    expect(table('plot').some(p => p.priceguide_id === guide.id)).toBe(true);
    const result = await api('admin', 'DELETE', `1/priceguide/${guide.id}`);
    expect(result.body.status).toBe(true);
    expect(table('priceguide').some(g => g.id === guide.id)).toBe(false);
    expect(table('plot').some(p => p.priceguide_id === guide.id)).toBe(false);
  });

  it('serves the visibility lookups while no customer area does', async () => {
    const types = await api('admin', 'GET', '1/customerattributetype/filter');
    expect(types.body.data.data.map((t: { name: string }) => t.name)).toContain('Occupation');
    const groups = await api('admin', 'GET', '1/customergroup/filter');
    expect(groups.body.data.data.length).toBeGreaterThan(0);
  });
});
