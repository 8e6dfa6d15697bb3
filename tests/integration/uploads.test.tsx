/**
 * Issue 12: upload pickers enforce their limits before sending and say why a file is refused —
 * the sale edit's customer image (no size limit before) and the Sold dialog's customer image
 * (a too-large file was dropped silently before).
 */
import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '../../mocks/db';
import { UPLOAD_TOO_LARGE } from '../../src/common/uploads';
import { captureRequests, renderSignedIn } from './helpers';

/** A picture of `size` bytes, without allocating them. */
const picture = (name: string, size: number) => {
  const file = new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('upload limits', () => {
  it('the sale edit refuses a customer image over 10 MB, says why, and sends nothing; the typed price stays', async () => {
    const sale = table('plotsale').find(s => s.organization_id === 1 && !s.customer_image)!;
    const { user } = await renderSignedIn('admin', `/1/plotsale/${sale.id}`);
    const price = await screen.findByRole('spinbutton', { name: /Price/ }, { timeout: 15000 });
    fireEvent.change(price, { target: { value: '2500000' } });
    const input = document.querySelector('.ra-input-customer_image_upload input[type="file"]') as HTMLInputElement;
    await user.upload(input, picture('huge.png', 10_000_001));
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(UPLOAD_TOO_LARGE)).toBeInTheDocument();
    await new Promise(r => setTimeout(r, 200));
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);
    expect(screen.getByRole('spinbutton', { name: /Price/ })).toHaveValue('25,00,000');
    expect(window.location.pathname).toBe(`/1/plotsale/${sale.id}`);
  }, 60000);

  it('the Sold dialog says why a too-large customer image is refused instead of dropping it silently', async () => {
    const plot = table('plot').find(p => p.organization_id === 1 && p.status === 'Booked' && p.customer_id)!;
    const { user } = await renderSignedIn('admin', `/1/plot?filter=${encodeURIComponent(JSON.stringify({ ids: [plot.id] }))}&perPage=25`);
    const row = () =>
      Array.from(document.querySelectorAll('tbody tr')).find(tr => tr.querySelector(`a[href="/1/plot/${plot.id}/show/document"]`)) as
        HTMLElement | undefined;
    await waitFor(() => expect(row()).toBeTruthy());
    await user.click(await within(row()!).findByRole('button', { name: 'Booked' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sold' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Select Customer Type' })).getByRole('button', { name: 'Booked Customer' }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Plot ${plot.number}: Sold` });
    const input = dialog.querySelector('.ra-input-customer_image input[type="file"]') as HTMLInputElement;
    await user.upload(input, picture('huge.png', 12_000_000));
    // The file is kept in the input with the reason under it, not dropped.
    expect(within(dialog).getByText('huge.png')).toBeInTheDocument();
    const seen = captureRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(UPLOAD_TOO_LARGE)).toBeInTheDocument();
    await new Promise(r => setTimeout(r, 200));
    expect(seen.filter(r => r.method === 'POST')).toEqual([]);
  }, 90000);
});
