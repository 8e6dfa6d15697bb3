/**
 * The seeded layouts as the map draws them (issue 40): every slot of a layout's plan holds a
 * placed plot (an unplaced plot on a slot was a blank white square on the map), the plots without
 * coordinates are the later "12A" ones beside a slot, and the layout image prints no plot number
 * (the map prints each once; the image's own, at another point, showed twice, offset).
 */
import { describe, expect, it } from 'vitest';
import { createSeed, layoutSvg } from '../../mocks/seed';
import { planLayout } from '../../mocks/seed/geometry';
import { pointsOf } from '../../src/features/plotMap/mapLogic';

const tables = createSeed();
const layouts = tables.layout ?? [];
const plots = tables.plot ?? [];

describe('the seeded layouts on the map', () => {
  it('place a plot on every slot of each plan; the plots without coordinates are extra ones', () => {
    expect(layouts.length).toBeGreaterThan(3);
    for (const layout of layouts) {
      const size = layout.imagesize as { width: number; height: number };
      const ofLayout = plots.filter(p => p.lid === layout.id);
      const placed = ofLayout.filter(p => pointsOf(p.coordinates).length >= 3);
      const unplaced = ofLayout.filter(p => pointsOf(p.coordinates).length < 3);
      const slots = planLayout(layout.id, size.width, size.height).slots;
      // A dense plan may hold fewer plots than slots (its first ones); no slot among them is empty.
      expect(placed.length, String(layout.name)).toBe(Math.min(slots.length, placed.length));
      expect(new Set(placed.map(p => String(p.number))), String(layout.name)).toEqual(
        new Set(slots.slice(0, placed.length).map(s => String(s.number))),
      );
      expect(unplaced.length, String(layout.name)).toBeGreaterThan(0);
      for (const p of unplaced)
        expect(
          placed.some(q => `${String(q.number)}A` === p.number),
          String(p.number),
        ).toBe(true);
    }
  });

  it('draw no plot number in the layout image (the map draws each once)', () => {
    const layout = layouts[0]!;
    const ofLayout = plots.filter(p => p.lid === layout.id);
    const svg = layoutSvg(layout, ofLayout);
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(m => m[1]);
    const numbers = new Set(ofLayout.map(p => String(p.number)));
    expect(texts.length).toBeGreaterThan(0);
    // The scale bar's ticks (0, 50, 100 ft) are the only numbers the plan prints.
    expect(texts.filter(t => numbers.has(t!) && t !== '0' && t !== '50')).toEqual([]);
  });
});
