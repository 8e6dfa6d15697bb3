/** One section of the dashboard: a titled card that shows a skeleton while its call loads, the server's message when it fails… */
// Reasoning: docs/decisions.md "Notes: src/features/dashboard/DashboardSection.tsx"
import { Suspense, useId, type ReactNode } from 'react';
import { Alert, Box, Card, CardContent, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { errorMessage } from '../../common/useServerNotify';
import { useT } from '../../common/i18n';

export interface SectionQuery {
  data?: unknown;
  error?: unknown;
  isPending?: boolean;
  isPlaceholderData?: boolean;
}

export interface DashboardSectionProps {
  title: string;
  /** Filters, tabs or links in the header. */
  actions?: ReactNode;
  /** Puts the actions on a line of their own under the title (e.g. tabs). */
  actionsBelow?: boolean;
  query: SectionQuery;
  /** Nothing to draw (checked only once data is there). */
  empty?: boolean;
  emptyText?: string;
  /** Height of the drawing area (skeleton and empty state keep it, so nothing jumps). */
  height?: number;
  /** The drawing area is the panel of tabs in the header: it is there in every state… */
  tabPanel?: { id: string; labelledBy: string };
  children?: ReactNode;
}

/** A drawing still loading. */
export const SectionSkeleton = ({ height }: { height: number }) => {
  const t = useT();
  return <Skeleton variant="rounded" height={height} role="progressbar" aria-label={t('Loading')} data-testid="section-skeleton" />;
};

export const DashboardSection = ({
  title,
  actions,
  actionsBelow = false,
  query,
  empty,
  emptyText,
  height = 280,
  tabPanel,
  children,
}: DashboardSectionProps) => {
  const titleId = useId();
  const t = useT();
  const hasData = query.data !== undefined;
  let body: ReactNode;
  if (!hasData && query.error) {
    body = (
      <Alert severity="error" sx={{ minHeight: 56 }}>
        {errorMessage(query.error)}
      </Alert>
    );
  } else if (!hasData) {
    body = <SectionSkeleton height={height} />;
  } else if (empty) {
    body = (
      <Stack sx={{ minHeight: Math.min(height, 160), alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }}>
        <Typography>{emptyText ? t(emptyText) : emptyText}</Typography>
      </Stack>
    );
  } else {
    body = <Suspense fallback={<SectionSkeleton height={height} />}>{children}</Suspense>;
  }
  return (
    <Card component="section" aria-labelledby={titleId} aria-busy={!hasData && !query.error} sx={{ height: '100%' }}>
      <CardContent>
        <Stack
          direction={actionsBelow ? 'column' : { xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mb: 1.5, justifyContent: 'space-between', alignItems: actionsBelow ? 'stretch' : { xs: 'flex-start', sm: 'center' } }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            {t(title)}
          </Typography>
          {actions ? <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, auto)', maxWidth: '100%' }}>{actions}</Box> : null}
        </Stack>
        {hasData && query.error ? (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {errorMessage(query.error)}
          </Alert>
        ) : null}
        <Box
          sx={{ position: 'relative' }}
          {...(tabPanel ? { role: 'tabpanel', id: tabPanel.id, 'aria-labelledby': tabPanel.labelledBy } : {})}
        >
          {query.isPlaceholderData ? (
            <LinearProgress
              aria-label={t('Updating %{title}', { title: t(title) })}
              sx={{ position: 'absolute', top: -6, left: 0, right: 0, height: 2 }}
            />
          ) : null}
          {body}
        </Box>
      </CardContent>
    </Card>
  );
};
