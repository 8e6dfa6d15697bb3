/** The registry and the menu split: pure checks over src/resources/index.ts. */
import { describe, expect, it } from 'vitest';
import { isValidElement } from 'react';
import { render } from '@testing-library/react';
import { activeEntry, isActiveEntry, menuEntries, plainIcon } from '../../src/app/AppMenu';
import { RESOURCES } from '../../src/resources';
import { isLazyView } from '../../src/app/schemaResource';
import { MENU_GROUPS } from '../../src/common/menuGroups';
import type { ResourceDeclaration } from '../../src/app/resourceTypes';
import type { Membership } from '../../src/api/permissions';
import routes from '../fixtures/routes.json';

const member = (over: Partial<Membership>): Membership => ({
  organization_id: 1,
  name: 'Org',
  software_access: 'Daga',
  master: 1,
  permissions: [],
  ...over,
});

const names = (m: Membership, resources?: readonly ResourceDeclaration[]) =>
  menuEntries(m, resources).flatMap(g => g.items.map(r => r.name));

describe('the resource registry', () => {
  it('declares each resource once, with a label, a group and lazy views', () => {
    const seen = new Set<string>();
    for (const r of RESOURCES) {
      expect(seen.has(r.name)).toBe(false);
      seen.add(r.name);
      expect(r.label).toBeTruthy();
      expect(MENU_GROUPS.map(g => g.id)).toContain(r.group);
      for (const view of [r.list, r.create, r.edit, r.show].filter(Boolean)) {
        // React.lazy, or a generated view over one: views must not grow the first load.
        expect(isLazyView(view), `${r.name}: a lazy view`).toBe(true);
      }
    }
  });

  it("every list, create, edit and show route of the specification has that view in the registry (spec 3 §2's blanket rule: a listing's create)", () => {
    const VIEWS = { list: '', create: '/create', edit: '/:param', show: '/:param/show' } as const;
    const missing: string[] = [];
    for (const { route, resources } of routes.routes) {
      for (const name of resources) {
        const r = RESOURCES.find(x => x.name === name);
        const view = (Object.keys(VIEWS) as Array<keyof typeof VIEWS>).find(v => route === `/:orgid/${name}${VIEWS[v]}`);
        if (r && view && !r[view]) missing.push(`${route} (${view})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('registers document types and customer document types with list, create and edit', () => {
    for (const name of ['documenttype', 'customerdocumenttype']) {
      const r = RESOURCES.find(x => x.name === name)!;
      expect(r.list && r.create && r.edit).toBeTruthy();
    }
  });
});

describe('the menu (docs/decisions.md "Menu")', () => {
  const fixture: ResourceDeclaration[] = [
    { name: 'a', label: 'A', singular: 'A', group: 'inventory', icon: () => null, list: () => null, reducedMenu: true },
    { name: 'b', label: 'B', singular: 'B', group: 'website', icon: () => null, list: () => null, reducedMenu: false },
    { name: 'c', label: 'C', singular: 'C', group: 'admin', icon: () => null, reducedMenu: true },
  ];

  it("a 'Daga' organization gets the full menu, others the reduced one", () => {
    expect(names(member({ software_access: 'Daga' }), fixture)).toEqual(['a', 'b']);
    expect(names(member({ software_access: 'Standard' }), fixture)).toEqual(['a']);
    expect(names(member({ software_access: null }), fixture)).toEqual(['a']);
  });

  it('an entry shows only with its view permission; empty groups are left out', () => {
    const m = member({ master: 0, permissions: ['b.view'] });
    expect(names(m, fixture)).toEqual(['b']);
    expect(menuEntries(m, fixture).map(g => g.label)).toEqual(['Website']);
  });

  it('resources without a list are not menu entries', () => {
    expect(names(member({}), fixture)).not.toContain('c');
  });

  it('with the real registry: staff sees document types, not customer document types', () => {
    const staff = member({ master: 0, permissions: ['documenttype.view'] });
    // The loan required documents are read under documenttype.view (docs/decisions.md, permission
    // exceptions); the activity feed needs no key.
    expect(names(staff).sort()).toEqual(['activity', 'documenttype', 'loanrequiredocuments']);
    expect(names(member({ software_access: 'Daga' }))).toEqual(expect.arrayContaining(['documenttype', 'customerdocumenttype']));
    expect(names(member({ software_access: 'Standard' }))).toContain('documenttype');
    expect(names(member({ software_access: 'Standard' }))).not.toContain('customerdocumenttype');
    // The full menu is every resource with a list; the reduced one a strict part of it.
    const full = names(member({ software_access: 'Daga' }));
    const reduced = names(member({ software_access: 'Standard' }));
    expect([...full].sort()).toEqual(
      RESOURCES.filter(r => r.list && r.menu !== false)
        .map(r => r.name)
        .sort(),
    );
    expect(reduced.length).toBeLessThan(full.length);
  });
});

describe('plot status colours', () => {
  it('every status chip text meets WCAG AA contrast (4.5:1) on its colour', async () => {
    const { PLOT_STATUSES, statusColor, statusTextColor } = await import('../../src/features/plotStatus/colors');
    const lum = (hex: string) => {
      const [r, g, b] = [1, 3, 5]
        .map(i => parseInt(hex.slice(i, i + 2), 16) / 255)
        .map(c => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const status of PLOT_STATUSES) {
      const [a, b] = [lum(statusColor(status)), lum(statusTextColor(status))].sort((x, y) => y - x);
      expect((a + 0.05) / (b + 0.05), status).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('the current menu entry', () => {
  it('is the entry of the page or of a page below it, never of a list whose name only starts alike', () => {
    expect(isActiveEntry('/1/plot', '/1/plot')).toBe(true);
    expect(isActiveEntry('/1/plot', '/1/plot/5/show/map')).toBe(true);
    expect(isActiveEntry('/1/plot', '/1/plotbook')).toBe(false);
    expect(isActiveEntry('/1/plot', '/2/plot')).toBe(false);
    expect(isActiveEntry('/1/dashboard', '/1/')).toBe(false);
  });
});

describe('the menu icons', () => {
  it('draws every resource icon as a plain <svg> with the paths of the MUI icon (SvgIcon is only the fallback)', () => {
    for (const resource of RESOURCES.filter(r => r.menu ?? !!r.list)) {
      const icon = plainIcon(resource.icon);
      expect(isValidElement(icon) && icon.type, resource.name).toBe('svg');
      const { container } = render(<>{icon}</>);
      expect(container.querySelector('svg.MuiSvgIcon-root path')?.getAttribute('d'), resource.name).toBeTruthy();
    }
    // A component that is not one of MUI's icons is drawn as it is.
    const Own = () => <svg data-own="" />;
    expect(isValidElement(plainIcon(Own)) && (plainIcon(Own) as { type: unknown }).type).toBe(Own);
  });
});

describe('the menu of issue 40 (docs/decisions.md "The menu (issue 40)")', () => {
  const daga = member({ software_access: 'Daga' });
  const standard = member({ software_access: 'Standard' });

  it('daily work first in its order, then the areas, then the type and category lists under Settings', () => {
    const groups = menuEntries(daga);
    expect(groups[0]!.id).toBe('daily');
    expect(groups[0]!.items.map(r => r.name)).toEqual([
      'plot',
      'plotbook',
      'plotsale',
      'plotemi',
      'emidue',
      'customer',
      'customerinterest',
      'reminder',
      'callhistory',
    ]);
    expect(groups.at(-1)!.label).toBe('Settings');
    expect(groups.at(-1)!.items.map(r => r.name)).toEqual(
      expect.arrayContaining(['documenttype', 'customerattributetype', 'plotsalestatuslist', 'source', 'blogcategory']),
    );
    expect(groups.slice(1, -1).map(g => g.label)).toEqual(['Inventory', 'Customers and sales', 'Website', 'Administration']);
    // Every type list of the registry is under Settings.
    const lists = RESOURCES.filter(r => (r.menu ?? !!r.list) && /Types?$|Categor/.test(r.label)).map(r => r.name);
    expect(lists.filter(name => !groups.at(-1)!.items.some(r => r.name === name))).toEqual([]);
  });

  it('the Daga and the reduced menus keep their content: the same entries, each once', () => {
    const before = (m: Membership) =>
      RESOURCES.filter(
        r => (r.menu ?? !!r.list) && (m.software_access === 'Daga' || r.reducedMenu) && MENU_GROUPS.some(g => g.id === r.group),
      ).map(r => r.name);
    for (const m of [daga, standard]) {
      const now = names(m);
      expect(new Set(now).size).toBe(now.length);
      expect([...now].sort()).toEqual(before(m).sort());
    }
    // The reduced menu: its daily work and its Settings (document types, lead sources).
    expect(menuEntries(standard).map(g => g.id)).toEqual(['daily', 'inventory', 'admin', 'settings']);
  });

  it('exactly one entry is the current one: the most specific the page belongs to', () => {
    const entries = ['/1/dashboard', '/1/customer', '/1/customerinterest', '/1/plot', '/1/plotbook'];
    expect(activeEntry(entries, '/1/customerinterest')).toBe('/1/customerinterest');
    expect(activeEntry(entries, '/1/customerinterest/7/show')).toBe('/1/customerinterest');
    expect(activeEntry(entries, '/1/customer/7/show')).toBe('/1/customer');
    expect(activeEntry(['/1/document', '/1/document/plot'], '/1/document/plot/3')).toBe('/1/document/plot');
    expect(activeEntry(entries, '/1/plotbook')).toBe('/1/plotbook');
    expect(activeEntry(entries, '/1/unknown')).toBeUndefined();
  });
});
