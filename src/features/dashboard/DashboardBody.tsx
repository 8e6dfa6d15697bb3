/** Everything under the dashboard's heading and date range: the count cards, the sections and the app download boxes. */
// Reasoning: docs/decisions.md "Notes: src/features/dashboard/DashboardBody.tsx"
import { lazy, Suspense } from 'react';
import { Grid, Skeleton } from '@mui/material';
import { useOrg } from '../../common/OrgContext';
import { showsEmiDues, showsOngoingProducts, showsUserCalls } from './access';
import { AppDownloads } from './AppDownloads';
import { CountCards } from './CountCards';
import type { DateRange } from './dateRange';
import { LeadsSection, OngoingProductsSection, OzonetelSection, PlotStatusSection, PlotSummarySection, UserCallsSection } from './sections';
import { useDashboardRefresh, useDashboardSummary } from './useDashboard';

// The drawings' code is fetched by each chart's place once it scrolls into view, after the cards and tables: not with the body (issue 41).

// Its own chunk, fetched only for members who see it (plotemi.view).
const EmiDuesCard = lazy(() => import('./EmiDuesCard'));

const DashboardBody = ({ range }: { range: DateRange }) => {
  const { orgid, membership } = useOrg();
  const summary = useDashboardSummary();
  useDashboardRefresh();
  const userCalls = showsUserCalls(orgid, membership);
  const ongoing = showsOngoingProducts(membership);

  return (
    <>
      <CountCards
        summary={summary}
        extra={
          showsEmiDues(membership) ? (
            <Suspense fallback={<Skeleton variant="rounded" height={88} />}>
              <EmiDuesCard />
            </Suspense>
          ) : null
        }
      />
      <Grid container spacing={2} sx={{ mt: 0.5 }}>
        <Grid size={{ xs: 12, lg: userCalls ? 8 : 12 }}>
          <OzonetelSection range={range} />
        </Grid>
        {userCalls ? (
          <Grid size={{ xs: 12, lg: 4 }}>
            <UserCallsSection range={range} />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, md: 5 }}>
          <PlotSummarySection summary={summary} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <LeadsSection range={range} />
        </Grid>
        <Grid size={{ xs: 12, md: ongoing ? 7 : 12 }}>
          <PlotStatusSection range={range} projects={summary.data?.list.projects} />
        </Grid>
        {ongoing ? (
          <Grid size={{ xs: 12, md: 5 }}>
            <OngoingProductsSection summary={summary} />
          </Grid>
        ) : null}
        <AppDownloads />
      </Grid>
    </>
  );
};

export default DashboardBody;
