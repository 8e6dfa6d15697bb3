/** The dashboard's sections (spec 1 §2 "Dashboard"): Ozonetel Calls, User Calls, Plot Summary, Leads, Plot status and Ongoing Products. */
// Reasoning: docs/decisions.md "Notes: src/features/dashboard/sections.tsx"
import { useId, useState, type ReactNode } from 'react';
import { MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import type { DashboardData } from '../../api/methods/dashboard';
import { MESSAGES } from '../../common/messages';
import { RecordLink } from '../../common/RecordLink';
import { DashboardSection, type SectionQuery } from './DashboardSection';
import type { DateRange } from './dateRange';
import { DayChart, StatusChart } from './lazyCharts';
import type { DayChartKind } from './charts';
import {
  isEmptySeries,
  LEAD_TABS,
  leadSeries,
  ongoingRows,
  ozonetelSeries,
  PLOT_STATUS_FILTERS,
  plotStatusSeries,
  plotSummary,
  userCallRows,
  type DaySeries,
  type LeadTabId,
} from './series';
import { DaySeriesTable, SimpleTable } from './tables';
import { useDashboardChart, type ChartAnswer } from './useDashboard';
import { useT } from '../../common/i18n';

type SummaryQuery = SectionQuery & { data?: DashboardData };

interface DayChartSectionProps {
  title: string;
  query: SectionQuery & { data?: ChartAnswer };
  shape: (answer: ChartAnswer) => DaySeries;
  kind: DayChartKind;
  stacked?: boolean;
  emptyText: string;
  actions?: ReactNode;
  actionsBelow?: boolean;
  /** The drawing area is the panel of tabs in the actions. */
  tabPanel?: { id: string; labelledBy: string };
}

/** A chart of day series: the drawing, and its numbers as a table for screen readers. */
const DayChartSection = ({ title, query, shape, kind, stacked, emptyText, actions, actionsBelow, tabPanel }: DayChartSectionProps) => {
  const series = query.data ? shape(query.data) : undefined;
  const t = useT();
  return (
    <DashboardSection
      title={title}
      query={query}
      actions={actions}
      actionsBelow={actionsBelow}
      empty={!series || isEmptySeries(series)}
      emptyText={emptyText}
      tabPanel={tabPanel}
    >
      {series ? (
        <>
          <DayChart title={title} data={series} kind={kind} stacked={stacked} />
          <DaySeriesTable caption={t('%{title} by day', { title: t(title) })} data={series} />
        </>
      ) : null}
    </DashboardSection>
  );
};

export const OzonetelSection = ({ range }: { range: DateRange }) => (
  <DayChartSection
    title="Ozonetel Calls"
    query={useDashboardChart({ service: 'ozonetel', range })}
    shape={answer => ozonetelSeries(answer.list, answer.filter.range)}
    kind="line"
    emptyText="No calls in the selected dates"
  />
);

export const UserCallsSection = ({ range }: { range: DateRange }) => {
  const query = useDashboardChart({ service: 'users', range });
  const rows = userCallRows(query.data?.list.users);
  return (
    <DashboardSection title="User Calls" query={query} empty={rows.length === 0} emptyText={MESSAGES.noItems}>
      <SimpleTable
        label="User Calls"
        rows={rows}
        rowKey={r => r.id}
        columns={[
          {
            label: 'Name',
            render: r => (
              <RecordLink resource="user" id={r.id}>
                {r.name}
              </RecordLink>
            ),
          },
          { label: 'Missed Calls', render: r => r.missed, numeric: true },
          { label: 'Outgoing Calls', render: r => r.outgoing, numeric: true },
        ]}
      />
    </DashboardSection>
  );
};

export const LeadsSection = ({ range }: { range: DateRange }) => {
  const [tab, setTab] = useState<LeadTabId>('leads_status');
  const id = useId();
  const query = useDashboardChart({ service: 'leads', range, filter: tab });
  const translate = useT();
  const tabId = (t: LeadTabId) => `${id}-${t}`;
  return (
    <DayChartSection
      title="Leads"
      query={query}
      shape={answer => leadSeries(answer.list, (answer.filter.filter as LeadTabId) || 'leads_status', answer.filter.range)}
      kind="bar"
      stacked
      emptyText="No leads in the selected dates"
      actionsBelow
      actions={
        <Tabs
          value={tab}
          onChange={(_, value: LeadTabId) => setTab(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={translate('Leads by')}
          sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5 } }}
        >
          {LEAD_TABS.map(t => (
            <Tab key={t.id} value={t.id} label={translate(t.label)} id={tabId(t.id)} aria-controls={`${id}-panel`} />
          ))}
        </Tabs>
      }
      tabPanel={{ id: `${id}-panel`, labelledBy: tabId(tab) }}
    />
  );
};

/** Selects whose empty choice ('All') shows as a value. */
const SELECT_SLOTS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

export const PlotStatusSection = ({ range, projects }: { range: DateRange; projects: DashboardData['list']['projects'] }) => {
  const [status, setStatus] = useState('');
  const [projectid, setProjectid] = useState('');
  const query = useDashboardChart({ service: 'plotstatus', range, plotstatus: status, projectid });
  const choices = projects ?? [];
  const t = useT();
  return (
    <DayChartSection
      title="Plot status"
      query={query}
      shape={answer => plotStatusSeries(answer.list, answer.filter.plotstatus ?? '', answer.filter.range)}
      kind="area"
      stacked
      emptyText="No plot status changes in the selected dates"
      actions={
        <Stack direction="row" spacing={1}>
          <TextField
            select
            size="small"
            label={t('Status')}
            value={status}
            onChange={e => setStatus(e.target.value)}
            slotProps={SELECT_SLOTS}
            sx={{ minWidth: 120 }}
          >
            <MenuItem value="">{t('All')}</MenuItem>
            {PLOT_STATUS_FILTERS.map(s => (
              <MenuItem key={s} value={s}>
                {t(s)}
              </MenuItem>
            ))}
          </TextField>
          {choices.length ? (
            <TextField
              select
              size="small"
              label={t('Project')}
              value={projectid}
              onChange={e => setProjectid(e.target.value)}
              slotProps={SELECT_SLOTS}
              sx={{ minWidth: 150 }}
            >
              <MenuItem value="">{t('All projects')}</MenuItem>
              {choices.map(p => (
                <MenuItem key={String(p.id)} value={String(p.id)}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </Stack>
      }
    />
  );
};

/** Plot Summary (G21): the plot totals by status, from GET dashboard. */
export const PlotSummarySection = ({ summary }: { summary: SummaryQuery }) => {
  const { bars, total } = plotSummary(summary.data?.list.plots);
  const t = useT();
  return (
    <DashboardSection
      title="Plot Summary"
      query={summary}
      empty={total === 0}
      emptyText="No plots yet"
      actions={
        summary.data ? (
          <Typography variant="body2" color="text.secondary">
            {t('Total plots: %{total}', { total })}
          </Typography>
        ) : null
      }
    >
      <StatusChart bars={bars} />
      <DaySeriesTable
        caption="Plot Summary"
        data={{
          rows: [{ date: 'Plots', ...Object.fromEntries(bars.map(b => [b.status, b.count])) }],
          series: bars.map(b => ({ key: b.status, color: b.color })),
        }}
      />
    </DashboardSection>
  );
};

const ViewAll = () => <>{useT()('View all')}</>;

/** Ongoing Products (project.view): Project name, Available, Sold, and View all. */
export const OngoingProductsSection = ({ summary }: { summary: SummaryQuery }) => {
  const rows = ongoingRows(summary.data?.list.ongoingprojects);
  return (
    <DashboardSection
      title="Ongoing Products"
      query={summary}
      empty={rows.length === 0}
      emptyText={MESSAGES.noItems}
      actions={
        <RecordLink resource="project" type="list">
          <ViewAll />
        </RecordLink>
      }
    >
      <SimpleTable
        label="Ongoing Products"
        rows={rows}
        rowKey={r => r.id}
        columns={[
          {
            label: 'Project name',
            render: r => (
              <RecordLink resource="project" id={r.id}>
                {r.name}
              </RecordLink>
            ),
          },
          { label: 'Available', render: r => r.available, numeric: true },
          { label: 'Sold', render: r => r.sold, numeric: true },
        ]}
      />
    </DashboardSection>
  );
};
