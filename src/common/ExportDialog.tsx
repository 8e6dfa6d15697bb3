/**
 * A list's export with a choice of columns (spec 1 §7 plot/export, spec 2 §7 customers/export and
 * customerinterest/export): one block for every list that exports. Given the export's API path and
 * its columns, its button opens the export dialog (common/ListExportDialog.tsx, fetched on the
 * first click: the lists' first load does not carry it), which offers the columns (All by default)
 * and the file's format (Excel or CSV), then calls GET {path} with fields (JSON list, in the
 * columns' order), s_sort, _order, showall and the list's current filters, fetched with the
 * session's headers and saved as a file.
 *
 *   <ListExportButton path="customers/export" columns={[{ id: 'name', name: 'Name' }, …]} />
 */
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useCanAccess, useResourceContext } from 'react-admin';
import type { ExportColumn } from './exportParams';
import { loadable } from './loadable';

export type { ExportColumn };

export interface ListExportProps {
  /** The export's API path, e.g. `customers/export`. */
  path: string;
  columns: readonly ExportColumn[];
  /** The dialog's title (default 'Export'). */
  title?: string;
  /** What the list holds, in the count line ('12 customers match the current filters.'). */
  noun?: string;
  /** Only these filter values are sent (default: every filter of the list that is not blank). */
  filterKeys?: readonly string[];
}

const ExportDialog = loadable(() => import('./ListExportDialog').then(m => m.ListExportDialog));

/** The toolbar button, shown with the list's view permission (the export's key is view). */
export const ListExportButton = ({ initiallyOpen = false, ...props }: ListExportProps & { initiallyOpen?: boolean }) => {
  const resource = useResourceContext();
  const [open, setOpen] = useState(initiallyOpen);
  const { canAccess } = useCanAccess({ resource, action: 'export' });
  if (!canAccess) return null;
  return (
    <>
      <Button label="Export" onClick={() => setOpen(true)}>
        <DownloadIcon />
      </Button>
      {open && <ExportDialog.View fallback={null} {...props} onClose={() => setOpen(false)} />}
    </>
  );
};
