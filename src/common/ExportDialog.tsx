/**
 * A list's export (the plots', the leads'): a dialog to choose the columns ('All columns' on by
 * default), then the list's export call with the chosen fields, the list's sort and its current
 * filters; the file is saved. On failure the dialog stays open with the columns as chosen and the
 * server's message shows; Export is blocked while the call is pending.
 */
import { useState, type ReactNode } from 'react';
import { Button as MuiButton, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext } from 'react-admin';
import type { Download } from '../api/http';
import { saveFile } from './saveFile';
import { useServerNotify } from './useServerNotify';

export interface ExportColumn {
  id: string;
  name: string;
}

export interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's title ('Export plots'). */
  title: string;
  /** What the rows are called in the count ('plots', 'leads'). */
  noun: string;
  columns: readonly ExportColumn[];
  /** The export call, given the chosen column ids (in the columns' order), the list's filters and sort. */
  run: (chosen: string[], filterValues: Record<string, unknown>, sort: { field: string; order: string }) => Promise<Download>;
}

export const ExportDialog = ({ open, onClose, title, noun, columns, run }: ExportDialogProps) => {
  const { filterValues, sort, total } = useListContext();
  const { success, failure } = useServerNotify();
  const ids = columns.map(c => c.id);
  const [chosen, setChosen] = useState<string[]>(ids);
  const [pending, setPending] = useState(false);
  const all = chosen.length === ids.length;
  const titleId = `${noun}-export-title`;

  const toggle = (id: string) => setChosen(c => (c.includes(id) ? c.filter(x => x !== id) : [...c, id]));

  const submit = async () => {
    setPending(true);
    try {
      const file = await run(
        ids.filter(id => chosen.includes(id)),
        filterValues ?? {},
        sort,
      );
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
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {typeof total === 'number' ? `${total} ${noun} match the current filters.` : `The ${noun} of the current filters.`} Choose the columns of the file.
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={all} indeterminate={!all && chosen.length > 0} onChange={() => setChosen(all ? [] : ids)} />}
          label="All columns"
        />
        <FormGroup sx={{ pl: 2 }}>
          {columns.map(f => (
            <FormControlLabel key={f.id} control={<Checkbox checked={chosen.includes(f.id)} onChange={() => toggle(f.id)} name={f.id} />} label={f.name} />
          ))}
        </FormGroup>
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

/** The list toolbar's Export button opening the dialog (shown only when `allowed`). */
export const ExportButton = ({ allowed, initiallyOpen = false, dialog }: { allowed: boolean; initiallyOpen?: boolean; dialog: (close: () => void) => ReactNode }) => {
  const [open, setOpen] = useState(initiallyOpen);
  if (!allowed) return null;
  return (
    <>
      <Button label="Export" onClick={() => setOpen(true)}>
        <DownloadIcon />
      </Button>
      {open && dialog(() => setOpen(false))}
    </>
  );
};
