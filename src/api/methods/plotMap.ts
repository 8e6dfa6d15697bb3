/** The typed calls of the plot maps: the plots of a layout, a plot created on the map, a polygon saved… */
// Reasoning: docs/decisions.md "Notes: src/api/methods/plotMap.ts"
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';

export type Cords = Array<[number, number]>;

export interface MapPlotPayload {
  lid: Identifier;
  number: string;
  measurement?: string;
  squarefeet?: number | string | null;
  /** Omitted by a copy. */
  facing?: string | null;
  cords: Cords;
}

const seg = (id: Identifier) => encodeURIComponent(String(id));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Row = Record<string, any> & { id: Identifier };

export const plotMapMethods = (core: CoreCalls) => ({
  /** GET layout/{id}/plots: data is the list of the layout's plots. */
  layoutMapPlots: async (layoutId: Identifier): Promise<Row[]> => {
    const { data } = await core.call<Row[] | { data: Row[] }>('GET', `layout/${seg(layoutId)}/plots`);
    return Array.isArray(data) ? data : Array.isArray(data?.data) ? data.data : [];
  },

  /** POST plot with lid, number, measurement, squarefeet, facing (not for a copy) and cords[i][0], cords[i][1]. */
  createMapPlot: ({ facing, ...payload }: MapPlotPayload) =>
    core.call<Row>('POST', 'plot', facing === undefined ? payload : { ...payload, facing }),

  /** PUT plot/{id}/coordinates with cords[i][0], cords[i][1] (sent as POST with _method=PUT). */
  savePlotCoordinates: (plotId: Identifier, cords: Cords) => core.call<Row>('PUT', `plot/${seg(plotId)}/coordinates`, { cords }),

  /** GET priceguide/{id}: the price guide (layout_id says which layout its map shows). */
  priceGuide: async (id: Identifier): Promise<Row> => (await core.call<Row>('GET', `priceguide/${seg(id)}`)).data,

  /** GET priceguide/{id}/plots/{layoutid}: the layout's plots with their price guide. */
  priceGuidePlots: async (id: Identifier, layoutId: Identifier): Promise<Row[]> => {
    const { data } = await core.call<Row[] | { data: Row[] }>('GET', `priceguide/${seg(id)}/plots/${seg(layoutId)}`);
    return Array.isArray(data) ? data : Array.isArray(data?.data) ? data.data : [];
  },

  /** POST priceguide/assignpriceplot with priceid and sid[]. */
  assignPricePlots: (priceid: Identifier, sid: Identifier[]) => core.call('POST', 'priceguide/assignpriceplot', { priceid, sid }),

  /** POST priceguide/removeassignpriceplot with priceid and sid[]. */
  unassignPricePlots: (priceid: Identifier, sid: Identifier[]) => core.call('POST', 'priceguide/removeassignpriceplot', { priceid, sid }),
});
