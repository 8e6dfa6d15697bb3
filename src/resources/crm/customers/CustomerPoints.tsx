/** A customer's Points tab: the customer's points transactions with Add Points and Edit in form dialogs, and a confirmed Delete. */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/customers/CustomerPoints.tsx"
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Chip } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField, SelectInput, TextInput, useRecordContext, type RaRecord } from 'react-admin';
import { useDataProvider, useNotify, type Identifier } from 'ra-core';
import type { AppDataProvider } from '../../../api/dataProvider';
import { useAllowed } from '../../../common/access';
import { TabNotice } from '../../../common/display';
import { FormDialog } from '../../../common/FormDialog';
import { MESSAGES } from '../../../common/messages';
import { CHILD_PAGE_SIZES, RowDeleteButton } from '../../../common/schema/ChildRows';
import { errorMessage } from '../../../common/useServerNotify';
import { TRANSACTION_TYPES, type PointsValues } from '../../../api/customerValues';
import { POINTS_TEXTS, pointsCustomerType, pointsErrors } from './pointsLogic';
import { DayField } from '../../../common/DayField';
import { useT } from '../../../common/i18n';

const TYPE_CHOICES = TRANSACTION_TYPES.map(t => ({ id: t, name: t }));

interface Editing {
  id?: Identifier;
  values: Record<string, unknown>;
  /** The transaction's version as read (issue 38: a stale save is stopped). */
  version?: string;
}

/** The dialog's values of a transaction as the server answers it. */
const pointsFormValues = (detail: Record<string, unknown>) => ({
  transaction_type: detail.transaction_type,
  point_for: detail.point_for,
  point_value: String(detail.point_value ?? ''),
  customer_note: detail.customer_note ?? '',
});

const validate = (values: Record<string, unknown>) => pointsErrors(values);

export const CustomerPointsTab = () => {
  const t = useT();
  const customer = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [reading, setReading] = useState<Identifier | null>(null);
  const canCreate = useAllowed('customerpoints', 'create');
  const canUpdate = useAllowed('customerpoints', 'edit');
  const canDelete = useAllowed('customerpoints', 'delete');
  if (!customer) return null;

  const openEdit = async (id: Identifier) => {
    if (reading !== null) return;
    setReading(id);
    try {
      const detail: Record<string, unknown> = { ...(await dataProvider.customerPointsDetail(id)) };
      setEditing({ id, values: pointsFormValues(detail), version: typeof detail.updated_at === 'string' ? detail.updated_at : undefined });
    } catch (error) {
      notify(errorMessage(error), { type: 'warning' });
    } finally {
      setReading(null);
    }
  };

  const save = async (values: Record<string, unknown>, { version }: { version?: string }) => {
    const body: PointsValues = {
      customer_type: pointsCustomerType(customer),
      transaction_type: (values.transaction_type as PointsValues['transaction_type']) || 'EARNED',
      point_for: String(values.point_for ?? '').trim(),
      point_value: String(values.point_value ?? '').trim(),
      customer_id: customer.id,
      customer_note: String(values.customer_note ?? '').trim(),
    };
    const id = editing?.id;
    return (id !== undefined ? await dataProvider.updateCustomerPoints(id, body, version) : await dataProvider.createCustomerPoints(body))
      .message;
  };

  return (
    <Box>
      {canCreate && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', pb: 1 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ values: { transaction_type: 'EARNED' } })}>
            {t('Add Points')}
          </Button>
        </Box>
      )}
      <ReferenceManyField
        reference="customerpoints"
        target="customer_id"
        perPage={10}
        sort={{ field: 'created_at', order: 'DESC' }}
        pagination={<Pagination rowsPerPageOptions={CHILD_PAGE_SIZES} />}
        empty={<TabNotice>{t(MESSAGES.noItems)}</TabNotice>}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col
            label="Transaction Type"
            disableSort
            render={(r: RaRecord) => (
              <Chip
                size="small"
                label={t(String(r.transaction_type ?? '-'))}
                color={r.transaction_type === 'SPEND' ? 'warning' : 'success'}
              />
            )}
          />
          <DataTable.Col label="Points For" disableSort render={(r: RaRecord) => String(r.point_for ?? '')} />
          <DataTable.Col label="Points Value" disableSort render={(r: RaRecord) => String(r.point_value ?? '')} />
          <DataTable.Col label="Note" disableSort render={(r: RaRecord) => String(r.customer_note ?? '')} />
          <DataTable.Col label="Date" disableSort render={() => <DayField source="created_at" emptyText="-" />} />
          <DataTable.Col
            label=""
            disableSort
            render={(r: RaRecord) => (
              <Box sx={{ display: 'flex', gap: 1 }}>
                {canUpdate && (
                  <Button size="small" startIcon={<EditIcon />} disabled={reading !== null} onClick={() => void openEdit(r.id)}>
                    {t('Edit')}
                  </Button>
                )}
                {canDelete && <RowDeleteButton record={r} resource="customerpoints" />}
              </Box>
            )}
          />
        </DataTable>
      </ReferenceManyField>
      {editing && (
        <FormDialog
          open
          title={t(editing.id !== undefined ? 'Edit Points' : 'Add Points')}
          onClose={() => setEditing(null)}
          onSubmit={save}
          successText={editing.id !== undefined ? POINTS_TEXTS.updated : POINTS_TEXTS.created}
          failureText={POINTS_TEXTS.failure}
          defaultValues={editing.values}
          dialogKey={`customer-${customer.id}-points-${editing.id ?? 'new'}`}
          version={editing.version}
          valuesOf={pointsFormValues}
        >
          <Box sx={{ display: 'grid', gap: 1 }}>
            <SelectInput source="transaction_type" label="Transaction Type" choices={TYPE_CHOICES} emptyText="" fullWidth />
            <TextInput
              source="point_for"
              label="Points For"
              validate={(_v: unknown, all: Record<string, unknown>) => validate(all).point_for}
              fullWidth
            />
            <TextInput
              source="point_value"
              label="Points Value"
              inputMode="numeric"
              validate={(_v: unknown, all: Record<string, unknown>) => validate(all).point_value}
              fullWidth
            />
            <TextInput source="customer_note" label="Note" multiline minRows={2} fullWidth />
          </Box>
        </FormDialog>
      )}
    </Box>
  );
};

export default CustomerPointsTab;
