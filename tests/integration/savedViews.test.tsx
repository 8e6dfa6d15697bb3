/**
 * Saved views on every list (issue 19) in the real console against the demo API: the list's
 * filters, sort, page size and hidden columns saved under a name (POST savedview), offered as a
 * chip that restores them in one click, still there after signing out and in again, the user's
 * own (another user does not see them), deleted after a confirmation; the name's rule; and the
 * browser fallback, labelled, when the API does not offer the call.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { table } from '../../mocks/db';
import { VIEW_MESSAGES } from '../../src/api/savedViewLogic';
import { captureRequests, renderSignedIn } from './helpers';

configure({ asyncUtilTimeout: 15000 });

const bar = () => screen.getByRole('region', { name: 'Saved views' });
const params = () => new URLSearchParams(window.location.search);
const headers = () => Array.from(document.querySelectorAll('thead th')).map(th => th.textContent?.trim() ?? '');
const FILTERED = `/1/project?${new URLSearchParams({ filter: JSON.stringify({ q: 'Daga' }), sort: 'name', order: 'ASC', perPage: '10', page: '1' })}`;

const saveView = async (title: string) => {
  fireEvent.click(within(bar()).getByRole('button', { name: 'Save view' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save view' });
  fireEvent.change(within(dialog).getByLabelText(/View name/), { target: { value: title } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
};

const hideColumn = async (label: string) => {
  fireEvent.click(within(bar()).getByRole('button', { name: 'Columns' }));
  const toggle = await screen.findByRole('switch', { name: label }).catch(() => screen.findByRole('checkbox', { name: label }));
  fireEvent.click(toggle);
  await waitFor(() => expect(headers()).not.toContain(label));
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
};

describe('saved views on every list', () => {
  it('saves filters, sort, page size and hidden columns; a click restores them; they outlive signing out; they are the user’s own', async () => {
    await renderSignedIn('admin', FILTERED);
    await waitFor(() => expect(headers()).toContain('Location'));
    await hideColumn('Location');
    const seen = captureRequests();
    const dialog = await saveView('Daga by name');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByText(VIEW_MESSAGES.saved)).toBeInTheDocument();
    const post = seen.find(r => r.method === 'POST' && r.path === '/1/savedview')!;
    await waitFor(() => expect(post.form).not.toBeNull());
    expect(post.form!.resource).toBe('project');
    expect(JSON.parse(post.form!.view!)).toEqual({
      filter: { q: 'Daga' },
      sort: { field: 'name', order: 'ASC' },
      perPage: 10,
      hiddenColumns: ['location'],
    });
    expect(within(bar()).getByRole('button', { name: 'Daga by name' })).toHaveAttribute('aria-pressed', 'true');

    // Signed out and in again, on the bare list: the view is there and restores everything.
    cleanup();
    localStorage.clear();
    await renderSignedIn('admin', '/1/project');
    const chip = await within(await screen.findByRole('region', { name: 'Saved views' })).findByRole('button', { name: 'Daga by name' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(headers()).toContain('Location'));
    fireEvent.click(chip);
    await waitFor(() => expect(JSON.parse(params().get('filter') ?? '{}')).toEqual({ q: 'Daga' }));
    await waitFor(() => expect([params().get('sort'), params().get('order'), params().get('perPage')]).toEqual(['name', 'ASC', '10']));
    await waitFor(() => expect(headers()).not.toContain('Location'));
    await waitFor(() => expect(within(bar()).getByRole('button', { name: 'Daga by name' })).toHaveAttribute('aria-pressed', 'true'));

    // Another user of the organization does not see it.
    cleanup();
    localStorage.clear();
    await renderSignedIn('staff', '/1/project');
    await screen.findByRole('region', { name: 'Saved views' });
    await waitFor(() => expect(within(bar()).getByRole('button', { name: 'Save view' })).toBeInTheDocument());
    expect(within(bar()).queryByRole('button', { name: 'Daga by name' })).not.toBeInTheDocument();
  });

  it('asks for a name; deletes a view after a confirmation', async () => {
    const admin = 1;
    table('savedview').push({
      id: 9001,
      organization_id: 1,
      user_id: admin,
      resource: 'plot',
      title: 'Corner plots',
      view: JSON.stringify({ filter: { is_corner: '1' }, sort: { field: 'number', order: 'ASC' }, perPage: 25 }),
      created_at: '2026-11-01T00:00:00.000Z',
    });
    await renderSignedIn('admin', '/1/plot');
    const chip = await within(await screen.findByRole('region', { name: 'Saved views' })).findByRole('button', { name: 'Corner plots' });

    const dialog = await saveView('   ');
    expect(await within(dialog).findByText(VIEW_MESSAGES.titleRequired)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // The chip's delete by keyboard (MUI deletes on the key's release).
    fireEvent.keyDown(chip, { key: 'Delete' });
    fireEvent.keyUp(chip, { key: 'Delete' });
    const confirm = await screen.findByRole('dialog', { name: 'Delete view' });
    const seen = captureRequests();
    fireEvent.click(within(confirm).getByRole('button', { name: /Confirm/i }));
    await waitFor(() => expect(within(bar()).queryByRole('button', { name: 'Corner plots' })).not.toBeInTheDocument());
    expect(seen.filter(r => r.method === 'DELETE').map(r => r.path)).toEqual(['/1/savedview/9001']);
    expect(table('savedview').some(r => r.id === 9001)).toBe(false);
  });

  it('keeps views in this browser, and says so, where the API has no saved views', async () => {
    server.use(
      http.get('*/api/v1/:orgid/savedview', () => HttpResponse.json({ status: false, message: 'Not found', data: null }, { status: 404 })),
      http.post('*/api/v1/:orgid/savedview', () => HttpResponse.json({ status: false, message: 'Not found', data: null }, { status: 404 })),
    );
    await renderSignedIn('admin', FILTERED);
    expect(
      await within(await screen.findByRole('region', { name: 'Saved views' })).findByText(VIEW_MESSAGES.browserOnly),
    ).toBeInTheDocument();
    const dialog = await saveView('Mine here');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(within(bar()).getByRole('button', { name: 'Mine here' })).toBeInTheDocument();
    const stored = Object.keys(localStorage).find(k => k.startsWith('plots-console.views.') && k.endsWith('.1.project'))!;
    expect(JSON.parse(localStorage.getItem(stored)!)[0]).toMatchObject({
      title: 'Mine here',
      view: { filter: { q: 'Daga' }, perPage: 10 },
    });
  });
});
