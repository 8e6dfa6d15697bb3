/**
 * The demo seed's sizes (issue 41, mocks/seed/scale.ts): at `large`, Daga Estates has 20,000
 * customers, 50,000 plots over 60 layouts and 30,000 leads; the standard seed keeps its own. Only
 * the seeds that make these tables run here (the whole large seed takes seconds).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SEED_NOW } from '../../mocks/seed';
import { seedContext, type Tables } from '../../mocks/seed/context';
import { seedCustomers, seedMoreCustomers } from '../../mocks/seed/tables/customer';
import { seedLeads } from '../../mocks/seed/tables/customerinterest';
import { seedInventory } from '../../mocks/seed/tables/inventory';
import { seedUsers } from '../../mocks/seed/tables/user';
import { withSeedScale, type SeedScale } from '../../mocks/seed/scale';
import { demoScale, SCALE_KEY } from '../../mocks/browserStorage';

/** The tables of customers, inventory and leads drawn at a size. */
const drawn = (scale: SeedScale): Tables =>
  withSeedScale(scale, () => {
    const tables: Tables = {};
    const ctx = seedContext(tables, SEED_NOW);
    seedUsers(ctx);
    seedInventory(ctx);
    seedCustomers(ctx);
    seedLeads(ctx);
    seedMoreCustomers(tables, ctx.now);
    return tables;
  });

const ofOrgOne = (tables: Tables, name: string) => (tables[name] ?? []).filter(r => r.organization_id === 1);

describe('the seed at scale', () => {
  it('large: 20,000 customers, 50,000 plots over 60 layouts and 30,000 leads for Daga Estates; the other organization as standard', () => {
    const large = drawn('large');
    const standard = drawn('standard');
    expect(ofOrgOne(large, 'customer')).toHaveLength(20000);
    expect(ofOrgOne(large, 'plot')).toHaveLength(50000);
    expect(ofOrgOne(large, 'layout')).toHaveLength(60);
    expect(ofOrgOne(large, 'customerinterest')).toHaveLength(30000);
    // Every plot on a layout of its organization, ids unique, the standard rows kept as drawn.
    const layouts = new Map(large.layout!.map(l => [l.id, l]));
    expect(large.plot!.every(p => layouts.get(p['lid'] as number)?.organization_id === p.organization_id)).toBe(true);
    expect(new Set(large.plot!.map(p => p.id)).size).toBe(large.plot!.length);
    expect(new Set(large.customer!.map(c => c.id)).size).toBe(large.customer!.length);
    for (const name of ['plot', 'layout', 'customer', 'customerinterest']) {
      const org2 = (t: Tables) => (t[name] ?? []).filter(r => r.organization_id === 2).length;
      expect(org2(large)).toBe(org2(standard));
    }
    expect(JSON.stringify(large.layout!.slice(0, standard.layout!.length))).toBe(JSON.stringify(standard.layout));
    expect(ofOrgOne(standard, 'plot').length).toBeLessThan(5000);
    expect(ofOrgOne(standard, 'customer')).toHaveLength(1800);
  }, 120000);
});

describe('the size the demo is started at', () => {
  afterEach(() => localStorage.removeItem(SCALE_KEY));

  it('is asked for in the address, remembered, and standard otherwise', () => {
    expect(demoScale('')).toBe('standard');
    expect(demoScale('?demo-scale=large')).toBe('large');
    expect(demoScale('')).toBe('large');
    expect(demoScale('?demo-scale=huge')).toBe('large');
    expect(demoScale('?demo-scale=standard')).toBe('standard');
    expect(demoScale('')).toBe('standard');
  });
});
