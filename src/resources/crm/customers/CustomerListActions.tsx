/** The customer list's toolbar additions: Import: an xlsx file of at most 2 MB, refused before sending otherwise… */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/customers/CustomerListActions.tsx"
import { useEffect, useRef, useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button as MuiButton,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify, useRefresh } from 'ra-core';
import { Button } from 'react-admin';
import { useController } from 'react-hook-form';
import type { AppDataProvider } from '../../../api/dataProvider';
import type { ImportReply } from '../../../api/methods/customers';
import { useAllowed } from '../../../common/access';
import { FormDialog } from '../../../common/FormDialog';
import { RecordLink } from '../../../common/RecordLink';
import { IMPORT_TEMPLATE_HEADINGS, IMPORT_TEXTS, importColumnOf, importFileError } from './customerListLogic';
import { saveFile } from '../../../common/saveFile';
import { useT } from '../../../common/i18n';

/** The import's code for sheets (common/xlsx.ts, with fflate): fetched when the dialog needs it, never in the first load. */
const xlsxCode = () => import('../../../common/xlsx');

/** The rows of the preview: the heading row and the first few. */
const PREVIEW_ROWS = 5;

type Preview = { rows: string[][]; total: number } | { unreadable: true };

/** The chosen file's first rows, as the import will read them (issue 40): its headings, the imported columns marked. */
const FilePreview = ({ file }: { file: File }) => {
  const t = useT();
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => {
    let current = true;
    setPreview(null);
    Promise.all([xlsxCode(), file.arrayBuffer()])
      .then(([{ readXlsxRows }, buffer]) => {
        const rows = readXlsxRows(new Uint8Array(buffer)).filter(r => r.some(c => c.trim()));
        if (current) setPreview({ rows: rows.slice(0, PREVIEW_ROWS + 1), total: Math.max(0, rows.length - 1) });
      })
      .catch(() => current && setPreview({ unreadable: true }));
    return () => {
      current = false;
    };
  }, [file]);
  if (!preview) return null;
  if ('unreadable' in preview) return <FormHelperText error>{t(IMPORT_TEXTS.previewUnread)}</FormHelperText>;
  const [headings = [], ...rows] = preview.rows;
  const width = Math.max(headings.length, ...rows.map(r => r.length));
  const columns = Array.from({ length: width }, (_, i) => headings[i] ?? '');
  const ignored = columns.filter(h => h.trim() && !importColumnOf(h));
  return (
    <Box component="section" aria-labelledby="customer-import-preview" sx={{ mt: 2 }}>
      <Typography id="customer-import-preview" variant="subtitle2">
        {t(IMPORT_TEXTS.preview)}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="customer-import-preview">
          <TableHead>
            <TableRow>
              {columns.map((h, i) => (
                <TableCell key={i} sx={importColumnOf(h) ? undefined : { color: 'text.disabled' }}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r, i) => (
              <TableRow key={i}>
                {columns.map((_, j) => (
                  <TableCell key={j}>{r[j] ?? ''}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {t('The first %{shown} of %{total} rows.', { shown: rows.length, total: preview.total })}
        {ignored.length > 0 && ` ${t('Columns not imported: %{names}', { names: ignored.join(', ') })}`}
      </Typography>
    </Box>
  );
};

const FileField = () => {
  const t = useT();
  const { field, fieldState } = useController({ name: 'file', rules: { validate: (v: unknown) => importFileError(v as File | null) } });
  const file = field.value instanceof File ? (field.value as File) : null;
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Typography variant="body2" id="customer-import-file-label" gutterBottom>
        {t(IMPORT_TEXTS.file)}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        {/* The browser's bare file input, hidden: a button of the console's look opens it (keyboard and screen readers included). */}
        <MuiButton
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
          aria-describedby="customer-import-file-label"
        >
          {t(IMPORT_TEXTS.chooseFile)}
        </MuiButton>
        <input
          ref={input}
          id="customer-import-file"
          name={field.name}
          type="file"
          hidden
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-labelledby="customer-import-file-label"
          onChange={e => {
            field.onChange(e.target.files?.[0] ?? null);
            // The same file chosen again after an edit is read again.
            e.target.value = '';
          }}
          aria-invalid={!!fieldState.error}
        />
        {file && <Typography variant="body2">{file.name}</Typography>}
      </Stack>
      {fieldState.error?.message && <FormHelperText error>{t(fieldState.error.message)}</FormHelperText>}
      {file && !importFileError(file) && <FilePreview file={file} />}
    </>
  );
};

const DuplicatesField = () => {
  const t = useT();
  const { field } = useController({ name: 'import_duplicates', defaultValue: false });
  return (
    <Box sx={{ mt: 2 }}>
      <FormControlLabel
        control={<Checkbox checked={!!field.value} onChange={e => field.onChange(e.target.checked)} />}
        label={t(IMPORT_TEXTS.importDuplicates)}
      />
      <FormHelperText sx={{ mt: 0 }}>{t(IMPORT_TEXTS.duplicatesHelp)}</FormHelperText>
    </Box>
  );
};

/** The template: an xlsx of the headings the import reads, the customer export's own. */
const TemplateButton = () => {
  const t = useT();
  return (
    <MuiButton
      size="small"
      startIcon={<DownloadIcon />}
      onClick={async () => {
        const { xlsxBlob } = await xlsxCode();
        saveFile({ blob: xlsxBlob([IMPORT_TEMPLATE_HEADINGS], 'Customers'), filename: IMPORT_TEXTS.templateFile });
      }}
      sx={{ mb: 1 }}
    >
      {t(IMPORT_TEXTS.template)}
    </MuiButton>
  );
};

const FailedRows = ({ rows, onClose }: { rows: NonNullable<ImportReply['failed_rows']>; onClose: () => void }) => {
  const t = useT();
  return (
    <Dialog open onClose={onClose} aria-labelledby="import-failed-title" fullWidth maxWidth="md">
      <DialogTitle id="import-failed-title">{t(IMPORT_TEXTS.failedRows)}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('Name')}</TableCell>
              <TableCell>{t('Phone')}</TableCell>
              <TableCell>{t('Errors')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(r => (
              <TableRow key={String(r.id)}>
                <TableCell>{r.name}</TableCell>
                <TableCell>{r.phone}</TableCell>
                <TableCell>
                  {Object.values(r.errors ?? {})
                    .map(e => t(String(e)))
                    .join(' ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        {/* The failed rows wait in the failed imports list (customer.view: plain text without it). */}
        <RecordLink resource="customerimportfailed" type="list" sx={{ mr: 'auto', ml: 2 }}>
          {t(IMPORT_TEXTS.openFailed)}
        </RecordLink>
        <MuiButton onClick={onClose}>{t('Close')}</MuiButton>
      </DialogActions>
    </Dialog>
  );
};

const CustomerListActions = () => {
  const t = useT();
  const allowed = useAllowed('customer', 'create');
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState<NonNullable<ImportReply['failed_rows']>>([]);
  if (!allowed) return null;
  return (
    <>
      <Button label={IMPORT_TEXTS.button} onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open && (
        <FormDialog
          open
          title={t(IMPORT_TEXTS.title)}
          submitLabel={IMPORT_TEXTS.button}
          onClose={() => setOpen(false)}
          wide
          onSubmit={async values => {
            const { data, message } = await dataProvider.importCustomers(values.file as File, !!values.import_duplicates);
            setFailed(data?.failed_rows ?? []);
            return (
              message ||
              t('%{imported} customers imported, %{failed} rows failed.', {
                imported: Number(data?.imported ?? 0),
                failed: Number(data?.failed ?? 0),
              })
            );
          }}
          successText={IMPORT_TEXTS.imported(0, 0)}
          failureText={IMPORT_TEXTS.failure}
          dialogKey="customer-import"
          onSuccess={message => {
            notify(message || IMPORT_TEXTS.failure, { type: 'info' });
            setOpen(false);
            refresh();
          }}
        >
          <TemplateButton />
          <FileField />
          <DuplicatesField />
        </FormDialog>
      )}
      {failed.length > 0 && <FailedRows rows={failed} onClose={() => setFailed([])} />}
    </>
  );
};

export default CustomerListActions;
