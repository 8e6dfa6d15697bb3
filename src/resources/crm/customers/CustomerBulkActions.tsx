/** The customer list's bulk actions (spec 2 §2 "Customer list dialogs", §7; issue 15), declared by the schema's `bulkActions`… */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/customers/CustomerBulkActions.tsx"
import { useState } from 'react';
import MergeIcon from '@mui/icons-material/CallMerge';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Typography } from '@mui/material';
import { useDataProvider, useListContext, useRefresh, useUnselectAll } from 'ra-core';
import type { AppDataProvider } from '../../../api/dataProvider';
import { FormDialog } from '../../../common/FormDialog';
import { LookupInput } from '../../../common/lookups';
import { saveFile } from '../../../common/saveFile';
import { usePendingCall } from '../../../common/useServerNotify';
import { useT } from '../../../common/i18n';
import { CUSTOMER_LIST_TEXTS as T, canMerge, isBrokerFilter } from './customerListLogic';

const OfferGroupInput = () => (
  <LookupInput
    source="customer_group_id"
    reference="customergroup/filter"
    label={T.assignGroup}
    validate={(v: unknown) => (v === undefined || v === null || v === '' ? T.assignGroupRequired : undefined)}
    fullWidth
  />
);

const CustomerBulkActions = () => {
  const t = useT();
  const { selectedIds, filterValues } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const unselectAll = useUnselectAll('customer');
  const refresh = useRefresh();
  const [open, setOpen] = useState<'merge' | 'assign' | null>(null);
  const { run, pending, done } = usePendingCall();
  const afterSuccess = (message: string | undefined, fallback: string) => {
    done(message, fallback);
    setOpen(null);
    unselectAll();
    refresh();
  };
  const exportPdf = () =>
    run(async () => {
      saveFile(await dataProvider.exportSelectedCustomers(selectedIds));
      done(undefined, T.exportPdfDone);
    });

  return (
    <>
      {canMerge(selectedIds) && (
        <Button size="small" startIcon={<MergeIcon />} onClick={() => setOpen('merge')}>
          {t(T.merge)}
        </Button>
      )}
      {isBrokerFilter(filterValues) && (
        <Button size="small" startIcon={<GroupAddIcon />} onClick={() => setOpen('assign')}>
          {t(T.assign)}
        </Button>
      )}
      <Button size="small" startIcon={<PictureAsPdfIcon />} disabled={pending} onClick={exportPdf}>
        {t(T.exportPdf)}
      </Button>
      {open === 'merge' && (
        <FormDialog
          open
          title={t(T.mergeTitle)}
          submitLabel={T.merge}
          onClose={() => setOpen(null)}
          onSubmit={async () => (await dataProvider.mergeCustomers(selectedIds)).message}
          successText={T.merged}
          failureText={T.mergeFailed}
          dialogKey={`customer-merge-${selectedIds.join('-')}`}
          onSuccess={message => afterSuccess(message, T.merged)}
        >
          <Typography>{t('Merge the %{count} selected customers into one?', { count: selectedIds.length })}</Typography>
        </FormDialog>
      )}
      {open === 'assign' && (
        <FormDialog
          open
          title={t(T.assign)}
          submitLabel="Assign"
          onClose={() => setOpen(null)}
          onSubmit={async values => (await dataProvider.assignBrokerOfferGroup(values.customer_group_id as number, selectedIds)).message}
          successText={T.assigned}
          failureText={T.assignFailed}
          dialogKey={`customer-offergroup-${selectedIds.join('-')}`}
          onSuccess={message => afterSuccess(message, T.assigned)}
        >
          <OfferGroupInput />
        </FormDialog>
      )}
    </>
  );
};

export default CustomerBulkActions;
