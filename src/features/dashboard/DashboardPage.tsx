/** The organization's dashboard: count cards, Ozonetel Calls, User Calls, Plot Summary, Leads, Plot status… */
// Reasoning: docs/decisions.md "Notes: src/features/dashboard/DashboardPage.tsx"
import { lazy, Suspense, useMemo, useState } from 'react';
import { Box, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { DateRangeFilter } from './DateRangeFilter';
import { defaultRange } from './dateRange';
import { useDashboardSummary } from './useDashboard';
import { useT } from '../../common/i18n';

const loadBody = () => import('./DashboardBody');
const DashboardBody = lazy(loadBody);
void loadBody();

// A progress bar to assistive technology: a name on a plain <div> is prohibited (axe aria-prohibited-attr, issue 35).
const BodySkeleton = () => {
  const t = useT();
  return (
    <Grid container spacing={2} role="progressbar" aria-label={t('Loading the dashboard')}>
      {[0, 1, 2, 3, 4].map(i => (
        <Grid key={`c${i}`} size={{ xs: 12, sm: 6, md: 4, lg: 'grow' }}>
          <Skeleton variant="rounded" height={88} />
        </Grid>
      ))}
      {[0, 1, 2, 3].map(i => (
        <Grid key={`s${i}`} size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={340} />
        </Grid>
      ))}
    </Grid>
  );
};

const DashboardPage = () => {
  const today = useMemo(() => new Date(), []);
  const [range, setRange] = useState(() => defaultRange(today));
  // The body reads the same query (one call): asked for now, not once the body's code has arrived.
  useDashboardSummary();
  const t = useT();
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="Dashboard" />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'center' } }}
      >
        <Typography variant="h4" component="h1">
          {t('Dashboard')}
        </Typography>
        <DateRangeFilter value={range} onChange={setRange} today={today} />
      </Stack>
      <Suspense fallback={<BodySkeleton />}>
        <DashboardBody range={range} />
      </Suspense>
    </Box>
  );
};

export default DashboardPage;
