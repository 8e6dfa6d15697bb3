/** A plot sale (spec 2 §2 "Sales records"): tabs Summary, Sales Status and Instalment. */
// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotsale/PlotSaleShow.tsx"
import { Box, Divider, Stack, Typography } from '@mui/material';
import { EditButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { PlotPlanSchedule } from '../../../features/emi/EmiSchedule';
import { planInstalment } from '../../../features/emi/schedule';
import { CustomerRef, Detail, ShowTabs, PlotProjectCustomerDetails } from '../../../common/display';
import { formatDate, formatPrice } from '../../../common/format';
import { RecordLink } from '../../../common/RecordLink';
import { isShownImage } from '../../../common/urls';
import { InstalmentTab } from '../../../features/instalments/InstalmentTab';
import { ReceiptButton } from '../../../features/receipts/ReceiptButton';
import { SaleTitle } from './SaleTitle';
import { SaleStatusTab } from './SaleStatusTab';
import { SaleDeleteButton } from './SaleDeleteButton';
import { useT } from '../../../common/i18n';

const SaleActions = () => {
  const record = useRecordContext();
  return (
    <TopToolbar>
      {record && <ReceiptButton kind="sale" id={record.id} />}
      <EditButton />
      <SaleDeleteButton />
    </TopToolbar>
  );
};

interface Points {
  transaction_type?: string;
  point_value?: number;
}

const pointsText = (list: unknown): string =>
  Array.isArray(list) && list.length
    ? (list as Points[]).map(p => `${p.point_value ?? 0} ${String(p.transaction_type ?? '').toLowerCase()}`).join(', ')
    : '-';

export const SaleSummary = () => {
  const t = useT();
  const r = useRecordContext();
  if (!r) return null;
  return (
    <Box sx={{ py: 1 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <Stack spacing={1.5}>
          <PlotProjectCustomerDetails />
          <Detail label="Broker">
            <CustomerRef source="broker" />
          </Detail>
          <Detail label="Sale Status">{r.sale_status ? String(r.sale_status) : null}</Detail>
        </Stack>
        <Stack spacing={1.5}>
          <Detail label="Price">{formatPrice(r.price)}</Detail>
          <Detail label="Total">{formatPrice(r.total_amount)}</Detail>
          <Detail label="Registration Due Date">{formatDate(r.registration_due_date)}</Detail>
          <Detail label="Customer Points">{pointsText(r.customerplotpoints)}</Detail>
          <Detail label="Broker Points">{pointsText(r.brokerplotpoints)}</Detail>
        </Stack>
        <Stack spacing={1.5}>
          <Detail label="Sold on">{formatDate(r.created_at, true)}</Detail>
          <Detail label="Sold by">{(r.user as { name?: string } | null)?.name}</Detail>
          <Detail label="Booking">
            {r.plot_book_id ? (
              <RecordLink resource="plotbook" id={r.plot_book_id}>
                {t('Booking #%{id}', { id: String(r.plot_book_id) })}
              </RecordLink>
            ) : null}
          </Detail>
          <Detail label="Notes">{r.notes}</Detail>
        </Stack>
        {Number(r.isemi) === 1 && (
          <Stack spacing={1.5}>
            <Detail label="EMI">
              {r.emi_number} × {formatPrice(planInstalment(r))} ({typeof r.due_type === 'string' && r.due_type ? t(r.due_type) : r.due_type}
              )
            </Detail>
            <Detail label="Down payment">{formatPrice(r.downpayment)}</Detail>
            <Detail label="Interest rate">{`${r.interest_rate ?? 0}%`}</Detail>
          </Stack>
        )}
      </Stack>
      {Number(r.isemi) === 1 && r.plot_id != null && <PlotPlanSchedule plotId={r.plot_id} />}
      {isShownImage(r.cust_image_url) ? (
        <>
          <Divider sx={{ my: 2 }} />
          <Typography variant="caption" color="text.secondary" component="div">
            {t('Customer image')}
          </Typography>
          <Box
            component="img"
            src={String(r.cust_image_url)}
            alt={t('Customer image')}
            sx={{ mt: 0.5, height: 140, maxWidth: 220, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        </>
      ) : null}
    </Box>
  );
};

export const PlotSaleShow = () => (
  <Show actions={<SaleActions />} title={<SaleTitle />}>
    <ShowTabs
      tabs={[
        { label: 'Summary', content: <SaleSummary /> },
        { label: 'Sales Status', path: 'salesstatus', content: <SaleStatusTab /> },
        { label: 'Instalment', path: 'instalment', content: <InstalmentTab /> },
      ]}
    />
  </Show>
);

export default PlotSaleShow;
