/**
 * The layout show GMap tab (/{orgid}/layout/{id}/show/gmap) in the real console against the demo
 * API, without a Google Maps key (the demo and the tests): a clear notice and the saved polygon's
 * points, no request to any outside host; after the polygon is saved (the demo API's savegooglemap),
 * the tab shows the new points.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../mocks/node';
import { table } from '../../mocks/db';
import { GEO_MESSAGES, formatCoordinate, parseGeo } from '../../src/features/geoMap/geoLogic';
import { createAccountApi } from '../../src/api/account';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { renderSignedIn } from './helpers';

configure({ asyncUtilTimeout: 10000 });

describe('layout GMap tab without a key', { timeout: 90_000 }, () => {
  it('shows the notice and the saved polygon of the layout, and calls no outside host', async () => {
    const outside: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (!request.url.startsWith('http://localhost')) outside.push(request.url);
    });
    const saved = parseGeo(table('layout').find(l => l.id === 1)!.geo);
    expect(saved.length).toBeGreaterThanOrEqual(3);
    await renderSignedIn('admin', '/1/layout/1/show/gmap');
    expect(await screen.findByText(GEO_MESSAGES.noKey)).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Saved polygon' });
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(saved.length);
    saved.forEach((p, i) => {
      expect(rows[i]).toHaveTextContent(`${i + 1}${formatCoordinate(p.lat)}${formatCoordinate(p.lng)}`);
    });
    expect(document.querySelector('script[src*="googleapis"]')).toBeNull();
    expect(outside).toEqual([]);
  });

  it('shows the polygon saved through savegooglemap', async () => {
    const path = [
      { lat: 12.81, lng: 80.21 },
      { lat: 12.82, lng: 80.23 },
      { lat: 12.8, lng: 80.24 },
      { lat: 12.79, lng: 80.22 },
    ];
    const { token } = await createAccountApi().login('admin', 'admin');
    const dataProvider = createDataProvider(createHttpClient({ orgid: '1', getToken: () => token }));
    await dataProvider.saveGoogleMap('layout', 2, path);
    expect(table('layout').find(l => l.id === 2)!.geo).toEqual(path);
    await renderSignedIn('admin', '/1/layout/2/show/gmap');
    const grid = await screen.findByRole('table', { name: 'Saved polygon' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(5));
    expect(within(grid).getAllByRole('row')[4]).toHaveTextContent('412.79000080.220000');
  });
});
