/** A list's export with a choice of columns: one block for every list that exports. */
// Reasoning: docs/decisions.md "Notes: src/common/ExportDialog.tsx"
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useCanAccess, useResourceContext } from 'react-admin';
import type { ExportColumn } from './exportParams';
import type { ListExportProps } from './listExportProps';
import { loadable } from './loadable';

export type { ExportColumn, ListExportProps };

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
