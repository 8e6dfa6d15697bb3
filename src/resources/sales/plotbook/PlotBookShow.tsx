/** A booking: every field — plot, project, customer, other customer and broker links, payment mode, booking advance, patta cost… */
// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotbook/PlotBookShow.tsx"
import type { ReactNode } from 'react';
import { Box, Divider, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Show, SimpleShowLayout, TopToolbar, useRecordContext } from 'react-admin';
import { CustomerRef, Detail, PlotProjectCustomerDetails } from '../../../common/display';
import { formatDate, formatPrice } from '../../../common/format';
import { BookingPdfButton, PayStatusToggle } from './BookingActions';
import { PlotPlanSchedule } from '../../../features/emi/EmiSchedule';
import { BOOKING_MESSAGES, bookingSignatures, emiSummary, otherAmountsTotal, parseOtherAmounts } from './bookingLogic';
import { ReceiptButton } from '../../../features/receipts/ReceiptButton';
import { useT } from '../../../common/i18n';

const ShowActions = () => {
  const record = useRecordContext();
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar>
      <ReceiptButton kind="booking" id={record.id} />
      <BookingPdfButton record={record} label="Download PDF" />
    </TopToolbar>
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const t = useT();
  return (
    <Box component="section" aria-label={t(title)}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t(title)}
      </Typography>
      {children}
    </Box>
  );
};

const OtherAmounts = () => {
  const t = useT();
  const record = useRecordContext();
  const rows = parseOtherAmounts(record?.other_amount);
  if (rows.length === 0) return <Typography variant="body2">-</Typography>;
  return (
    <Table size="small" aria-label={t('Other amounts')} sx={{ maxWidth: 420 }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('Label')}</TableCell>
          <TableCell align="right">{t('Amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={`${row.label}-${i}`}>
            <TableCell>{row.label}</TableCell>
            <TableCell align="right">{formatPrice(row.amount)}</TableCell>
          </TableRow>
        ))}
        {rows.length > 1 && (
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t('Total other amounts')}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatPrice(otherAmountsTotal(rows))}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
};

const Signature = ({ label, src }: { label: string; src: string | null }) => {
  const t = useT();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {t(label)}
      </Typography>
      {src ? (
        <Paper variant="outlined" sx={{ p: 1, display: 'inline-block', bgcolor: '#fff' }}>
          <Box component="img" src={src} alt={t(label)} sx={{ display: 'block', maxWidth: 320, maxHeight: 140 }} />
        </Paper>
      ) : (
        <Typography variant="body2">{t(BOOKING_MESSAGES.noSignature)}</Typography>
      )}
    </Box>
  );
};

const EmiPlan = () => {
  const t = useT();
  const record = useRecordContext();
  const emi = emiSummary(record);
  if (!emi) return <Typography variant="body2">{t(BOOKING_MESSAGES.noEmi)}</Typography>;
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} data-testid="booking-emi">
        <Stack spacing={1.5}>
          <Detail label="EMI number">{emi.emi_number as ReactNode}</Detail>
          <Detail label="Instalment amount">{formatPrice(emi.instalment_amount)}</Detail>
          <Detail label="Due type">{typeof emi.due_type === 'string' ? t(emi.due_type) : (emi.due_type as ReactNode)}</Detail>
        </Stack>
        <Stack spacing={1.5}>
          <Detail label="Total duration">{emi.total_duration as ReactNode}</Detail>
          <Detail label="Interest rate">{`${emi.interest_rate ?? 0}%`}</Detail>
          <Detail label="Down payment">{formatPrice(emi.downpayment)}</Detail>
        </Stack>
        <Stack spacing={1.5}>
          <Detail label="EMI due date">{emi.emi_due_date as ReactNode}</Detail>
          <Detail label="Final due date">{formatDate(emi.final_due_date)}</Detail>
          <Detail label="Prior notification days">{emi.prior_notification_days as ReactNode}</Detail>
        </Stack>
      </Stack>
      {record?.plot_id != null && <PlotPlanSchedule plotId={record.plot_id} />}
    </>
  );
};

const BookingDetail = () => {
  const t = useT();
  const r = useRecordContext();
  if (!r) return null;
  const signatures = bookingSignatures(r);
  return (
    <Stack spacing={3} sx={{ py: 1 }}>
      <Section title="Booking">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
          <Stack spacing={1.5}>
            <PlotProjectCustomerDetails />
            {r.ocustomer ? (
              <Detail label="Other customer">
                <CustomerRef source="ocustomer" />
              </Detail>
            ) : null}
            <Detail label="Broker">
              <CustomerRef source="broker" />
            </Detail>
          </Stack>
          <Stack spacing={1.5}>
            <Detail label="Status">{r.status}</Detail>
            <Detail label="Paid">
              <PayStatusToggle record={r} />
            </Detail>
            <Detail label="Payment mode">
              {typeof r.payment_mode === 'string' && r.payment_mode ? t(r.payment_mode) : r.payment_mode}
            </Detail>
            <Detail label="Due date">{formatDate(r.due_date)}</Detail>
            <Detail label="Booked on">{formatDate(r.created_at, true)}</Detail>
          </Stack>
          <Stack spacing={1.5}>
            <Detail label="Notes">{r.notes}</Detail>
            {r.user ? <Detail label="Booked by">{(r.user as { name?: string }).name}</Detail> : null}
          </Stack>
        </Stack>
      </Section>
      <Divider />
      <Section title="Amounts">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
          <Stack spacing={1.5}>
            <Detail label="Booking advance">{formatPrice(r.booking_advance)}</Detail>
            <Detail label="Sales price">{formatPrice(r.sales_price)}</Detail>
            <Detail label="Patta cost">{formatPrice(r.patta_cost)}</Detail>
            <Detail label="Registration cost">{formatPrice(r.registration_cost)}</Detail>
            <Detail label="Total amount">{formatPrice(r.total_amount)}</Detail>
          </Stack>
          <Box>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('Other amounts')}
            </Typography>
            <OtherAmounts />
          </Box>
          <Stack spacing={1.5}>
            <Detail label="Broker points">{r.broker_point_value}</Detail>
            <Detail label="Customer points earned">{r.customer_point_earned_value}</Detail>
            <Detail label="Customer points spent">{r.customer_point_spend_value}</Detail>
          </Stack>
        </Stack>
      </Section>
      <Divider />
      <Section title="EMI">
        <EmiPlan />
      </Section>
      <Divider />
      <Section title="Signatures">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
          <Signature label="Admin signature" src={signatures.admin} />
          <Signature label="Customer signature" src={signatures.customer} />
        </Stack>
      </Section>
    </Stack>
  );
};

export const PlotBookShow = () => (
  <Show actions={<ShowActions />}>
    <SimpleShowLayout>
      <BookingDetail />
    </SimpleShowLayout>
  </Show>
);

export default PlotBookShow;
