/**
 * Issue 12 on the shared form blocks (ResourceCreate / ResourceEdit / FormToolbar): a refetch of
 * the record keeps the edits.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../mocks/node';
import { table } from '../../mocks/db';
import { renderSignedIn } from './helpers';

const LONG = { timeout: 15000 };

afterEach(() => server.events.removeAllListeners());

describe('refetches keep edits', () => {
  it('the sale edit keeps the typed price and notes when the record is fetched again after deleting the customer image', async () => {
    const sale = table('plotsale').find(s => s.organization_id === 1 && !!s.customer_image)!;
    const { user } = await renderSignedIn('admin', `/1/plotsale/${sale.id}`);
    const price = await screen.findByRole('spinbutton', { name: /Price/ }, LONG);
    fireEvent.change(price, { target: { value: '3456789' } });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Buyer asked for a discount' } });
    await waitFor(() => expect(screen.getByLabelText('Notes')).toHaveValue('Buyer asked for a discount'));

    await user.click(screen.getByRole('button', { name: 'Delete image' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Customer image deleted.')).toBeInTheDocument();
    // The refetched record has no image any more: that part of the page follows the server…
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete image' })).not.toBeInTheDocument(), LONG);
    expect(table('plotsale').find(s => s.id === sale.id)!.customer_image).toBeNull();
    // …and what was being typed stays.
    expect(screen.getByRole('spinbutton', { name: /Price/ })).toHaveValue(3456789);
    expect(screen.getByLabelText('Notes')).toHaveValue('Buyer asked for a discount');
  }, 60000);
});
