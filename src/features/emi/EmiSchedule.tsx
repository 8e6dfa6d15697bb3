/** The dated schedule of an EMI plan with what its payments cover (./schedule.ts), and a Pay per row. */
import { Fragment } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import PaymentsIcon from '@mui/icons-material/Payments';
import { visuallyHidden } from '@mui/utils';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useGetList, type Identifier, type RaRecord } from 'ra-core';
import type { AppDataProvider } from '../../api/dataProvider';
import { ALL_PER_PAGE } from '../../api/listQuery';
import { formatPaise } from '../../common/format';
import { formatDay } from './emiLogic';
import { useT, type TranslateText } from '../../common/i18n';
import { ReceiptLink } from '../receipts/ReceiptButton';
import { planSchedule, todayYmd, type InstalmentStatus, type SchedulePayment, type ScheduleRow } from './schedule';

/** White text at WCAG AA contrast on each. */
const STATUS_COLORS: Record<InstalmentStatus, string> = { Paid: '#2e7d32', 'Partly paid': '#1565c0', Due: '#9a4d00', Overdue: '#c62828' };

export const InstalmentStatusChip = ({ status }: { status: InstalmentStatus }) => {
  const t = useT();
  return (
    <Chip
      component="span"
      size="small"
      label={t(status)}
      data-status={status}
      sx={{ bgcolor: STATUS_COLORS[status], color: '#fff', fontWeight: 600 }}
    />
  );
};

const paymentText = (p: SchedulePayment, t: TranslateText) =>
  t('%{amount} on %{date}', { amount: formatPaise(p.amount), date: formatDay(p.date) });

/** The plan's history, all of it (the same read as the history tab, every page at once). */
export const useEmiHistory = (planId: unknown) =>
  useGetList(
    'plotemi/emihistory',
    { filter: { eid: planId }, pagination: { page: 1, perPage: ALL_PER_PAGE }, sort: { field: 'created_at', order: 'ASC' } },
    { enabled: planId != null },
  );

export interface EmiScheduleProps {
  plan: RaRecord;
  /** Opens the payment form for a row; without it (or without the right) no Pay button. */
  onPay?: (row: ScheduleRow) => void;
}

export const EmiSchedule = ({ plan, onPay }: EmiScheduleProps) => {
  const t = useT();
  const { data: history, isPending, error } = useEmiHistory(plan.id);
  if (isPending) return <Typography role="status">{t('Loading the schedule…')}</Typography>;
  if (error) return <Alert severity="error">{t('The EMI history could not be read, so the schedule cannot be shown.')}</Alert>;
  const schedule = planSchedule(plan, history ?? [], todayYmd());
  if (!schedule)
    return <Alert severity="info">{t('This plan has no schedule yet: it needs a total, a number of EMIs and a due date.')}</Alert>;
  const paid = schedule.rows.reduce((sum, r) => sum + r.paid, 0);
  return (
    <Stack spacing={1} data-testid="emi-schedule">
      <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
        <span>{t('Financed: %{amount}', { amount: formatPaise(schedule.financed) })}</span>
        <span>{t('Payable: %{amount}', { amount: formatPaise(schedule.payable) })}</span>
        <span>{t('Paid: %{amount}', { amount: formatPaise(paid) })}</span>
        <span data-testid="emi-next-due">
          {t('Next Due: %{next}', {
            next: schedule.next
              ? t('EMI %{number}, %{due}, %{amount}', {
                  number: schedule.next.number,
                  due: formatDay(schedule.next.due),
                  amount: formatPaise(schedule.next.amount - schedule.next.paid),
                })
              : t('none, every EMI is paid'),
          })}
        </span>
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={t('EMI schedule')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('EMI')}</TableCell>
              <TableCell>{t('Due Date')}</TableCell>
              <TableCell align="right">{t('Amount')}</TableCell>
              <TableCell align="right">{t('Paid')}</TableCell>
              <TableCell>{t('Payments')}</TableCell>
              <TableCell>{t('Status')}</TableCell>
              {onPay && (
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('Actions')}
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {schedule.rows.map(row => (
              <TableRow key={row.number} data-testid="emi-schedule-row">
                <TableCell>{row.number}</TableCell>
                <TableCell>{formatDay(row.due)}</TableCell>
                <TableCell align="right">{formatPaise(row.amount)}</TableCell>
                <TableCell align="right">{formatPaise(row.paid)}</TableCell>
                <TableCell>
                  {row.payments.length
                    ? row.payments.map((p, i) => (
                        <Fragment key={`${String(p.id)}-${i}`}>
                          {i > 0 && '; '}
                          {/* Each payment opens its receipt (E-{plan}-{item}). */}
                          {p.id != null ? (
                            <ReceiptLink kind="emi" id={plan.id} itemId={p.id as Identifier}>
                              {paymentText(p, t)}
                            </ReceiptLink>
                          ) : (
                            paymentText(p, t)
                          )}
                        </Fragment>
                      ))
                    : '-'}
                </TableCell>
                <TableCell>
                  <InstalmentStatusChip status={row.status} />
                </TableCell>
                {onPay && (
                  <TableCell>
                    {row.status !== 'Paid' && (
                      <Button
                        size="small"
                        startIcon={<PaymentsIcon />}
                        onClick={() => onPay(row)}
                        aria-label={t('Pay EMI %{number}', { number: row.number })}
                      >
                        {t('Pay')}
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {schedule.surplus > 0 && (
        <Typography variant="body2">{t('Paid beyond the last EMI: %{amount}', { amount: formatPaise(schedule.surplus) })}</Typography>
      )}
    </Stack>
  );
};

/** The schedule of the plan a plot is on (a booking's or a sale's EMI fields), for members who may read plans. */
export const PlotPlanSchedule = ({ plotId }: { plotId: Identifier }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = useT();
  const { canAccess } = useCanAccess({ resource: 'plotemi', action: 'show' });
  const { data: plan, isPending } = useQuery({
    queryKey: ['plotemi', 'planOfPlot', String(plotId)],
    queryFn: () => dataProvider.findPlotEmiPlan(plotId),
    enabled: !!canAccess,
    retry: false,
  });
  if (!canAccess || isPending || !plan) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {t('EMI schedule')}
      </Typography>
      <EmiSchedule plan={plan} />
    </Stack>
  );
};
