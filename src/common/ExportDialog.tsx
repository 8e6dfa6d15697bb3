/**
 * A list's export with a choice of columns (spec 1 §7 plot/export, spec 2 §7 customers/export and
 * customerinterest/export): one block for every list that exports. Given the export's API path and
 * its columns, it offers the columns (All by default), then calls
 * GET {path} with fields (JSON list, in the columns' order), s_sort, _order, showall and the list's
 * current filters, fetched with the session's headers and saved as a file; while the file is being
 * prepared a progress bar shows and Export is blocked. A failure keeps the dialog and the columns
 * chosen and shows the server's message.
 *
 *   <ListExportButton path="customers/export" columns={[{ id: 'name', name: 'Name' }, …]} />
 */
import { useState } from 'react';
import {
  Button as MuiButton,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  LinearProgress,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useCanAccess, useDataProvider, useListContext, useResourceContext } from 'react-admin';
import type { AppDataProvider } from '../api/dataProvider';
import { listExportParams, type ExportColumn } from './exportParams';
import { saveFile } from './saveFile';

export type { ExportColumn };
import { useServerNotify } from './useServerNotify';

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

export const ListExportDialog = ({ path, columns, title = 'Export', noun = 'records', filterKeys, onClose }: ListExportProps & { onClose: () => void }) => {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { success, failure } = useServerNotify();
  const ids = columns.map(c => c.id);
  const [chosen, setChosen] = useState<string[]>(ids);
  const [pending, setPending] = useState(false);
  const all = chosen.length === ids.length;
  const titleId = `export-${path.replace(/\W+/g, '-')}-title`;

  const toggle = (id: string) => setChosen(c => (c.includes(id) ? c.filter(x => x !== id) : [...c, id]));

  const submit = async () => {
    if (pending) return;
    setPending(true);
    try {
      const file = await dataProvider.exportList(path, listExportParams(columns, chosen, filterValues, sort, filterKeys));
      saveFile(file);
      success(undefined, `Exported to ${file.filename}`);
      onClose();
    } catch (error) {
      // The dialog stays open with the columns as they were chosen.
      failure(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {typeof total === 'number' ? `${total} ${noun} match the current filters.` : `The ${noun} of the current filters.`} Choose the columns of the
          file.
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={all} indeterminate={!all && chosen.length > 0} onChange={() => setChosen(all ? [] : ids)} />}
          label="All columns"
        />
        <FormGroup sx={{ pl: 2 }}>
          {columns.map(c => (
            <FormControlLabel key={c.id} control={<Checkbox checked={chosen.includes(c.id)} onChange={() => toggle(c.id)} name={c.id} />} label={c.name} />
          ))}
        </FormGroup>
        {pending && (
          <>
            <LinearProgress aria-label="Preparing the file" sx={{ mt: 2 }} />
            <Typography variant="caption" color="text.secondary">
              Preparing the file…
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} disabled={pending}>
          Cancel
        </MuiButton>
        <MuiButton variant="contained" onClick={submit} disabled={pending || chosen.length === 0} startIcon={<DownloadIcon />}>
          Export
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
};

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
      {open && <ListExportDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
};
