/**
 * The page shapes that the costly registry-wide tests (the axe scan, the fault matrix) meet in
 * `npm test` (tests/shapes.ts): every hand-written page, and every feature of the declared pages.
 */
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/resources';
import { SCHEMAS } from '../../src/resources/schemas';
import { firstOfEachShape, viewFeatures } from '../shapes';

const VIEWS = ['list', 'create', 'edit', 'show'] as const;
const views = RESOURCES.flatMap(r => VIEWS.filter(view => r[view]).map(view => ({ resource: r.name, view })));
const featuresOf = (v: (typeof views)[number]) => viewFeatures(v.resource, v.view);

describe('the shapes of the registry pages', () => {
  const chosen = firstOfEachShape(views, featuresOf);

  it('chooses every hand-written page: a resource without a declaration, a custom view, a hand-written cell, input or toolbar', () => {
    const bespoke = RESOURCES.find(r => !SCHEMAS.some(s => s.name === r.name))!;
    expect(featuresOf({ resource: bespoke.name, view: 'list' })).toBeNull();
    const withCustom = SCHEMAS.find(s => s.custom && Object.keys(s.custom).length)!;
    const customView = Object.keys(withCustom.custom!)[0] as (typeof VIEWS)[number];
    expect(featuresOf({ resource: withCustom.name, view: customView })).toBeNull();
    const withActions = SCHEMAS.find(s => (s.rowActions || s.bulkActions || s.listActions) && !s.custom?.list)!;
    expect(featuresOf({ resource: withActions.name, view: 'list' })).toBeNull();
    for (const v of views.filter(v => featuresOf(v) === null)) expect(chosen.has(v), `${v.resource} ${v.view}`).toBe(true);
  });

  it('meets every feature of the declared pages, and leaves out a page whose features were all met before it', () => {
    const met = new Set([...chosen].flatMap(v => featuresOf(v) ?? []));
    const all = new Set(views.flatMap(v => featuresOf(v) ?? []));
    expect([...all].filter(f => !met.has(f))).toEqual([]);
    const left = views.filter(v => !chosen.has(v));
    expect(left.length).toBeGreaterThan(0);
    for (const v of left) {
      const before = new Set(views.slice(0, views.indexOf(v)).flatMap(u => featuresOf(u) ?? []));
      expect(
        featuresOf(v)!.every(f => before.has(f)),
        `${v.resource} ${v.view}`,
      ).toBe(true);
    }
  });

  it('tells a field kind, its drawing options and the page parts apart', () => {
    const list = (name: string) => featuresOf({ resource: name, view: 'list' });
    const declaredLists = SCHEMAS.filter(s => featuresOf({ resource: s.name, view: 'list' }) !== null);
    const withColors = declaredLists.find(s => Object.values(s.fields).some(f => f.has('list') && f.kind === 'choice' && f.options.colors));
    expect(list(withColors!.name)).toContain('column:choice+colors');
    const tabbed = SCHEMAS.find(s => s.editTabs && featuresOf({ resource: s.name, view: 'edit' }) !== null);
    expect(featuresOf({ resource: tabbed!.name, view: 'edit' })).toContain('tabs');
    const searchable = declaredLists.find(s => Object.values(s.fields).some(f => f.has('search')));
    expect(list(searchable!.name)).toContain('search');
  });
});
