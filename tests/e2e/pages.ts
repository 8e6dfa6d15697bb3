/**
 * The console's pages for the completeness and accessibility tests: every view of the registry,
 * opened inside the running app with real ids from the demo API, and judged with the same page
 * state as the bench (bench/pageState.mjs): drawn, or what it shows instead.
 */
import type { Page } from 'playwright-core';
import { apiPath } from '../../src/api/dataProvider';
import { RESOURCES } from '../../src/resources';
import { apiGet, drawn, loadPage, openPage, rowsOf } from '../../bench/browser.mjs';
import { pageState, type PageState } from '../../bench/pageState.mjs';
import { openBrowser, signIn, type Session } from './browser';
import fixture from '../fixtures/routes.json';

export { drawn, loadPage, openPage, pageState, type PageState };

/** The organization the tests work in (admin is its master: every page is allowed). */
export const ORG = '1';

export type ViewName = 'list' | 'create' | 'edit' | 'show';
export const VIEWS: readonly ViewName[] = ['list', 'create', 'edit', 'show'];

export type SampleRecord = Record<string, unknown> & { id: string | number };

/** The specification's route patterns and query signatures (tests/fixtures/routes.json). */
export interface SpecRoute {
  route: string;
  source: string;
  resources: string[];
}
export const SPEC_ROUTES: SpecRoute[] = fixture.routes;

/** Query keys of the specification's route signatures, when the record names them otherwise. */
const QUERY_FIELDS: Record<string, string[]> = {
  pid: ['project_id', 'pid'],
  cid: ['customer_id', 'cid'],
  plotid: ['plot_id', 'plotid'],
  plotsaleid: ['plotsale_id', 'plotsaleid'],
  slideid: ['site_carousel_id', 'sitecarousel_id', 'slideid'],
  deptid: ['userdepartment_id', 'deptid'],
};

/**
 * The specification's query signature of a route pattern ("/{}/layout/{}?pid={}" for
 * "/:orgid/layout/:param"); of several, the most general one (the most placeholders).
 */
export const signatureOf = (route: string): string | undefined =>
  fixture.query_signatures
    .filter(sig => {
      const [path] = sig.split('?');
      let first = true;
      const pattern = path.replace(/\{\}/g, () => {
        const name = first ? ':orgid' : ':param';
        first = false;
        return name;
      });
      return pattern === route && sig.includes('?');
    })
    .sort((a, b) => b.split('{}').length - a.split('{}').length)[0];

/** The query of a route's signature, filled from the record where it can be; keys it cannot fill are left out. */
export const queryFor = (route: string, record: SampleRecord | null): string => {
  const sig = signatureOf(route);
  if (!sig) return '';
  const params = new URLSearchParams();
  for (const pair of sig.split('?')[1].split('&')) {
    const [key, value] = pair.split('=');
    if (value === '...') continue;
    if (value !== '{}') {
      params.set(key, value);
      continue;
    }
    const field = (QUERY_FIELDS[key] ?? [key]).find(f => record?.[f] !== undefined && record?.[f] !== null);
    if (field) params.set(key, String(record![field]));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
};

const VIEW_ROUTES: Record<ViewName, (resource: string) => string> = {
  list: r => `/:orgid/${r}`,
  create: r => `/:orgid/${r}/create`,
  edit: r => `/:orgid/${r}/:param`,
  show: r => `/:orgid/${r}/:param/show`,
};

/** The route pattern of a view of the registry ("/:orgid/plot/:param/show"). */
export const viewRoute = (resource: string, view: ViewName): string => VIEW_ROUTES[view](resource);

/**
 * The routes opened with a record of a kind rather than the first one: the filter its list is
 * asked with.
 */
export const ROUTE_RECORDS: Record<string, Record<string, string>> = {
  // A tab of a broker's page only (spec 2 §2).
  '/:orgid/customer/:param/show/soldplotbybroker': { isbroker: '1' },
};

/** Per page (a test file's browser session): resource (and filter) → its first record, or null. */
export class Samples {
  private readonly cache = new Map<string, SampleRecord | null>();

  constructor(private readonly page: Page) {}

  /** The first record of `resource` in the organization (of those the filter keeps), as the demo API lists it. */
  async of(resource: string, filter: Record<string, string> = {}): Promise<SampleRecord | null> {
    const path = `${apiPath(resource)}?${new URLSearchParams({ ...filter, page: '1', perPage: '1' })}`;
    if (!this.cache.has(path)) {
      const data = await apiGet(this.page, path);
      this.cache.set(path, (rowsOf(data)[0] as SampleRecord | undefined) ?? null);
    }
    return this.cache.get(path) ?? null;
  }

  /**
   * The address of a route pattern of `resource` ("/:orgid/plot/:param/show"): a real id for
   * :param, and the query of the specification's signature for the route, if it has one.
   */
  async pathOfRoute(resource: string, route: string): Promise<string> {
    const needsRecord = route.includes(':param') || !!signatureOf(route);
    const record = needsRecord ? await this.of(resource, ROUTE_RECORDS[route]) : null;
    if (route.includes(':param') && !record) {
      throw new Error(`no ${resource} record in the demo API (GET ${ORG}/${apiPath(resource)}) to open ${route} with`);
    }
    const id = encodeURIComponent(String(record?.id));
    return route.replace(':orgid', ORG).replace(/:param/g, id) + queryFor(route, record);
  }

  /** The address of a view of the registry, with a real id for edit and show. */
  pathOf(resource: string, view: ViewName): Promise<string> {
    return this.pathOfRoute(resource, VIEW_ROUTES[view](resource));
  }
}

/** Every view the registry declares: list, create, edit and show of each resource. */
export const registryViews = (): Array<{ resource: string; view: ViewName }> =>
  RESOURCES.flatMap(r => VIEWS.filter(view => r[view]).map(view => ({ resource: r.name, view })));

export const registeredNames = (): Set<string> => new Set(RESOURCES.map(r => r.name));

/** A fresh browser signed in as the admin (master of organization 1), and its record samples. */
export const adminBrowser = async (): Promise<{ session: Session; samples: Samples }> => {
  const session = await openBrowser();
  await signIn(session.page, 'admin');
  return { session, samples: new Samples(session.page) };
};
