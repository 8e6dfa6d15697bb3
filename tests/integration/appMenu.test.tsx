/**
 * The menu of issue 40: the day's work first, the type and category lists under a Settings group
 * that starts collapsed and is remembered per user, exactly one entry current for the page shown.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const sidebar = () => document.querySelector('.RaSidebar-fixed') as HTMLElement;
const ready = () => waitFor(() => expect(sidebar()).not.toBeNull());
const entries = () => within(sidebar()).getAllByRole('menuitem');
const current = () => Array.from(sidebar().querySelectorAll('[aria-current="page"]')).map(e => e.textContent);

describe('the menu (issue 40)', { timeout: 90_000 }, () => {
  it('daily work comes first, and exactly one entry is current: Customer Interests is not Customers', async () => {
    await renderSignedIn('admin', '/1/customerinterest');
    await ready();
    await waitFor(() => expect(within(sidebar()).getByRole('menuitem', { name: 'Customer Interests' })).toBeInTheDocument());
    expect(
      entries()
        .slice(0, 10)
        .map(e => e.textContent),
    ).toEqual([
      'Dashboard',
      'Plots',
      'Booked Plots',
      'Plot Sales',
      'Plot EMI',
      'EMI Dues',
      'Customers',
      'Customer Interests',
      'Reminders',
      'Call History',
    ]);
    await waitFor(() => expect(current()).toEqual(['Customer Interests']));
    expect(sidebar().querySelectorAll('.RaMenuItemLink-active')).toHaveLength(1);
  });

  it('Settings starts collapsed, opens on a click and is remembered, open or closed, when the console is drawn again', async () => {
    const { user } = await renderSignedIn('admin', '/1/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await ready();
    const toggle = await within(sidebar()).findByRole('menuitem', { name: 'Settings' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(sidebar()).queryByRole('menuitem', { name: 'Document Types' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(sidebar()).getByRole('menuitem', { name: 'Lead Sources' }));
    await waitFor(() => expect(window.location.pathname).toBe('/1/source'));
    await waitFor(() => expect(current()).toEqual(['Lead Sources']));

    // Drawn again (a reload): still open for admin.
    cleanup();
    await renderSignedIn('admin', '/1/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await ready();
    expect(await within(sidebar()).findByRole('menuitem', { name: 'Document Types' })).toBeInTheDocument();
    await user.click(within(sidebar()).getByRole('menuitem', { name: 'Settings' }));
    expect(within(sidebar()).queryByRole('menuitem', { name: 'Document Types' })).not.toBeInTheDocument();
    cleanup();
    await renderSignedIn('admin', '/1/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await ready();
    await within(sidebar()).findByRole('menuitem', { name: 'Settings' });
    expect(within(sidebar()).queryByRole('menuitem', { name: 'Document Types' })).not.toBeInTheDocument();
  });

  it('a page of Settings opens the group to show its entry as the current one', async () => {
    await renderSignedIn('admin', '/1/documenttype');
    await ready();
    await waitFor(() => expect(current()).toEqual(['Document Types']));
    expect(within(sidebar()).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('aria-expanded', 'true');
  });
});
