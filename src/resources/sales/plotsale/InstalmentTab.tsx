/**
 * The sale's instalments (spec 2 §2, §3 "Plot sale instalment"): GET plotsaleinstalment with
 * plotsaleid, newest first, 20 per page; amount, received date, received user; 'Add Instalment'
 * to /plotsaleinstalment/create?plotid&plotsaleid (instalment.create) and Edit to
 * /plotsaleinstalment/{id}?plotsaleid (instalment.update). Saves come back here.
 */
import type { ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button } from '@mui/material';
import { DataTable, DateField, Pagination, ReferenceManyField, useBasename, useCanAccess, useRecordContext, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { TabNotice } from '../../../common/display';
import { formatDate, formatPrice } from '../../../common/format';
import { instalmentCreatePath, instalmentEditPath } from './saleLogic';

/** A button to a path of the organization, shown only with the permission. */
const GatedLinkButton = ({ action, to, label, icon, variant }: { action: 'create' | 'edit'; to: string; label: string; icon: ReactNode; variant?: 'text' | 'contained' }) => {
  const { canAccess } = useCanAccess({ resource: 'plotsaleinstalment', action });
  const basename = useBasename();
  if (!canAccess) return null;
  return (
    <Button component={Link} to={`${basename}${to}`} startIcon={icon} size="small" variant={variant} onClick={e => e.stopPropagation()}>
      {label}
    </Button>
  );
};

export const InstalmentTab = () => {
  const sale = useRecordContext();
  if (!sale) return null;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', py: 1 }}>
        <GatedLinkButton action="create" to={instalmentCreatePath(sale.plot_id, sale.id)} label="Add Instalment" icon={<AddIcon />} variant="contained" />
      </Box>
      <ReferenceManyField
        reference="plotsaleinstalment"
        target="plotsaleid"
        perPage={20}
        sort={{ field: 'created_at', order: 'DESC' }}
        pagination={<Pagination rowsPerPageOptions={[10, 20, 30, 50, 100]} />}
        empty={<TabNotice>No instalments yet.</TabNotice>}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="amount" label="Amount" disableSort render={(r: RaRecord) => formatPrice(r.amount)} />
          <DataTable.Col source="received_at" label="Received Date" disableSort render={(r: RaRecord) => formatDate(r.received_at)} />
          <DataTable.Col label="Received User" disableSort render={(r: RaRecord) => (r.received_user as { name?: string } | null)?.name ?? '-'} />
          <DataTable.Col source="created_at" label="Created" disableSort>
            <DateField source="created_at" />
          </DataTable.Col>
          <DataTable.Col
            label=""
            disableSort
            render={(r: RaRecord) => <GatedLinkButton action="edit" to={instalmentEditPath(r.id, sale.id)} label="Edit" icon={<EditIcon />} />}
          />
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
};
