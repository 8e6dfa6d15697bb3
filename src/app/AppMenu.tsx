/** The sidebar: the registry's entries grouped by area, each shown only with its view permission… docs/decisions.md "Menu" */
// Reasoning: docs/decisions.md "Notes: src/app/AppMenu.tsx"
import {
  isValidElement,
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { ListSubheader, SvgIcon, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useLocation, useNavigate } from 'react-router-dom';
import { Menu, MenuClasses, MenuItemLinkClasses, useBasename, useSidebarState } from 'react-admin';
import DashboardIcon from '@mui/icons-material/Dashboard';
import SettingsIcon from '@mui/icons-material/Settings';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { canAccess, isDaga, type Membership } from '../api/permissions';
import { DAILY_GROUP, DAILY_WORK, MENU_GROUPS, SETTINGS_GROUP, SETTINGS_LISTS } from '../common/menuGroups';
import type { MenuGroup } from '../common/menuGroups';
import type { ResourceDeclaration } from './resourceTypes';
import { RESOURCE_INDEX, RESOURCES, useResourcesRegistered, type ResourceIndexEntry } from './resources';
import { useOrg } from '../common/OrgContext';
import { usePrefetchViews } from './prefetchViews';
import { useT } from '../common/i18n';

/** The entries a member sees, by group: pure, so the menu split is unit-tested. */
/** What the menu reads of a resource: a declaration, or its entry of the index (before the declarations are loaded). */
interface MenuResource {
  name: string;
  label: string;
  group: MenuGroup;
  reducedMenu: boolean;
  menu?: boolean;
  list?: unknown;
}

export const menuEntries = <R extends MenuResource = ResourceDeclaration>(
  membership: Membership,
  resources: readonly R[] = RESOURCES as unknown as readonly R[],
) => {
  const full = isDaga(membership);
  const shown = resources.filter(
    r => (r.menu ?? !!r.list) && (full || r.reducedMenu) && canAccess(membership, { resource: r.name, action: 'list' }),
  );
  const daily = DAILY_WORK.flatMap(name => shown.filter(r => r.name === name));
  const settings = shown.filter(r => SETTINGS_LISTS.includes(r.name));
  const areas = shown.filter(r => !DAILY_WORK.includes(r.name) && !SETTINGS_LISTS.includes(r.name));
  return [
    { ...DAILY_GROUP, items: daily },
    ...MENU_GROUPS.map(group => ({ ...group, items: areas.filter(r => r.group === group.id) })),
    { ...SETTINGS_GROUP, items: settings },
  ].filter(group => group.items.length > 0);
};

/** Whether the page at `pathname` belongs to the entry `to` (react-admin's test: the path or below it). */
export const isActiveEntry = (to: string, pathname: string): boolean => pathname === to || pathname.startsWith(`${to}/`);

/** The one entry of the page shown: of the entries it belongs to, the most specific (the longest path). */
export const activeEntry = (entries: readonly string[], pathname: string): string | undefined =>
  entries.filter(to => isActiveEntry(to, pathname)).sort((x, y) => y.length - x.length)[0];

/** Whether Settings is open, per user in this browser (it starts collapsed). */
const settingsKey = (userId: unknown) => `menu.settings.${String(userId ?? '')}`;
const readSettingsOpen = (userId: unknown): boolean => {
  try {
    return localStorage.getItem(settingsKey(userId)) === 'open';
  } catch {
    return false;
  }
};

/** The class of an entry: its look is declared once, on the menu (`entryStyles`), not by each entry. */
const ENTRY = 'app-menu-entry';
/** The class of an entry's icon drawn as a plain <svg> (`plainIcon`). */
const ICON = 'app-menu-icon';

/** The look of react-admin's menu item, declared once for the whole menu… docs/decisions.md "Quality: accessibility, completeness and the bench (issue 7)" */
const entryStyles = (theme: Theme) => {
  const palette = (theme.vars || theme).palette;
  return {
    [`& .${ENTRY}`]: {
      ...theme.typography.body1,
      display: 'flex',
      justifyContent: 'flex-start',
      alignItems: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      minHeight: 48,
      margin: 0,
      padding: '6px 16px',
      border: 0,
      borderRadius: 0,
      backgroundColor: 'transparent',
      WebkitTapHighlightColor: 'transparent',
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      color: palette.text.secondary,
      [theme.breakpoints.up('sm')]: { minHeight: 'auto' },
      '&:hover': {
        textDecoration: 'none',
        backgroundColor: palette.action.hover,
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
      '&:focus-visible': { backgroundColor: palette.action.focus },
      [`&.${MenuItemLinkClasses.active}`]: { color: palette.text.primary },
      '@media print': { colorAdjust: 'exact' },
    },
    [`& .${ENTRY} .${MenuItemLinkClasses.icon}`]: {
      minWidth: theme.spacing(5),
      flexShrink: 0,
      display: 'inline-flex',
      color: palette.action.active,
    },
    // MUI's SvgIcon, medium size (its transition of the fill is the theme's: none with less motion).
    [`& .${ICON}`]: {
      userSelect: 'none',
      width: '1em',
      height: '1em',
      display: 'inline-block',
      flexShrink: 0,
      fill: 'currentColor',
      fontSize: theme.typography.pxToRem(24),
      transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
    },
    // The Settings group's header is a button drawn as an entry.
    [`& button.${ENTRY}`]: { width: '100%', textAlign: 'left', fontFamily: 'inherit' },
    [`& .${ENTRY} .app-menu-label`]: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    // Open, a long name (Tamil's are) wraps onto a second line rather than being cut with an ellipsis.
    [`&.${MenuClasses.open} .${ENTRY} .app-menu-label`]: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
  };
};

const MenuRoot = styled(Menu)(({ theme }) => entryStyles(theme));

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

/** Space opens a menu item as Enter does (a link alone answers Enter only; MUI's ButtonBase answered both). */
const spaceClicks = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key !== ' ' || event.repeat) return;
  event.preventDefault();
  event.currentTarget.click();
};

/** One entry of the sidebar. react-admin's Menu.Item asks the route, the sidebar state, the screen size and its shortcuts itself… */
const MenuEntry = memo(function MenuEntry({ to, label, icon, active, open, onClick }: EntryProps) {
  const item = (
    <a
      href={to}
      role="menuitem"
      tabIndex={0}
      onClick={onClick}
      onKeyDown={spaceClicks}
      aria-current={active ? 'page' : undefined}
      className={`${ENTRY} ${MenuItemLinkClasses.root}${active ? ` ${MenuItemLinkClasses.active}` : ''}`}
    >
      <div className={MenuItemLinkClasses.icon}>{icon}</div>
      <span className="app-menu-label">{label}</span>
    </a>
  );
  return open ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
});

/** An icon of MUI's set drawn as a plain <svg> with its paths, in the look of MUI's SvgIcon… */
export const plainIcon = (Icon: ComponentType): ReactNode => {
  const render = (Icon as { type?: { render?: (props: object, ref: null) => unknown } }).type?.render;
  const drawn = typeof render === 'function' ? render({}, null) : undefined;
  if (!isValidElement<{ children?: ReactNode }>(drawn) || drawn.type !== SvgIcon) return <Icon />;
  return (
    <svg className={`MuiSvgIcon-root MuiSvgIcon-fontSizeMedium ${ICON}`} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      {drawn.props.children}
    </svg>
  );
};

const DASHBOARD_ICON = plainIcon(DashboardIcon);

/** Each resource's icon element, made once (a new element each time would draw every entry again). */
const ICONS = new WeakMap<ResourceDeclaration, ReactNode>();
const iconOf = (r: ResourceDeclaration): ReactNode => {
  let icon = ICONS.get(r);
  if (!icon) {
    icon = plainIcon(r.icon);
    ICONS.set(r, icon);
  }
  return icon;
};

/** An icon's place, empty until the declarations (and their icons) are loaded: the entry's size does not change. */
const NO_ICON = (
  <svg className={`MuiSvgIcon-root MuiSvgIcon-fontSizeMedium ${ICON}`} focusable="false" aria-hidden="true" viewBox="0 0 24 24" />
);

/** The Settings group's header: a menu item that opens and closes the group (aria-expanded). */
const SettingsToggle = ({ expanded, open, onToggle }: { expanded: boolean; open: boolean; onToggle: () => void }) => {
  const t = useT();
  const label = t(SETTINGS_GROUP.label);
  const item = (
    <button type="button" role="menuitem" aria-expanded={expanded} onClick={onToggle} className={`${ENTRY} ${MenuItemLinkClasses.root}`}>
      <div className={MenuItemLinkClasses.icon}>{SETTINGS_ICON}</div>
      <span className="app-menu-label">{label}</span>
      {open && (expanded ? EXPAND_LESS_ICON : EXPAND_MORE_ICON)}
    </button>
  );
  return open ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
};

const SETTINGS_ICON = plainIcon(SettingsIcon);
const EXPAND_LESS_ICON = plainIcon(ExpandLessIcon);
const EXPAND_MORE_ICON = plainIcon(ExpandMoreIcon);

export const AppMenu = memo(function AppMenu() {
  const { membership, user } = useOrg();
  const t = useT();
  const [settingsOpen, setSettingsOpen] = useState(() => readSettingsOpen(user?.id));
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
  // Drawn from the registry's index first; the icons and the views once the declarations are there (issue 41).
  const registered = useResourcesRegistered();
  const entries = menuEntries<ResourceDeclaration | ResourceIndexEntry>(membership, registered ? RESOURCES : RESOURCE_INDEX);
  // The lists' code is fetched while idle, so that a click in the menu waits for data only.
  usePrefetchViews(registered ? entries.flatMap(group => group.items.map(r => r.list)) : []);
  const to = (r: { name: string }) => `${basename}/${r.name}`;
  const dashboard = `${basename}/dashboard`;
  // Exactly one entry is the current one: the most specific of those the page belongs to (issue 40).
  const current = activeEntry([dashboard, ...entries.flatMap(group => group.items.map(to))], location.pathname);
  const settings = entries.find(group => group.id === SETTINGS_GROUP.id);
  const currentInSettings = !!settings?.items.some(r => to(r) === current);
  // A page of Settings shows its entry: the group opens (not remembered: the user did not choose it).
  useEffect(() => {
    if (currentInSettings) setSettingsOpen(true);
  }, [currentInSettings]);
  const toggleSettings = useCallback(() => {
    setSettingsOpen(was => {
      try {
        localStorage.setItem(settingsKey(user?.id), was ? 'closed' : 'open');
      } catch {
        // No storage: the group keeps its state until the page is left.
      }
      return !was;
    });
  }, [user?.id]);
  const entry = (path: string, label: string, icon: ReactNode) => (
    <MenuEntry key={path} to={path} label={label} icon={icon} active={path === current} open={open} onClick={onClick} />
  );
  const subheader = (id: string, label: string) =>
    open ? (
      <ListSubheader
        key={`group-${id}`}
        component="li"
        // Inside react-admin's role="menu" list only menu items may be owned…
        role="presentation"
        disableSticky
        sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}
      >
        {label}
      </ListSubheader>
    ) : null;
  return (
    <MenuRoot>
      {entry(dashboard, t('Dashboard'), DASHBOARD_ICON)}
      {entries.flatMap(group => {
        const items = group.items.map(r => entry(to(r), t(r.label), 'icon' in r ? iconOf(r) : NO_ICON));
        // The day's work follows the dashboard without a heading of its own.
        if (group.id === DAILY_GROUP.id) return items;
        if (group.id === SETTINGS_GROUP.id)
          return [
            <SettingsToggle key="settings-toggle" expanded={settingsOpen} open={open} onToggle={toggleSettings} />,
            ...(settingsOpen ? items : []),
          ];
        return [subheader(group.id, t(group.label)), ...items];
      })}
    </MenuRoot>
  );
});
