/**
 * Projects, price guide rows and the area's custom calls: the validators (messages verbatim), the
 * pure helpers, the permission rows of layouts and layout attribute types, and every custom call's
 * method, path and fields.
 */
import { describe, expect, it } from 'vitest';
import { canAccess, type Membership } from '../../src/api/permissions';
import { projectMethods } from '../../src/api/methods/projects';
import type { CoreCalls } from '../../src/api/dataProvider';
import {
  formatPrice,
  mapsUrl,
  PROJECT_MESSAGES,
  PROJECT_PER_PAGE,
  PROJECT_SEARCH_DELAY_MS,
  addLayoutPath,
  validateGuideRow,
  validateGuideRows,
} from '../../src/resources/inventory/project/projectLogic';
import { required } from '../../src/common/validators';

const member = (permissions: string[], master = 0): Membership => ({
  organization_id: 1,
  name: 'Org',
  software_access: 'Daga',
  master,
  permissions,
});

describe('project validation (spec 1 §5)', () => {
  it("the name is required: 'Project name is required'", () => {
    expect(PROJECT_MESSAGES.name).toBe('Project name is required');
    expect(required(PROJECT_MESSAGES.name)('')).toBe('Project name is required');
    expect(required(PROJECT_MESSAGES.name)('   ')).toBe('Project name is required');
    expect(required(PROJECT_MESSAGES.name)('Daga Nagar')).toBeUndefined();
  });

  it("the Add Plot dialog: 'Plot number is required'; 'Unable to Create Plot' when it fails", () => {
    expect(required(PROJECT_MESSAGES.plotNumber)(undefined)).toBe('Plot number is required');
    expect(required(PROJECT_MESSAGES.plotNumber)('A-12')).toBeUndefined();
    expect(PROJECT_MESSAGES.createPlot).toBe('Unable to Create Plot');
  });

  it('price guide rows: name and price both required, price a number', () => {
    expect(validateGuideRow({ name: '', price: '' })).toEqual({ name: 'Name is required', price: 'Price is required' });
    expect(validateGuideRow({ name: 'Park facing', price: 'abc' })).toEqual({ price: 'Price must be a number' });
    expect(validateGuideRow({ name: 'Park facing', price: 3200 })).toEqual({});
    expect(
      validateGuideRows([
        { name: 'A', price: '100' },
        { name: ' ', price: '' },
      ]),
    ).toEqual({
      'guide.1.name': 'Name is required',
      'guide.1.price': 'Price is required',
    });
    expect(validateGuideRows([])).toEqual({ 'guide.0.name': 'Name is required' });
    expect(validateGuideRows([{ name: 'A', price: 1 }])).toEqual({});
  });
});

describe('project helpers', () => {
  it('the list constants of the specification: 20 per page, search waits 2 seconds', () => {
    expect(PROJECT_PER_PAGE).toBe(20);
    expect(PROJECT_SEARCH_DELAY_MS).toBe(2000);
  });

  it('the map link opens a maps service at latitude,longitude; none without coordinates', () => {
    expect(mapsUrl(12.8806, 80.0215)).toBe('https://www.google.com/maps/search/?api=1&query=12.8806,80.0215');
    expect(mapsUrl('11.079', '76.999')).toContain('query=11.079,76.999');
    expect(mapsUrl(null, 80)).toBeUndefined();
    expect(mapsUrl(12, '')).toBeUndefined();
    expect(mapsUrl('north', 80)).toBeUndefined();
  });

  it('Add Layout opens the layout form with the project (?pid=)', () => {
    expect(addLayoutPath(5)).toBe('/layout/create?pid=5');
  });

  it('prices read the Indian way, a dash when empty', () => {
    expect(formatPrice(1250000)).toBe('12,50,000');
    expect(formatPrice('2400')).toBe('2,400');
    expect(formatPrice(null)).toBe('-');
    expect(formatPrice('')).toBe('-');
  });
});

describe('permissions of the area (spec 1 §6, spec 3 §6)', () => {
  it.each([
    ['layout', 'show', 'project.view'],
    ['layout', 'create', 'project.create'],
    ['layout', 'edit', 'project.update'],
    ['layout', 'delete', 'project.delete'],
    ['project', 'list', 'project.view'],
    ['project', 'edit', 'project.update'],
    ['layoutattributetype', 'list', 'layoutattributetype.view'],
    ['layoutattributetype', 'edit', 'layoutattributetype.update'],
    ['layoutattributetype', 'delete', 'layoutattributetype.delete'],
  ])('%s / %s needs %s', (resource, action, key) => {
    expect(canAccess(member([key]), { resource, action })).toBe(true);
    expect(canAccess(member([]), { resource, action })).toBe(false);
    expect(canAccess(member([], 1), { resource, action })).toBe(true);
  });

  it('layouts are not gated by layout.* keys', () => {
    expect(canAccess(member(['layout.update']), { resource: 'layout', action: 'edit' })).toBe(false);
  });
});

describe('the custom calls of the area (spec 1 §7)', () => {
  const recorder = () => {
    const calls: Array<{ method: string; path: string; payload?: Record<string, unknown> }> = [];
    const core: CoreCalls = {
      call: async (method, path, payload) => {
        calls.push({ method, path, payload });
        return { data: undefined as never, message: 'ok' };
      },
      download: async () => ({ blob: new Blob(), filename: 'x' }),
      exportList: async () => ({ blob: new Blob(), filename: 'x' }),
    };
    return { calls, methods: projectMethods(core) };
  };

  it('GET layout/{id}/plots and the attribute type lookup', async () => {
    const { calls, methods } = recorder();
    await methods.layoutPlots(7);
    await methods.layoutAttributeTypes();
    expect(calls).toEqual([
      { method: 'GET', path: 'layout/7/plots', payload: undefined },
      { method: 'GET', path: 'layoutattributetype/filter', payload: { showall: 'true', s_sort: 'order', _order: 'ASC' } },
    ]);
  });

  it('app image delete, brochure delete, promo info and image order', async () => {
    const { calls, methods } = recorder();
    await methods.deleteLayoutAppImage(3, 'demo/a.jpg');
    await methods.deleteLayoutBrochure(3, 'demo/b.pdf');
    await methods.saveLayoutPromoImageInfo(3, { key: 'demo/a.jpg', title: 'Entrance', description: null });
    await methods.saveLayoutAppImageOrder(3, [
      { key: 'b', order: 1 },
      { key: 'a', order: 2 },
    ]);
    expect(calls).toEqual([
      { method: 'POST', path: 'layout/3/appimage/delete', payload: { key: 'demo/a.jpg' } },
      { method: 'POST', path: 'layout/3/brochure/delete', payload: { key: 'demo/b.pdf' } },
      {
        method: 'POST',
        path: 'layout/3/savepromoimagesinfo',
        payload: { layoutid: 3, key: 'demo/a.jpg', title: 'Entrance', description: '' },
      },
      {
        method: 'POST',
        path: 'layout/3/saveappimageorder',
        payload: {
          items: [
            { key: 'b', order: 1 },
            { key: 'a', order: 2 },
          ],
          layoutid: 3,
        },
      },
    ]);
  });

  it('price/guide/create with pid and guide rows; price/guide/{id}/update with action=full', async () => {
    const { calls, methods } = recorder();
    await methods.createPriceGuideRows(5, [{ name: 'Park facing', price: 3200 }]);
    await methods.updatePriceGuideRow(9, { name: 'Corner', price: '3400', project_id: 5 });
    expect(calls).toEqual([
      { method: 'POST', path: 'price/guide/create', payload: { pid: 5, guide: [{ name: 'Park facing', price: 3200 }] } },
      { method: 'POST', path: 'price/guide/9/update', payload: { name: 'Corner', price: '3400', project_id: 5, action: 'full' } },
    ]);
  });
});
