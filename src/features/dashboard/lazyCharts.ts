/** The recharts drawings, each loaded when its place scrolls into view. docs/decisions.md "Notes: src/features/dashboard/lazyCharts.ts" */
import { createElement, lazy } from 'react';
import type { DayChartProps, StatusChartProps } from './charts';
import { ChartInView } from './ChartInView';

/** Fetches the drawings' code (once). */
export const loadCharts = () => import('./charts');

/** The drawing area's height when a chart does not say (charts.tsx draws at this height too). */
const CHART_HEIGHT = 280;

const DayChartCode = lazy(() => loadCharts().then(m => ({ default: m.DayChart })));
const StatusChartCode = lazy(() => loadCharts().then(m => ({ default: m.StatusChart })));

export const DayChart = (props: DayChartProps) =>
  createElement(ChartInView, { height: props.height ?? CHART_HEIGHT }, createElement(DayChartCode, props));
export const StatusChart = (props: StatusChartProps) =>
  createElement(ChartInView, { height: props.height ?? CHART_HEIGHT }, createElement(StatusChartCode, props));
