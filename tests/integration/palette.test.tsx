/**
 * The command palette in the real console against the demo API (issue 19): Ctrl+K and `/` open it
 * (not `/` typed in a field), it goes to pages by name, finds records across resources as the text
 * is typed (one search per resource, the stale one cancelled), opens a record with Enter, keeps it
 * among the recent records, and follows the member's permissions.
 */
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '../../mocks/db';
import { captureRequests, renderSignedIn, setPermissions, waitForPath } from './helpers';

configure({ asyncUtilTimeout: 15000 });

const box = () => screen.getByRole('combobox', { name: 'Search records or go to a page' });
const options = () => within(screen.getByRole('listbox', { name: 'Results' })).queryAllByRole('option');
const activeOption = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '');
/** The q of a request. */
const qOf = (r: { search: string }) => new URLSearchParams(r.search).get('q');
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

/** A plot of organization 1 whose number no other plot's number contains. */
const uniquePlot = () => {
  const plots = table('plot').filter(p => p.organization_id === 1);
  return plots.find(p => plots.filter(o => String(o.number).includes(String(p.number))).length === 1)!;
};

describe('command palette', () => {
  it('opens with Ctrl+K, finds a plot by number, opens it with Enter, and lists it among the recent records', async () => {
    await renderSignedIn('admin', '/1/dashboard');
    await screen.findByRole('button', { name: 'Open command palette' });
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(box()));
    expect(box()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);

    const plot = uniquePlot();
    const seen = captureRequests();
    type(String(plot.number));
    // Named by its number, told apart by its layout, beside the resource's name.
    const text = `Plot ${String(plot.number)} · ${String(table('layout').find(l => l.id === plot.lid)!.name)}Plots`;
    await waitFor(() => expect(options().map(o => o.textContent)).toContain(text));
    const option = options().find(o => o.textContent === text)!;
    // One search per searchable resource, with the text as q (the demo API's list query).
    const searches = seen.filter(r => r.method === 'GET' && qOf(r) === String(plot.number));
    expect(searches.map(r => r.path.split('/').pop()).sort()).toEqual([
      'customer',
      'customerinterest',
      'layout',
      'listing',
      'plot',
      'plotbook',
      'project',
      'purchasedland',
      'user',
    ]);

    // Arrows move the active option (announced through aria-activedescendant); Enter opens it.
    const index = options().indexOf(option);
    for (let i = 0; i < index; i++) fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(activeOption()).toBe(option);
    expect(option).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitForPath(`/1/plot/${plot.id}/show`);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument());

    // Empty box: the recent records, this plot first.
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    await screen.findByRole('dialog', { name: 'Command palette' });
    expect(screen.getByRole('status')).toHaveTextContent('Recent records');
    expect(options()[0]).toHaveTextContent(`Plot ${String(plot.number)}`);
  });

  it('`/` opens it outside a field only; a page is reached by its name; a text typed on cancels the search before', async () => {
    await renderSignedIn('admin', '/1/plot');
    const search = await screen.findByRole('button', { name: 'Open command palette' });
    const field = document.createElement('input');
    document.body.appendChild(field);
    fireEvent.keyDown(field, { key: '/' });
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
    field.remove();
    fireEvent.keyDown(document.body, { key: '/' });
    await screen.findByRole('dialog', { name: 'Command palette' });

    type('pro');
    type('proj');
    // Commands match at once; the records after the pause, for the last text only.
    expect(options()[0]).toHaveTextContent(/^Projects\s*Go to$/);
    const seen = captureRequests();
    // One search per searchable resource (customer, customerinterest, layout, plot, plotbook, project, user).
    await waitFor(() => expect(seen.filter(r => qOf(r) === 'proj')).toHaveLength(9));
    await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('Searching'));
    expect(seen.filter(r => qOf(r) === 'pro')).toEqual([]);
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitForPath('/1/project');
    expect(search).toBeInTheDocument();
  });

  it('follows the permissions: no page, create or record the member may not open', async () => {
    setPermissions('staff', ['plot.view']);
    await renderSignedIn('staff', '/1/plot');
    fireEvent.click(await screen.findByRole('button', { name: 'Open command palette' }));
    await screen.findByRole('dialog', { name: 'Command palette' });
    const seen = captureRequests();
    type('p');
    await waitFor(() => expect(seen.filter(r => qOf(r) === 'p')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('Searching'));
    const labels = options().map(o => o.textContent);
    expect(labels.some(l => /^Projects/.test(l ?? ''))).toBe(false);
    expect(labels.some(l => /^New Plot/.test(l ?? ''))).toBe(false);
    expect(labels.some(l => /^Plots/.test(l ?? ''))).toBe(true);
    // Only the plots are searched.
    expect(seen.filter(r => qOf(r) === 'p').map(r => r.path.split('/').pop())).toEqual(['plot']);
  });
});
