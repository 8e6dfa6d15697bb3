/** An EMI plan: Summary and the Plot EMI History tab: GET plotemi/emihistory with eid, 10 per page… */
// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotemi/PlotEmiShow.tsx"
import { useState } from 'react';
import { Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useCanAccess, useRecordContext, type RaRecord } from 'ra-core';
import { DataTable, ReferenceManyField, Show, TopToolbar } from 'react-admin';
import { ListPagination } from '../../../common/ResourceList';
import { describeDue, describeDuration, formatDay } from '../../../features/emi/emiLogic';
import { formatPrice } from '../../../common/format';
import { Detail, ShowTabs, PlotProjectCustomerDetails } from '../../../common/display';
import { EmptyRows } from '../../../common/EmptyRows';
import { EditActions } from '../../../common/EditActions';
import { PlotStatusChip } from '../../../features/plotStatus/PlotStatusChip';
import { SourceLink } from './components';
import { EmiItemDialog } from './EmiItemDialog';
import { EmiSchedule } from '../../../features/emi/EmiSchedule';
import { ReceiptButton } from '../../../features/receipts/ReceiptButton';
import type { ScheduleRow } from '../../../features/emi/schedule';
import { useT } from '../../../common/i18n';

const PlanSummary = () => {
  const t = useT();
  const r = useRecordContext();
  const { canAccess: canPay } = useCanAccess({ resource: 'plotemiitem', action: 'create' });
  const [paying, setPaying] = useState<ScheduleRow | null>(null);
  if (!r) return null;
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ py: 1 }}>
        <Stack spacing={1.5}>
          <PlotProjectCustomerDetails projectSource="plot.project" />
          <Detail label="Plot Status">
            <PlotStatusChip status={r.plot_status} />
          </Detail>
          <Detail label="Plot Book ID">
            <SourceLink source="plot_book_id" />
          </Detail>
          <Detail label="Plot Sale ID">
            <SourceLink source="plot_sale_id" />
          </Detail>
        </Stack>
        <Stack spacing={1.5}>
          <Detail label="Total Amount">{formatPrice(r.total_amount)}</Detail>
          <Detail label="Down Payment">{formatPrice(r.downpayment)}</Detail>
          <Detail label="Interest Rate">{r.interest_rate ?? 0}%</Detail>
          <Detail label="Monthly Amount">{formatPrice(r.instalment_amount)}</Detail>
          <Detail label="EMI Number">{r.emi_number}</Detail>
          <Detail label="Total Duration">{describeDuration(r.total_duration, r.due_type, t)}</Detail>
        </Stack>
        <Stack spacing={1.5}>
          <Detail label="Due Type">{typeof r.due_type === 'string' && r.due_type ? t(r.due_type) : r.due_type}</Detail>
          <Detail label="Due Date">{describeDue(r, t)}</Detail>
          <Detail label="Prior Notification Days">{r.prior_notification_days}</Detail>
          <Detail label="Final Due Date">{formatDay(r.final_due_date)}</Detail>
          <Detail label="Next Due Date">{r.due_date ? formatDay(r.due_date) : '-'}</Detail>
          <Detail label="EMIs Paid">{r.emi_paid_count ?? 0}</Detail>
          <Detail label="EMIs Due">{r.emi_due_count ?? 0}</Detail>
        </Stack>
      </Stack>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {t('Schedule')}
      </Typography>
      <EmiSchedule plan={r} onPay={canPay ? setPaying : undefined} />
      {paying && <EmiItemDialog open onClose={() => setPaying(null)} plan={r} instalment={paying} />}
    </>
  );
};

/** Paid green, Due orange; white text at WCAG AA contrast on both. */
const ITEM_COLORS: Record<string, string> = { Paid: '#2e7d32', Due: '#9a4d00' };

const ItemStatus = ({ status }: { status?: unknown }) => {
  const t = useT();
  const text = String(status ?? '-');
  const color = ITEM_COLORS[text];
  return (
    <Chip
      component="span"
      size="small"
      label={t(text)}
      sx={color ? { bgcolor: color, color: '#fff', fontWeight: 600 } : undefined}
      data-status={text}
    />
  );
};

const EmiHistory = () => {
  const t = useT();
  const plan = useRecordContext();
  const { canAccess: canAdd } = useCanAccess({ resource: 'plotemiitem', action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'plotemiitem', action: 'update' });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<RaRecord | null>(null);
  if (!plan) return null;
  return (
    <>
      <TopToolbar>
        {canAdd && (
          <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('Add Monthly EMI')}
          </Button>
        )}
      </TopToolbar>
      <ReferenceManyField
        reference="plotemi/emihistory"
        target="eid"
        perPage={10}
        sort={{ field: 'created_at', order: 'DESC' }}
        pagination={<ListPagination perPage={10} />}
        empty={<EmptyRows text={t('No EMI has been recorded yet.')} />}
      >
        <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyRows text={t('No EMI has been recorded yet.')} />}>
          <DataTable.Col label="Paid On" disableSort render={(i: RaRecord) => (i.paid_on ? formatDay(i.paid_on) : '-')} />
          <DataTable.Col label="Amount" disableSort render={(i: RaRecord) => formatPrice(i.amount)} />
          <DataTable.Col label="Status" disableSort render={(i: RaRecord) => <ItemStatus status={i.status} />} />
          <DataTable.Col label="Penalty" disableSort render={(i: RaRecord) => (Number(i.is_penalty) === 1 ? t('Yes') : t('No'))} />
          <DataTable.Col
            label="Penalty Amount"
            disableSort
            render={(i: RaRecord) => (Number(i.is_penalty) === 1 ? formatPrice(i.penalty_amount) : '-')}
          />
          <DataTable.Col
            label=""
            disableSort
            render={(i: RaRecord) =>
              canEdit && i.status === 'Due' ? (
                <Button
                  size="small"
                  startIcon={<EditIcon />}
                  onClick={() => setEditing(i)}
                  aria-label={t('Edit EMI %{item}', { item: String(i.paid_on ?? i.id) })}
                >
                  {t('Edit')}
                </Button>
              ) : i.status === 'Paid' ? (
                <ReceiptButton kind="emi" id={plan.id} itemId={i.id} />
              ) : null
            }
          />
        </DataTable>
      </ReferenceManyField>
      {adding && <EmiItemDialog open onClose={() => setAdding(false)} plan={plan} />}
      {editing && <EmiItemDialog open onClose={() => setEditing(null)} plan={plan} item={editing} />}
    </>
  );
};

export const PlotEmiShow = () => (
  <Show actions={<EditActions />}>
    <ShowTabs
      tabs={[
        { label: 'Summary', content: <PlanSummary /> },
        { label: 'Plot EMI History', path: 'emihistory', content: <EmiHistory /> },
      ]}
    />
  </Show>
);

export default PlotEmiShow;
