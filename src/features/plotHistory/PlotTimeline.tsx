/** A plot's history, drawn from ./timeline.ts: one table, newest first, filterable by kind and exported as CSV from its own rows. */
// Reasoning: docs/decisions.md "Notes: src/features/plotHistory/PlotTimeline.tsx"
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useCanAccessResources, useDataProvider, useGetList, useRecordContext, type Identifier, type RaRecord } from 'ra-core';
import type { AppDataProvider } from '../../api/dataProvider';
import { ALL_PER_PAGE } from '../../api/listQuery';
import { csvBlob } from '../../common/csv';
import { formatDate, formatPaise } from '../../common/format';
import { RecordLink } from '../../common/RecordLink';
import { saveFile } from '../../common/saveFile';
import { useT, type TranslateText } from '../../common/i18n';
import { todayYmd } from '../emi/schedule';
import {
  TIMELINE_KINDS,
  buildTimeline,
  eventsOfKinds,
  timelineCsvRows,
  unreadableKinds,
  type TimelineEvent,
  type TimelineKind,
  type TimelineSources,
} from './timeline';

export const TIMELINE_TEXTS = {
  empty: 'No items found',
  loading: 'Loading the history…',
  /** The kinds the member may not read (not given by the specifications). */
  notShown: (kinds: readonly string[]) => `Not shown: ${kinds.join(', ')} — you do not have permission to view them.`,
  failed: (what: string, message: string) => `The ${what} could not be read: ${message}`,
} as const;

/** The resources read, asked once (a stable list: react-admin keys the question by it). */
const RESOURCES = ['plotstatus', 'plotbook', 'plotsale', 'plotsalestatus', 'plotresale', 'plotemi', 'plotemi/emihistory'];
/** The answer never depends on a record: one question for the page, not one per record. */
const ANY_RECORD = {};
const ALL = { page: 1, perPage: ALL_PER_PAGE };
const NEWEST = { field: 'created_at', order: 'DESC' as const };

type Scope = { plot_id: Identifier } | { customer_id: Identifier };

interface Read {
  rows?: RaRecord[];
  pending: boolean;
  error?: string;
}

const readOf = (enabled: boolean, q: { data?: RaRecord[]; isPending: boolean; error?: Error | null }): Read =>
  !enabled ? { pending: false } : q.error ? { pending: false, error: q.error.message } : { rows: q.data, pending: q.isPending };

const listParams = (filter: Record<string, unknown>) => ({ filter, pagination: ALL, sort: NEWEST });

/** Every source of the scope, each read once, each only with its list permission. */
const useTimelineSources = (scope: Scope) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess, isPending: accessPending } = useCanAccessResources({ action: 'list', resources: RESOURCES, record: ANY_RECORD });
  const may = (resource: string) => !accessPending && !!canAccess?.[resource];
  const plotId = 'plot_id' in scope ? scope.plot_id : null;

  const statuses = useGetList('plotstatus', listParams(scope), { enabled: may('plotstatus') });
  const bookings = useGetList('plotbook', listParams(scope), { enabled: may('plotbook') });
  const sales = useGetList('plotsale', listParams(scope), { enabled: may('plotsale') });
  const resales = useGetList('plotresale', listParams(scope), { enabled: may('plotresale') });
  const saleIds = (sales.data ?? []).map(s => s.id);
  // One read for every sale's status records: sold_plot_id, as a list (sold_plot_id[]) when several.
  const saleStatuses = useGetList('plotsalestatus', listParams({ sold_plot_id: saleIds.length === 1 ? saleIds[0] : saleIds }), {
    enabled: may('plotsalestatus') && saleIds.length > 0,
  });
  // The plot's plan through the plan lookup the Booked and Sold forms use (a plot has one); a customer's plans from the list.
  const planOfPlot = useQuery({
    queryKey: ['plotemi', 'planOfPlot', String(plotId)],
    queryFn: () => dataProvider.findPlotEmiPlan(plotId!),
    enabled: plotId !== null && may('plotemi'),
    retry: false,
  });
  const customerPlans = useGetList('plotemi', listParams(scope), { enabled: plotId === null && may('plotemi') });
  const plans =
    plotId === null
      ? customerPlans
      : { data: planOfPlot.data ? [planOfPlot.data] : undefined, isPending: planOfPlot.isPending, error: planOfPlot.error };
  // A plan's history is read by its eid: one read per plan (a plot has one plan at most).
  const histories = useQueries({
    queries: (plans.data ?? []).map(plan => {
      const params = listParams({ eid: plan.id });
      return {
        queryKey: ['plotemi/emihistory', 'getList', params],
        queryFn: () => dataProvider.getList('plotemi/emihistory', params).then(r => r.data),
        enabled: may('plotemi/emihistory'),
      };
    }),
  });
  const historyError = histories.find(h => h.error)?.error;

  const reads: Record<keyof TimelineSources, Read> = {
    statuses: readOf(may('plotstatus'), statuses),
    bookings: readOf(may('plotbook'), bookings),
    sales: readOf(may('plotsale'), sales),
    saleStatuses:
      !may('plotsalestatus') || !may('plotsale')
        ? { pending: false }
        : saleIds.length > 0
          ? readOf(true, saleStatuses)
          : { rows: [], pending: sales.isPending },
    resales: readOf(may('plotresale'), resales),
    plans: readOf(may('plotemi'), plans),
    payments:
      !may('plotemi/emihistory') || !may('plotemi')
        ? { pending: false }
        : historyError
          ? { pending: false, error: historyError.message }
          : { rows: histories.flatMap(h => (h.data ?? []) as RaRecord[]), pending: plans.isPending || histories.some(h => h.isPending) },
  };
  const pending = accessPending || Object.values(reads).some(r => r.pending);
  return { reads, pending, unreadable: accessPending ? [] : unreadableKinds(may) };
};

const SOURCE_NAMES: Record<keyof TimelineSources, string> = {
  statuses: 'status history',
  bookings: 'bookings',
  sales: 'sales',
  saleStatuses: 'sale statuses',
  resales: 'resale records',
  plans: 'EMI plans',
  payments: 'EMI payments',
};

const change = (e: TimelineEvent, t: TranslateText): string => (e.from && e.to ? `${t(e.from)} → ${t(e.to)}` : e.to ? t(e.to) : '-');

/** The detail in the chosen language (its parts translated), else as built. */
const detailOf = (e: TimelineEvent, t: TranslateText): string | null =>
  e.detailParts
    ? e.detailParts
        .map(([text, vars]) => t(text, vars && 'due_type' in vars ? { ...vars, due_type: t(String(vars.due_type)) } : vars))
        .join(', ')
    : e.detail;

const Signatures = ({ event }: { event: TimelineEvent }) => {
  const t = useT();
  return event.signatures.length ? (
    <Stack direction="row" spacing={1}>
      {event.signatures.map(s => (
        <Box
          key={s.label}
          component="img"
          src={s.src}
          alt={t(s.label)}
          title={t(s.label)}
          sx={{ height: 36, maxWidth: 110, objectFit: 'contain', bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 0.5 }}
        />
      ))}
    </Stack>
  ) : (
    <span>-</span>
  );
};

export interface PlotTimelineProps {
  scope: Scope;
  /** The start of the file's name: `plot-A12`, `customer-7`. */
  fileName: string;
}

export const PlotTimeline = ({ scope, fileName }: PlotTimelineProps) => {
  const { reads, pending, unreadable } = useTimelineSources(scope);
  const t = useT();
  const [kind, setKind] = useState<TimelineKind | null>(null);
  const forPlot = 'plot_id' in scope;
  const sources = Object.fromEntries(Object.entries(reads).map(([key, read]) => [key, read.rows])) as TimelineSources;
  // The plot's page reads its whole status history, so each status row's "from" is known.
  const events = buildTimeline(sources, { completeStatusHistory: forPlot });
  const shown = eventsOfKinds(events, kind ? [kind] : []);
  const kinds = TIMELINE_KINDS.filter(k => !unreadable.includes(k));
  const failures = (Object.keys(reads) as Array<keyof TimelineSources>).flatMap(key =>
    reads[key].error ? [t('The %{what} could not be read: %{message}', { what: t(SOURCE_NAMES[key]), message: reads[key].error! })] : [],
  );

  const exportRows = () =>
    saveFile({ blob: csvBlob(timelineCsvRows(shown)), filename: `${fileName.replace(/[^\w.-]+/g, '-')}-history-${todayYmd()}.csv` });

  return (
    <Stack spacing={1.5} sx={{ py: 1 }} data-testid="plot-timeline">
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        <Box role="group" aria-label={t('Kind')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexGrow: 1 }}>
          {[null, ...kinds].map(k => (
            <Chip
              key={k ?? 'All'}
              label={k ? t(k) : t('All')}
              clickable
              aria-pressed={kind === k}
              color={kind === k ? 'primary' : 'default'}
              variant={kind === k ? 'filled' : 'outlined'}
              onClick={() => setKind(k)}
            />
          ))}
        </Box>
        <Button size="small" startIcon={<DownloadIcon />} onClick={exportRows} disabled={pending || shown.length === 0}>
          {t('Export')}
        </Button>
      </Stack>
      {unreadable.length > 0 && (
        <Typography variant="body2" color="text.secondary" role="note">
          {t('Not shown: %{kinds} — you do not have permission to view them.', { kinds: unreadable.map(k => t(k)).join(', ') })}
        </Typography>
      )}
      {failures.map(text => (
        <Alert key={text} severity="warning">
          {text}
        </Alert>
      ))}
      {pending ? (
        <Box role="status" aria-label={t(TIMELINE_TEXTS.loading)}>
          <LinearProgress aria-label={t(TIMELINE_TEXTS.loading)} />
        </Box>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3 }} role="status">
          {t(TIMELINE_TEXTS.empty)}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('Plot history')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('Date')}</TableCell>
                <TableCell>{t('Kind')}</TableCell>
                <TableCell>{t('Event')}</TableCell>
                <TableCell>{t('From → To')}</TableCell>
                <TableCell>{forPlot ? t('Customer') : t('Plot')}</TableCell>
                <TableCell align="right">{t('Amount')}</TableCell>
                <TableCell>{t('By')}</TableCell>
                <TableCell>{t('Details')}</TableCell>
                <TableCell>{t('Signatures')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map(e => {
                const party = forPlot ? e.customer : e.plot;
                return (
                  <TableRow key={e.key} data-kind={e.kind}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(e.when, !e.dateOnly)}</TableCell>
                    <TableCell>{t(e.kind)}</TableCell>
                    <TableCell>{e.link ? <RecordLink {...e.link}>{t(e.title)}</RecordLink> : t(e.title)}</TableCell>
                    <TableCell>{change(e, t)}</TableCell>
                    <TableCell>
                      {party ? (
                        <RecordLink resource={forPlot ? 'customer' : 'plot'} id={party.id}>
                          {party.label}
                        </RecordLink>
                      ) : (
                        '-'
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {e.amount === null ? '-' : formatPaise(e.amount)}
                    </TableCell>
                    <TableCell>
                      {e.who ? (
                        <RecordLink resource="user" id={e.who.id === '' ? null : e.who.id}>
                          {e.who.label}
                        </RecordLink>
                      ) : (
                        '-'
                      )}
                    </TableCell>
                    <TableCell>{[detailOf(e, t), e.notes].filter(Boolean).join(' · ') || '-'}</TableCell>
                    <TableCell>
                      <Signatures event={e} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
};

/** The plot's History tab: the plot in the record context. */
export const PlotHistoryTab = () => {
  const plot = useRecordContext();
  if (!plot) return null;
  return <PlotTimeline scope={{ plot_id: plot.id }} fileName={`plot-${String(plot.number ?? plot.id)}`} />;
};

/** The customer's Plot History tab: the customer in the record context. */
export const CustomerPlotHistory = () => {
  const customer = useRecordContext();
  if (!customer) return null;
  return <PlotTimeline scope={{ customer_id: customer.id }} fileName={`customer-${String(customer.id)}`} />;
};
