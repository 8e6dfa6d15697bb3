/**
 * The plot map editor in the real console against the demo API (spec 1 §2 "Plot map editor", §4,
 * §7, §9): the toolbar buttons enabled and disabled as each mode requires, Find ('Plot Not Found';
 * found = selected with the info strip and its Detail link), the Save Changes confirmation and PUT
 * plot/{id}/coordinates (selection cleared after), the Add Plot dialog (number required; POST plot
 * with lid, number, measurement, squarefeet, facing, cords[i][0], cords[i][1]; the plots reload),
 * a failed save keeping the drawing ('Unable to save mapping data'), placing a plot without
 * coordinates, and the read-only plot show map.
 */
import 'vitest-canvas-mock';
import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { table } from '../../mocks/db';
import { centreOf, defaultRectangle, pointsOf } from '../../src/features/plotMap/mapLogic';
import { plotLabel } from '../../src/features/plotMap/mapKeyboard';
import { captureRequests, renderSignedIn } from './helpers';

configure({ asyncUtilTimeout: 15000 });

const LAYOUT = 1;
const layout = () => table('layout').find(l => l.id === LAYOUT)!;
const plotsOfLayout = () => table('plot').filter(p => p.lid === LAYOUT);
const placed = () => plotsOfLayout().find(p => Array.isArray(p.coordinates) && p.coordinates.length >= 3)!;
const unplaced = () => plotsOfLayout().find(p => !Array.isArray(p.coordinates) || p.coordinates.length < 3)!;

const map = () => screen.getByTestId('plot-map');
const button = (name: string) => within(screen.getByRole('toolbar', { name: 'Plot map' })).getByRole('button', { name });
const enabledButtons = () =>
  ['Zoom in', 'Zoom out', 'Add', 'Edit', 'Copy', 'Save Plot', 'Save Changes', 'Cancel', 'Resale', 'Back', 'Find'].filter(
    name => !(button(name) as HTMLButtonElement).disabled,
  );

/** Multipart bodies of the POST calls to paths containing `part`. */
const recordCalls = (part: string) => {
  const calls: Array<{ url: string; body: Array<[string, string]> }> = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.includes(part) || request.method === 'GET') return;
    const form = await request.clone().formData();
    calls.push({ url: request.url, body: [...form.entries()].map(([k, v]) => [k, String(v)]) });
  });
  return calls;
};

const openMap = async () => {
  await renderSignedIn('admin', `/1/layout/${LAYOUT}/show/map`);
  await waitFor(() => expect(map().getAttribute('data-ready')).toBe('true'));
};

const find = (number: string) => {
  fireEvent.change(screen.getByLabelText(/^Plot number/), { target: { value: number } });
  fireEvent.click(button('Find'));
};

describe('plot map editor', () => {
  it('enables the toolbar per mode, finds plots, saves an edited shape after a confirmation', async () => {
    await openMap();
    const plot = placed();
    expect(Number(map().getAttribute('data-plots'))).toBe(plotsOfLayout().filter(p => pointsOf(p.coordinates).length >= 3).length);
    expect(enabledButtons()).toEqual(['Zoom in', 'Zoom out', 'Add', 'Resale', 'Find']);

    find('no-such-plot');
    expect(await screen.findByRole('alert')).toHaveTextContent('Plot Not Found');
    expect(map().getAttribute('data-selected')).toBe('');

    find(String(plot.number));
    await waitFor(() => expect(map().getAttribute('data-selected')).toBe(String(plot.id)));
    const strip = screen.getByRole('region', { name: 'Selected plot' });
    expect(strip).toHaveTextContent(`Plot ${String(plot.number)}`);
    expect(await within(strip).findByRole('link', { name: 'Detail' })).toHaveAttribute('href', `/1/plot/${plot.id}/show`);
    expect(enabledButtons()).toEqual(['Zoom in', 'Zoom out', 'Add', 'Edit', 'Copy', 'Resale', 'Find']);

    // Zoom: steps of 0.5, out only above 0.5.
    fireEvent.click(button('Zoom out'));
    expect(map().getAttribute('data-zoom')).toBe('0.5');
    expect((button('Zoom out') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button('Zoom in'));

    fireEvent.click(button('Edit'));
    expect(map().getAttribute('data-mode')).toBe('edit');
    expect(enabledButtons()).toEqual(['Zoom in', 'Zoom out', 'Save Changes', 'Cancel']);
    expect(JSON.parse(map().getAttribute('data-draft')!)).toEqual(plot.coordinates);

    fireEvent.click(button('Cancel'));
    expect(map().getAttribute('data-mode')).toBe('browse');
    expect(map().getAttribute('data-selected')).toBe(String(plot.id));

    fireEvent.click(button('Edit'));
    const calls = recordCalls('/coordinates');
    fireEvent.click(button('Save Changes'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Save the new shape of plot ${String(plot.number)}?`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(map().getAttribute('data-mode')).toBe('browse'));
    // After an edit save the selection clears.
    expect(map().getAttribute('data-selected')).toBe('');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toMatch(new RegExp(`/1/plot/${plot.id}/coordinates$`));
    expect(calls[0]!.body).toContainEqual(['_method', 'PUT']);
    expect(calls[0]!.body).toContainEqual(['cords[0][0]', String((plot.coordinates as number[][])[0]![0])]);
    expect(await screen.findByText('Plot coordinates saved successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Resale view and Back.
    fireEvent.click(button('Resale'));
    expect(map().getAttribute('data-mode')).toBe('resale');
    expect(enabledButtons()).toEqual(['Zoom in', 'Zoom out', 'Add', 'Back', 'Find']);
    fireEvent.click(button('Back'));
    expect(map().getAttribute('data-mode')).toBe('browse');
  });

  it('draws a new plot: Add, Save Plot, the Add Plot dialog (number required), POST plot, the plots reload', async () => {
    await openMap();
    const before = Number(map().getAttribute('data-plots'));
    fireEvent.click(button('Add'));
    expect(map().getAttribute('data-mode')).toBe('create');
    const size = layout().imagesize as { width: number; height: number };
    expect(JSON.parse(map().getAttribute('data-draft')!)).toEqual(defaultRectangle(size));
    expect(enabledButtons()).toEqual(['Zoom in', 'Zoom out', 'Save Plot', 'Cancel']);

    const calls = recordCalls('/1/plot');
    fireEvent.click(button('Save Plot'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Plot' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Plot number is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Plot number/), { target: { value: 'MAP-1' } });
    fireEvent.change(within(dialog).getByLabelText('Measurement'), { target: { value: '30:40:30:40' } });
    fireEvent.change(within(dialog).getByLabelText('Square feet'), { target: { value: '1200' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Facing' }));
    fireEvent.click(await screen.findByRole('option', { name: 'North East' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Plot' })).not.toBeInTheDocument());
    await waitFor(() => expect(Number(map().getAttribute('data-plots'))).toBe(before + 1));
    expect(map().getAttribute('data-mode')).toBe('browse');
    const created = table('plot').find(p => p.number === 'MAP-1')!;
    expect(created).toMatchObject({ lid: LAYOUT, measurement: '30:40:30:40', squarefeet: 1200, facing: 'North East' });
    expect(created.coordinates).toEqual(defaultRectangle(size));
    const body = calls.find(c => /\/1\/plot$/.test(c.url))!.body;
    expect(body).toEqual(
      expect.arrayContaining([
        ['lid', String(LAYOUT)],
        ['number', 'MAP-1'],
        ['facing', 'North East'],
        ['cords[0][0]', String(defaultRectangle(size)[0]![0])],
        ['cords[3][1]', String(defaultRectangle(size)[3]![1])],
      ]),
    );
    expect(await screen.findByText('Plot created successfully.')).toBeInTheDocument();
  });

  it('copies a plot shape without facing', async () => {
    await openMap();
    const plot = placed();
    find(String(plot.number));
    await waitFor(() => expect(map().getAttribute('data-selected')).toBe(String(plot.id)));
    fireEvent.click(button('Copy'));
    expect(map().getAttribute('data-mode')).toBe('copy');
    const calls = recordCalls('/1/plot');
    fireEvent.click(button('Save Plot'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Plot' });
    expect(within(dialog).queryByRole('combobox', { name: 'Facing' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Measurement')).toHaveValue(String(plot.measurement));
    fireEvent.change(within(dialog).getByLabelText(/^Plot number/), { target: { value: 'COPY-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(table('plot').some(p => p.number === 'COPY-1')).toBe(true));
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]!.body.map(([k]) => k)).not.toContain('facing');
  });

  it('keeps the drawing when saving fails, and places a plot without coordinates', async () => {
    await openMap();
    const target = unplaced();
    expect(target).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: `Plot ${String(target.number)} without coordinates` }));
    await waitFor(() => expect(map().getAttribute('data-selected')).toBe(String(target.id)));
    expect((button('Copy') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button('Edit'));
    const size = layout().imagesize as { width: number; height: number };
    expect(JSON.parse(map().getAttribute('data-draft')!)).toEqual(defaultRectangle(size));

    server.use(
      http.post('*/api/v1/:orgid/plot/:id/coordinates', () =>
        HttpResponse.json({ status: false, message: '', data: null, errors: null }, { status: 422 }),
      ),
    );
    fireEvent.click(button('Save Changes'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to save mapping data')).toBeInTheDocument();
    expect(map().getAttribute('data-mode')).toBe('edit');
    expect(JSON.parse(map().getAttribute('data-draft')!)).toEqual(defaultRectangle(size));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    server.resetHandlers();
    fireEvent.click(button('Save Changes'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(map().getAttribute('data-mode')).toBe('browse'));
    expect(table('plot').find(p => p.id === target.id)!.coordinates).toEqual(defaultRectangle(size));
  });

  it('without plot.create and plot.update offers no drawing', async () => {
    await renderSignedIn('staff', `/1/layout/${LAYOUT}/show/map`);
    await waitFor(() => expect(map().getAttribute('data-ready')).toBe('true'));
    find(String(placed().number));
    await waitFor(() => expect(map().getAttribute('data-selected')).toBe(String(placed().id)));
    expect((button('Add') as HTMLButtonElement).disabled).toBe(true);
    expect((button('Copy') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('plot map by keyboard, wheel and screen reader (issue 19)', () => {
  const application = () => screen.getByRole('application', { name: /^Plot map of / });
  const selectedRow = () => plotsOfLayout().find(p => String(p.id) === map().getAttribute('data-selected'))!;
  const centre = (row: Readonly<Record<string, unknown>>) => centreOf(pointsOf(row.coordinates));
  /** The stage's view as the canvas probe gives it: where image point (0, 0) is, and the scale. */
  const view = () => ({ ...window.__plotMap!.toClient(0, 0)!, scale: window.__plotMap!.scale() });

  it('is reached by Tab; arrows select the nearest plot that way and announce it; Enter opens the status menu; + and - zoom; Shift pans; Escape leaves drawing', async () => {
    await openMap();
    const map = application();
    expect(map).toHaveAttribute('tabindex', '0');
    expect(map).toHaveAccessibleDescription(/Arrow keys select the nearest plot/);
    map.focus();
    expect(document.activeElement).toBe(map);

    // The first arrow selects the plot nearest the middle of the view, and says what it is.
    fireEvent.keyDown(map, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Selected plot' })).toHaveTextContent(/Plot \S+/));
    const first = selectedRow();
    expect(screen.getByTestId('map-announcer')).toHaveTextContent(`Selected: ${plotLabel(first)}`);

    // Then each arrow goes to a plot lying that way.
    fireEvent.keyDown(map, { key: 'ArrowRight' });
    await waitFor(() => expect(selectedRow().id).not.toBe(first.id));
    const second = selectedRow();
    expect(centre(second)[0]).toBeGreaterThan(centre(first)[0]);
    fireEvent.keyDown(map, { key: 'ArrowDown' });
    await waitFor(() => expect(selectedRow().id).not.toBe(second.id));
    expect(centre(selectedRow())[1]).toBeGreaterThan(centre(second)[1]);
    expect(screen.getByTestId('map-announcer')).toHaveTextContent(`Selected: ${plotLabel(selectedRow())}`);

    // + and - zoom in the spec's steps.
    fireEvent.keyDown(map, { key: '+' });
    expect(screen.getByTestId('plot-map').getAttribute('data-zoom')).toBe('1.5');
    fireEvent.keyDown(map, { key: '-' });
    expect(screen.getByTestId('plot-map').getAttribute('data-zoom')).toBe('1');

    // Shift with an arrow pans: the map moves left so that the view travels right.
    const before = view();
    fireEvent.keyDown(map, { key: 'ArrowRight', shiftKey: true });
    expect(view().x).toBeLessThan(before.x);
    expect(view().y).toBe(before.y);

    // Escape while drawing does what Cancel does.
    fireEvent.click(button('Add'));
    expect(screen.getByTestId('plot-map').getAttribute('data-mode')).toBe('create');
    fireEvent.keyDown(application(), { key: 'Escape' });
    expect(screen.getByTestId('plot-map').getAttribute('data-mode')).toBe('browse');

    // Enter: the info strip's status menu, with the statuses the plot can change to.
    fireEvent.keyDown(application(), { key: 'Enter' });
    expect(within(await screen.findByRole('menu')).getAllByRole('menuitem').length).toBeGreaterThan(0);
  });

  it('zooms with the wheel about the pointer, within the limits of the spec', async () => {
    await openMap();
    const content = application().querySelector('.konvajs-content')!;
    const pointer = { clientX: 240, clientY: 180 };
    const start = view();
    const under = [(pointer.clientX - start.x) / start.scale, (pointer.clientY - start.y) / start.scale];
    fireEvent.wheel(content, { deltaY: -100, ...pointer });
    await waitFor(() => expect(screen.getByTestId('plot-map').getAttribute('data-zoom')).toBe('1.5'));
    await waitFor(() => expect(view().scale).toBeCloseTo(start.scale * 1.5));
    const after = view();
    expect(after.x + under[0]! * after.scale).toBeCloseTo(pointer.clientX);
    expect(after.y + under[1]! * after.scale).toBeCloseTo(pointer.clientY);
    // A trackpad's small deltas add up; the limits hold (0.5 at the least).
    for (let i = 0; i < 12; i++) fireEvent.wheel(content, { deltaY: 25, ...pointer });
    await waitFor(() => expect(screen.getByTestId('plot-map').getAttribute('data-zoom')).toBe('0.5'));
  });

  it('lists the same plots for screen-reader users; choosing one selects it on the map', async () => {
    await openMap();
    fireEvent.click(button('List view'));
    const list = screen.getByRole('table', { name: 'Plots of this layout' });
    expect(within(list).getAllByRole('row')).toHaveLength(plotsOfLayout().length + 1);
    const plot = placed();
    fireEvent.click(within(list).getByRole('button', { name: plotLabel(plot) }));
    await waitFor(() => expect(map().getAttribute('data-selected')).toBe(String(plot.id)));
    expect(within(list).getByRole('button', { name: plotLabel(plot) })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button('Map view'));
    expect(application()).toBeInTheDocument();
    expect(screen.getByTestId('map-announcer')).toHaveTextContent(`Selected: ${plotLabel(plot)}`);
  });
});

describe('plot show map', () => {
  it('shows the plot highlighted on its layout, read-only', async () => {
    const plot = placed();
    await renderSignedIn('admin', `/1/plot/${plot.id}/show/map`);
    await waitFor(() => expect(map().getAttribute('data-ready')).toBe('true'));
    expect(map().getAttribute('data-selected')).toBe(String(plot.id));
    expect(map().getAttribute('data-zoom')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(map().getAttribute('data-zoom')).toBe('1.5');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(map().getAttribute('data-zoom')).toBe('0');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  });
});

describe("the layout page asks for the map's plots ahead (docs/performance.md, the plot map's first draw)", () => {
  const plotReads = (seen: ReturnType<typeof captureRequests>) =>
    seen.filter(r => r.method === 'GET' && r.path === `/1/layout/${LAYOUT}/plots`);

  it('once idle on the Summary tab; the Map tab then draws those plots without asking again', async () => {
    const seen = captureRequests();
    await renderSignedIn('admin', `/1/layout/${LAYOUT}/show`);
    await waitFor(() => expect(plotReads(seen)).toHaveLength(1));
    fireEvent.click(await screen.findByRole('tab', { name: 'Map' }));
    await waitFor(() => expect(map().getAttribute('data-ready')).toBe('true'));
    expect(Number(map().getAttribute('data-plots'))).toBe(plotsOfLayout().filter(p => pointsOf(p.coordinates).length >= 3).length);
    expect(plotReads(seen)).toHaveLength(1);
  });

  it('asks afresh when the plots asked ahead are older than 30 s, and not ahead while the Map tab is open', async () => {
    const seen = captureRequests();
    await renderSignedIn('admin', `/1/layout/${LAYOUT}/show`);
    await waitFor(() => expect(plotReads(seen)).toHaveLength(1));
    // 31 s after the plots were asked ahead (taken once they were: on a busy machine the page may
    // ask them more than a second after the render began).
    const asked = performance.now();
    const now = vi.spyOn(performance, 'now').mockImplementation(() => asked + 31_000);
    try {
      fireEvent.click(await screen.findByRole('tab', { name: 'Map' }));
      await waitFor(() => expect(plotReads(seen)).toHaveLength(2));
      await waitFor(() => expect(map().getAttribute('data-ready')).toBe('true'));
    } finally {
      now.mockRestore();
    }
    await new Promise(resolve => setTimeout(resolve, 400));
    expect(plotReads(seen)).toHaveLength(2);
  });
});
