/**
 * The dashboard's queries: one for the summary (GET dashboard: counts, plot totals, ongoing
 * projects, project choices) and one per chart (POST dashboard/filter with its service and filters),
 * so that each section loads, fails and redraws on its own. All live under the ['dashboard'] key,
 * which the refresh scheduler refetches every 50 seconds.
 */
import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { dashboardFilterPayload, type DashboardData, type DashboardFilter } from '../../api/methods/dashboard';
import { createRefreshScheduler } from './refreshScheduler';

export const DASHBOARD_KEY = 'dashboard';

/** GET dashboard. */
export const useDashboardSummary = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<DashboardData>({
    queryKey: [DASHBOARD_KEY, 'summary'],
    queryFn: async () => (await dataProvider.getDashboard()).data,
    placeholderData: keepPreviousData,
  });
};

/** A chart's answer, with the filters it was asked for (the drawing is shaped with those). */
export interface ChartAnswer {
  list: DashboardData['list'];
  filter: DashboardFilter;
}

/**
 * POST dashboard/filter for one chart. While new filters load, the previous answer stays (with
 * the filters it was drawn for), so the chart never blanks out.
 */
export const useDashboardChart = (filter: DashboardFilter) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const payload = dashboardFilterPayload(filter);
  return useQuery<ChartAnswer>({
    queryKey: [DASHBOARD_KEY, 'filter', payload],
    queryFn: async () => ({ list: (await dataProvider.filterDashboard(filter)).data.list, filter }),
    placeholderData: keepPreviousData,
  });
};

/**
 * Every 50 seconds while the page is visible, refetch the dashboard's queries with their current
 * filters; a tick while a refresh is pending is skipped. The old data stays on screen meanwhile.
 */
export const useDashboardRefresh = (intervalMs?: number) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const scheduler = createRefreshScheduler({
      intervalMs,
      refresh: () => queryClient.refetchQueries({ queryKey: [DASHBOARD_KEY], type: 'active' }, { cancelRefetch: false }),
    });
    scheduler.start();
    return () => scheduler.stop();
  }, [queryClient, intervalMs]);
};
