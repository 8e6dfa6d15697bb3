/**
 * The plot list's export action (spec 1 §2, §7): a dialog to choose the columns, then
 * GET plot/export with fields (JSON), s_sort, _order, showall and the list's current filters,
 * fetched with the session's headers and saved as a file.
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
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useCanAccess, useDataProvider, useListContext } from 'react-admin';
import type { AppDataProvider } from '../../../api/dataProvider';
import { saveFile } from '../../../common/saveFile';
import { useServerNotify } from '../../../common/useServerNotify';
import { EXPORT_FIELDS, EXPORT_FIELD_IDS, exportParams } from './plotLogic';

export const PlotExportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { success, failure } = useServerNotify();
  const [chosen, setChosen] = useState<string[]>([...EXPORT_FIELD_IDS]);
  const [pending, setPending] = useState(false);
  const all = chosen.length === EXPORT_FIELD_IDS.length;

  const toggle = (id: string) => setChosen(c => (c.includes(id) ? c.filter(x => x !== id) : [...c, id]));

  const submit = async () => {
    setPending(true);
    try {
      const file = await dataProvider.exportPlots(exportParams(chosen, filterValues, sort));
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
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby="plot-export-title" fullWidth maxWidth="xs">
      <DialogTitle id="plot-export-title">Export plots</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {typeof total === 'number' ? `${total} plots match the current filters.` : 'The plots of the current filters.'} Choose the
          columns of the file.
        </Typography>
        <FormControlLabel
          control={
            <Checkbox
              checked={all}
              indeterminate={!all && chosen.length > 0}
              onChange={() => setChosen(all ? [] : [...EXPORT_FIELD_IDS])}
            />
          }
          label="All columns"
        />
        <FormGroup sx={{ pl: 2 }}>
          {EXPORT_FIELDS.map(f => (
            <FormControlLabel
              key={f.id}
              control={<Checkbox checked={chosen.includes(f.id)} onChange={() => toggle(f.id)} name={f.id} />}
              label={f.name}
            />
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

/** The toolbar button (plot.view, like the list itself). */
export const PlotExportButton = ({ initiallyOpen = false }: { initiallyOpen?: boolean }) => {
  const [open, setOpen] = useState(initiallyOpen);
  const { canAccess } = useCanAccess({ resource: 'plot', action: 'export' });
  if (!canAccess) return null;
  return (
    <>
      <Button label="Export" onClick={() => setOpen(true)}>
        <DownloadIcon />
      </Button>
      {open && <PlotExportDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
};
