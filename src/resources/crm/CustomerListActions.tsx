/**
 * The customer list's toolbar additions (the schema's `listActions`): Import (spec 2 §2, §5, §7):
 * an xlsx file of at most 2 MB, refused before sending otherwise; PUT-style customer/importcustomer
 * with the field file; the server's message; then the rows that failed, with their errors, in a
 * dialog (they wait in customerimportfailed, linked from the dialog: Edit, Verify and Errors there).
 * Shown with customer.create.
 */
import { useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
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
import type { AppDataProvider } from '../../api/dataProvider';
import type { ImportReply } from '../../api/methods/customers';
import { useAllowed } from '../../common/access';
import { FormDialog } from '../../common/FormDialog';
import { RecordLink } from '../../common/RecordLink';
import { IMPORT_TEXTS, importFileError } from './customerListLogic';

const FileField = () => {
  const { field, fieldState } = useController({ name: 'file', rules: { validate: (v: unknown) => importFileError(v as File | null) } });
  return (
    <>
      <label htmlFor="customer-import-file">
        <Typography variant="body2">{IMPORT_TEXTS.file}</Typography>
      </label>
      <input
        id="customer-import-file"
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={e => field.onChange(e.target.files?.[0] ?? null)}
        aria-invalid={!!fieldState.error}
      />
      {field.value instanceof File && <Typography variant="caption">{(field.value as File).name}</Typography>}
      {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </>
  );
};

const FailedRows = ({ rows, onClose }: { rows: NonNullable<ImportReply['failed_rows']>; onClose: () => void }) => (
  <Dialog open onClose={onClose} aria-labelledby="import-failed-title" fullWidth maxWidth="md">
    <DialogTitle id="import-failed-title">{IMPORT_TEXTS.failedRows}</DialogTitle>
    <DialogContent>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Phone</TableCell>
            <TableCell>Errors</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(r => (
            <TableRow key={String(r.id)}>
              <TableCell>{r.name}</TableCell>
              <TableCell>{r.phone}</TableCell>
              <TableCell>{Object.values(r.errors ?? {}).join(' ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DialogContent>
    <DialogActions>
      {/* The failed rows wait in the failed imports list (customer.view: plain text without it). */}
      <RecordLink resource="customerimportfailed" type="list" sx={{ mr: 'auto', ml: 2 }}>
        {IMPORT_TEXTS.openFailed}
      </RecordLink>
      <MuiButton onClick={onClose}>Close</MuiButton>
    </DialogActions>
  </Dialog>
);

const CustomerListActions = () => {
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
          title={IMPORT_TEXTS.title}
          submitLabel={IMPORT_TEXTS.button}
          onClose={() => setOpen(false)}
          onSubmit={async values => {
            const { data, message } = await dataProvider.importCustomers(values.file as File);
            setFailed(data?.failed_rows ?? []);
            return message || IMPORT_TEXTS.imported(Number(data?.imported ?? 0), Number(data?.failed ?? 0));
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
          <FileField />
        </FormDialog>
      )}
      {failed.length > 0 && <FailedRows rows={failed} onClose={() => setFailed([])} />}
    </>
  );
};

export default CustomerListActions;
