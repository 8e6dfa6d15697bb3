/** Saved list views: GET savedview?resource= lists the caller's views of a list in the organization, POST savedview with resource… */
// Reasoning: docs/decisions.md "Notes: src/api/methods/savedViews.ts"
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';
import { SAVED_FILTER_PATHS, filterDataAsView } from '../savedViewLogic';

type Row = Record<string, unknown>;

export const savedViewMethods = (core: CoreCalls) => ({
  /** GET savedview?resource={resource} (or the list's saved filters): the caller's views of that list. */
  savedViews: async (resource: string): Promise<unknown[]> => {
    const own = SAVED_FILTER_PATHS[resource];
    if (own) {
      const { data } = await core.call<unknown>('GET', own, { perPage: 100 });
      const rows = Array.isArray(data) ? data : Array.isArray((data as { data?: unknown })?.data) ? (data as { data: unknown[] }).data : [];
      return (rows as Row[]).flatMap(r => {
        const view = filterDataAsView(r.filter_data);
        return view ? [{ id: r.id, title: r.filter_title, view }] : [];
      });
    }
    const { data } = await core.call<unknown>('GET', 'savedview', { resource });
    return Array.isArray(data) ? data : [];
  },
  /** POST savedview with resource, title, view (JSON text); or PUT-style {path} with filter_title, filter_data. */
  saveView: (resource: string, title: string, view: unknown) => {
    const own = SAVED_FILTER_PATHS[resource];
    if (own) return core.call<{ id: Identifier }>('PUT', own, { filter_title: title, filter_data: JSON.stringify(view) });
    return core.call<{ id: Identifier }>('POST', 'savedview', { resource, title, view: JSON.stringify(view) });
  },
  /** DELETE savedview/{id}; or DELETE {path}/{id}. */
  deleteSavedView: (id: Identifier, resource?: string) => {
    const own = resource ? SAVED_FILTER_PATHS[resource] : undefined;
    return core.call('DELETE', `${own ?? 'savedview'}/${encodeURIComponent(String(id))}`);
  },
});
