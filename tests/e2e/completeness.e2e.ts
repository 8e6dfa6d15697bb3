/**
 * Completeness: every route of the specification (tests/fixtures/routes.json, from all_routes of
 * shared/spec/inventory.json) whose resource is registered (src/app/resources.ts) opens as the
 * admin in Chromium, with real ids from the demo API, and is drawn: not 'Application error', not
 * react-admin's Not Found, not 'Access denied', not a blank page, not an error notification, not
 * sent elsewhere. A tab route must select its tab. It grows with every area that lands; the routes
 * of resources that are not registered yet are printed at the end, as information. A page the
 * accessibility scan judges (./routes.ts, `scannedOnVisit`) is scanned here once drawn: no axe
 * violation of impact serious or critical (./axe.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../scripts/csp.mjs';
import { BASE_URL, cspViolations, signIn, type Session } from './browser';
import { ORG, ROUTE_RECORDS, Samples, adminBrowser, drawn, openPage, pageState, type SpecRoute } from './pages';
import { expectAccessible } from './axe';
import { CHECKED, DEFERRED, ROUTES, SCANNED_APART, baseResource, isChecked, registered, scannedOnVisit } from './routes';

/** A tab route: the last segment is a tab of a show page or of an edit form. */
const isTabRoute = (route: string) => /\/:param\/(show\/)?[a-z]+$/.test(route) && !route.endsWith('/:param/show');

/** In the page: no linked tabs, or the selected one links to the address shown. */
const TAB_SELECTED = `(tabs => tabs.length === 0 || tabs.some(t =>
  t.getAttribute('aria-selected') === 'true' && new URL(t.getAttribute('href'), location.href).pathname === location.pathname
))(Array.from(document.querySelectorAll('#main-content [role="tab"][href]')))`;

/** In the page: the paths the selected linked tabs go to. */
const selectedTabs = () =>
  Array.from(document.querySelectorAll('#main-content [role="tab"][href][aria-selected="true"]')).map(
    t => new URL(t.getAttribute('href')!, location.href).pathname,
  );

let s: Session;
let samples: Samples;
/** The last route left the app in a state a client-side navigation may not recover from. */
let reload = false;

beforeAll(async () => {
  ({ session: s, samples } = await adminBrowser());
});

afterAll(async () => {
  await s?.close();
  const missing = new Map<string, string[]>();
  for (const r of ROUTES.filter(r => !isChecked(r))) {
    const base = baseResource(r);
    missing.set(base, [...(missing.get(base) ?? []), r.route]);
  }
  const lines = [...missing].map(([base, routes]) => `  ${base}: ${routes.join('  ')}`);
  console.log(
    [
      `Completeness: ${CHECKED.length} routes of ${registered.size} registered resources and the shell opened;`,
      `${Object.keys(DEFERRED).length} deferred: ${Object.entries(DEFERRED)
        .map(([r, why]) => `${r} (${why})`)
        .join('; ')}`,
      `${ROUTES.length - CHECKED.length - Object.keys(DEFERRED).length} routes of ${missing.size} resources not registered yet:`,
      ...lines,
    ].join('\n'),
  );
});

describe('the route list', () => {
  it("tests/fixtures/routes.json is the specification's all_routes", () => {
    expect(ROUTES.length).toBeGreaterThan(0);
    for (const r of ROUTES) expect(r.resources.length, r.route).toBeGreaterThan(0);
    const spec = '../shared/spec/inventory.json';
    if (existsSync(spec)) {
      const all = (JSON.parse(readFileSync(spec, 'utf8')) as { all_routes: SpecRoute[] }).all_routes;
      expect(ROUTES.map(r => r.route)).toEqual(all.map(r => r.route));
    }
  });

  it('every deferred route is a route of the specification', () => {
    for (const route of Object.keys(DEFERRED)) expect(ROUTES.map(r => r.route)).toContain(route);
  });
});

describe('the Content Security Policy (scripts/csp.mjs)', () => {
  it('the production build is served with it, and the page reports what it refuses', async () => {
    const response = await fetch(`${BASE_URL}/${ORG}/dashboard`);
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expect(contentSecurityPolicy()).toMatch(
      /default-src 'self'; script-src 'self'; .*object-src 'none'; base-uri 'self'; .*frame-ancestors 'none'/,
    );
    const { page } = s;
    await page.goto(`/${ORG}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await cspViolations(page), 'the dashboard under the policy').toEqual([]);
    // An inline script, as injected markup would carry: refused, and reported (the check below is live).
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.appendChild(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations(page)).toEqual(['script-src-elem refused inline']);
    await page.goto(`/${ORG}/dashboard`);
  });
});

describe('every route of a registered resource renders', () => {
  it.each(CHECKED)('$route', async r => {
    const { page } = s;
    if (r.route === '/login') {
      await page.evaluate(() => localStorage.removeItem('plots-console.session'));
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
      await signIn(page, 'admin');
      return;
    }
    if (r.route === '/') {
      await page.goto('/');
      await page.waitForURL(new RegExp(`/${ORG}/?$`));
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      return;
    }
    // A route opened with a record of its own (pages.ts, ROUTE_RECORDS) shows another record than
    // the routes beside it, and another record's page of the same resource keeps the page's root:
    // opened from the dashboard, and left for it.
    const ownRecord = Boolean(ROUTE_RECORDS[r.route]);
    if (reload || ownRecord) {
      await page.goto(`/${ORG}/dashboard`);
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    }
    reload = true;
    const path = await samples.pathOfRoute(baseResource(r), r.route);
    const tab = isTabRoute(r.route);
    try {
      // A tab route is drawn once its tab is the selected one.
      await openPage(page, path, { timeout: 15000, until: tab ? `${drawn} && ${TAB_SELECTED}` : drawn });
    } catch (error) {
      const selected = tab ? await page.evaluate(selectedTabs) : null;
      const why = selected?.length
        ? `does not select its tab (selected: ${selected.join(', ')})`
        : error instanceof Error
          ? error.message
          : String(error);
      throw new Error(`${r.route} (opened as ${path}) ${why}`);
    }
    const state = await page.evaluate(pageState);
    expect(state.h1.length, `${path}: one h1`).toBe(1);
    expect(await cspViolations(page), `${path}: refused by the Content Security Policy`).toEqual([]);
    if (scannedOnVisit(r)) await expectAccessible(page, path);
    reload = ownRecord;
  });
});

describe('the pages of the registry to scan that have no route of their own', () => {
  it.each(SCANNED_APART)('$resource $view', async ({ resource, view }) => {
    const { page } = s;
    const path = await samples.pathOf(resource, view);
    await openPage(page, path);
    await expectAccessible(page, path);
  });
});
