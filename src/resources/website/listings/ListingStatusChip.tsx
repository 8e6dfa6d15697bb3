/** A listing's status in the list: with listing.update the chip is a button opening 'Change Status'… */
// Reasoning: docs/decisions.md "Notes: src/resources/website/listings/ListingStatusChip.tsx"
import { useState } from 'react';
import { Chip } from '@mui/material';
import { RadioButtonGroupInput, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { versionOf } from '../../../common/ConflictDialog';
import { errorMessage } from '../../../common/useServerNotify';
import { required } from '../../../common/validators';
import type { AppDataProvider } from '../../../api/dataProvider';
import { FormDialog } from '../../../common/FormDialog';
import { useAccess } from '../../../common/access';
import { Gated } from '../../../common/Gated';
import { listing } from './schema';
import { LISTING_TEXTS, statusOptionsFor } from './listingLogic';
import { useT } from '../../../common/i18n';

const COLORS =
  (listing.fields.status.options as { colors?: Record<string, 'success' | 'warning' | 'info' | 'error' | 'default'> }).colors ?? {};

/** The dialog's values of a listing as the server answers it (the current one after a stale save, issue 38). */
const statusValues = (row: Record<string, unknown>) => ({ status: row.status });

const ListingStatusChip = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const access = useAccess('listing', 'edit');
  const t = useT();
  /** The dialog, open with the listing's version as read when it opened (issue 38: a stale save is stopped). */
  const [open, setOpen] = useState<{ version?: string } | null>(null);
  const [reading, setReading] = useState(false);
  if (!record) return null;
  // The listing is read again when the dialog opens: its version, and the list refreshed when its status has changed since…
  const openDialog = async () => {
    if (reading) return;
    setReading(true);
    try {
      const { data } = await dataProvider.getOne('listing', { id: record.id });
      if (String(data.status ?? '') !== String(record.status ?? '')) refresh();
      setOpen({ version: versionOf(data) });
    } catch (error) {
      notify(errorMessage(error), { type: 'warning' });
    } finally {
      setReading(false);
    }
  };
  const status = String(record.status ?? '');
  const color = COLORS[status] ?? 'default';
  return (
    <>
      <Gated access={access} denied={<Chip size="small" label={status ? t(status) : '-'} color={color} />}>
        <Chip
          size="small"
          label={status ? t(status) : '-'}
          color={color}
          onClick={e => {
            e.stopPropagation();
            void openDialog();
          }}
          aria-label={t('Status %{status}: change', { status: status ? t(status) : '' })}
        />
      </Gated>
      {open && (
        <span role="presentation" onClick={e => e.stopPropagation()}>
          <FormDialog
            open
            title={LISTING_TEXTS.statusTitle}
            onClose={() => setOpen(null)}
            successText={LISTING_TEXTS.statusUpdated}
            failureText={LISTING_TEXTS.statusFailed}
            dialogKey={`listing-${record.id}-status`}
            version={open.version}
            valuesOf={statusValues}
            onSubmit={async (values, { version }) => {
              const { message } = await dataProvider.listingStatusChange(record.id, String(values.status ?? ''), version);
              return message || LISTING_TEXTS.statusUpdated;
            }}
          >
            <RadioButtonGroupInput
              source="status"
              label="Status"
              choices={statusOptionsFor(status).map(s => ({ id: s, name: s }))}
              validate={required(LISTING_TEXTS.statusRequired)}
            />
          </FormDialog>
        </span>
      )}
    </>
  );
};

export default ListingStatusChip;
