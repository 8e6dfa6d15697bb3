/**
 * The sidebar: the registry's entries grouped by area, each shown only with its view permission;
 * organizations with software_access 'Daga' get the full menu, others the reduced one
 * (docs/decisions.md "Menu").
 */
import { memo, useCallback, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { ListItemIcon, ListSubheader, MenuItem, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useLocation, useNavigate } from 'react-router-dom';
import { Menu, MenuItemLinkClasses, useBasename, useSidebarState } from 'react-admin';
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

/** Whether the page at `pathname` belongs to the entry `to` (react-admin's test: the path or below it). */
export const isActiveEntry = (to: string, pathname: string): boolean => pathname === to || pathname.startsWith(`${to}/`);

/**
 * react-admin's menu item as it looks (its `RaMenuItemLink` name, classes and styles, so the
 * theme's overrides apply), drawn once for the whole menu: the item itself is a MUI MenuItem
 * rendered as a link, with its icon and label.
 */
const EntryRoot = styled(MenuItem, { name: 'RaMenuItemLink', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  color: (theme.vars || theme).palette.text.secondary,
  // react-admin's own styles name the icon twice, and the second (its width) is the one that holds:
  // the icon keeps ListItemIcon's colour.
  [`& .${MenuItemLinkClasses.icon}`]: { minWidth: theme.spacing(5) },
  [`&.${MenuItemLinkClasses.active}`]: { color: (theme.vars || theme).palette.text.primary },
  '& .app-menu-label': { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // styled() keeps MenuItem's props but not its `component` typing.
})) as unknown as typeof MenuItem;

interface EntryProps {
  to: string;
  label: string;
  icon: ReactNode;
  active: boolean;
  /** The sidebar is open (labels shown); closed, the label is the icon's tooltip. */
  open: boolean;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** A click that the browser should handle itself: another button, a modifier (a new tab or window), a target. */
const browserHandles = (event: MouseEvent<HTMLElement>): boolean =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  !!(event.currentTarget.getAttribute('target') && event.currentTarget.getAttribute('target') !== '_self');

/**
 * One entry of the sidebar. react-admin's Menu.Item asks the route, the sidebar state, the screen
 * size and its shortcuts itself, and its router link follows the location, so that every one of
 * the 63 entries drew again at each navigation; here the menu asks once, the entry is a plain link
 * whose click the menu hands to the router, and an entry draws again only when what it shows
 * changes (whether it is the active one, the sidebar open or closed).
 */
const MenuEntry = memo(function MenuEntry({ to, label, icon, active, open, onClick }: EntryProps) {
  const item = (
    <EntryRoot
      component="a"
      href={to}
      tabIndex={0}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={`${MenuItemLinkClasses.root}${active ? ` ${MenuItemLinkClasses.active}` : ''}`}
    >
      <ListItemIcon className={MenuItemLinkClasses.icon}>{icon}</ListItemIcon>
      <span className="app-menu-label">{label}</span>
    </EntryRoot>
  );
  return open ? item : <Tooltip title={label} placement="right">{item}</Tooltip>;
});

const DASHBOARD_ICON = <DashboardIcon />;

/** Each resource's icon element, made once (a new element each time would draw every entry again). */
const ICONS = new WeakMap<ResourceDeclaration, ReactNode>();
const iconOf = (r: ResourceDeclaration): ReactNode => {
  let icon = ICONS.get(r);
  if (!icon) {
    const Icon = r.icon;
    icon = <Icon />;
    ICONS.set(r, icon);
  }
  return icon;
};

export const AppMenu = memo(function AppMenu() {
  const { membership } = useOrg();
  const [open, setOpen] = useSidebarState();
  const basename = useBasename();
  const location = useLocation();
  // On a small screen a click on an entry closes the sidebar (as react-admin's items do).
  const small = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
  // The router's navigate changes with the location: the entries' one click handler reads the latest.
  const navigate = useNavigate();
  const latest = useRef({ navigate, location, small, setOpen });
  useLayoutEffect(() => {
    latest.current = { navigate, location, small, setOpen };
  });
  const onClick = useCallback((event: MouseEvent<HTMLElement>) => {
    if (browserHandles(event)) return;
    event.preventDefault();
    const { navigate: go, location: here, small: onSmallScreen, setOpen: setSidebar } = latest.current;
    const to = event.currentTarget.getAttribute('href')!;
    // As the router's links do: the entry of the very page shown replaces it instead of repeating it in the history.
    go(to, { replace: `${here.pathname}${here.search}${here.hash}` === to });
    if (onSmallScreen) setSidebar(false);
  }, []);
  const entries = menuEntries(membership);
  // The lists' code is fetched while idle, so that a click in the menu waits for data only.
  usePrefetchViews(entries.flatMap(group => group.items.map(r => r.list)));
  const entry = (to: string, label: string, icon: ReactNode) => (
    <MenuEntry key={to} to={to} label={label} icon={icon} active={isActiveEntry(to, location.pathname)} open={open} onClick={onClick} />
  );
  return (
    <Menu>
      {entry(`${basename}/dashboard`, 'Dashboard', DASHBOARD_ICON)}
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
        ...group.items.map(r => entry(`${basename}/${r.name}`, r.label, iconOf(r))),
      ])}
    </Menu>
  );
});
