/**
 * The sidebar: the registry's entries grouped by area, each shown only with its view permission;
 * organizations with software_access 'Daga' get the full menu, others the reduced one
 * (docs/decisions.md "Menu").
 */
import { memo } from 'react';
import { ListSubheader } from '@mui/material';
import { Menu, useBasename, useSidebarState } from 'react-admin';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { canAccess, isDaga, type Membership } from '../api/permissions';
import { MENU_GROUPS, type ResourceDeclaration } from './resourceTypes';
import { RESOURCES } from './resources';
import { useOrg } from './OrgContext';
import { usePrefetchViews } from './prefetchViews';

/** The entries a member sees, by group: pure, so the menu split is unit-tested. */
export const menuEntries = (membership: Membership, resources: readonly ResourceDeclaration[] = RESOURCES) => {
  const full = isDaga(membership);
  return MENU_GROUPS.map(group => ({
    ...group,
    items: resources.filter(
      r =>
        r.group === group.id &&
        (r.menu ?? !!r.list) &&
        (full || r.reducedMenu) &&
        canAccess(membership, { resource: r.name, action: 'list' }),
    ),
  })).filter(group => group.items.length > 0);
};

export const AppMenu = memo(function AppMenu() {
  const { membership } = useOrg();
  const [open] = useSidebarState();
  const basename = useBasename();
  const entries = menuEntries(membership);
  // The lists' code is fetched while idle, so that a click in the menu waits for data only.
  usePrefetchViews(entries.flatMap(group => group.items.map(r => r.list)));
  return (
    <Menu>
      <Menu.Item to={`${basename}/dashboard`} primaryText="Dashboard" leftIcon={<DashboardIcon />} />
      {entries.flatMap(group => [
        open ? (
          <ListSubheader
            key={`group-${group.id}`}
            component="li"
            // Inside react-admin's role="menu" list only menu items may be owned: the group label
            // stays visible text without a list-item role of its own.
            role="presentation"
            disableSticky
            sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}
          >
            {group.label}
          </ListSubheader>
        ) : null,
        ...group.items.map(r => {
          const Icon = r.icon;
          return <Menu.Item key={r.name} to={`${basename}/${r.name}`} primaryText={r.label} leftIcon={<Icon />} />;
        }),
      ])}
    </Menu>
  );
});
