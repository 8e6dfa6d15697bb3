/** The count cards (data.counts): customers, gifts sent and pending, listings, customer interests. */
// Reasoning: docs/decisions.md "Notes: src/features/dashboard/CountCards.tsx"
import type { ComponentType, ReactNode } from 'react';
import { Alert, Box, Card, CardActionArea, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PeopleIcon from '@mui/icons-material/People';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Link } from 'react-router-dom';
import type { DashboardCounts, DashboardData } from '../../api/methods/dashboard';
import { useRecordHref } from '../../common/RecordLink';
import { errorMessage } from '../../common/useServerNotify';
import type { SectionQuery } from './DashboardSection';
import { useT } from '../../common/i18n';

export interface CountCardDef {
  key: keyof DashboardCounts;
  label: string;
  /** The list it opens. */
  resource: string;
  /** The list's filter that gives the same total. */
  filter?: Record<string, string>;
  icon: ComponentType<{ fontSize?: 'large' }>;
  color: string;
}

export const COUNT_CARDS: readonly CountCardDef[] = [
  { key: 'customers', label: 'Customers', resource: 'customer', icon: PeopleIcon, color: '#1e5a8a' },
  {
    key: 'giftsend',
    label: 'Gifts Sent',
    resource: 'customergift',
    filter: { gift_status: 'send' },
    icon: CardGiftcardIcon,
    color: '#2e7d32',
  },
  {
    key: 'giftpending',
    label: 'Gifts Pending',
    resource: 'customergift',
    filter: { gift_status: 'notsend' },
    icon: HourglassTopIcon,
    color: '#ef6c00',
  },
  { key: 'listings', label: 'Listings', resource: 'listing', icon: ListAltIcon, color: '#6a1b9a' },
  { key: 'customerinterest', label: 'Customer Interests', resource: 'customerinterest', icon: TrendingUpIcon, color: '#00838f' },
];

const CountCard = ({ def, value }: { def: CountCardDef; value: ReactNode }) => {
  // /{orgid}/{resource}?filter={...} when the resource is registered and the user may list it.
  const to = useRecordHref({ resource: def.resource, type: 'list', filter: def.filter });
  const t = useT();
  const Icon = def.icon;
  const content = (
    <CardContent>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ color: def.color, display: 'flex' }} aria-hidden>
          <Icon fontSize="large" />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600, lineHeight: 1.2 }} data-testid={`count-${def.key}`}>
            {value}
          </Typography>
          <Typography variant="body2" color={to ? 'primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
            {t(def.label)}
          </Typography>
        </Box>
      </Stack>
    </CardContent>
  );
  return (
    <Card sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
};

/** `extra`: one more card after the counts (the EMI dues card, which reads its own data). */
export const CountCards = ({ summary, extra }: { summary: SectionQuery & { data?: DashboardData }; extra?: ReactNode }) => {
  const counts = summary.data?.counts;
  const t = useT();
  return (
    <Box component="section" aria-label={t('Counts')}>
      {!summary.data && summary.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(summary.error)}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        {COUNT_CARDS.map(def => (
          <Grid key={def.key} size={{ xs: 12, sm: 6, md: 4, lg: 'grow' }}>
            <CountCard
              def={def}
              value={counts ? Number(counts[def.key] ?? 0).toLocaleString('en-IN') : summary.error ? '—' : <Skeleton width={60} />}
            />
          </Grid>
        ))}
        {extra ? <Grid size={{ xs: 12, sm: 6, md: 4, lg: 'grow' }}>{extra}</Grid> : null}
      </Grid>
    </Box>
  );
};
