/**
 * The routes of the specification the end-to-end tests open (completeness.e2e.ts), and the
 * registry's pages the accessibility scan judges: those with a route of their own are scanned
 * by the completeness test on the visit it makes anyway (one opening of the page instead of two),
 * and the few without a route there by the same file apart.
 */
import { firstOfEachShape, viewFeatures } from '../shapes';
import { SPEC_ROUTES, registeredNames, registryViews, viewRoute, type SpecRoute, type ViewName } from './pages';

export const ROUTES = SPEC_ROUTES;
/** The shell's own pages: always there. */
const SHELL = new Set(['dashboard', 'login']);
/**
 * Routes that belong to a later issue although their resource is registered: reported, not
 * opened. Each with the reason; remove the line when the issue lands.
 */
export const DEFERRED: Record<string, string> = {
  '/:orgid/plot/export':
    'not a page (C27): the export is an API download (GET plot/export); the typed address opens the plot list with its export dialog (tests/integration/plots.test.tsx)',
};
/** The resource a route belongs to: the one its path starts with (document/project before document). */
export const baseResource = (r: SpecRoute): string => {
  if (r.route === '/' || r.route === '/:orgid') return 'dashboard';
  const path = r.route.replace(/^\/:orgid\//, '').replace(/^\//, '');
  const names = [...r.resources].sort((a, b) => b.length - a.length);
  return names.find(n => path === n || path.startsWith(`${n}/`)) ?? path.split('/')[0];
};

export const registered = registeredNames();
export const isChecked = (r: SpecRoute) => SHELL.has(baseResource(r)) || registered.has(baseResource(r));
/** The routes the completeness test opens. */
export const CHECKED = ROUTES.filter(r => isChecked(r) && !DEFERRED[r.route]);

/**
 * The pages the axe scan judges (./axe.ts): the dashboard, every hand-written page and, of the
 * declared pages, each that brings a feature the pages before it did not have (tests/shapes.ts):
 * the others are drawn by the code those met. `A11Y=full` scans every page of the registry (after
 * a change to the shared building blocks' markup, or the theme).
 */
const views = registryViews();
const chosen = process.env.A11Y === 'full' ? new Set(views) : firstOfEachShape(views, v => viewFeatures(v.resource, v.view));
const key = (resource: string, route: string) => `${resource} ${route}`;
const checkedRoutes = new Set(CHECKED.map(r => key(baseResource(r), r.route)));

const scanned = new Set([
  ...views.filter(v => chosen.has(v)).map(v => key(v.resource, viewRoute(v.resource, v.view))),
  key('dashboard', '/:orgid/dashboard'),
]);

/** Whether the completeness test scans the page of this route (one of CHECKED) when it opens it. */
export const scannedOnVisit = (r: SpecRoute): boolean => scanned.has(key(baseResource(r), r.route));

/** The pages to scan that have no route the completeness test opens: scanned apart by completeness.e2e.ts. */
export const SCANNED_APART: Array<{ resource: string; view: ViewName }> = views.filter(
  v => chosen.has(v) && !checkedRoutes.has(key(v.resource, viewRoute(v.resource, v.view))),
);
