/** A typed organization id the user does not belong to: refused with a clear page. */
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../api/session';
import { useT } from '../common/i18n';

export const NotMemberPage = ({ orgid, user }: { orgid: string; user: SessionUser }) => {
  const t = useT();
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 720, mx: 'auto' }} role="alert">
      <Typography variant="h4" component="h1" gutterBottom>
        {t('Organization not available')}
      </Typography>
      <Typography paragraph>
        {t('Your account does not belong to organization “%{orgid}”. Choose one of your organizations:', { orgid })}
      </Typography>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        {user.organizations.map(o => (
          <Button key={String(o.organization_id)} variant="contained" component={Link} to={`/${o.organization_id}/dashboard`}>
            {o.name}
          </Button>
        ))}
      </Stack>
    </Box>
  );
};
