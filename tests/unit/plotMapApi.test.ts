/**
 * The plot maps' calls against the demo API (spec 1 §7 "Plot map editor", N6; spec 3 "Price
 * guides", C3, N7): GET layout/{id}/plots with what the colours need, POST plot from the map
 * (cords stored as coordinates, copy without facing), PUT plot/{id}/coordinates (_method=PUT,
 * 3 points at least), GET priceguide/{id}/plots/{layoutid} and the assign / unassign calls.
 */
import { describe, expect, it } from 'vitest';
import { table } from '../../mocks/db';
import { createAccountApi } from '../../src/api/account';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { isAssigned } from '../../src/features/plotMap/mapLogic';

const provider = async (username = 'admin') => {
  const session = await createAccountApi().login(username, username);
  return createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
};

const rectangle: Array<[number, number]> = [
  [10, 20],
  [110, 20],
  [110, 220],
  [10, 220],
];

describe('GET layout/{id}/plots', () => {
  it('answers every plot of the layout with plotbooked (paid) and plotResale', async () => {
    const dp = await provider();
    const rows = await dp.layoutMapPlots(2);
    expect(rows.length).toBe(table('plot').filter(p => p.lid === 2).length);
    expect(rows.length).toBeGreaterThan(2000);
    const booked = rows.find(r => r.status === 'Booked' && r.plotbooked);
    expect(booked?.plotbooked).toHaveProperty('paid');
    expect(rows.every(r => Array.isArray(r.plotResale))).toBe(true);
    const resold = table('plotresale').find(r => table('plot').find(p => p.id === r.plot_id)?.organization_id === 1);
    if (resold) {
      const lid = table('plot').find(p => p.id === resold.plot_id)!.lid as number;
      const withResale = (await dp.layoutMapPlots(lid)).find(r => r.id === resold.plot_id)!;
      expect(withResale.plotResale).toContainEqual(expect.objectContaining({ id: resold.id }));
    }
  });
});

describe('POST plot from the map', () => {
  it('stores lid, number, measurement, squarefeet, facing and the cords as coordinates', async () => {
    const dp = await provider();
    const { message } = await dp.createMapPlot({
      lid: 1,
      number: 'M-1',
      measurement: '10:20:10:20',
      squarefeet: 200,
      facing: 'East',
      cords: rectangle,
    });
    expect(message).toBe('Plot created successfully.');
    expect(table('plot').find(p => p.number === 'M-1')).toMatchObject({ lid: 1, facing: 'East', squarefeet: 200, coordinates: rectangle });
  });

  it('a copy sends no facing', async () => {
    const dp = await provider();
    await dp.createMapPlot({ lid: 1, number: 'M-2', cords: rectangle });
    const row = table('plot').find(p => p.number === 'M-2')!;
    expect(row.coordinates).toEqual(rectangle);
    expect(row.facing ?? null).toBeNull();
  });

  it("refuses a plot without a number: 'Plot number is required'", async () => {
    const dp = await provider();
    await expect(dp.createMapPlot({ lid: 1, number: '', cords: rectangle })).rejects.toThrow('Plot number is required');
  });
});

describe('PUT plot/{id}/coordinates', () => {
  it('stores the cords (sent as POST with _method=PUT)', async () => {
    const dp = await provider();
    const plot = table('plot').find(p => p.lid === 1)!;
    const { message } = await dp.savePlotCoordinates(plot.id, rectangle);
    expect(message).toBe('Plot coordinates saved successfully.');
    expect(table('plot').find(p => p.id === plot.id)!.coordinates).toEqual(rectangle);
  });

  it.each([
    ['2 points', rectangle.slice(0, 2)],
    ['none', []],
  ])('refuses %s', async (_name, cords) => {
    const dp = await provider();
    const plot = table('plot').find(p => p.lid === 1)!;
    const before = plot.coordinates;
    await expect(dp.savePlotCoordinates(plot.id, cords as Array<[number, number]>)).rejects.toThrow('A plot needs at least 3 points.');
    expect(table('plot').find(p => p.id === plot.id)!.coordinates).toEqual(before);
  });

  it('needs plot.update', async () => {
    const dp = await provider('agent');
    const plot = table('plot').find(p => p.lid === 1)!;
    await expect(dp.savePlotCoordinates(plot.id, rectangle)).rejects.toThrow();
  });
});

describe('price guide map calls', () => {
  const guideOfLayout1 = () => table('priceguide').find(g => g.layout_id === 1 && g.organization_id === 1)!;

  it('GET priceguide/{id} and GET priceguide/{id}/plots/{layoutid}', async () => {
    const dp = await provider();
    const guide = guideOfLayout1();
    expect((await dp.priceGuide(guide.id)).layout_id).toBe(1);
    const rows = await dp.priceGuidePlots(guide.id, 1);
    expect(rows.length).toBe(table('plot').filter(p => p.lid === 1).length);
    expect(rows.filter(r => isAssigned(r, guide.id)).length).toBe(table('plot').filter(p => p.priceguide_id === guide.id).length);
  });

  it('assigns and unassigns with priceid and sid[]', async () => {
    const dp = await provider();
    const guide = guideOfLayout1();
    const free = table('plot')
      .filter(p => p.lid === 1 && p.priceguide_id !== guide.id)
      .slice(0, 2);
    const ids = free.map(p => p.id);
    const assigned = await dp.assignPricePlots(guide.id, ids);
    expect(assigned.message).toBe('Plots assigned to the price guide.');
    expect(ids.map(id => table('plot').find(p => p.id === id)!.priceguide_id)).toEqual([guide.id, guide.id]);

    const removed = await dp.unassignPricePlots(guide.id, [ids[0]!]);
    expect(removed.message).toBe('Plots removed from the price guide.');
    expect(table('plot').find(p => p.id === ids[0])!.priceguide_id).toBeNull();
    expect(table('plot').find(p => p.id === ids[1])!.priceguide_id).toBe(guide.id);
  });

  it('refuses an unknown guide or no plots', async () => {
    const dp = await provider();
    await expect(dp.assignPricePlots(999999, [1])).rejects.toThrow('Price guide not found');
    await expect(dp.assignPricePlots(guideOfLayout1().id, [])).rejects.toThrow('Please select the plots.');
  });
});
