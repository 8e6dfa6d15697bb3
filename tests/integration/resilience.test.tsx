/**
 * Issue 12 on the real console: timeouts bring Save back with the values kept.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { setTimeouts } from '../timeouts';
import { MSG_CONNECT } from '../../src/api/http';
import { within } from '@testing-library/react';
import { db, table } from '../../mocks/db';
import { presentPlot } from '../../mocks/handlers/plots';
import { MSG_PROCESS } from '../../src/api/http';
import { permissionsInvalidMessage } from '../../src/api/permissions';
import { bodyRows, captureRequests, renderApp, renderSignedIn, waitForPath } from './helpers';

afterEach(() => setTimeouts({}));

describe('timeouts on a form', () => {
  it("a save that never answers gives up with 'Unable to connect server'; Save is usable again and the values stay", async () => {
    setTimeouts({ request: 400 });
    const { user } = await renderSignedIn('admin', '/1/documenttype/create');
    const name = await screen.findByLabelText(/Name/);
    await user.type(name, 'Title deed');
    server.use(
      http.post('*/api/v1/1/documenttype', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const seen = captureRequests();
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await screen.findByText(MSG_CONNECT)).toBeInTheDocument();
    expect(seen.filter(r => r.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.getByLabelText(/Name/)).toHaveValue('Title deed');
    expect(window.location.pathname).toBe('/1/documenttype/create');
  });
});

describe('malformed answers on the real console', () => {
  it('a plot list with null rows, rows without an id and statuses named like prototype keys shows the good rows', async () => {
    const plots = table('plot')
      .filter(p => p.organization_id === 1)
      .slice(0, 3)
      .map(presentPlot);
    const rows = [
      null,
      { ...plots[0], status: 'constructor' },
      { number: 'no id', status: 'Available' },
      'garbage',
      { ...plots[1], status: 'toString' },
      { ...plots[2], status: '__proto__' },
    ];
    server.use(
      http.get('*/api/v1/1/plot', () =>
        HttpResponse.json({ status: true, message: '', data: { data: rows, total: rows.length }, errors: null }),
      ),
    );
    await renderSignedIn('admin', '/1/plot');
    await waitFor(() => expect(document.querySelectorAll('[data-status="constructor"]').length).toBeGreaterThan(0));
    expect(bodyRows()).toHaveLength(3);
    for (const name of ['constructor', 'toString', '__proto__']) {
      const chip = document.querySelector(`[data-status="${name}"]`) as HTMLElement;
      expect(chip).toHaveTextContent(name);
      // A plain chip: no menu for a status the console does not know.
      expect(chip.tagName).not.toBe('BUTTON');
    }
    expect(screen.queryByText('Application error')).not.toBeInTheDocument();
    expect(screen.queryByText('no id')).not.toBeInTheDocument();
  });

  it.each([
    [
      'an HTML page with 500',
      () => new HttpResponse('<html><body>Internal Server Error</body></html>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
    ],
    ['an empty body', () => new HttpResponse('', { status: 200 })],
    ['a string status', () => HttpResponse.json({ status: 'true', message: '', data: [], errors: null })],
  ])('a list answered with %s says so and does not crash', async (_, answer) => {
    server.use(http.get('*/api/v1/1/documenttype', answer));
    await renderSignedIn('admin', '/1/documenttype');
    expect(await screen.findByText(MSG_PROCESS)).toBeInTheDocument();
    expect(screen.queryByText('Application error')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Document Types' })).toBeInTheDocument();
  });

  it.each([
    ['a string', 'siteuser.view'],
    ['null', null],
  ])('permissions given as %s at sign-in grant nothing, and the console says so', async (_, permissions) => {
    const account = db().accounts.find(a => a.username === 'staff')!;
    account.organizations[0]!.permissions = permissions as never;
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Username/), 'staff');
    await user.type(screen.getByLabelText(/Password/), 'staff');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitForPath('/1/dashboard');
    expect(await screen.findByText(permissionsInvalidMessage('Daga Estates'))).toBeInTheDocument();
    const sidebar = document.querySelector('.RaSidebar-fixed') as HTMLElement;
    expect(within(sidebar).queryByRole('menuitem', { name: 'Users' })).not.toBeInTheDocument();
    expect(within(sidebar).queryByRole('menuitem', { name: 'Plots' })).not.toBeInTheDocument();
  });
});
