/** The price guide resource's calls that are not react-admin CRUD… docs/decisions.md "Notes: src/api/methods/priceGuides.ts" */
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';

const seg = (id: Identifier): string => encodeURIComponent(String(id));

export interface PriceGuideUpdate {
  priceid: Identifier;
  name: string;
  price: string | number;
  new_price?: string | number | null;
  notes?: string | null;
  price_rating?: string | number | null;
  min_price?: string | number | null;
  layout_id: Identifier;
  action: string;
  /** The plots of the layout assigned to the guide. */
  sid?: Identifier[];
  /** Beyond the specification's list: who sees the guide (docs/decisions.md "Price guides"). */
  visibility?: string | null;
  customer_attributes?: Record<string, string[]>;
  customer_group_ids?: Identifier[];
}

export interface PlotChoice {
  id: Identifier;
  number: string;
}

export const priceGuideMethods = (core: CoreCalls) => ({
  /** GET layout/{id}/plots, as the choices of the edit form's Plots (sid[]): id and number. */
  priceGuidePlotChoices: async (layoutId: Identifier): Promise<PlotChoice[]> => {
    const { data } = await core.call<unknown>('GET', `layout/${seg(layoutId)}/plots`);
    const rows = Array.isArray(data) ? data : Array.isArray((data as { data?: unknown })?.data) ? (data as { data: unknown[] }).data : [];
    return (rows as Array<Record<string, unknown>>).map(r => ({ id: r.id as Identifier, number: String(r.number ?? r.id) }));
  },

  /** POST priceguide/{id}/update. */
  updatePriceGuide: <T = Record<string, unknown>>(id: Identifier, payload: PriceGuideUpdate, version?: string) =>
    // The version the form was made from, a precondition the server may check (issue 38, docs/api.md).
    core.call<T>('POST', `priceguide/${seg(id)}/update`, { ...payload, ...(version ? { updated_at: version } : {}) }),
});
