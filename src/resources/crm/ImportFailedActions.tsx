/**
 * A failed import row's buttons (the schema's rowActions of customerimportfailed): Edit (the row
 * read by its detail call, saved PUT-style with action=full; name and phone required), Verify (the
 * row checked again; when it passes it becomes a customer) and Errors (its errors map). Edit and
 * Verify with customer.create (customerimportfailed.update / .verify), Errors for every reader.
 */
import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh, type Identifier } from 'ra-core';
import { Button } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { ApiError } from '../../api/http';
import { useAllowed } from '../../common/access';
import { FormDialog } from '../../common/FormDialog';
import { InfoDialogButton } from '../../common/InfoDialog';
import { FieldInput } from '../../common/schema/views';
import { errorMessage } from '../../common/useServerNotify';
import { IMPORT_FAILED_TEXTS, customerimportfailed, errorEntries } from './customerImportFailed';

/** The fields the Edit dialog offers: every field of the row but its errors map. */
const EDITED = Object.entries(customerimportfailed.fields).filter(([source]) => source !== 'errors');

const labelOf = (field: string) => customerimportfailed.fields[field as keyof typeof customerimportfailed.fields]?.label ?? field;

/** The errors map as a table of field and message; a notice when there is none. */
export const ErrorsTable = ({ errors }: { errors: unknown }) => {
  const entries = errorEntries(errors);
  if (!entries.length) return <Typography variant="body2">{IMPORT_FAILED_TEXTS.noErrors}</Typography>;
  return (
    <Table size="small" aria-label={IMPORT_FAILED_TEXTS.errorsTitle}>
      <TableHead>
        <TableRow>
          <TableCell>Field</TableCell>
          <TableCell>Error</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map(([field, message], i) => (
          <TableRow key={`${field}-${i}`}>
            <TableCell>{field ? labelOf(field) : '-'}</TableCell>
            <TableCell>{message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const stop = (e: React.MouseEvent) => e.stopPropagation();

const ImportFailedActions = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const canEdit = useAllowed('customerimportfailed', 'edit');
  const canVerify = useAllowed('customerimportfailed', 'verify');
  const [editing, setEditing] = useState<Record<string, unknown> | null>(null);
  const [reading, setReading] = useState(false);
  const [verifying, setVerifying] = useState(false);
  if (!record) return null;
  const name = String(record.name ?? '') || String(record.phone ?? '') || `#${String(record.id)}`;

  const openEdit = async () => {
    if (reading) return;
    setReading(true);
    try {
      const detail = await dataProvider.importFailedDetail(record.id);
      setEditing(Object.fromEntries(EDITED.map(([source]) => [source, detail[source] ?? ''])));
    } catch (error) {
      notify(errorMessage(error), { type: 'warning' });
    } finally {
      setReading(false);
    }
  };

  const save = async (values: Record<string, unknown>) =>
    (await dataProvider.updateImportFailed(record.id as Identifier, Object.fromEntries(EDITED.map(([source]) => [source, String(values[source] ?? '').trim()])))).message;

  return (
    <Stack direction="row" spacing={0.5} onClick={stop}>
      {canEdit && (
        <Button label={IMPORT_FAILED_TEXTS.edit} aria-label={`${IMPORT_FAILED_TEXTS.edit} ${name}`} disabled={reading} onClick={() => void openEdit()}>
          <EditIcon />
        </Button>
      )}
      {canVerify && (
        <Button label={IMPORT_FAILED_TEXTS.verify} aria-label={`${IMPORT_FAILED_TEXTS.verify} ${name}`} onClick={() => setVerifying(true)}>
          <TaskAltIcon />
        </Button>
      )}
      <InfoDialogButton title={`${IMPORT_FAILED_TEXTS.errorsTitle}: ${name}`} label={IMPORT_FAILED_TEXTS.errors} ariaLabel={`${IMPORT_FAILED_TEXTS.errors} of ${name}`} icon={<ErrorOutlineIcon />}>
        <ErrorsTable errors={record.errors} />
      </InfoDialogButton>
      {editing && (
        <FormDialog
          open
          wide
          title={IMPORT_FAILED_TEXTS.editTitle}
          onClose={() => setEditing(null)}
          onSubmit={save}
          successText={IMPORT_FAILED_TEXTS.updated}
          failureText={IMPORT_FAILED_TEXTS.updateFailed}
          defaultValues={editing}
          dialogKey={`customerimportfailed-${String(record.id)}-edit`}
        >
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            {EDITED.map(([source, field]) => (
              <FieldInput key={source} source={source} field={field} mode="update" />
            ))}
          </Box>
        </FormDialog>
      )}
      {verifying && (
        <FormDialog
          open
          title={IMPORT_FAILED_TEXTS.verifyTitle}
          submitLabel={IMPORT_FAILED_TEXTS.verify}
          onClose={() => setVerifying(false)}
          onSubmit={async () => {
            try {
              return (await dataProvider.verifyImportFailed(record.id)).message;
            } catch (error) {
              // Refused (422): the server stored the row's errors made again; the list and this
              // dialog show them, not the ones the row had before.
              if (error instanceof ApiError && error.status === 422) refresh();
              throw error;
            }
          }}
          successText={IMPORT_FAILED_TEXTS.verified}
          failureText={IMPORT_FAILED_TEXTS.verifyFailed}
          dialogKey={`customerimportfailed-${String(record.id)}-verify`}
          onSuccess={message => {
            notify(message || IMPORT_FAILED_TEXTS.verified, { type: 'info' });
            refresh();
          }}
        >
          <Typography variant="body2" sx={{ mb: 1 }}>
            {IMPORT_FAILED_TEXTS.verifyAsk}
          </Typography>
          <Typography variant="subtitle2">
            {String(record.name ?? '') || '-'} · {String(record.phone ?? '') || '-'}
          </Typography>
          <ErrorsTable errors={record.errors} />
        </FormDialog>
      )}
    </Stack>
  );
};

export default ImportFailedActions;
