/**
 * The sign-in form: username and password (inputs named username and password), the New User and
 * Forgot Password dialogs, and — while the demo API is in use — the demo accounts. Without a
 * router and without the console's code (issue 41): main.tsx draws it first at the site's root and
 * at /login (SignInFirst.tsx), and the console's /login route draws it through LoginPage.tsx.
 */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import FilledInput, { type FilledInputProps } from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Typography from '@mui/material/Typography';
import { createAccountApi, type AccountApi } from '../../api/account';
import { isDemoMode } from '../../api/config';
import { firstOrganizationId, saveSession, type SessionUser } from '../../api/session';
import { errorMessage } from '../../common/errorMessage';
import type { TranslateText } from '../../common/english';
import { useLoginT } from './LoginLanguage';

// The two dialogs' code (MUI's Dialog and Stepper) comes when one is first opened: the form is
// usable with less JavaScript (issue 41); once opened a dialog stays mounted for its closing.
const NewUserDialog = lazy(() => import('./NewUserDialog').then(m => ({ default: m.NewUserDialog })));
const ForgotPasswordDialog = lazy(() => import('./ForgotPasswordDialog').then(m => ({ default: m.ForgotPasswordDialog })));

export const DEMO_ACCOUNT_HINTS = [
  {
    username: 'admin',
    password: 'admin',
    role: (t: TranslateText) => t('Master of Daga Estates (full menu) and Green Acres Realty (reduced menu)'),
  },
  { username: 'staff', password: 'staff', role: (t: TranslateText) => t('Staff of Daga Estates with a partial permission list') },
  { username: 'agent', password: 'agent', role: (t: TranslateText) => t('Agent of Daga Estates') },
];

/**
 * A required field in the console's filled style (the theme's FormControl defaults, as react-admin's
 * TextField): FormControl, InputLabel and FilledInput, without TextField, whose select mode brings
 * MUI's Select, Menu, Popover and Modal into the sign-in page's first load.
 */
const SignInField = ({ id, label, ...input }: { id: string; label: string } & FilledInputProps) => (
  <FormControl required>
    <InputLabel htmlFor={id}>{label}</InputLabel>
    <FilledInput id={id} {...input} />
  </FormControl>
);

/** The page a sign-in was asked for: the state of the console's redirect to /login. */
export interface NextPage {
  nextPathname?: string;
  nextSearch?: string;
}

/** Where a sign-in goes: the page asked for, in one of the user's organizations, else the first organization's dashboard. */
export const pathAfterSignIn = (user: SessionUser, first: string | number, next?: NextPage | null): string => {
  const { nextPathname, nextSearch } = next ?? {};
  const allowed = typeof nextPathname === 'string' && user.organizations.some(o => nextPathname.startsWith(`/${o.organization_id}/`));
  const search = typeof nextSearch === 'string' && nextSearch.startsWith('?') ? nextSearch : '';
  return allowed ? `${nextPathname}${search}` : `/${first}/dashboard`;
};

const defaultAccount = createAccountApi();

export interface SignInPageProps {
  account?: AccountApi;
  next?: NextPage | null;
  /**
   * Opens the console at `path` once the session is saved. The button stays busy until this page
   * is replaced by the console (its code may still be loading), or shows the error if it fails.
   */
  onSignedIn: (path: string) => void | Promise<void>;
  /** What was typed in the pre-rendered form before this page took it over (main.tsx). */
  initial?: { username: string; password: string };
}

export const SignInPage = ({ account = defaultAccount, next, onSignedIn, initial }: SignInPageProps) => {
  const t = useLoginT();
  const [username, setUsername] = useState(initial?.username ?? '');
  const [password, setPassword] = useState(initial?.password ?? '');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [pending, setPending] = useState(false);
  const [dialog, setDialogState] = useState<'newuser' | 'forgot' | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<'newuser' | 'forgot'>>(() => new Set());
  const setDialog = (which: 'newuser' | 'forgot' | null) => {
    if (which) setOpened(before => (before.has(which) ? before : new Set(before).add(which)));
    setDialogState(which);
  };

  const finishDialog = (message?: string) => {
    setDialog(null);
    if (message) setNotice(message);
  };

  const fail = (message: string) => {
    setError(message);
    setPending(false);
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
    let user: SessionUser;
    try {
      user = await account.login(username.trim(), password);
    } catch (e) {
      fail(errorMessage(e));
      return;
    }
    const first = firstOrganizationId(user);
    if (!first) {
      fail('Your account does not belong to any organization.');
      return;
    }
    saveSession(user);
    try {
      // Still pending on success: the console replaces this page when its code is there.
      await onSignedIn(pathAfterSignIn(user, first, next));
    } catch (e) {
      fail(errorMessage(e));
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
          {/* post: the pre-rendered form (index.html) never sends the password in the address. */}
          <Box component="form" method="post" onSubmit={submit} noValidate>
            <Stack spacing={2}>
              <SignInField
                label={t('Username')}
                name="username"
                id="username"
                autoComplete="username"
                value={username}
                onChange={e => setUsername(e.target.value)}
                autoFocus
              />
              <SignInField
                label={t('Password')}
                name="password"
                id="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={e => setPassword(e.target.value)}
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={pending}
                aria-busy={pending}
                aria-label={pending ? t('Signing in') : undefined}
              >
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
                      <TableCell>{a.role(t)}</TableCell>
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
