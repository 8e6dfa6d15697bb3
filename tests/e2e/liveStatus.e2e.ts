/**
 * Live statuses (issue 38) and the readable map and phone (issue 40) in real Chromium against the
 * production build on the demo API.
 * - Two pages of one browser (one demo store): a status changed in one appears on the other's
 *   layout map at once when that page regains focus, marked, and its view (the stage's position
 *   and scale) and selection do not move.
 * - The maps (layout, price guide, plot page) show their legend; a selected plot keeps its status
 *   colour (the selection layer is transparent inside it, drawn at its edge); the plot page's map
 *   selects the plot clicked and fits its page's width. axe stays clean on the three.
 * - A phone (390 × 844, touch): plot rows name their layout and project; the layout map comes first
 *   at full width with its tools behind Edit map; a finger tap selects a plot, whose details open in
 *   a panel at the bottom of the screen.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, demoApi as api, openBrowser, signIn, visit, type Session } from './browser';
import { expectAccessible } from './axe';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

type Pt = [number, number];
interface ApiPlot {
  id: number;
  number: string;
  status: string;
  coordinates: Pt[];
}

/** POST plotstatus (a general status change) from `page`, as its console would send it. */
const setStatus = (page: Page, plotId: number, from: string, status: string) =>
  page.evaluate(
    async ([id, was, to]) => {
      const session = JSON.parse(localStorage.getItem('plots-console.session') ?? '{}') as { token?: string };
      const body = new FormData();
      body.set('plot_id', String(id));
      body.set('status', String(to));
      body.set('from_status', String(was));
      const res = await fetch('/api/v1/1/plotstatus', {
        method: 'POST',
        body,
        headers: { Accept: 'application/json', Authorization: `Bearer ${session.token}`, 'X-Organization-Id': '1' },
      });
      return res.status;
    },
    [plotId, from, status] as const,
  );

const waitMap = (page: Page, name: string, value: string) => page.locator(`[data-testid="plot-map"][data-${name}="${value}"]`).waitFor();

const centre = (pts: Pt[]): Pt => {
  const xs = pts.map(p => p[0]);
  const ys = pts.map(p => p[1]);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
};

const onScreen = async (page: Page, p: Pt) => {
  const at = await page.evaluate(([x, y]) => window.__plotMap?.toClient(x, y) ?? null, p);
  if (!at) throw new Error('the map is not drawn');
  return at;
};

/** Placed plots of the layout whose centres are on screen, clear of the app bar and sidebar. */
const visiblePlots = async (page: Page, plots: ApiPlot[], minX = 0) => {
  const viewport = page.viewportSize()!;
  const out: Array<{ plot: ApiPlot; at: { x: number; y: number } }> = [];
  for (const plot of plots) {
    if (plot.coordinates.length < 3) continue;
    const at = await onScreen(page, centre(plot.coordinates));
    if (at.y > 80 && at.y < viewport.height - 160 && at.x > minX && at.x < viewport.width - 10) out.push({ plot, at });
  }
  return out;
};

/** The alpha of the map's selection layer (the second canvas) at page point `at`. */
const selectionAlpha = (page: Page, at: { x: number; y: number }) =>
  page.evaluate(({ x, y }) => {
    const canvases = document.querySelectorAll<HTMLCanvasElement>('[data-testid="plot-map"] canvas');
    const layer = canvases[1]!;
    const rect = layer.getBoundingClientRect();
    const k = layer.width / rect.width;
    return layer.getContext('2d')!.getImageData(Math.round((x - rect.left) * k), Math.round((y - rect.top) * k), 1, 1).data[3]!;
  }, at);

describe('live statuses (issue 38)', () => {
  it("a status changed in one page appears on the other page's map on focus, marked, without moving its view", async () => {
    s = await openBrowser();
    const { context, page: first } = s;
    await signIn(first, 'admin', '/1/layout/1/show/map');
    await waitMap(first, 'ready', 'true');
    await first.locator('[data-testid="plot-map"]').evaluate(el => el.scrollIntoView({ block: 'end' }));
    const plots = await api<ApiPlot[]>(first, 'layout/1/plots');
    const shown = (
      await visiblePlots(
        first,
        plots.filter(p => p.status === 'Available'),
        320,
      )
    ).slice(0, 2);
    expect(shown).toHaveLength(2);
    const [picked, target] = shown as [(typeof shown)[0], (typeof shown)[0]];
    await first.mouse.click(picked.at.x, picked.at.y);
    await waitMap(first, 'selected', String(picked.plot.id));
    await first.getByLabel('Plot number').fill('12');
    const view = await first.evaluate(() => window.__plotMap!.view());
    expect(await first.evaluate(id => window.__plotMap!.colorOf(id), target.plot.id)).toBe('#2e7d32');

    const second = await context.newPage();
    second.setDefaultTimeout(15000);
    await second.goto('/1/plot');
    await second.locator('tbody tr').first().waitFor();
    expect(await setStatus(second, target.plot.id, 'Available', 'Hold')).toBe(200);

    // The first page regains focus: the map asks at once.
    await first.bringToFront();
    await first.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => first.evaluate(id => window.__plotMap!.colorOf(id), target.plot.id), { timeout: 15000 }).toBe('#757575');
    expect(await first.evaluate(() => window.__plotMap!.changed())).toEqual([String(target.plot.id)]);
    expect(await first.evaluate(() => window.__plotMap!.view())).toEqual(view);
    expect(await first.locator('[data-testid="plot-map"]').getAttribute('data-selected')).toBe(String(picked.plot.id));
    expect(await first.getByLabel('Plot number').inputValue()).toBe('12');
    // The mark is drawn on the selection layer at the plot's edge.
    const edge = await onScreen(first, target.plot.coordinates[0]!);
    expect(await selectionAlpha(first, edge)).toBeGreaterThan(0);
  }, 120000);
});

describe('the map (issue 40)', () => {
  it('shows the legend on every map; a selected plot keeps its colour inside an outline; the plot page map selects the plot clicked and fits its width', async () => {
    s = await openBrowser();
    const { page } = s;
    await signIn(page, 'admin', '/1/layout/1/show/map');
    await waitMap(page, 'ready', 'true');
    const legend = page.getByRole('list', { name: 'Map legend' });
    for (const status of ['Available', 'Blocked', 'Booked', 'Sold', 'Hold', 'Resale'])
      await legend.getByText(status, { exact: true }).waitFor();
    await page.locator('[data-testid="plot-map"]').evaluate(el => el.scrollIntoView({ block: 'end' }));
    const plots = await api<ApiPlot[]>(page, 'layout/1/plots');
    // Every seeded plot on the plan is placed (no blank squares): only the later "12A" plots are not.
    expect(plots.filter(p => p.coordinates.length < 3).every(p => /A$/.test(p.number))).toBe(true);
    const [one] = await visiblePlots(page, plots, 320);
    await page.mouse.click(one!.at.x, one!.at.y);
    await waitMap(page, 'selected', String(one!.plot.id));
    await page.waitForTimeout(100);
    // Inside the plot the selection layer is clear (the status colour shows); its edge is outlined.
    expect(await selectionAlpha(page, one!.at)).toBe(0);
    expect(await selectionAlpha(page, await onScreen(page, one!.plot.coordinates[0]!))).toBeGreaterThan(0);
    await expectAccessible(page, 'layout map');

    // The plot page's map: the same legend, a click selects another plot, the stage fits the page.
    await visit(page, `/1/plot/${one!.plot.id}/show/map`);
    await waitMap(page, 'ready', 'true');
    await waitMap(page, 'selected', String(one!.plot.id));
    await page.getByRole('list', { name: 'Map legend' }).getByText('Sold', { exact: true }).waitFor();
    const box = (await page.locator('[data-testid="plot-map"]').boundingBox())!;
    const canvas = (await page.locator('[data-testid="plot-map"] canvas').first().boundingBox())!;
    expect(canvas.x + canvas.width).toBeLessThanOrEqual(box.x + box.width + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.locator('[data-testid="plot-map"]').evaluate(el => el.scrollIntoView({ block: 'end' }));
    const others = (await visiblePlots(page, plots, 320)).filter(v => v.plot.id !== one!.plot.id);
    expect(others.length).toBeGreaterThan(0);
    await page.mouse.click(others[0]!.at.x, others[0]!.at.y);
    await waitMap(page, 'selected', String(others[0]!.plot.id));
    const details = page.getByRole('region', { name: 'Selected plot' });
    await details.getByText(`Plot ${others[0]!.plot.number}`, { exact: false }).first().waitFor();
    expect(await details.getByRole('link', { name: 'Detail' }).getAttribute('href')).toBe(`/1/plot/${others[0]!.plot.id}/show`);
    await expectAccessible(page, 'plot page map');

    // The price guide map: its own legend.
    const guides = await api<{ data: Array<{ id: number; layout_id?: number | null }> } | Array<{ id: number; layout_id?: number | null }>>(
      page,
      'priceguide?showall=true',
    );
    const guide = (Array.isArray(guides) ? guides : guides.data).find(g => g.layout_id === 1)!;
    await visit(page, `/1/priceguide/${guide.id}/show/map`);
    await waitMap(page, 'ready', 'true');
    const guideLegend = page.getByRole('list', { name: 'Map legend' });
    for (const label of ['Unassigned', 'Assigned']) await guideLegend.getByText(label, { exact: true }).waitFor();
    await expectAccessible(page, 'price guide map');
  }, 150000);
});

describe('the phone (issue 40)', () => {
  it('plot rows name layout and project; the map comes first at full width, tools behind Edit map; a tap selects a plot, details at the bottom', async () => {
    // A touch phone: a context of the tests' browser with touch (openBrowser's has none).
    const opened = await openBrowser({ width: 390, height: 844 });
    const browser = opened.context.browser()!;
    await opened.close();
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      baseURL: BASE_URL,
      reducedMotion: 'reduce',
    });
    s = { context, page: await context.newPage(), close: () => context.close() };
    const { page } = s;
    page.setDefaultTimeout(15000);
    await signIn(page, 'admin', '/1/plot');
    const first = page.locator('#main-content [data-testid="plot-where"]').first();
    await first.waitFor();
    expect((await first.innerText()).trim()).toMatch(/^.+ · .+$/);
    await expectAccessible(page, 'phone plot list');

    await visit(page, '/1/layout/1/show/map');
    await waitMap(page, 'ready', 'true');
    const canvas = (await page.locator('[data-testid="plot-map"] canvas').first().boundingBox())!;
    const toolbar = (await page.getByRole('toolbar', { name: 'Plot map' }).boundingBox())!;
    expect(canvas.y).toBeLessThan(toolbar.y);
    expect(canvas.x).toBeGreaterThanOrEqual(0);
    expect(canvas.x + canvas.width).toBeLessThanOrEqual(390);
    expect(canvas.width).toBeGreaterThan(300);
    expect(await page.getByRole('button', { name: 'Add', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit map' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit map' }).click();

    await page.evaluate(() => window.scrollTo(0, 0));
    const plots = await api<ApiPlot[]>(page, 'layout/1/plots');
    const candidates = (await visiblePlots(page, plots)).filter(v => v.at.y > canvas.y && v.at.y < canvas.y + canvas.height);
    expect(candidates.length).toBeGreaterThan(0);
    const { plot, at } = candidates[Math.floor(candidates.length / 2)]!;
    await page.touchscreen.tap(at.x, at.y);
    await waitMap(page, 'selected', String(plot.id));
    const panel = page.getByTestId('plot-panel');
    await panel.getByText(`Plot ${plot.number}`, { exact: false }).first().waitFor();
    const placed = (await panel.boundingBox())!;
    expect(placed.y + placed.height).toBeLessThanOrEqual(844 + 1);
    expect(placed.y).toBeGreaterThan(844 / 2);
    await expectAccessible(page, 'phone layout map');
  }, 150000);
});
