/**
 * The tables of a record's tabs when they have no rows (issue 40, "An empty list without a filter
 * does not offer 'Clear filters'"): each says there is nothing, in its own words, and offers no
 * Clear filters — also where the tab reads its rows with a fixed filter of its own (a customer's
 * Blocked plots, its notes), which react-admin's default empty took for the user's. A filter the
 * user chose (a plot's status history) is cleared by Clear filters, the choice above the table too.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { table, type Row } from '../../mocks/db';
import { HISTORY_TABLE, PLAN_TABLE } from '../../mocks/seed/plotEmi';
import { INSTALMENT_TABLE, SALE_STATUS_TABLE } from '../../mocks/seed/plotSales';
import { bodyRows, renderSignedIn } from './helpers';

// The first page of a worker loads the console's code: slow on a busy machine.
configure({ asyncUtilTimeout: 20000 });

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);
const without = (rows: Row[], taken: Iterable<unknown>) => {
  const used = new Set([...taken].map(String));
  return rows.find(r => !used.has(String(r.id)))!;
};
const noClearFilters = () => expect(screen.queryByRole('button', { name: /clear filters/i })).not.toBeInTheDocument();

describe('an empty table of a record tab', () => {
  it("a sale's Instalment and Sales Status tabs say there is none, without Clear filters", async () => {
    const sale = without(org1('plotsale'), [
      ...table(INSTALMENT_TABLE).map(i => i.plot_sale_id),
      ...table(SALE_STATUS_TABLE).map(s => s.sold_plot_id),
    ]);
    const { unmount } = await renderSignedIn('admin', `/1/plotsale/${sale.id}/show/instalment`);
    expect(await screen.findByText('No instalments yet.')).toHaveAttribute('role', 'status');
    noClearFilters();
    unmount();
    await renderSignedIn('admin', `/1/plotsale/${sale.id}/show/salesstatus`);
    expect(await screen.findByText('No sale status yet.')).toHaveAttribute('role', 'status');
    noClearFilters();
  });

  it("an EMI plan's history says none is recorded, without Clear filters", async () => {
    const plan = without(
      org1(PLAN_TABLE),
      table(HISTORY_TABLE).map(i => i.emi_id),
    );
    await renderSignedIn('admin', `/1/plotemi/${plan.id}/show/emihistory`);
    expect(await screen.findByText('No EMI has been recorded yet.')).toHaveAttribute('role', 'status');
    noClearFilters();
  });

  it("a customer's Blocked Plot and Notes tabs (read with a fixed filter) say No items found, without Clear filters", async () => {
    const taken = [
      ...table('plot')
        .filter(p => p.status === 'Blocked')
        .map(p => p.customer_id),
      ...table('notes').map(n => n.source_id),
    ];
    const customer = without(org1('customer'), taken);
    const { unmount } = await renderSignedIn('admin', `/1/customer/${customer.id}/show/blockedplot`);
    const blocked = await screen.findByRole('tabpanel', { name: 'Blocked Plot' });
    expect(await within(blocked).findByText('No items found')).toHaveAttribute('role', 'status');
    noClearFilters();
    unmount();
    await renderSignedIn('admin', `/1/customer/${customer.id}/show/note`);
    const notes = await screen.findByRole('tabpanel', { name: 'Notes' });
    expect(await within(notes).findByText('No items found')).toHaveAttribute('role', 'status');
    noClearFilters();
  });

  it("a plot's status history: none says so without Clear filters; a chosen status with none offers Clear filters, which clears the choice", async () => {
    const statuses = table('plotstatus');
    const plotOf = (plot: Row) => statuses.filter(s => s.plot_id === plot.id);
    const bare = without(
      org1('plot'),
      statuses.map(s => s.plot_id),
    );
    const { unmount, user } = await renderSignedIn('admin', `/1/plot/${bare.id}/show/status`);
    expect(await screen.findByText('No status changes yet.')).toHaveAttribute('role', 'status');
    noClearFilters();
    unmount();

    const plot = org1('plot').find(p => plotOf(p).length > 0 && !plotOf(p).some(s => s.status === 'Resale'))!;
    await renderSignedIn('admin', `/1/plot/${plot.id}/show/status`);
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(plotOf(plot).length, 30)));
    const choice = screen.getByRole('combobox', { name: 'Status' });
    await user.click(choice);
    await user.click(await screen.findByRole('option', { name: 'Resale' }));
    expect(await screen.findByText('No items found')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // The choice above the table is cleared with the table's filter: they never disagree.
    await waitFor(() => expect(choice).not.toHaveTextContent('Resale'));
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(plotOf(plot).length, 30)));
  });
});
