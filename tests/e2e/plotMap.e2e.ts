/**
 * The plot maps in real Chromium against the production build on the embedded demo API (issue 4):
 * on the 2,000-plot layout, find a plot by number, draw a new plot (Add, drag a corner, Save Plot,
 * the Add Plot dialog), find it again at the same place after a reload; edit a plot's corner by
 * dragging its handle and save; on a price guide's map select two unassigned plots by clicking
 * them, assign them after the confirmation and see them turn pink.
 *
 * Canvas pixels are not in the DOM: the map exposes its state on [data-testid="plot-map"]
 * (data-ready, data-mode, data-selected, data-draft, data-assigned-count) and window.__plotMap
 * (image point to page point, the colour each plot is drawn in).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoApi as api, openBrowser, signIn, visit, type Session } from './browser';

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(async () => {
  await s.close();
});

type Pt = [number, number];
interface ApiPlot {
  id: number;
  number: string;
  coordinates: Pt[];
  priceguide_id?: number | null;
}

const mapAttr = (page: Page, name: string) => page.locator('[data-testid="plot-map"]').getAttribute(`data-${name}`);
const waitMap = (page: Page, name: string, value: string) => page.locator(`[data-testid="plot-map"][data-${name}="${value}"]`).waitFor();

/** Page position of image point p on the map. */
const onScreen = async (page: Page, p: Pt) => {
  const at = await page.evaluate(([x, y]) => window.__plotMap?.toClient(x, y) ?? null, p);
  if (!at) throw new Error('the map is not drawn');
  return at;
};

const centre = (pts: Pt[]): Pt => {
  const xs = pts.map(p => p[0]);
  const ys = pts.map(p => p[1]);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
};

const drag = async (page: Page, from: { x: number; y: number }, dx: number, dy: number) => {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 5; i++) await page.mouse.move(from.x + (dx * i) / 5, from.y + (dy * i) / 5);
  await page.mouse.up();
};

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Plot map' });

const find = async (page: Page, number: string) => {
  await page.getByLabel('Plot number').fill(number);
  await toolbar(page).getByRole('button', { name: 'Find', exact: true }).click();
};

describe('plot map editor', () => {
  it('finds a plot, draws and saves a new plot, finds it at the same place after a reload, edits a corner', async () => {
    const { page } = s;
    await signIn(page, 'admin', '/1/layout/2/show');
    await page.getByRole('tab', { name: 'Map', exact: true }).click();
    await page.waitForURL(/\/1\/layout\/2\/show\/map$/);
    await waitMap(page, 'ready', 'true');
    const stats = await page.evaluate(() => window.__plotMapStats);
    expect(stats?.plots).toBeGreaterThan(2000);
    expect(stats?.firstDrawMs).toBeGreaterThan(0);

    const plots = await api<ApiPlot[]>(page, 'layout/2/plots');
    const target = plots.find(p => p.coordinates.length >= 4 && p.number === '1000') ?? plots.find(p => p.coordinates.length >= 4)!;

    // Find: 'Plot Not Found', then the plot selected and centred.
    await find(page, 'ZZZ-404');
    await page.getByRole('alert').filter({ hasText: 'Plot Not Found' }).first().waitFor();
    await find(page, target.number);
    await waitMap(page, 'selected', String(target.id));
    await page.getByRole('region', { name: 'Selected plot' }).getByRole('link', { name: 'Detail' }).waitFor();
    const box = (await page.locator('[data-testid="plot-map"] canvas').first().boundingBox())!;
    const c = await onScreen(page, centre(target.coordinates));
    expect(Math.abs(c.x - (box.x + box.width / 2))).toBeLessThan(2);
    expect(Math.abs(c.y - (box.y + box.height / 2))).toBeLessThan(2);

    // Draw a new plot: Add starts the default rectangle at the image centre; drag its first corner.
    await toolbar(page).getByRole('button', { name: 'Add', exact: true }).click();
    await waitMap(page, 'mode', 'create');
    expect(await mapAttr(page, 'selected')).toBe('');
    const rect = JSON.parse((await mapAttr(page, 'draft'))!) as Pt[];
    expect(rect).toEqual([
      [2050, 1400],
      [2150, 1400],
      [2150, 1600],
      [2050, 1600],
    ]);
    await page.locator('[data-testid="plot-map"]').evaluate(el => el.scrollIntoView({ block: 'end' }));
    await drag(page, await onScreen(page, rect[0]!), -12, -8);
    const drawn = JSON.parse((await mapAttr(page, 'draft'))!) as Pt[];
    expect(drawn[0]![0]).toBeLessThan(2050);
    expect(drawn[0]![1]).toBeLessThan(1400);
    expect(drawn.slice(1)).toEqual(rect.slice(1));

    await toolbar(page).getByRole('button', { name: 'Save Plot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Plot' });
    await dialog.getByLabel('Plot number').fill('E2E-MAP-1');
    await dialog.getByLabel('Measurement').fill('30:60:30:60');
    await dialog.getByLabel('Square feet').fill('1800');
    await dialog.getByRole('combobox', { name: 'Facing' }).click();
    await page.getByRole('option', { name: 'East', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Plot created successfully.').first().waitFor();
    await waitMap(page, 'mode', 'browse');

    // After a reload the new plot is there, at the same place.
    await page.reload();
    await waitMap(page, 'ready', 'true');
    const after = await api<ApiPlot[]>(page, 'layout/2/plots');
    const created = after.find(p => p.number === 'E2E-MAP-1')!;
    expect(created.coordinates).toEqual(drawn.map(([x, y]) => [Math.round(x * 100) / 100, Math.round(y * 100) / 100]));
    await find(page, 'E2E-MAP-1');
    await waitMap(page, 'selected', String(created.id));
    expect(await page.evaluate(id => window.__plotMap?.colorOf(id), created.id)).toBe('#2e7d32');

    // Edit a plot's corner: drag its handle, Save Changes, confirm.
    await find(page, target.number);
    await waitMap(page, 'selected', String(target.id));
    await toolbar(page).getByRole('button', { name: 'Edit', exact: true }).click();
    await waitMap(page, 'mode', 'edit');
    await page.locator('[data-testid="plot-map"]').evaluate(el => el.scrollIntoView({ block: 'end' }));
    const corner = await onScreen(page, target.coordinates[2]!);
    await drag(page, corner, 15, 10);
    const edited = JSON.parse((await mapAttr(page, 'draft'))!) as Pt[];
    expect(edited[2]![0]).toBeGreaterThan(target.coordinates[2]![0]);
    expect(edited[2]![1]).toBeGreaterThan(target.coordinates[2]![1]);
    await toolbar(page).getByRole('button', { name: 'Save Changes' }).click();
    const confirm = page.getByRole('dialog', { name: 'Save Changes' });
    await confirm.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Plot coordinates saved successfully.').first().waitFor();
    await waitMap(page, 'mode', 'browse');
    expect(await mapAttr(page, 'selected')).toBe('');
    const saved = (await api<ApiPlot[]>(page, 'layout/2/plots')).find(p => p.id === target.id)!;
    expect(saved.coordinates).toEqual(edited.map(([x, y]) => [Math.round(x * 100) / 100, Math.round(y * 100) / 100]));
  });
});

describe('plot map wheel and pinch (issue 19)', () => {
  /**
   * The layout 1 map opened and drawn; `at` a point of the canvas (fractions of its width and of
   * its first 600 px), the image point under it, and the view (the image origin on screen, the
   * scale) as it is now.
   */
  const openMapAt = async (page: Page, fx: number, fy: number) => {
    await signIn(page, 'admin', '/1/layout/1/show/map');
    await waitMap(page, 'ready', 'true');
    const box = (await page.locator('[data-testid="plot-map"] canvas').first().boundingBox())!;
    const at = { x: box.x + box.width * fx, y: box.y + Math.min(box.height, 600) * fy };
    const view = () => page.evaluate(() => ({ ...window.__plotMap!.toClient(0, 0)!, scale: window.__plotMap!.scale() }));
    const start = await view();
    const under: Pt = [(at.x - start.x) / start.scale, (at.y - start.y) / start.scale];
    return { at, view, start, under };
  };

  it('zooms about the pointer with the mouse wheel, within the zoom limits, and the page does not scroll', async () => {
    const { page } = s;
    const { at: pointer, view, start, under } = await openMapAt(page, 0.3, 0.4);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.move(pointer.x, pointer.y);
    await page.mouse.wheel(0, -100);
    await waitMap(page, 'zoom', '1.5');
    await expect.poll(async () => (await view()).scale).toBeCloseTo(start.scale * 1.5);
    const at = await onScreen(page, under);
    expect(Math.abs(at.x - pointer.x)).toBeLessThan(1);
    expect(Math.abs(at.y - pointer.y)).toBeLessThan(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 100);
    await waitMap(page, 'zoom', '0.5');
  });

  it('pinches with two fingers on a touch screen: apart zooms in about their middle, together zooms out', async () => {
    const { page } = s;
    const { at: middle, view, start, under } = await openMapAt(page, 0.4, 0.45);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 2 });
    // Two fingers on a horizontal line through the middle, `apart` pixels from each other.
    const fingers = (apart: number) => [
      { x: middle.x - apart / 2, y: middle.y, id: 1 },
      { x: middle.x + apart / 2, y: middle.y, id: 2 },
    ];
    const pinch = async (distances: number[]) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(distances[0]!) });
      for (const apart of distances.slice(1))
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(apart) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await pinch([100, 110, 120, 130]);
    await waitMap(page, 'zoom', '1.5');
    await expect.poll(async () => (await view()).scale).toBeCloseTo(start.scale * 1.5);
    const at = await onScreen(page, under);
    expect(Math.abs(at.x - middle.x)).toBeLessThan(1);
    expect(Math.abs(at.y - middle.y)).toBeLessThan(1);
    await pinch([130, 115, 100]);
    await waitMap(page, 'zoom', '1');
    await cdp.detach();
  });
});

describe('price guide map', () => {
  it('assigns two plots after a confirmation and they turn pink', async () => {
    const { page } = s;
    await signIn(page, 'admin');
    const guides = await api<{ data: Array<{ id: number; layout_id?: number | null }> } | Array<{ id: number; layout_id?: number | null }>>(
      page,
      'priceguide?showall=true',
    );
    const list = Array.isArray(guides) ? guides : guides.data;
    const guide = list.find(g => g.layout_id === 1)!;
    expect(guide).toBeDefined();
    await visit(page, `/1/priceguide/${guide.id}/show/map`);
    await waitMap(page, 'ready', 'true');
    const before = Number(await mapAttr(page, 'assigned-count'));
    const plots = await api<ApiPlot[]>(page, `priceguide/${guide.id}/plots/1`);
    await page.locator('[data-testid="plot-map"]').evaluate(el => el.scrollIntoView({ block: 'end' }));
    const viewport = page.viewportSize()!;
    const candidates: Array<{ plot: ApiPlot; at: { x: number; y: number } }> = [];
    for (const plot of plots) {
      if (plot.coordinates.length < 3 || plot.priceguide_id === guide.id) continue;
      const at = await onScreen(page, centre(plot.coordinates));
      // Clear of the app bar, the sidebar and the notifications at the bottom of the screen.
      if (at.y > 60 && at.y < viewport.height - 140 && at.x > 320 && at.x < viewport.width - 10) candidates.push({ plot, at });
      if (candidates.length === 2) break;
    }
    expect(candidates).toHaveLength(2);
    for (const { plot } of candidates) expect(await page.evaluate(id => window.__plotMap?.colorOf(id), plot.id)).toBe('#1e88e5');

    for (const { at } of candidates) await page.mouse.click(at.x, at.y);
    await waitMap(page, 'selected-count', '2');
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Assign plots' });
    await confirm.getByText('Assign 2 plot(s)').waitFor();
    await confirm.getByRole('button', { name: 'Assign' }).click();
    await waitMap(page, 'assigned-count', String(before + 2));
    // The confirmation's backdrop takes clicks until it has faded out.
    await confirm.waitFor({ state: 'detached' });
    expect(await mapAttr(page, 'selected-count')).toBe('0');
    for (const { plot } of candidates) expect(await page.evaluate(id => window.__plotMap?.colorOf(id), plot.id)).toBe('#f06292');

    // Unassign one of them again (where the reloaded map draws it now).
    const again = await onScreen(page, centre(candidates[0]!.plot.coordinates));
    await page.mouse.click(again.x, again.y);
    await waitMap(page, 'selected-count', '1');
    await page.getByRole('button', { name: 'Unassign', exact: true }).click();
    await page.getByRole('dialog', { name: 'Unassign plots' }).getByRole('button', { name: 'Unassign' }).click();
    await waitMap(page, 'assigned-count', String(before + 1));
    expect(await page.evaluate(id => window.__plotMap?.colorOf(id), candidates[0]!.plot.id)).toBe('#1e88e5');
  });
});
