/**
 * Saved list views (issue 19; docs/api.md "Saved views", a call of this console, not of the
 * specifications): GET savedview?resource= lists the caller's views of a list in the organization,
 * POST savedview with resource, title and view (JSON text) keeps one, DELETE savedview/{id} drops it.
 */
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../dataProvider';

export const savedViewMethods = (core: CoreCalls) => ({
  /** GET savedview?resource={resource}: the caller's views of that list. */
  savedViews: async (resource: string): Promise<unknown[]> => {
    const { data } = await core.call<unknown>('GET', 'savedview', { resource });
    return Array.isArray(data) ? data : [];
  },
  /** POST savedview with resource, title, view (JSON text). */
  saveView: (resource: string, title: string, view: unknown) => core.call<{ id: Identifier }>('POST', 'savedview', { resource, title, view: JSON.stringify(view) }),
  /** DELETE savedview/{id}. */
  deleteSavedView: (id: Identifier) => core.call('DELETE', `savedview/${encodeURIComponent(String(id))}`),
});
