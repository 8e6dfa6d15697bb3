/** The plot list's export action: the shared export block over GET plot/export with the plot columns and the plot list's own filters. */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/plot/PlotExport.tsx"
import { Navigate } from 'react-router-dom';
import { ListExportButton } from '../../../common/ExportDialog';
import { EXPORT_FIELDS, PLOT_FILTER_KEYS } from './plotLogic';

export const PlotExportButton = ({ initiallyOpen = false }: { initiallyOpen?: boolean }) => (
  <ListExportButton
    path="plot/export"
    columns={EXPORT_FIELDS}
    title="Export plots"
    noun="plots"
    filterKeys={PLOT_FILTER_KEYS}
    initiallyOpen={initiallyOpen}
  />
);

/** /{orgid}/plot/export, the specification's export route: the plot list with the export dialog open. */
export const PlotExportRoute = () => <Navigate to=".." relative="path" replace state={{ export: true }} />;
