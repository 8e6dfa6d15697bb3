/** "Page not found", inside the layout: an address of the organization that names no page… */
// Reasoning: docs/decisions.md "Notes: src/common/NotFoundPage.tsx"
import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useOrg } from './OrgContext';
import { useT } from './i18n';

export const NOT_FOUND_HEADING = 'Page not found';

export interface NotFoundPageProps {
  heading?: string;
  /** What is missing; by default the address that names no page. */
  children?: ReactNode;
  /** Where the button goes; by default the organization's dashboard. */
  backTo?: string;
  backLabel?: string;
  /** Sets the page title in the top bar; off where the page sits inside a view that has its own. */
  pageTitle?: boolean;
}

export const NotFoundPage = ({
  heading = NOT_FOUND_HEADING,
  children,
  backTo,
  backLabel = 'Back to dashboard',
  pageTitle = true,
}: NotFoundPageProps) => {
  const { orgid } = useOrg();
  const { pathname } = useLocation();
  const t = useT();
  // The sentence in the chosen language, cut where the address is drawn (as code).
  const [before, after = ''] = t('There is no page at %{address}.', { address: '\u0000' }).split('\u0000');
  return (
    <Box sx={{ p: 4 }} role="alert" data-testid="not-found">
      {pageTitle && <Title title={heading} />}
      <Typography variant="h4" component="h1" gutterBottom>
        {t(heading)}
      </Typography>
      <Typography paragraph>
        {children ?? (
          <>
            {before}
            <Box component="code" sx={{ wordBreak: 'break-all' }}>
              {pathname}
            </Box>
            {after}
          </>
        )}
      </Typography>
      <Button variant="contained" component={Link} to={backTo ?? `/${orgid}/dashboard`}>
        {t(backLabel)}
      </Button>
    </Box>
  );
};
