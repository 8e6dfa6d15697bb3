/** The organization's dashboard. The charts come with the dashboard issue; this is its titled page. */
import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useOrg } from '../../app/OrgContext';

const DashboardPage = () => {
  const { membership, user } = useOrg();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Dashboard" />
      <CardContent>
        <Typography variant="h4" component="h1" gutterBottom>
          Dashboard
        </Typography>
        <Typography color="text.secondary">
          Welcome, {user.name}. You are working in {membership.name}.
        </Typography>
      </CardContent>
    </Card>
  );
};

export default DashboardPage;
