/**
 * Issue 12, dialogs: FormDialog and the plot status dialogs ignore a backdrop click and Escape
 * while they hold typed input or a save is pending; Cancel is disabled while pending; a pending
 * save is sent once whatever the user clicks (Save twice, Enter, close-and-reopen while pending).
 */
import 'vitest-canvas-mock';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, TextInput } from 'react-admin';
import { http } from 'msw';
import { server } from '../../mocks/node';
import { table } from '../../mocks/db';
import { FormDialog } from '../../src/common/FormDialog';
import { renderSignedIn } from './helpers';

const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const escape = (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
const backdropClick = () => {
  const container = document.querySelector('.MuiDialog-container') as HTMLElement;
  fireEvent.mouseDown(container);
  fireEvent.click(container);
};

interface Control {
  setOpen(open: boolean): void;
  setMounted(mounted: boolean): void;
}

/** A page holding one FormDialog; the test can close, unmount and reopen it. */
const renderDialog = (onSubmit: (values: Record<string, unknown>) => Promise<string | undefined>) => {
  const control = {} as Control;
  const onClose = vi.fn();
  const Page = () => {
    const [open, setOpen] = useState(true);
    const [mounted, setMounted] = useState(true);
    control.setOpen = setOpen;
    control.setMounted = setMounted;
    return mounted ? (
      <FormDialog
        open={open}
        title="Add Note"
        dialogKey="test-add-note"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        onSubmit={onSubmit}
        successText="Saved."
        failureText="Unable to add note"
      >
        <TextInput source="note" label="Note" />
      </FormDialog>
    ) : null;
  };
  render(
    <AdminContext>
      <Page />
    </AdminContext>,
  );
  return { control, onClose, dialog: () => screen.getByRole('dialog', { name: 'Add Note' }) };
};

const typeNote = (text: string) => fireEvent.change(screen.getByLabelText('Note'), { target: { value: text } });

describe('FormDialog: dismissal', () => {
  it('an untouched dialog closes on Escape and on a backdrop click', async () => {
    const { onClose, dialog } = renderDialog(async () => 'ok');
    escape(await waitFor(dialog));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('an untouched dialog closes on a backdrop click', async () => {
    const { onClose, dialog } = renderDialog(async () => 'ok');
    await waitFor(dialog);
    backdropClick();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('with typed input, Escape and a backdrop click are ignored; Cancel still closes', async () => {
    const { onClose, dialog } = renderDialog(async () => 'ok');
    await waitFor(dialog);
    typeNote('Call back on Monday');
    await waitFor(() => expect(screen.getByLabelText('Note')).toHaveValue('Call back on Monday'));
    escape(dialog());
    backdropClick();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('FormDialog: a pending save', () => {
  it('disables Cancel and Save, ignores Escape, and is sent once whatever is clicked, close-and-reopen included', async () => {
    const gate = deferred<string | undefined>();
    const onSubmit = vi.fn(() => gate.promise);
    const { control, onClose, dialog } = renderDialog(onSubmit);
    await waitFor(dialog);
    typeNote('First');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeDisabled();
    // Save again, Enter in the field (a form submit), Escape, a backdrop click: nothing more is sent, nothing closes.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    fireEvent.submit(dialog().querySelector('form')!);
    escape(dialog());
    backdropClick();
    expect(onClose).not.toHaveBeenCalled();

    // The dialog goes away while the save is pending (its page unmounted it) and is opened again.
    act(() => control.setMounted(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => control.setMounted(true));
    await waitFor(dialog);
    expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    typeNote('Second');
    fireEvent.submit(dialog().querySelector('form')!);
    await new Promise(r => setTimeout(r, 50));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    // The first save succeeds: the reopened copy closes too.
    await act(async () => gate.resolve('Note added.'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a failed save enables Save and Cancel again and keeps the values', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('Unable to add note');
    });
    const { dialog } = renderDialog(onSubmit);
    await waitFor(dialog);
    typeNote('Keep me');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByLabelText('Note')).toHaveValue('Keep me');
    // Typed input: Escape still ignored.
    escape(dialog());
    expect(dialog()).toBeInTheDocument();
    // And it can be sent again.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });
});

describe('plot status dialogs on the real console', () => {
  const listUrl = (ids: number[]) => `/1/plot?filter=${encodeURIComponent(JSON.stringify({ ids }))}&perPage=25`;
  const rowOf = (id: number) =>
    Array.from(document.querySelectorAll('tbody tr')).find(tr => tr.querySelector(`a[href="/1/plot/${id}/show/document"]`)) as
      HTMLElement | undefined;

  it('Blocked: typed notes survive Escape and a backdrop click; a pending save is sent once; Cancel is disabled meanwhile', async () => {
    const plot = table('plot').find(p => p.organization_id === 1 && p.status === 'Blocked')!;
    const gate = deferred<void>();
    let posts = 0;
    server.use(
      http.post('*/api/v1/:orgid/plotstatus', async () => {
        posts += 1;
        await gate.promise;
        return undefined;
      }),
    );
    const { user } = await renderSignedIn('admin', listUrl([plot.id]));
    await waitFor(() => expect(rowOf(plot.id)).toBeTruthy());
    await user.click(await within(rowOf(plot.id)!).findByRole('button', { name: 'Blocked' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Blocked' }));
    const dialog = await screen.findByRole('dialog', { name: `Plot ${plot.number}: Blocked` });
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'Family visit on Sunday' } });
    await waitFor(() => expect(within(dialog).getByLabelText('Notes')).toHaveValue('Family visit on Sunday'));
    escape(dialog);
    backdropClick();
    expect(screen.getByRole('dialog', { name: `Plot ${plot.number}: Blocked` })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Family visit on Sunday');

    // Choose a customer and save; the answer is held back.
    const input = within(dialog).getByRole('combobox', { name: 'Customer' });
    await user.click(input);
    await user.click((await screen.findAllByRole('option'))[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toBe(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    fireEvent.submit(dialog.querySelector('form')!);
    escape(dialog);
    await new Promise(r => setTimeout(r, 100));
    expect(posts).toBe(1);
    expect(screen.getByRole('dialog', { name: `Plot ${plot.number}: Blocked` })).toBeInTheDocument();

    gate.resolve();
    expect(await screen.findByText('Plot status updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Plot ${plot.number}: Blocked` })).not.toBeInTheDocument());
    expect(posts).toBe(1);
  }, 60000);

  it('Available: the confirmation is sent once; Cancel and Escape do nothing while it is pending', async () => {
    const plot = table('plot').find(p => p.organization_id === 1 && p.status === 'Blocked')!;
    const gate = deferred<void>();
    let posts = 0;
    server.use(
      http.post('*/api/v1/:orgid/plotbacktoavailable', async () => {
        posts += 1;
        await gate.promise;
        return undefined;
      }),
    );
    const { user } = await renderSignedIn('admin', listUrl([plot.id]));
    await waitFor(() => expect(rowOf(plot.id)).toBeTruthy());
    await user.click(await within(rowOf(plot.id)!).findByRole('button', { name: 'Blocked' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Available' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    escape(dialog);
    await new Promise(r => setTimeout(r, 100));
    expect(posts).toBe(1);
    expect(screen.getByRole('dialog', { name: 'Change Status' })).toBeInTheDocument();
    gate.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Status' })).not.toBeInTheDocument());
    expect(posts).toBe(1);
  }, 60000);
});
