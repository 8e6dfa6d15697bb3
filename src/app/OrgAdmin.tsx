/** One <Admin> per organization, at /{orgid}/*: its own data provider, auth provider, store and query cache. */
// Reasoning: docs/decisions.md "Notes: src/app/OrgAdmin.tsx"
import { useEffect, useState } from 'react';
import { LinearProgress } from '@mui/material';
import { Admin, CustomRoutes, Resource, localStorageStore } from 'react-admin';
import { Navigate, Route, useLocation, useParams } from 'react-router-dom';
import { createAccountApi } from '../api/account';
import { createAuthProvider, LOGIN_PATH } from '../api/authProvider';
import { createDataProvider } from '../api/dataProvider';
import { createHttpClient } from '../api/http';
import { getMembership, getToken, type SessionUser } from '../api/session';
import { canAccess, type Membership } from '../api/permissions';
import { AccessDeniedPage } from './AccessDeniedPage';
import { AppLayout } from './AppLayout';
import { AppNotification } from './AppNotification';
import { i18nProvider } from './i18n';
import { storedLanguage } from './language';
import { deleteUserDrafts } from '../common/drafts';
import { NotFoundPage } from '../common/NotFoundPage';
import { NotMemberPage } from './NotMemberPage';
import { OrgContext } from '../common/OrgContext';
import { guardViews } from './guardViews';
import { whenPageSettled } from './prefetchViews';
import { createQueryClient } from './queryClient';
import { loadResources, RESOURCE_INDEX, RESOURCES, SHELL, useResourcesRegistered, type ResourceIndexEntry } from './resources';
import type { ResourceDeclaration } from './resourceTypes';
import { theme } from './theme';
import { useSession } from './useSession';

/**
 * A page of a resource asked for before the registry's declarations are there (issue 41): a
 * progress bar while they load; then the resource's own view replaces it at the same address.
 */
const Awaiting = () => {
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    loadResources().catch(setFailed);
  }, []);
  if (failed) throw failed;
  return <LinearProgress sx={{ mt: 2 }} />;
};

/** An address of the organization that names no page: said so inside the layout (docs/decisions.md "Not found"), once the registry can tell. */
const CatchAll = () => (useResourcesRegistered() ? <NotFoundPage /> : <Awaiting />);

/** A resource of the index, its pages awaiting the declarations: its links are drawn and its addresses kept meanwhile. */
const awaitingResource = (r: ResourceIndexEntry) => (
  <Resource
    key={r.name}
    name={r.name}
    list={r.list && Awaiting}
    create={r.create && Awaiting}
    edit={r.edit && Awaiting}
    show={r.show && Awaiting}
    options={{ label: r.label }}
  >
    {r.routes?.map(path => (
      <Route key={path} path={path} element={<Awaiting />} />
    ))}
  </Resource>
);

/**
 * The registry's declarations are fetched once the first page has drawn and settled (the
 * dashboard's cards and tables first; docs/decisions.md "The registry after the first page (issue 41)"):
 * a page of a resource asks for them at once (Awaiting).
 */
const useRegistryAfterFirstPage = (queryClient: { isFetching: () => number }) => {
  const registered = useResourcesRegistered();
  useEffect(() => {
    if (registered) return;
    return whenPageSettled(queryClient, () => void loadResources().catch(() => undefined));
  }, [registered, queryClient]);
  return registered;
};

/** The registry with every view behind its permission (read at render: it is handed from above). */
let guardedFor: readonly ResourceDeclaration[] | undefined;
let guarded: readonly ResourceDeclaration[] = [];
const guardedResources = () => {
  if (guardedFor !== RESOURCES) [guardedFor, guarded] = [RESOURCES, RESOURCES.map(guardViews)];
  return guarded;
};

export const createOrgProviders = (orgid: string) => ({
  dataProvider: createDataProvider(createHttpClient({ orgid, getToken })),
  // A chosen sign-out deletes the user's drafts too (common/ is above api/: handed in here).
  authProvider: createAuthProvider(orgid, createAccountApi(), deleteUserDrafts),
  store: localStorageStore('1', `plots-console.org-${orgid}`),
  queryClient: createQueryClient(params => canAccess(getMembership(orgid), params)),
});

const OrganizationAdmin = ({ orgid, membership, user }: { orgid: string; membership: Membership; user: SessionUser }) => {
  const [providers] = useState(() => {
    const made = createOrgProviders(orgid);
    // The user's language, not the last user's of this device (react-admin keeps it per store).
    made.store.setItem('locale', storedLanguage(user.id));
    return made;
  });
  useEffect(() => () => providers.queryClient.clear(), [providers]);
  const registered = useRegistryAfterFirstPage(providers.queryClient);
  return (
    <OrgContext.Provider value={{ orgid, membership, user }}>
      <Admin
        basename={`/${orgid}`}
        title={membership.name}
        dataProvider={providers.dataProvider}
        authProvider={providers.authProvider}
        store={providers.store}
        queryClient={providers.queryClient}
        i18nProvider={i18nProvider}
        theme={theme}
        layout={AppLayout}
        notification={AppNotification}
        dashboard={SHELL.Dashboard}
        loginPage={false}
        accessDenied={AccessDeniedPage}
        catchAll={CatchAll}
        requireAuth
        disableTelemetry
      >
        {registered
          ? guardedResources().map(r => (
              <Resource
                key={r.name}
                name={r.name}
                list={r.list}
                create={r.create}
                edit={r.edit}
                show={r.show}
                icon={r.icon}
                recordRepresentation={r.recordRepresentation}
                options={{ label: r.label }}
              >
                {r.routes?.map(({ path, view: View }) => (
                  <Route key={path} path={path} element={<View />} />
                ))}
              </Resource>
            ))
          : RESOURCE_INDEX.map(awaitingResource)}
        <CustomRoutes>
          <Route path="/dashboard" element={<SHELL.Dashboard />} />
        </CustomRoutes>
      </Admin>
    </OrgContext.Provider>
  );
};

/** /{orgid}/*: signed-in members only; anyone else is sent to sign in or told plainly. */
export const OrgAdmin = () => {
  const { orgid = '' } = useParams();
  const location = useLocation();
  const user = useSession();
  // The page and its query come back after sign-in, with the draft of its form (issue 12).
  if (!user) return <Navigate to={LOGIN_PATH} replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />;
  const membership = getMembership(orgid, user);
  if (!membership) return <NotMemberPage orgid={orgid} user={user} />;
  // Keyed by user too: an account switch (in another tab) never shows the previous user's cached rows.
  return <OrganizationAdmin key={`${user.id}:${orgid}`} orgid={orgid} membership={membership} user={user} />;
};
