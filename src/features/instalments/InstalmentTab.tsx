/** The sale's instalments: GET plotsaleinstalment with plotsaleid, newest first, 20 per page; amount, received date, received user… */
// Reasoning: docs/decisions.md "Notes: src/features/instalments/InstalmentTab.tsx"
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField, useRecordContext, type RaRecord } from 'react-admin';
import { EmptyRows } from '../../common/EmptyRows';
import { formatDate, formatPrice } from '../../common/format';
import { GatedButton } from '../../common/GatedButton';
import { ReceiptButton } from '../receipts/ReceiptButton';
import { instalmentCreatePath, instalmentEditPath } from './instalmentLogic';
import { DayField } from '../../common/DayField';
import { useT } from '../../common/i18n';

export const InstalmentTab = () => {
  const t = useT();
  const sale = useRecordContext();
  if (!sale) return null;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', py: 1 }}>
        <GatedButton
          resource="plotsaleinstalment"
          action="create"
          to={instalmentCreatePath(sale.plot_id, sale.id)}
          label="Add Instalment"
          icon={<AddIcon />}
          variant="contained"
        />
      </Box>
      <ReferenceManyField
        reference="plotsaleinstalment"
        target="plotsaleid"
        perPage={20}
        sort={{ field: 'created_at', order: 'DESC' }}
        pagination={<Pagination rowsPerPageOptions={[10, 20, 30, 50, 100]} />}
        empty={<EmptyRows text={t('No instalments yet.')} />}
      >
        <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyRows text={t('No instalments yet.')} />}>
          <DataTable.Col source="amount" label="Amount" disableSort render={(r: RaRecord) => formatPrice(r.amount)} />
          <DataTable.Col source="received_at" label="Received Date" disableSort render={(r: RaRecord) => formatDate(r.received_at)} />
          <DataTable.Col
            label="Received User"
            disableSort
            render={(r: RaRecord) => (r.received_user as { name?: string } | null)?.name ?? '-'}
          />
          <DataTable.Col source="created_at" label="Created" disableSort>
            <DayField source="created_at" />
          </DataTable.Col>
          <DataTable.Col
            label=""
            disableSort
            render={(r: RaRecord) => (
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                {/* An instalment is money received (its received date is required): each has a receipt. */}
                {r.received_at && <ReceiptButton kind="instalment" id={sale.id} itemId={r.id} />}
                <GatedButton
                  resource="plotsaleinstalment"
                  action="edit"
                  to={instalmentEditPath(r.id, sale.id)}
                  label="Edit"
                  icon={<EditIcon />}
                />
              </Box>
            )}
          />
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
};
