/** The shell around every page of an organization: top bar, user menu of the user's organizations, grouped sidebar, error page. */
// Reasoning: docs/decisions.md "Notes: src/app/AppLayout.tsx"
import { memo, useCallback, type ReactNode, type Ref } from 'react';
import { Alert, Box, Chip, ListItemIcon, ListItemText, MenuItem, ThemeProvider, Typography, createTheme, type Theme } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import CheckIcon from '@mui/icons-material/Check';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { AppBar, Layout, LoadingIndicator, Logout, UserMenu, useDataProvider, useNotify, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { isDemoMode } from '../api/config';
import type { AppDataProvider } from '../api/dataProvider';
import { isMaster, permissionsInvalidMessage } from '../api/permissions';
import { clearSession, sameOrg } from '../api/session';
import { AppMenu } from './AppMenu';
import { DemoStorageNotice } from './DemoStorageNotice';
import { ErrorPage } from './ErrorPage';
import { useOrg } from '../common/OrgContext';
import { TitleHeading } from './TitleHeading';
import { LanguageItem, useAccountLanguage } from './LanguageItems';
import { SHELL, useResourcesRegistered } from './resources';
import { useT } from '../common/i18n';

/** One organization of the user: a link to its dashboard. */
const OrganizationItem = ({ id, name, current, ref }: { id: string; name: string; current: boolean; ref?: Ref<HTMLAnchorElement> }) => {
  const { onClose } = useUserMenu() ?? { onClose: () => undefined };
  return (
    <MenuItem
      ref={ref}
      component={Link}
      to={`/${id}/dashboard`}
      onClick={onClose}
      selected={current}
      aria-current={current ? 'page' : undefined}
    >
      <ListItemIcon>{current ? <CheckIcon fontSize="small" /> : <BusinessIcon fontSize="small" />}</ListItemIcon>
      <ListItemText>{name}</ListItemText>
    </MenuItem>
  );
};

/** Demo only: put the seeded data back and sign out. */
const ResetDemoItem = () => {
  const t = useT();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  return (
    <MenuItem
      onClick={async () => {
        try {
          await dataProvider.resetDemoData();
          clearSession();
          window.location.assign('/login');
        } catch (error) {
          notify(error instanceof Error ? error.message : 'Unable to process request', { type: 'warning' });
        }
      }}
    >
      <ListItemIcon>
        <RestartAltIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t('Reset demo data')}</ListItemText>
    </MenuItem>
  );
};

const AppUserMenu = () => {
  const { user, orgid } = useOrg();
  return (
    <UserMenu>
      {user.organizations.map(o => (
        <OrganizationItem
          key={String(o.organization_id)}
          id={String(o.organization_id)}
          name={o.name}
          current={sameOrg(o.organization_id, orgid)}
        />
      ))}
      <LanguageItem language="en" />
      <LanguageItem language="ta" />
      {isDemoMode() && <ResetDemoItem />}
      <Logout />
    </UserMenu>
  );
};

const AppTopBar = memo(function AppTopBar() {
  const { membership } = useOrg();
  useAccountLanguage();
  // The palette reads the registry's declarations when it opens: offered once they are there (issue 41), its place kept meanwhile.
  const registered = useResourcesRegistered();
  return (
    // The language is chosen in the user menu: not react-admin's own locale button as well.
    <AppBar userMenu={<AppUserMenu />} toolbar={<LoadingIndicator />}>
      <TitleHeading />
      <Box sx={{ flex: 1 }} />
      {registered ? <SHELL.PaletteLauncher /> : <Box aria-hidden sx={{ width: 40, height: 40 }} />}
      <Chip
        icon={<BusinessIcon />}
        label={
          <Typography variant="body2" component="span" data-testid="org-name">
            {membership.name}
          </Typography>
        }
        color="default"
        sx={{ bgcolor: 'rgba(255,255,255,0.9)', mr: 1, maxWidth: { xs: 140, sm: 'none' } }}
      />
    </AppBar>
  );
});

const LayoutError = ({ error }: { error?: unknown }) => {
  const { orgid } = useOrg();
  return <ErrorPage error={error} homeHref={`/${orgid}/dashboard`} />;
};

/** The content column may shrink below its content's width, so a wide table scrolls in its own box. */
const LAYOUT_SX = { minWidth: 0, '& .RaLayout-content, & .RaList-main': { minWidth: 0 } } as const;

/** Says plainly when the server's permission list of this organization could not be read (issue 12). */
const PermissionsNotice = () => {
  const { membership } = useOrg();
  const t = useT();
  if (!membership.permissionsInvalid || isMaster(membership)) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 1 }}>
      {/* The message with a placeholder is the catalogue's key: 'The server sent no valid permission list for %{organization}: …'. */}
      {t(permissionsInvalidMessage('%{organization}'), { organization: membership.name || t('this organization') })}
    </Alert>
  );
};

/** The names MUI gives its widgets by default (progress, rating, pager), in the chosen language. */
const useLocalizedDefaults = () => {
  const t = useT();
  return useCallback(
    (outer: Theme) =>
      createTheme(outer, {
        components: {
          MuiCircularProgress: { defaultProps: { 'aria-label': t('Loading') } },
          MuiLinearProgress: { defaultProps: { 'aria-label': t('Loading') } },
          MuiPagination: { defaultProps: { 'aria-label': t('Pages') } },
          MuiRating: {
            defaultProps: {
              emptyLabelText: t('Empty'),
              getLabelText: (value: number) => t('%{smart_count} Star |||| %{smart_count} Stars', { smart_count: value }),
            },
          },
        },
      }),
    [t],
  );
};

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={useLocalizedDefaults()}>
    <Layout appBar={AppTopBar} menu={AppMenu} error={LayoutError} sx={LAYOUT_SX}>
      <PermissionsNotice />
      <DemoStorageNotice />
      {children}
    </Layout>
  </ThemeProvider>
);
