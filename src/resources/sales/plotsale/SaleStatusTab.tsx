/**
 * The sale's status records (spec 2 §4: a sale's status moves by adding a new status record, a
 * status type plus notes): GET plotsalestatus with sold_plot_id, newest first, 20 per page; 'Add
 * Status' (plotsalestatus.create = plot.update) opens a dialog whose status type comes from
 * plotsalestatuslist read 1000 per page, and posts plotsalestatus with sold_plot_id, notes and
 * statustype. A failure keeps the dialog open with what was typed and shows the server's message
 * ('Unable to update status change' when it gives none).
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import {
  DataTable,
  DateField,
  Form,
  Pagination,
  ReferenceManyField,
  SaveButton,
  SelectInput,
  TextInput,
  useCanAccess,
  useCreate,
  useGetList,
  useNotify,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import { getServerMessage } from '../../../api/dataProvider';
import { required } from '../../../common/validators';
import { TabNotice } from '../../../common/display';
import { SALE_STATUS_MESSAGES, STATUS_TYPES_PER_PAGE } from './saleLogic';

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
  const sale = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'plotsalestatus', action: 'create' });
  const [open, setOpen] = useState(false);
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!sale || !canAccess) return null;

  const submit = async (values: Record<string, unknown>) => {
    try {
      const data = await create(
        'plotsalestatus',
        { data: { sold_plot_id: sale.id, statustype: values.statustype, notes: values.notes ?? '' } },
        { returnPromise: true },
      );
      notify(getServerMessage(data) ?? SALE_STATUS_MESSAGES.created, { type: 'info' });
      setOpen(false);
      refresh();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : SALE_STATUS_MESSAGES.failed;
      notify(message, { type: 'warning' });
    }
  };

  return (
    <>
      <Button startIcon={<AddIcon />} variant="contained" size="small" onClick={() => setOpen(true)}>
        Add Status
      </Button>
      <Dialog open={open} onClose={() => !isPending && setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="add-sale-status-title">
        <DialogTitle id="add-sale-status-title">Add Sale Status</DialogTitle>
        <Form onSubmit={submit} record={{}}>
          <DialogContent>
            <StatusTypeInput />
            <TextInput source="notes" label="Notes" multiline minRows={3} fullWidth />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={isPending}>
              Cancel
            </Button>
            <SaveButton alwaysEnable={!isPending} disabled={isPending} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};

export const SaleStatusTab = () => (
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
      empty={<TabNotice>No sale status yet.</TabNotice>}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="status" label="Status" disableSort />
        <DataTable.Col source="notes" label="Notes" disableSort />
        <DataTable.Col label="By" disableSort render={(r: RaRecord) => (r.user as { name?: string } | null)?.name ?? '-'} />
        <DataTable.Col source="created_at" label="Date" disableSort>
          <DateField source="created_at" showTime />
        </DataTable.Col>
      </DataTable>
    </ReferenceManyField>
  </Box>
);
