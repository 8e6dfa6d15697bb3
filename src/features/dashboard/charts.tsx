/** The dashboard's drawings (recharts). docs/decisions.md "Notes: src/features/dashboard/charts.tsx" */
import { Box, Stack, Typography } from '@mui/material';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { longDay, shortDay } from './dateRange';
import { totalOf, type DaySeries, type StatusTotal } from './series';
import { useT } from '../../common/i18n';

export type DayChartKind = 'line' | 'bar' | 'area';

export interface DayChartProps {
  /** The chart's accessible name. */
  title: string;
  data: DaySeries;
  kind: DayChartKind;
  /** Stacks bars or areas (the total per day reads at a glance). */
  stacked?: boolean;
  height?: number;
}

/** The size used before the container is measured (and where it cannot be, e.g. jsdom). */
const INITIAL = { width: 560, height: 280 };

const axisTick = { fontSize: 12 };

/** A tooltip's lines in the text colour, not each series' colour (recharts' default), which reads below 4.5:1 on the tooltip's white. */
const TOOLTIP_ITEM = { color: 'rgba(0, 0, 0, 0.87)' };

/** The charts take the keyboard focus (arrow keys move the tooltip): show where it is. */
const FOCUS_RING = { '& .recharts-surface:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } };

export const DayChart = ({ title, data, kind, stacked = false, height = INITIAL.height }: DayChartProps) => {
  const { rows, series } = data;
  const t = useT();
  const legendLabel = (value: string) => `${t(value)} (${totalOf(rows, value)})`;
  const common = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="date" tickFormatter={(day: string) => shortDay(day, t)} tick={axisTick} minTickGap={8} />
      <YAxis allowDecimals={false} tick={axisTick} width={40} />
      <Tooltip
        labelFormatter={label => longDay(String(label), t)}
        formatter={(value, name) => [value, t(String(name))]}
        itemStyle={TOOLTIP_ITEM}
      />
      <Legend formatter={legendLabel} itemSorter={null} />
    </>
  );
  const stackId = stacked ? 'total' : undefined;
  let chart;
  if (kind === 'line') {
    chart = (
      <LineChart data={rows} title={t(title)} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        {common}
        {series.map(s => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.key}
            stroke={s.color}
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    );
  } else if (kind === 'bar') {
    chart = (
      <BarChart data={rows} title={t(title)} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        {common}
        {series.map(s => (
          <Bar key={s.key} dataKey={s.key} name={s.key} fill={s.color} stackId={stackId} maxBarSize={40} isAnimationActive={false} />
        ))}
      </BarChart>
    );
  } else {
    chart = (
      <AreaChart data={rows} title={t(title)} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        {common}
        {series.map(s => (
          <Area
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.key}
            stroke={s.color}
            fill={s.color}
            fillOpacity={stacked ? 0.55 : 0.25}
            strokeWidth={2}
            stackId={stackId}
            isAnimationActive={false}
          />
        ))}
      </AreaChart>
    );
  }
  return (
    <Box sx={FOCUS_RING}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ ...INITIAL, height }}>
        {chart}
      </ResponsiveContainer>
    </Box>
  );
};

export interface StatusChartProps {
  bars: StatusTotal[];
  height?: number;
}

/** Plot Summary: one bar per status in its map colour, the count on top, and a legend below. */
export const StatusChart = ({ bars, height = INITIAL.height }: StatusChartProps) => {
  const t = useT();
  return (
    <Box sx={FOCUS_RING}>
      <ResponsiveContainer width="100%" height={height - 40} initialDimension={{ ...INITIAL, height: height - 40 }}>
        <BarChart data={bars} title={t('Plot Summary')} margin={{ top: 20, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="status" tickFormatter={(status: string) => t(status)} tick={axisTick} interval={0} />
          <YAxis allowDecimals={false} tick={axisTick} width={40} />
          <Tooltip labelFormatter={label => t(String(label))} formatter={value => [value, t('Plots')]} itemStyle={TOOLTIP_ITEM} />
          <Bar dataKey="count" name={t('Plots')} maxBarSize={56} isAnimationActive={false}>
            {bars.map(bar => (
              <Cell key={bar.status} fill={bar.color} />
            ))}
            <LabelList dataKey="count" position="top" style={{ fontSize: 12 }} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
      <Stack
        component="ul"
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0, mt: 1, justifyContent: 'center' }}
      >
        {bars.map(bar => (
          <Stack component="li" key={bar.status} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: bar.color }} aria-hidden />
            <Typography variant="body2">
              {t(bar.status)} ({bar.count})
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
};
