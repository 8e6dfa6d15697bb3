/** The recharts drawings, loaded on first use (a chunk of their own, after the dashboard's shell). */
import { lazy } from 'react';

export const DayChart = lazy(() => import('./charts').then(m => ({ default: m.DayChart })));
export const StatusChart = lazy(() => import('./charts').then(m => ({ default: m.StatusChart })));
