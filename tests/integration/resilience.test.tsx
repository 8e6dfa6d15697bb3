/**
 * Issue 12 on the real console: timeouts bring Save back with the values kept.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { setTimeouts } from '../../src/api/config';
import { MSG_CONNECT } from '../../src/api/http';
import { captureRequests, renderSignedIn } from './helpers';

afterEach(() => setTimeouts({}));

describe('timeouts on a form', () => {
  it("a save that never answers gives up with 'Unable to connect server'; Save is usable again and the values stay", async () => {
    setTimeouts({ request: 400 });
    const { user } = await renderSignedIn('admin', '/1/documenttype/create');
    const name = await screen.findByLabelText(/Name/);
    await user.type(name, 'Title deed');
    server.use(http.post('*/api/v1/1/documenttype', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
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
