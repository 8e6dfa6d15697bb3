/**
 * /login: username and password (inputs named username and password), the New User and Forgot
 * Password dialogs, and — while the demo API is in use — the demo accounts.
 */
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { createAccountApi, type AccountApi } from '../../api/account';
import { isDemoMode } from '../../api/config';
import { firstOrganizationId, getSession, saveSession } from '../../api/session';
import { errorMessage } from '../../common/useServerNotify';
import { tx, useT } from '../../common/i18n';
import { LoginLanguage } from './LoginLanguage';

// The two dialogs' code (MUI's Dialog and Stepper) comes when one is first opened: the form is
// usable with less JavaScript (issue 41); once opened a dialog stays mounted for its closing.
const NewUserDialog = lazy(() => import('./NewUserDialog').then(m => ({ default: m.NewUserDialog })));
const ForgotPasswordDialog = lazy(() => import('./ForgotPasswordDialog').then(m => ({ default: m.ForgotPasswordDialog })));

export const DEMO_ACCOUNT_HINTS = [
  { username: 'admin', password: 'admin', role: tx('Master of Daga Estates (full menu) and Green Acres Realty (reduced menu)') },
  { username: 'staff', password: 'staff', role: tx('Staff of Daga Estates with a partial permission list') },
  { username: 'agent', password: 'agent', role: tx('Agent of Daga Estates') },
];

const defaultAccount = createAccountApi();

export const LoginPage = ({ account = defaultAccount }: { account?: AccountApi }) => {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [pending, setPending] = useState(false);
  const [dialog, setDialogState] = useState<'newuser' | 'forgot' | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<'newuser' | 'forgot'>>(() => new Set());
  const setDialog = (next: 'newuser' | 'forgot' | null) => {
    if (next) setOpened(before => (before.has(next) ? before : new Set(before).add(next)));
    setDialogState(next);
  };
  const leaving = useRef(false);

  // Already signed in when the page opens: straight to the organization. Not after a sign-in made
  // here, which goes back to the page the user was on (the navigation of a data router lands a
  // moment later than this component's last render).
  const session = getSession();
  const signedInOrg = firstOrganizationId(session);
  if (session && signedInOrg && !leaving.current) return <Navigate to={`/${signedInOrg}/dashboard`} replace />;

  const finishDialog = (message?: string) => {
    setDialog(null);
    if (message) setNotice(message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!username.trim() || !password) {
      setError('Please enter your username and password');
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      const user = await account.login(username.trim(), password);
      const first = firstOrganizationId(user);
      if (!first) {
        setError('Your account does not belong to any organization.');
        return;
      }
      leaving.current = true;
      saveSession(user);
      const { nextPathname: next, nextSearch } = (location.state as { nextPathname?: string; nextSearch?: string } | null) ?? {};
      const allowed = next && user.organizations.some(o => next.startsWith(`/${o.organization_id}/`));
      const search = typeof nextSearch === 'string' && nextSearch.startsWith('?') ? nextSearch : '';
      navigate(allowed ? `${next}${search}` : `/${first}/dashboard`, { replace: true });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: '#eef2f6', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 460 }}>
        <CardContent>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('Sign in')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('Plots Console: inventory, sales and customers of your organization.')}
          </Typography>
          {notice && (
            <Alert severity="success" sx={{ mb: 2 }} onClose={() => setNotice(undefined)}>
              {t(notice)}
            </Alert>
          )}
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {t(error)}
            </Alert>
          )}
          <Box component="form" onSubmit={submit} noValidate>
            <Stack spacing={2}>
              <TextField
                label={t('Username')}
                name="username"
                id="username"
                autoComplete="username"
                value={username}
                onChange={e => setUsername(e.target.value)}
                autoFocus
                required
              />
              <TextField
                label={t('Password')}
                name="password"
                id="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={e => setPassword(e.target.value)}
                required
              />
              <Button type="submit" variant="contained" size="large" disabled={pending}>
                {pending ? <CircularProgress size={22} color="inherit" aria-label={t('Signing in')} /> : t('Sign in')}
              </Button>
              <Stack direction="row" justifyContent="space-between">
                <Button onClick={() => setDialog('newuser')}>{t('New User')}</Button>
                <Button onClick={() => setDialog('forgot')}>{t('Forgot Password')}</Button>
              </Stack>
            </Stack>
          </Box>
          {isDemoMode() && (
            <Box sx={{ mt: 3 }}>
              <Typography variant="h6" component="h2">
                {t('Demo accounts')}
              </Typography>
              <Table size="small" aria-label={t('Demo accounts')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('Username')}</TableCell>
                    <TableCell>{t('Password')}</TableCell>
                    <TableCell>{t('Who')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {DEMO_ACCOUNT_HINTS.map(a => (
                    <TableRow
                      key={a.username}
                      hover
                      sx={{ cursor: 'pointer' }}
                      onClick={() => {
                        setUsername(a.username);
                        setPassword(a.password);
                      }}
                    >
                      <TableCell>{a.username}</TableCell>
                      <TableCell>{a.password}</TableCell>
                      <TableCell>{t(a.role)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </CardContent>
      </Card>
      <Suspense fallback={null}>
        {opened.has('newuser') ? (
          <NewUserDialog open={dialog === 'newuser'} account={account} onClose={() => setDialog(null)} onDone={finishDialog} />
        ) : null}
        {opened.has('forgot') ? (
          <ForgotPasswordDialog open={dialog === 'forgot'} account={account} onClose={() => setDialog(null)} onDone={finishDialog} />
        ) : null}
      </Suspense>
    </Box>
  );
};

const LoginPageInLanguage = () => (
  <LoginLanguage>
    <LoginPage />
  </LoginLanguage>
);

export default LoginPageInLanguage;
