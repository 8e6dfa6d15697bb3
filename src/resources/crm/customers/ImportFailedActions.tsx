/** A failed import row's buttons (the schema's rowActions of customerimportfailed): Edit, Verify and Errors (its errors map). */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/customers/ImportFailedActions.tsx"
import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh, type Identifier } from 'ra-core';
import { Button } from 'react-admin';
import type { AppDataProvider } from '../../../api/dataProvider';
import { ApiError } from '../../../api/http';
import { useAllowed } from '../../../common/access';
import { FormDialog } from '../../../common/FormDialog';
import { versionOf } from '../../../common/ConflictDialog';
import { InfoDialogButton } from '../../../common/InfoDialog';
import { FieldInput } from '../../../common/schema/views';
import { errorMessage } from '../../../common/useServerNotify';
import { IMPORT_FAILED_TEXTS, customerimportfailed, errorEntries } from './customerImportFailed';
import { useT } from '../../../common/i18n';

/** The fields the Edit dialog offers: every field of the row but its errors map. */
const EDITED = Object.entries(customerimportfailed.fields).filter(([source]) => source !== 'errors');

/** The Edit dialog's values of a row as the server answers it (as read, or as it is now after a stale save, issue 38). */
const editedValues = (row: Record<string, unknown>) => Object.fromEntries(EDITED.map(([source]) => [source, row[source] ?? '']));

const labelOf = (field: string) => customerimportfailed.fields[field as keyof typeof customerimportfailed.fields]?.label ?? field;

/** The errors map as a table of field and message; a notice when there is none. */
export const ErrorsTable = ({ errors }: { errors: unknown }) => {
  const t = useT();
  const entries = errorEntries(errors);
  if (!entries.length) return <Typography variant="body2">{t(IMPORT_FAILED_TEXTS.noErrors)}</Typography>;
  return (
    <Table size="small" aria-label={t(IMPORT_FAILED_TEXTS.errorsTitle)}>
      <TableHead>
        <TableRow>
          <TableCell>{t('Field')}</TableCell>
          <TableCell>{t('Error')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map(([field, message], i) => (
          <TableRow key={`${field}-${i}`}>
            <TableCell>{field ? t(labelOf(field)) : '-'}</TableCell>
            <TableCell>{t(String(message))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const stop = (e: React.MouseEvent) => e.stopPropagation();

const ImportFailedActions = () => {
  const t = useT();
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const canEdit = useAllowed('customerimportfailed', 'edit');
  const canVerify = useAllowed('customerimportfailed', 'verify');
  const [editing, setEditing] = useState<{ values: Record<string, unknown>; version?: string } | null>(null);
  const [reading, setReading] = useState(false);
  const [verifying, setVerifying] = useState(false);
  if (!record) return null;
  const name = String(record.name ?? '') || String(record.phone ?? '') || `#${String(record.id)}`;

  const openEdit = async () => {
    if (reading) return;
    setReading(true);
    try {
      const detail = await dataProvider.importFailedDetail(record.id);
      setEditing({ values: editedValues(detail), version: versionOf(detail) });
    } catch (error) {
      notify(errorMessage(error), { type: 'warning' });
    } finally {
      setReading(false);
    }
  };

  const save = async (values: Record<string, unknown>, { version }: { version?: string }) =>
    (
      await dataProvider.updateImportFailed(
        record.id as Identifier,
        Object.fromEntries(EDITED.map(([source]) => [source, String(values[source] ?? '').trim()])),
        version,
      )
    ).message;

  return (
    <Stack direction="row" spacing={0.5} onClick={stop}>
      {canEdit && (
        <Button
          label={IMPORT_FAILED_TEXTS.edit}
          aria-label={t('Edit %{name}', { name })}
          disabled={reading}
          onClick={() => void openEdit()}
        >
          <EditIcon />
        </Button>
      )}
      {canVerify && (
        <Button label={IMPORT_FAILED_TEXTS.verify} aria-label={t('Verify %{name}', { name })} onClick={() => setVerifying(true)}>
          <TaskAltIcon />
        </Button>
      )}
      <InfoDialogButton
        title={t('Import Errors: %{name}', { name })}
        label={t(IMPORT_FAILED_TEXTS.errors)}
        ariaLabel={t('Errors of %{name}', { name })}
        icon={<ErrorOutlineIcon />}
      >
        <ErrorsTable errors={record.errors} />
      </InfoDialogButton>
      {editing && (
        <FormDialog
          open
          wide
          title={t(IMPORT_FAILED_TEXTS.editTitle)}
          onClose={() => setEditing(null)}
          onSubmit={save}
          successText={IMPORT_FAILED_TEXTS.updated}
          failureText={IMPORT_FAILED_TEXTS.updateFailed}
          defaultValues={editing.values}
          dialogKey={`customerimportfailed-${String(record.id)}-edit`}
          version={editing.version}
          valuesOf={editedValues}
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
          title={t(IMPORT_FAILED_TEXTS.verifyTitle)}
          submitLabel={IMPORT_FAILED_TEXTS.verify}
          onClose={() => setVerifying(false)}
          onSubmit={async () => {
            try {
              return (await dataProvider.verifyImportFailed(record.id)).message;
            } catch (error) {
              // Refused: the server stored the row's errors made again…
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
            {t(IMPORT_FAILED_TEXTS.verifyAsk)}
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
