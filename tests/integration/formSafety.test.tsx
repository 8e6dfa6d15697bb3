/**
 * Issue 12 on the shared form blocks (ResourceCreate / ResourceEdit / FormToolbar): a refetch of
 * the record keeps the edits.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '../../mocks/db';
import { renderSignedIn, waitForPath } from './helpers';

const LONG = { timeout: 15000 };

afterEach(() => {
  vi.restoreAllMocks();
});

const sidebar = () => document.querySelector('.RaSidebar-fixed') as HTMLElement;
const documentType = () => table('documenttype').find(r => r.organization_id === 1)!;

/** Opens a document type's edit page and types a new name. */
const editDocumentType = async () => {
  const row = documentType();
  const rendered = await renderSignedIn('admin', `/1/documenttype/${row.id}`);
  const name = await screen.findByLabelText(/Name/, undefined, LONG);
  await waitFor(() => expect(name).toHaveValue(String(row.name)));
  fireEvent.change(name, { target: { value: 'Renamed while typing' } });
  await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveValue('Renamed while typing'));
  return { ...rendered, row };
};

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
    expect(screen.getByRole('spinbutton', { name: /Price/ })).toHaveValue('34,56,789');
    expect(screen.getByLabelText('Notes')).toHaveValue('Buyer asked for a discount');
  }, 60000);
});

describe('leaving a dirty form asks first', () => {
  it('the menu: Cancel stays with the values, OK leaves', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, row } = await editDocumentType();
    await user.click(within(sidebar()).getByRole('menuitem', { name: 'Dashboard' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe(`/1/documenttype/${row.id}`);
    expect(screen.getByLabelText(/Name/)).toHaveValue('Renamed while typing');
    confirm.mockReturnValue(true);
    await user.click(within(sidebar()).getByRole('menuitem', { name: 'Dashboard' }));
    await waitForPath('/1/dashboard');
  }, 60000);

  it('the organization switch asks too', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, row } = await editDocumentType();
    await user.click(screen.getByRole('button', { name: /profile|user/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Green Acres Realty' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe(`/1/documenttype/${row.id}`);
    expect(screen.getByTestId('org-name')).toHaveTextContent('Daga Estates');
  }, 60000);

  it('Back asks too', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const row = documentType();
    // From the list into the form, inside the app, so that Back is the router's own step.
    const { user } = await renderSignedIn('admin', '/1/documenttype');
    await user.click(await screen.findByText(String(row.name), undefined, LONG));
    await waitForPath(`/1/documenttype/${row.id}`);
    // The form's text field (the list being left has the column selector's switches, one named Name).
    const name = await screen.findByRole('textbox', { name: /Name/ }, LONG);
    await waitFor(() => expect(name).toHaveValue(String(row.name)));
    fireEvent.change(name, { target: { value: 'Renamed while typing' } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Renamed while typing'));
    window.history.back();
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(window.location.pathname).toBe(`/1/documenttype/${row.id}`));
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Renamed while typing');
  }, 60000);

  it('closing or reloading the tab asks (beforeunload) while the form is dirty, not when it is clean', async () => {
    const row = documentType();
    await renderSignedIn('admin', `/1/documenttype/${row.id}`);
    const name = await screen.findByLabelText(/Name/, undefined, LONG);
    await waitFor(() => expect(name).toHaveValue(String(row.name)));
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    fireEvent.change(name, { target: { value: 'Unsaved' } });
    await waitFor(() => {
      const dirty = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(dirty);
      expect(dirty.defaultPrevented).toBe(true);
    });
  }, 60000);

  it('a saved form leaves without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = await editDocumentType();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(table('documenttype').find(r => r.id === documentType().id)!.name).toBe('Renamed while typing'));
    await waitForPath('/1/documenttype');
    expect(confirm).not.toHaveBeenCalled();
  }, 60000);
});
