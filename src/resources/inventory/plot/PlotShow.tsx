/** The plot detail: tabs summary, map, document, projectdocument, status and custinfo at /{orgid}/plot/{id}/show[/tab]; and history. */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/plot/PlotShow.tsx"
import { Box, Divider, Stack, Typography } from '@mui/material';
import { Show, useGetList, useRecordContext } from 'react-admin';
import { CustomerRef, Detail, TabNotice, ShowTabs } from '../../../common/display';
import { EditActions } from '../../../common/EditActions';
import { formatMeasurement, formatSqft } from '../../../common/land';
import { RecordLink, RecordRef } from '../../../common/RecordLink';
import { DocumentsTab, ProjectDocumentsTab } from '../../../features/documents/tabs';
import { StatusHistory } from '../../../features/plotStatus/StatusHistory';
import { PlotStatusButton } from '../../../features/plotStatus/PlotStatusButton';
import { PlotOnLayoutMap } from '../../../features/plotMap';
import { PlotHistoryTab } from '../../../features/plotHistory/PlotTimeline';
import { PLOT_MESSAGES, plotProjectId } from './plotLogic';
import { formatDate, formatPrice } from '../../../common/format';
import { isShownImage } from '../../../common/urls';
import { planInstalment } from '../../../features/emi/schedule';
import { useT } from '../../../common/i18n';

const PlotMapTab = () => {
  const r = useRecordContext();
  return r ? <PlotOnLayoutMap plotId={r.id} layoutId={r.lid ?? r.layout?.id} /> : null;
};

const PlotSummary = () => {
  const r = useRecordContext();
  const t = useT();
  const yes = (v: unknown) => (Number(v) ? t('Yes') : t('No'));
  if (!r) return null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ py: 1 }}>
      <Stack spacing={1.5}>
        <Detail label="Plot number">{r.number}</Detail>
        <Detail label="Project">
          <RecordRef resource="project" source="layout.project" />
        </Detail>
        <Detail label="Layout">
          <RecordRef resource="layout" source="layout" />
        </Detail>
        <Detail label="Status">
          <PlotStatusButton record={r} />
        </Detail>
        <Detail label="Customer">
          <CustomerRef />
        </Detail>
      </Stack>
      <Stack spacing={1.5}>
        <Detail label="Measurement">{formatMeasurement(r.measurement)}</Detail>
        <Detail label="Measurement text">{r.measurement_text}</Detail>
        <Detail label="Square Feet">{formatSqft(r.squarefeet)}</Detail>
        <Detail label="Plot Facing">{r.facing}</Detail>
        <Detail label="Corner plot">{yes(r.is_corner)}</Detail>
        <Detail label="Has building">{yes(r.has_building)}</Detail>
      </Stack>
      <Stack spacing={1.5}>
        <Detail label="Price">{formatPrice(r.price)}</Detail>
        <Detail label="Created">{formatDate(r.created_at, true)}</Detail>
        <Detail label="Notes">{r.notes}</Detail>
      </Stack>
    </Stack>
  );
};

/** Sold Detail: the plot's latest sale, with its customer linked only with customer.view, the broker, the amounts, the points… */
const PlotSoldDetail = () => {
  const plot = useRecordContext();
  const t = useT();
  const { data, isPending, error } = useGetList(
    'plotsale',
    { filter: { plot_id: plot?.id }, pagination: { page: 1, perPage: 1 }, sort: { field: 'created_at', order: 'DESC' } },
    { enabled: !!plot },
  );
  if (!plot || isPending) return null;
  if (error) return <TabNotice>{error.message}</TabNotice>;
  const sale = data?.[0];
  if (!sale) return <TabNotice>{t(PLOT_MESSAGES.noSale)}</TabNotice>;
  const image = isShownImage(sale.cust_image_url) ? sale.cust_image_url : null;
  return (
    <Box sx={{ py: 1 }} data-testid="sold-detail">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <Stack spacing={1.5}>
          <Detail label="Customer">
            <CustomerRef record={sale} />
          </Detail>
          <Detail label="Broker">
            <CustomerRef record={sale} source="broker" />
          </Detail>
          <Detail label="Sold on">{formatDate(sale.created_at)}</Detail>
          <Detail label="Registration due date">{formatDate(sale.registration_due_date)}</Detail>
          <Detail label="Sale record">
            <RecordLink resource="plotsale" id={sale.id}>
              {`#${sale.id}`}
            </RecordLink>
          </Detail>
        </Stack>
        <Stack spacing={1.5}>
          <Detail label="Price">{formatPrice(sale.price)}</Detail>
          <Detail label="Total amount">{formatPrice(sale.total_amount)}</Detail>
          <Detail label="Notes">{sale.notes}</Detail>
        </Stack>
        <Stack spacing={1.5}>
          <Detail label="Broker point value">{sale.broker_point_value}</Detail>
          <Detail label="Customer points earned">{sale.customer_point_earned_value}</Detail>
          <Detail label="Customer points spent">{sale.customer_point_spend_value}</Detail>
        </Stack>
        {Number(sale.isemi) === 1 && (
          <Stack spacing={1.5}>
            <Detail label="EMI">
              {sale.emi_number} × {formatPrice(planInstalment(sale))} ({sale.due_type ? t(String(sale.due_type)) : sale.due_type})
            </Detail>
            <Detail label="Down payment">{formatPrice(sale.downpayment)}</Detail>
            <Detail label="Interest rate">{`${sale.interest_rate ?? 0}%`}</Detail>
          </Stack>
        )}
        {image && (
          <Box
            component="img"
            src={image}
            alt={t('Customer image')}
            sx={{ maxWidth: 160, maxHeight: 160, borderRadius: 1, objectFit: 'cover' }}
          />
        )}
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Typography variant="caption" color="text.secondary">
        {t('The sale is recorded through the plot status flow.')}
      </Typography>
    </Box>
  );
};

/** The status history's filter values (plot_status). */
const HISTORY_STATUSES = ['Available', 'Blocked', 'Booked', 'Sold', 'Hold', 'Resale'] as const;

export const PlotShow = () => (
  <Show actions={<EditActions />}>
    <ShowTabs
      tabs={[
        { label: 'Summary', content: <PlotSummary /> },
        { label: 'Map', path: 'map', content: <PlotMapTab /> },
        { label: 'Folder/Files', path: 'document', content: <DocumentsTab type="plot" /> },
        { label: 'Project Documents', path: 'projectdocument', content: <ProjectDocumentsTab projectIdOf={plotProjectId} /> },
        {
          label: 'Status',
          path: 'status',
          content: (
            <StatusHistory
              reference="plotstatus"
              target="plot_id"
              dateField="created_at"
              emptyText="No status changes yet."
              customer
              statusFilter={{ source: 'plot_status', choices: HISTORY_STATUSES }}
            />
          ),
        },
        { label: 'Sold Detail', path: 'custinfo', content: <PlotSoldDetail /> },
        // Issue 38: every status change, booking, sale, resale, EMI start and payment in one list (not a route of the specification).
        { label: 'History', path: 'history', content: <PlotHistoryTab /> },
      ]}
    />
  </Show>
);

export default PlotShow;
