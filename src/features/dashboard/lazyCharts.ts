/** The recharts drawings, loaded on first use (a chunk of their own, after the dashboard's shell). */
import { lazy } from 'react';

/** Fetches the drawings' code (once): the dashboard's body asks for it while its calls are under way. */
export const loadCharts = () => import('./charts');

export const DayChart = lazy(() => loadCharts().then(m => ({ default: m.DayChart })));
export const StatusChart = lazy(() => loadCharts().then(m => ({ default: m.StatusChart })));
