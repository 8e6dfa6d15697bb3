/** The typed custom calls of plots and properties (spec 1 §7): the plot export and the assignment of a plot to a property. */
// Reasoning: docs/decisions.md "Notes: src/api/methods/plots.ts"
import type { Identifier } from 'ra-core';
import type { CoreCalls, ExportParams } from '../coreCalls';

export interface AssignPlotPayload {
  layout_id: Identifier;
  plot_id: Identifier;
}

export const plotMethods = (core: CoreCalls) => ({
  /** GET plot/export: fields, s_sort, _order, showall and the list's filters; the file comes back with the session's headers. */
  exportPlots: (params: ExportParams) => core.exportList('plot/export', params),

  /** POST property/{id}/assignplot with layout_id and plot_id. */
  assignPlotToProperty: (propertyId: Identifier, { layout_id, plot_id }: AssignPlotPayload) =>
    core.call('POST', `property/${encodeURIComponent(String(propertyId))}/assignplot`, { layout_id, plot_id }),
});
