/**
 * A listing's status in the list (spec 3 §2 "Clicking the status chip on a row opens a dialog to
 * choose a new status"): with listing.update the chip is a button opening 'Change Status', whose
 * options follow the current status (listingLogic.ts); a status is required; the choice posts
 * listingpendingstatus with lising_id and status. Without the key the chip is plain; while the
 * permission is still being read it is drawn as the button but inert (common/Gated.tsx), so a quick
 * click neither opens the dialog nor falls through to the row.
 */
import { useState } from 'react';
import { Chip } from '@mui/material';
import { RadioButtonGroupInput, useDataProvider, useRecordContext } from 'react-admin';
import { required } from '../../../common/validators';
import type { AppDataProvider } from '../../../api/dataProvider';
import { FormDialog } from '../../../common/FormDialog';
import { useAccess } from '../../../common/access';
import { Gated } from '../../../common/Gated';
import { listing } from './schema';
import { LISTING_TEXTS, statusOptionsFor } from './listingLogic';

const COLORS = (listing.fields.status.options as { colors?: Record<string, 'success' | 'warning' | 'info' | 'error' | 'default'> }).colors ?? {};

const ListingStatusChip = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const access = useAccess('listing', 'edit');
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const status = String(record.status ?? '');
  const color = COLORS[status] ?? 'default';
  return (
    <>
      <Gated access={access} denied={<Chip size="small" label={status || '-'} color={color} />}>
        <Chip
          size="small"
          label={status || '-'}
          color={color}
          onClick={e => {
            e.stopPropagation();
            setOpen(true);
          }}
          aria-label={`Status ${status}: change`}
        />
      </Gated>
      {open && (
        <span onClick={e => e.stopPropagation()}>
          <FormDialog
            open
            title={LISTING_TEXTS.statusTitle}
            onClose={() => setOpen(false)}
            successText={LISTING_TEXTS.statusUpdated}
            failureText={LISTING_TEXTS.statusFailed}
            dialogKey={`listing-${record.id}-status`}
            onSubmit={async values => {
              const { message } = await dataProvider.listingStatusChange(record.id, String(values.status ?? ''));
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
