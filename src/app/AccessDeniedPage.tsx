/** A page the user may not see, even when its address is typed: refused plainly, with a way back. */
import { Box, Button, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { useOrg } from '../common/OrgContext';
import { useT } from '../common/i18n';

export const AccessDeniedPage = () => {
  const { orgid } = useOrg();
  const t = useT();
  return (
    <Box sx={{ p: 4 }} role="alert">
      <Title title="Access denied" />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('Access denied')}
      </Typography>
      <Typography paragraph>{t('You do not have permission to open this page.')}</Typography>
      <Button variant="contained" component={Link} to={`/${orgid}/dashboard`}>
        {t('Back to dashboard')}
      </Button>
    </Box>
  );
};
