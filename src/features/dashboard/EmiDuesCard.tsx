/** The dashboard's EMI dues card: how many instalments fall due this week and how many are overdue, from the derived list `emidue`… */
// Reasoning: docs/decisions.md "Notes: src/features/dashboard/EmiDuesCard.tsx"
import { Box, Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AppDataProvider } from '../../api/dataProvider';
import { ALL_PER_PAGE } from '../../api/listQuery';
import { useRecordHref } from '../../common/RecordLink';
import { errorMessage } from '../../common/useServerNotify';
import { DEFAULT_DUE_SORT, dueCounts, type EmiDue } from '../emi/dues';
import { todayYmd } from '../emi/schedule';
import { useT } from '../../common/i18n';

export const EMI_DUES_LABEL = 'Due this week · Overdue';

const EmiDuesCard = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = useT();
  const to = useRecordHref({ resource: 'emidue', type: 'list' });
  const { data, error } = useQuery({
    queryKey: ['emidue', 'dashboardCounts'],
    queryFn: async () => {
      const { data: dues } = await dataProvider.getList('emidue', {
        pagination: { page: 1, perPage: ALL_PER_PAGE },
        sort: DEFAULT_DUE_SORT,
        filter: {},
      });
      return dueCounts(dues as unknown as EmiDue[], todayYmd());
    },
  });
  const value = data ? (
    <>
      <span data-testid="emi-dues-week">{data.week.toLocaleString('en-IN')}</span> ·{' '}
      <span data-testid="emi-dues-overdue">{data.overdue.toLocaleString('en-IN')}</span>
    </>
  ) : error ? (
    '—'
  ) : (
    <Skeleton width={60} />
  );
  const content = (
    <CardContent>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ color: '#c62828', display: 'flex' }} aria-hidden>
          <EventBusyIcon fontSize="large" />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600, lineHeight: 1.2 }} title={error ? errorMessage(error) : undefined}>
            {value}
          </Typography>
          <Typography variant="body2" color={to ? 'primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
            {t(EMI_DUES_LABEL)}
          </Typography>
        </Box>
      </Stack>
    </CardContent>
  );
  return (
    <Card sx={{ height: '100%' }} data-testid="emi-dues-card">
      {to ? (
        <CardActionArea
          component={Link}
          to={to}
          sx={{ height: '100%' }}
          aria-label={
            data ? t('EMI dues: %{week} due this week, %{overdue} overdue', { week: data.week, overdue: data.overdue }) : t('EMI dues')
          }
        >
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
};

export default EmiDuesCard;
