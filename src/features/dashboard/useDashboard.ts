/** The dashboard's queries: one for the summary and one per chart, so that each section loads, fails and redraws on its own. */
// Reasoning: docs/decisions.md "Notes: src/features/dashboard/useDashboard.ts"
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

/** POST dashboard/filter for one chart. */
export const useDashboardChart = (filter: DashboardFilter) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const payload = dashboardFilterPayload(filter);
  return useQuery<ChartAnswer>({
    queryKey: [DASHBOARD_KEY, 'filter', payload],
    queryFn: async () => ({ list: (await dataProvider.filterDashboard(filter)).data.list, filter }),
    placeholderData: keepPreviousData,
  });
};

/** Every 50 seconds while the page is visible, refetch the dashboard's queries with their current filters… */
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
