/** The export dialog of a list (common/ExportDialog.tsx opens it; its code is fetched on the first click of Export). */
// Reasoning: docs/decisions.md "Notes: src/common/ListExportDialog.tsx"
import { useRef, useState } from 'react';
import {
  Button as MuiButton,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import type { AppDataProvider } from '../api/dataProvider';
import { listExportParams } from './exportParams';
import type { ListExportProps } from './listExportProps';
import type { ExportFormat } from './exportFile';
import { saveFile } from './saveFile';
import { useServerNotify } from './useServerNotify';
import { useT } from './i18n';

export const EXPORT_TEXTS = {
  format: 'File',
  xlsx: 'Excel (.xlsx)',
  csv: 'CSV',
  preparing: 'Preparing the file…',
  progress: (rows: number, total: number) => `${rows.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} rows`,
  cancelled: 'Export cancelled.',
} as const;

/** The format last chosen, for every list of this browser. */
const FORMAT_KEY = 'export.format';
const storedFormat = (): ExportFormat => {
  try {
    return localStorage.getItem(FORMAT_KEY) === 'xlsx' ? 'xlsx' : 'csv';
  } catch {
    return 'csv';
  }
};

export const ListExportDialog = ({
  path,
  columns,
  title = 'Export',
  noun = 'records',
  filterKeys,
  onClose,
}: ListExportProps & { onClose: () => void }) => {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { success, failure } = useServerNotify();
  const notify = useNotify();
  const t = useT();
  const ids = columns.map(c => c.id);
  const [chosen, setChosen] = useState<string[]>(ids);
  const [format, setFormat] = useState<ExportFormat>(storedFormat);
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<{ rows: number; total: number } | null>(null);
  const running = useRef<AbortController | null>(null);
  const all = chosen.length === ids.length;
  const titleId = `export-${path.replace(/\W+/g, '-')}-title`;

  const toggle = (id: string) => setChosen(c => (c.includes(id) ? c.filter(x => x !== id) : [...c, id]));

  const chooseFormat = (value: ExportFormat) => {
    setFormat(value);
    try {
      localStorage.setItem(FORMAT_KEY, value);
    } catch {
      // A browser without storage: the choice holds for this dialog.
    }
  };

  const submit = async () => {
    if (pending) return;
    const controller = new AbortController();
    running.current = controller;
    setPending(true);
    setProgress(null);
    try {
      const { runExport } = await import('./exportFile');
      const params = listExportParams(columns, chosen, filterValues, sort, filterKeys);
      const file = await runExport({
        readPage: (page, signal) => dataProvider.exportList(path, { ...params, ...page, signal }),
        format,
        total: typeof total === 'number' ? total : undefined,
        signal: controller.signal,
        onProgress: (rows, of) => setProgress({ rows, total: of }),
      });
      if (controller.signal.aborted) return;
      saveFile(file);
      success(undefined, t('Exported to %{file}', { file: file.filename }));
      onClose();
    } catch (error) {
      // Cancelled: the dialog is gone already. Otherwise it stays with the columns as they were chosen.
      if (!controller.signal.aborted) failure(error);
    } finally {
      running.current = null;
      if (!controller.signal.aborted) setPending(false);
    }
  };

  const cancel = () => {
    if (running.current) {
      running.current.abort();
      notify(EXPORT_TEXTS.cancelled, { type: 'info' });
    }
    onClose();
  };

  const percent = progress && progress.total > 0 ? Math.min(100, Math.round((progress.rows / progress.total) * 100)) : undefined;

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t(title)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {typeof total === 'number'
            ? t('%{count} %{noun} match the current filters.', { count: total, noun: t(noun) })
            : t('The %{noun} of the current filters.', { noun: t(noun) })}{' '}
          {t('Choose the columns of the file.')}
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={all} indeterminate={!all && chosen.length > 0} onChange={() => setChosen(all ? [] : ids)} />}
          label={t('All columns')}
        />
        <FormGroup sx={{ pl: 2 }}>
          {columns.map(c => (
            <FormControlLabel
              key={c.id}
              control={<Checkbox checked={chosen.includes(c.id)} onChange={() => toggle(c.id)} name={c.id} />}
              label={t(c.name)}
            />
          ))}
        </FormGroup>
        <FormControl sx={{ mt: 1 }} disabled={pending}>
          <FormLabel id={`${titleId}-format`}>{t(EXPORT_TEXTS.format)}</FormLabel>
          <RadioGroup row aria-labelledby={`${titleId}-format`} value={format} onChange={e => chooseFormat(e.target.value as ExportFormat)}>
            <FormControlLabel value="xlsx" control={<Radio />} label={EXPORT_TEXTS.xlsx} />
            <FormControlLabel value="csv" control={<Radio />} label={EXPORT_TEXTS.csv} />
          </RadioGroup>
        </FormControl>
        {pending && (
          <>
            <LinearProgress
              aria-label={t('Preparing the file')}
              variant={percent === undefined ? 'indeterminate' : 'determinate'}
              value={percent}
              sx={{ mt: 2 }}
            />
            <Typography variant="caption" color="text.secondary" role="status">
              {t(EXPORT_TEXTS.preparing)}
              {progress
                ? ` ${t('%{rows} of %{total} rows', { rows: progress.rows.toLocaleString('en-IN'), total: progress.total.toLocaleString('en-IN') })}`
                : ''}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {/* While the file is prepared, Cancel stops the fetching of its pages. */}
        <MuiButton onClick={cancel}>{t('Cancel')}</MuiButton>
        <MuiButton variant="contained" onClick={submit} disabled={pending || chosen.length === 0} startIcon={<DownloadIcon />}>
          {t('Export')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
};
