/**
 * Live statuses (issue 38) and the map's parts (issue 40) in the real console against the demo
 * API: a status changed in the store appears on the layout map when the window regains focus,
 * marked, with the selection, the zoom and a half-typed plot number kept; the plot list marks a
 * row whose status changed under it; the map on a plot's page selects another plot as the
 * layout's does (its details and Detail link); every map shows the legend.
 */
import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '../../mocks/db';
import { pointsOf } from '../../src/features/plotMap/mapLogic';
import { STATUS_COLORS } from '../../src/features/plotStatus/colors';
import { renderSignedIn } from './helpers';

configure({ asyncUtilTimeout: 15000 });

const LAYOUT = 1;
const map = () => screen.getByTestId('plot-map');
const placedOfLayout = () => table('plot').filter(p => p.lid === LAYOUT && pointsOf(p.coordinates).length >= 3);
const button = (name: string) => within(screen.getByRole('toolbar', { name: 'Plot map' })).getByRole('button', { name });
const focusWindow = () => act(() => void window.dispatchEvent(new Event('focus')));

describe('live statuses on the layout map (issue 38)', () => {
  it('shows a status changed elsewhere on focus, marked, keeping the selection, the zoom and a half-typed number', async () => {
    await renderSignedIn('admin', `/1/layout/${LAYOUT}/show/map`);
    await waitFor(() => expect(map().getAttribute('data-ready')).toBe('true'));
    const [selected, other] = placedOfLayout().filter(p => p.status === 'Available');
    fireEvent.change(screen.getByLabelText(/^Plot number/), { target: { value: String(selected!.number) } });
    fireEvent.click(button('Find'));
    await waitFor(() => expect(map().getAttribute('data-selected')).toBe(String(selected!.id)));
    fireEvent.click(button('Zoom in'));
    fireEvent.change(screen.getByLabelText(/^Plot number/), { target: { value: '1' } });
    expect(window.__plotMap?.colorOf(other!.id)).toBe(STATUS_COLORS.Available);
    const view = window.__plotMap!.view();

    // Another tab changes a plot's status (the demo store is one for every tab).
    other!.status = 'Hold';
    focusWindow();
    await waitFor(() => expect(map().getAttribute('data-changed')).toBe(String(other!.id)));
    expect(window.__plotMap?.colorOf(other!.id)).toBe(STATUS_COLORS.Hold);
    expect(window.__plotMap?.changed()).toEqual([String(other!.id)]);
    expect(map().getAttribute('data-selected')).toBe(String(selected!.id));
    expect(map().getAttribute('data-zoom')).toBe('1.5');
    expect((screen.getByLabelText(/^Plot number/) as HTMLInputElement).value).toBe('1');
    expect(window.__plotMap!.view()).toEqual(view);
    expect(screen.getByRole('region', { name: 'Selected plot' })).toHaveTextContent(`Plot ${String(selected!.number)}`);

    // The list view marks it too.
    fireEvent.click(button('List view'));
    const list = screen.getByRole('table', { name: 'Plots of this layout' });
    const marked = list.querySelectorAll('tr[data-changed="true"]');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent(String(other!.number));
    expect(within(marked[0] as HTMLElement).getByText('changed')).toBeInTheDocument();
  });
});

describe('live statuses on the plot list (issue 38)', () => {
  it('reads its page again on focus and marks the row whose status changed', async () => {
    const plot = table('plot').find(p => p.organization_id === 1 && p.status === 'Available')!;
    await renderSignedIn('admin', `/1/plot?filter=${encodeURIComponent(JSON.stringify({ ids: [plot.id] }))}`);
    const row = await waitFor(() => {
      const found = document.querySelector('tbody tr');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await within(row).findByRole('button', { name: 'Available' });
    expect(row.querySelector('[data-changed="true"]')).toBeNull();
    plot.status = 'Hold';
    focusWindow();
    await waitFor(() => expect(document.querySelector('tbody tr [data-changed="true"]')).not.toBeNull());
    expect(within(document.querySelector('tbody tr') as HTMLElement).getByText('changed')).toBeInTheDocument();
  });
});

describe('the map on a plot page (issue 40)', () => {
  it('selects another plot as the layout map does, with its details, and shows the legend', async () => {
    const [plot] = placedOfLayout();
    await renderSignedIn('admin', `/1/plot/${plot!.id}/show/map`);
    await waitFor(() => expect(map().getAttribute('data-ready')).toBe('true'));
    expect(map().getAttribute('data-selected')).toBe(String(plot!.id));
    const legend = screen.getByRole('list', { name: 'Map legend' });
    expect(within(legend).getByText('Available')).toBeInTheDocument();
    expect(within(legend).getByText('Sold')).toBeInTheDocument();

    const application = screen.getByRole('application');
    application.focus();
    fireEvent.keyDown(application, { key: 'ArrowRight' });
    await waitFor(() => expect(map().getAttribute('data-selected')).not.toBe(String(plot!.id)));
    const chosen = table('plot').find(p => String(p.id) === map().getAttribute('data-selected'))!;
    const details = screen.getByRole('region', { name: 'Selected plot' });
    expect(details).toHaveTextContent(`Plot ${String(chosen.number)}`);
    expect(await within(details).findByRole('link', { name: 'Detail' })).toHaveAttribute('href', `/1/plot/${chosen.id}/show`);
  });
});
