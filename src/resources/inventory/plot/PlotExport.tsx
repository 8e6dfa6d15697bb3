/**
 * The plot list's export action (spec 1 §2, §7): the shared export dialog (src/common/ExportDialog)
 * over the plot columns, then GET plot/export with fields (JSON), s_sort, _order, showall and the
 * list's current filters, fetched with the session's headers and saved as a file.
 */
import { useCanAccess, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../api/dataProvider';
import { ExportButton, ExportDialog } from '../../../common/ExportDialog';
import { EXPORT_FIELDS, exportParams } from './plotLogic';

export const PlotExportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <ExportDialog
      open={open}
      onClose={onClose}
      title="Export plots"
      noun="plots"
      columns={EXPORT_FIELDS}
      run={(chosen, filterValues, sort) => dataProvider.exportPlots(exportParams(chosen, filterValues, sort))}
    />
  );
};

/** The toolbar button (plot.view, like the list itself). */
export const PlotExportButton = ({ initiallyOpen = false }: { initiallyOpen?: boolean }) => {
  const { canAccess } = useCanAccess({ resource: 'plot', action: 'export' });
  return <ExportButton allowed={!!canAccess} initiallyOpen={initiallyOpen} dialog={close => <PlotExportDialog open onClose={close} />} />;
};
