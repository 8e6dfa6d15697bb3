/**
 * The shared accessibility fixes in the real console (jsdom, msw/node): a list's title is its one
 * h1, its row checkboxes are named, and a row opens its record from the keyboard; the dashboard
 * keeps its own h1 alone.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderSignedIn, waitForPath } from './helpers';

describe('accessibility of the shell and the list building block', () => {
  it('a list: its title is the one h1, every row checkbox is named', async () => {
    await renderSignedIn('admin', '/1/documenttype');
    const rows = await screen.findAllByRole('checkbox', { name: 'Select this row' });
    expect(rows.length).toBeGreaterThan(0);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map(h => h.textContent)).toEqual(['Document Types']);
  });

  it('a row takes the focus (tabindex 0) and opens its record with Enter', async () => {
    const { user } = await renderSignedIn('staff', '/1/documenttype');
    const table = await screen.findByRole('table');
    const first = (await within(table).findAllByRole('row'))[1];
    first.focus();
    expect(first).toHaveAttribute('tabindex', '0');
    await user.keyboard('{Enter}');
    await waitForPath(/^\/1\/documenttype\/\d+$/);
  });

  it('the dashboard keeps its own h1, and only that one', async () => {
    await renderSignedIn('admin', '/1/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
