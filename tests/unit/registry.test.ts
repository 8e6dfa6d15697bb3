/** The registry and the menu split: pure checks over src/app/resources.ts. */
import { describe, expect, it } from 'vitest';
import { menuEntries } from '../../src/app/AppMenu';
import { RESOURCES } from '../../src/app/resources';
import { MENU_GROUPS, type ResourceDeclaration } from '../../src/app/resourceTypes';
import type { Membership } from '../../src/api/permissions';

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
        // React.lazy components carry $$typeof react.lazy: views must not grow the first load.
        expect(String((view as { $$typeof?: symbol }).$$typeof)).toBe('Symbol(react.lazy)');
      }
    }
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
    expect(names(staff)).toEqual(['documenttype']);
    expect(names(member({ software_access: 'Daga' }))).toEqual(['documenttype', 'customerdocumenttype']);
    expect(names(member({ software_access: 'Standard' }))).toEqual(['documenttype']);
  });
});
