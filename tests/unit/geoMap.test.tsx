/**
 * The Google-maps polygon editor (spec 1 "Plot map editor": GMap tab with a search box, a fixed
 * default centre, zoom 13, 600 px high; §7 POST {save_link}/{itemid}/savegooglemap with path as
 * JSON text, itemid, save_link; §8 'Unable to save mapping data'): the pure helpers, the typed
 * call, the demo API's handler and the save hook (the map itself needs Google's network).
 */
import { describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { http as mswHttp, HttpResponse } from 'msw';
import { CoreAdminContext, useNotificationContext } from 'ra-core';
import { server } from '../../mocks/node';
import { table } from '../../mocks/db';
import { createAccountApi } from '../../src/api/account';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { toFormData } from '../../src/api/formData';
import {
  DEFAULT_CENTER,
  GEO_HEIGHT,
  GEO_MESSAGES,
  GEO_ZOOM,
  canSavePath,
  centreOf,
  formatCoordinate,
  mapsApiKey,
  parseGeo,
  parsePoint,
  pathToJson,
} from '../../src/features/geoMap/geoLogic';
import { useGeoSave } from '../../src/features/geoMap/useGeoSave';
import { GeoPolygonEditor } from '../../src/features/geoMap';
import GoogleGeoEditor from '../../src/features/geoMap/GoogleGeoEditor';

// The real loader would add Google's script; here it reports what the browser reports offline.
const loader = vi.hoisted(() => ({ state: { isLoaded: false, loadError: undefined as Error | undefined } }));
vi.mock('@react-google-maps/api', async importOriginal => ({
  ...(await importOriginal<object>()),
  useJsApiLoader: () => loader.state,
}));

const A = { lat: 12.9, lng: 80.1 };
const B = { lat: 12.91, lng: 80.12 };
const C = { lat: 12.92, lng: 80.1 };

describe('constants (spec 1 §3: zoom 13, 600 px high, a fixed default centre)', () => {
  it.each([
    ['zoom', GEO_ZOOM, 13],
    ['height', GEO_HEIGHT, 600],
    ['default centre', DEFAULT_CENTER, { lat: 12.2252841, lng: 79.0746957 }],
    ['failure message (spec 1 §8)', GEO_MESSAGES.saveFailed, 'Unable to save mapping data'],
  ])('%s', (_, actual, expected) => expect(actual).toEqual(expected));
});

describe('parsePoint', () => {
  it.each<[string, unknown, unknown]>([
    ['{lat, lng}', { lat: 12.5, lng: 80 }, { lat: 12.5, lng: 80 }],
    ['numeric text', { lat: '12.5', lng: '80.25' }, { lat: 12.5, lng: 80.25 }],
    ['{latitude, longitude}', { latitude: 1, longitude: 2 }, { lat: 1, lng: 2 }],
    ['[lat, lng]', [3, 4], { lat: 3, lng: 4 }],
    ['missing lng', { lat: 1 }, undefined],
    ['not a number', { lat: 'x', lng: 2 }, undefined],
    ['latitude out of range', { lat: 91, lng: 2 }, undefined],
    ['longitude out of range', { lat: 1, lng: 181 }, undefined],
    ['null', null, undefined],
  ])('%s', (_, input, expected) => expect(parsePoint(input)).toEqual(expected));
});

describe('parseGeo: the saved polygon in each shape it may be stored in', () => {
  it.each<[string, unknown, unknown]>([
    ['a list of {lat, lng}', [A, B, C], [A, B, C]],
    ['JSON text (what savegooglemap sends)', JSON.stringify([A, B, C]), [A, B, C]],
    ['JSON text of JSON text', JSON.stringify(JSON.stringify([A, B, C])), [A, B, C]],
    ['an object with path', { path: [A, B, C] }, [A, B, C]],
    [
      'pairs [lat, lng]',
      [
        [A.lat, A.lng],
        [B.lat, B.lng],
        [C.lat, C.lng],
      ],
      [A, B, C],
    ],
    ['a closed ring (first point repeated at the end)', [A, B, C, A], [A, B, C]],
    ['unreadable points left out', [A, { lat: 'x' }, B, null, C], [A, B, C]],
    ['null', null, []],
    ['undefined', undefined, []],
    ['empty text', '', []],
    ['broken JSON', '[{"lat":1', []],
    ['a number', 5, []],
  ])('%s', (_, input, expected) => expect(parseGeo(input)).toEqual(expected));
});

describe('pathToJson, canSavePath, centreOf, formatCoordinate, mapsApiKey', () => {
  it('path as JSON text of {lat, lng} (extra keys dropped)', () => {
    expect(pathToJson([{ ...A, extra: 1 } as typeof A, B])).toBe('[{"lat":12.9,"lng":80.1},{"lat":12.91,"lng":80.12}]');
    expect(parseGeo(pathToJson([A, B, C]))).toEqual([A, B, C]);
  });

  it.each([
    [[], false],
    [[A], false],
    [[A, B], false],
    [[A, B, C], true],
  ])('a polygon of %j can be saved: %s', (path, expected) => expect(canSavePath(path)).toBe(expected));

  it('opens on the middle of the polygon, or on the default centre without one', () => {
    expect(centreOf([])).toEqual(DEFAULT_CENTER);
    const c = centreOf([A, B, C]);
    expect(c.lat).toBeCloseTo(12.91, 6);
    expect(c.lng).toBeCloseTo(80.11, 6);
  });

  it('shows 6 decimals', () => expect(formatCoordinate(12.2252841)).toBe('12.225284'));

  it.each<[Record<string, unknown>, string | undefined]>([
    [{}, undefined],
    [{ VITE_GOOGLE_MAPS_API_KEY: '' }, undefined],
    [{ VITE_GOOGLE_MAPS_API_KEY: '   ' }, undefined],
    [{ VITE_GOOGLE_MAPS_API_KEY: ' AIzaKey ' }, 'AIzaKey'],
  ])('key from %j', (env, expected) => expect(mapsApiKey(env)).toBe(expected));

  it('the tests run without a key (no request to Google)', () => expect(mapsApiKey()).toBeUndefined());
});

describe('saveGoogleMap (typed call)', () => {
  it('POSTs {save_link}/{itemid}/savegooglemap with path (JSON text), itemid, save_link', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: true, message: 'Saved.', data: null, errors: null }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const http = createHttpClient({
      orgid: '1',
      getToken: () => 't',
      apiUrl: () => 'http://api.test/api/v1',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const result = await createDataProvider(http).saveGoogleMap('purchasedland', 7, [A, B, C]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/v1/1/purchasedland/7/savegooglemap');
    expect(init.method).toBe('POST');
    expect(Object.fromEntries((init.body as FormData).entries())).toEqual({
      path: pathToJson([A, B, C]),
      itemid: '7',
      save_link: 'purchasedland',
    });
    expect(result.message).toBe('Saved.');
  });
});

const ROOT = 'http://localhost/api/v1';
const tokenOf = async (username: string) => (await createAccountApi().login(username, username)).token;
const post = (token: string, path: string, values: Record<string, unknown>) =>
  fetch(`${ROOT}/${path}`, {
    method: 'POST',
    body: toFormData(values),
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, 'X-Organization-Id': '1' },
  });

describe('demo API: POST {orgid}/{save_link}/{itemid}/savegooglemap', () => {
  it('stores the path as the layout geo and answers a message', async () => {
    const token = await tokenOf('admin');
    const response = await post(token, '1/layout/3/savegooglemap', { path: pathToJson([A, B, C]), itemid: 3, save_link: 'layout' });
    const body = await response.json();
    expect(body).toMatchObject({ status: true, message: 'Map data saved successfully.' });
    expect(table('layout').find(l => l.id === 3)!.geo).toEqual([A, B, C]);
  });

  it.each([
    ['fewer than 3 points', { path: pathToJson([A, B]), itemid: 3 }, 422],
    ['a path that is not JSON', { path: 'nope', itemid: 3 }, 422],
    ['another item id', { path: pathToJson([A, B, C]), itemid: 4 }, 422],
  ])('refuses %s', async (_, values, status) => {
    const token = await tokenOf('admin');
    const before = structuredClone(table('layout').find(l => l.id === 3)!.geo);
    const response = await post(token, '1/layout/3/savegooglemap', { ...values, save_link: 'layout' });
    expect(response.status).toBe(status);
    expect((await response.json()).status).toBe(false);
    expect(table('layout').find(l => l.id === 3)!.geo).toEqual(before);
  });

  it('needs the update permission of the owner (layouts: project.update)', async () => {
    const token = await tokenOf('staff');
    const response = await post(token, '1/layout/3/savegooglemap', { path: pathToJson([A, B, C]), itemid: 3, save_link: 'layout' });
    expect(response.status).toBe(403);
  });

  it('answers 404 for another organization’s layout', async () => {
    const token = await tokenOf('admin');
    const other = table('layout').find(l => l.organization_id === 2)!;
    const response = await post(token, `1/layout/${other.id}/savegooglemap`, {
      path: pathToJson([A, B, C]),
      itemid: other.id,
      save_link: 'layout',
    });
    expect(response.status).toBe(404);
  });
});

/** The hook inside react-admin's core context, on the real data provider against the demo API. */
const withAdmin = async () => {
  const session = await createAccountApi().login('admin', 'admin');
  const dataProvider = createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
  const notes: Array<{ message: string; type?: string }> = [];
  const Spy = () => {
    const { notifications } = useNotificationContext();
    notes.splice(0, notes.length, ...notifications.map(n => ({ message: String(n.message), type: n.type })));
    return null;
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext dataProvider={dataProvider}>
      <Spy />
      {children}
    </CoreAdminContext>
  );
  return { wrapper, notes };
};

describe('useGeoSave', () => {
  it('saves, shows the server message and calls onSaved (the caller reloads)', async () => {
    const { wrapper, notes } = await withAdmin();
    const onSaved = vi.fn();
    const { result } = renderHook(() => useGeoSave({ saveLink: 'layout', itemId: 5, onSaved }), { wrapper });
    let saved = false;
    await act(async () => {
      saved = await result.current.save([A, B, C]);
    });
    expect(saved).toBe(true);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(table('layout').find(l => l.id === 5)!.geo).toEqual([A, B, C]);
    await waitFor(() => expect(notes).toContainEqual({ message: 'Map data saved successfully.', type: 'info' }));
  });

  it("shows 'Unable to save mapping data' on failure, does not call onSaved and changes nothing", async () => {
    server.use(
      mswHttp.post('*/api/v1/:orgid/layout/:id/savegooglemap', () =>
        HttpResponse.json({ status: false, message: 'Server down', data: null, errors: null }, { status: 500 }),
      ),
    );
    const { wrapper, notes } = await withAdmin();
    const onSaved = vi.fn();
    const before = structuredClone(table('layout').find(l => l.id === 5)!.geo);
    const { result } = renderHook(() => useGeoSave({ saveLink: 'layout', itemId: 5, onSaved }), { wrapper });
    let saved = true;
    await act(async () => {
      saved = await result.current.save([A, B, C]);
    });
    expect(saved).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
    expect(table('layout').find(l => l.id === 5)!.geo).toEqual(before);
    await waitFor(() => expect(notes).toContainEqual({ message: 'Unable to save mapping data', type: 'warning' }));
  });

  it('refuses a polygon under 3 points without calling the API, and a second save while one is pending', async () => {
    const { wrapper } = await withAdmin();
    let calls = 0;
    let release!: () => void;
    server.use(
      mswHttp.post('*/api/v1/:orgid/layout/:id/savegooglemap', async () => {
        calls += 1;
        await new Promise<void>(r => (release = r));
        return HttpResponse.json({ status: true, message: 'ok', data: null, errors: null });
      }),
    );
    const { result } = renderHook(() => useGeoSave({ saveLink: 'layout', itemId: 5 }), { wrapper });
    expect(await result.current.save([A, B])).toBe(false);
    expect(calls).toBe(0);
    let first!: Promise<boolean>;
    act(() => {
      first = result.current.save([A, B, C]);
    });
    await waitFor(() => expect(result.current.saving).toBe(true));
    expect(await result.current.save([A, B, C])).toBe(false);
    await waitFor(() => expect(calls).toBe(1));
    await act(async () => {
      release();
      await first;
    });
    expect(calls).toBe(1);
    expect(result.current.saving).toBe(false);
  });
});

describe('GeoPolygonEditor without a key', () => {
  it('shows the notice and the saved polygon’s points, and loads nothing from Google', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    render(<GeoPolygonEditor geo={JSON.stringify([A, B, C])} saveLink="purchasedland" itemId={1} />);
    expect(screen.getByText(GEO_MESSAGES.noKey)).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('112.90000080.100000');
    expect(rows[3]).toHaveTextContent('312.92000080.100000');
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
    expect(requests.filter(u => !u.startsWith('http://localhost'))).toEqual([]);
  });

  it("says 'No polygon saved yet.' without one", () => {
    render(<GeoPolygonEditor geo={null} saveLink="layout" itemId={1} />);
    expect(screen.getByText(GEO_MESSAGES.noKey)).toBeInTheDocument();
    expect(screen.getByText('No polygon saved yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('GoogleGeoEditor with a key', () => {
  it('falls back to the notice and the points when Google’s script cannot be loaded (offline)', async () => {
    loader.state = { isLoaded: false, loadError: new Error('Failed to load Google Maps script') };
    const { wrapper } = await withAdmin();
    render(<GoogleGeoEditor apiKey="k" saved={[A, B, C]} saveLink="layout" itemId={1} />, { wrapper });
    expect(await screen.findByText(GEO_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('shows a progress indicator while the script loads', async () => {
    loader.state = { isLoaded: false, loadError: undefined };
    const { wrapper } = await withAdmin();
    render(<GoogleGeoEditor apiKey="k" saved={[A, B, C]} saveLink="layout" itemId={1} />, { wrapper });
    expect(await screen.findByRole('progressbar', { name: 'Loading the map' })).toBeInTheDocument();
  });

  it('falls back when Google refuses the key (gm_authFailure)', async () => {
    loader.state = { isLoaded: false, loadError: undefined };
    const { wrapper } = await withAdmin();
    render(<GoogleGeoEditor apiKey="k" saved={[A, B, C]} saveLink="layout" itemId={1} />, { wrapper });
    await screen.findByRole('progressbar', { name: 'Loading the map' });
    act(() => window.gm_authFailure?.());
    expect(await screen.findByText(GEO_MESSAGES.loadFailed)).toBeInTheDocument();
  });
});
