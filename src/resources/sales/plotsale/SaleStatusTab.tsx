/** The sale's status records: GET plotsalestatus with sold_plot_id, newest first, 20 per page… */
// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotsale/SaleStatusTab.tsx"
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import {
  DataTable,
  Pagination,
  ReferenceManyField,
  SelectInput,
  TextInput,
  useCanAccess,
  useCreate,
  useGetList,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { getServerMessage } from '../../../api/dataProvider';
import { FormDialog } from '../../../common/FormDialog';
import { required } from '../../../common/validators';
import { EmptyRows } from '../../../common/EmptyRows';
import { SALE_STATUS_MESSAGES, STATUS_TYPES_PER_PAGE } from './saleLogic';
import { DayField } from '../../../common/DayField';
import { useT } from '../../../common/i18n';

const StatusTypeInput = () => {
  const { data, isPending } = useGetList('plotsalestatuslist', {
    pagination: { page: 1, perPage: STATUS_TYPES_PER_PAGE },
    sort: { field: 'created_at', order: 'ASC' },
  });
  return (
    <SelectInput
      source="statustype"
      label="Status Type"
      choices={data ?? []}
      optionText="status"
      isPending={isPending}
      validate={required(SALE_STATUS_MESSAGES.typeRequired)}
      fullWidth
    />
  );
};

export const AddSaleStatusButton = () => {
  const t = useT();
  const sale = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'plotsalestatus', action: 'create' });
  const [open, setOpen] = useState(false);
  const [create] = useCreate();
  if (!sale || !canAccess) return null;

  return (
    <>
      <Button startIcon={<AddIcon />} variant="contained" size="small" onClick={() => setOpen(true)}>
        {t('Add Status')}
      </Button>
      {/* The shared dialog: drafts, guarded dismissal, one pending save (issue 12). */}
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Add Sale Status"
        dialogKey={`plotsalestatus-${sale.id}`}
        successText={SALE_STATUS_MESSAGES.created}
        failureText={SALE_STATUS_MESSAGES.failed}
        onSubmit={async values => {
          const data = await create(
            'plotsalestatus',
            { data: { sold_plot_id: sale.id, statustype: values.statustype, notes: values.notes ?? '' } },
            { returnPromise: true },
          );
          return getServerMessage(data);
        }}
      >
        <StatusTypeInput />
        <TextInput source="notes" label="Notes" multiline minRows={3} fullWidth />
      </FormDialog>
    </>
  );
};

export const SaleStatusTab = () => {
  const t = useT();
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', py: 1 }}>
        <AddSaleStatusButton />
      </Box>
      <ReferenceManyField
        reference="plotsalestatus"
        target="sold_plot_id"
        perPage={20}
        sort={{ field: 'created_at', order: 'DESC' }}
        pagination={<Pagination rowsPerPageOptions={[10, 20, 30, 50, 100]} />}
        empty={<EmptyRows text={t('No sale status yet.')} />}
      >
        <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyRows text={t('No sale status yet.')} />}>
          <DataTable.Col source="status" label="Status" disableSort />
          <DataTable.Col source="notes" label="Notes" disableSort />
          <DataTable.Col label="By" disableSort render={(r: RaRecord) => (r.user as { name?: string } | null)?.name ?? '-'} />
          <DataTable.Col source="created_at" label="Date" disableSort>
            <DayField source="created_at" showTime />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
};
