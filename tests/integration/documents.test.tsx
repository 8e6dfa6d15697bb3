/**
 * Documents and folders in the real console against the demo API (msw/node): the Folder/Files area
 * of a plot and of a property (open a folder, Back to Folder, create a folder, upload a file,
 * move, delete, download), the create and edit forms with the verbatim messages, the project
 * document detail (assign, unassign), the plot's project documents, and what the permissions hide.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../mocks/node';
import { db, table, type Row } from '../../mocks/db';
import { renderSignedIn, waitForPath } from './helpers';

const LONG = { timeout: 10000 };

const docs = (where: (r: Row) => boolean) => table('document').filter(r => r.organization_id === 1 && where(r));

/** A plot of organization 1 with files in its default folders. */
const plotWithFiles = () => docs(r => r.type === 'Plot' && r.ftype === 'File')[0]!.item_id as number;
const folderNamed = (name: string, type = 'Plot') => docs(r => r.ftype === 'Folder' && r.type === type && r.name === name)[0]!;
const filesIn = (folder: Row, itemId: number) => docs(r => r.parent_id === folder.id && r.item_id === itemId);

const openFolder = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(await screen.findByRole('button', { name: `Open folder ${name}` }, LONG));
  await screen.findByRole('button', { name: 'Back to Folder' }, LONG);
};

/** Picks a document type in the form's autocomplete. */
const pickDocumentType = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(screen.getByLabelText(/Document Type/));
  await user.click(await screen.findByRole('option', { name }, LONG));
};

/** The calls the demo API received (to prove that nothing was sent). */
const requests: string[] = [];
const postsTo = (suffix: string) => requests.filter(r => r.startsWith('POST ') && r.endsWith(suffix));
const onRequest = ({ request }: { request: Request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
};
beforeEach(() => {
  requests.length = 0;
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  vi.restoreAllMocks();
});

describe('the Folder/Files area (plot)', () => {
  it('shows the folders in a grid, opens one, lists its files and goes Back to Folder', async () => {
    const pid = plotWithFiles();
    const sale = folderNamed('Sale Documents');
    const { user } = await renderSignedIn('admin', `/1/plot/${pid}/show/document`);
    const grid = await screen.findByRole('list', { name: 'Folders' }, LONG);
    expect(within(grid).getByRole('button', { name: 'Open folder Sale Documents' })).toBeInTheDocument();
    // Default folders offer no actions.
    expect(within(grid).queryByRole('button', { name: /Delete folder Sale Documents/ })).not.toBeInTheDocument();
    await openFolder(user, 'Sale Documents');
    for (const file of filesIn(sale, pid)) expect(await screen.findByText(String(file.name), {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sale Documents' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Folder' }));
    expect(await screen.findByRole('list', { name: 'Folders' }, LONG)).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/1/plot/${pid}/show/document`);
  });

  it('creates a folder: the verbatim messages first, then it returns to the Files tab', async () => {
    const pid = plotWithFiles();
    const { user } = await renderSignedIn('admin', `/1/plot/${pid}/show/document`);
    await user.click(await screen.findByRole('link', { name: 'Add Folder' }, LONG));
    await waitForPath('/1/document/plot/create');
    expect(window.location.search).toBe(`?pid=${pid}&type=plot&ftype=folder&parent_id=0`);
    await user.click(await screen.findByRole('button', { name: 'Save' }, LONG));
    expect(await screen.findByText('Folder name is required')).toBeInTheDocument();
    expect(screen.getByText('Document Type is required')).toBeInTheDocument();
    expect(postsTo('/document/plot')).toHaveLength(0);
    await user.type(screen.getByLabelText(/Folder Name/), 'x'.repeat(121));
    expect(await screen.findByText('The name may not be greater than 120 characters.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Folder Name/));
    await user.type(screen.getByLabelText(/Folder Name/), 'Registration papers');
    await pickDocumentType(user, 'Sale Deed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath(`/1/plot/${pid}/show/document`);
    expect(await screen.findByText('Folder created successfully.', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open folder Registration papers' }, LONG)).toBeInTheDocument();
    expect(docs(r => r.name === 'Registration papers')[0]).toMatchObject({ type: 'Plot', item_id: pid, source_id: pid, ftype: 'Folder' });
  });

  it('uploads a file into the opened folder and comes back to that folder', async () => {
    const pid = plotWithFiles();
    const { user } = await renderSignedIn('admin', `/1/plot/${pid}/show/document`);
    await openFolder(user, 'Plot Photos');
    await user.click(screen.getByRole('link', { name: 'Add File' }));
    await waitForPath('/1/document/plot/create');
    expect(new URLSearchParams(window.location.search).get('parent_id')).toBe(String(folderNamed('Plot Photos').id));
    await user.click(await screen.findByRole('button', { name: 'Save' }, LONG));
    expect(await screen.findByText('File is required')).toBeInTheDocument();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['fence photo bytes'], 'fence.png', { type: 'image/png' }));
    expect(await screen.findByText('fence.png')).toBeInTheDocument();
    // The file type follows the picked file.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /File Type/ })).toHaveTextContent('Image'));
    await pickDocumentType(user, 'Layout Map');
    await user.click(screen.getByLabelText('Customer Access'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath(`/1/plot/${pid}/show/document`);
    expect(await screen.findByText('File uploaded successfully.', {}, LONG)).toBeInTheDocument();
    // Still inside Plot Photos, where the new file is listed.
    expect(await screen.findByRole('button', { name: 'Back to Folder' }, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Plot Photos' }, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download fence.png' }, LONG)).toBeInTheDocument();
    const row = docs(r => r.filename === 'fence.png')[0]!;
    expect(row).toMatchObject({ filetype: 'Image', customer_access: 1, filesize: 17, parent_id: folderNamed('Plot Photos').id });
  });

  it('refuses a file over 10,000,000 bytes or of another type before anything is sent', async () => {
    const pid = plotWithFiles();
    const folder = folderNamed('Sale Documents');
    await renderSignedIn('admin', `/1/document/plot/create?pid=${pid}&type=plot&ftype=file&parent_id=${folder.id}`);
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByLabelText(/Document Type/, {}, LONG);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await pickDocumentType(user, 'Sale Deed');
    await user.upload(input, new File([new Uint8Array(10_000_001)], 'scan.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The file may not be greater than 10,000,000 bytes (10 MB).')).toBeInTheDocument();
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The file must be an image, a video or a document (doc, docx, odt, pdf, xls, xlsx, ods, ppt, pptx, txt).'),
    ).toBeInTheDocument();
    expect(postsTo('/document/plot')).toHaveLength(0);
    expect(window.location.pathname).toBe('/1/document/plot/create');
  });

  it('moves the selected files to another folder (Move Files)', async () => {
    const pid = plotWithFiles();
    const sale = folderNamed('Sale Documents');
    const photos = folderNamed('Plot Photos');
    const file = filesIn(sale, pid)[0]!;
    const { user } = await renderSignedIn('admin', `/1/plot/${pid}/show/document`);
    await openFolder(user, 'Sale Documents');
    const row = (await screen.findByText(String(file.name), {}, LONG)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Move Files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Files' });
    // The folder is required.
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByText('Please select a folder')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Sale Documents')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Plot Photos'));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Files moved successfully.', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(String(file.name))).not.toBeInTheDocument(), LONG);
    expect(docs(r => r.id === file.id)[0]!.parent_id).toBe(photos.id);
    // It is in the other folder now.
    await user.click(screen.getByRole('button', { name: 'Back to Folder' }));
    await openFolder(user, 'Plot Photos');
    expect(await screen.findByText(String(file.name), {}, LONG)).toBeInTheDocument();
  });

  it('downloads a file with the session headers and saves it; a record without a file says File not found', async () => {
    const pid = plotWithFiles();
    const sale = folderNamed('Sale Documents');
    const [file] = filesIn(sale, pid);
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:document';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await renderSignedIn('admin', `/1/plot/${pid}/show/document`);
    await openFolder(user, 'Sale Documents');
    await user.click(await screen.findByRole('button', { name: `Download ${file!.name}` }, LONG));
    await waitFor(() => expect(click).toHaveBeenCalled(), LONG);
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toBe(file!.filename);
    expect((await blobs[0]!.text()).startsWith('%PDF-1.4')).toBe(true);
    // The record loses its file (as a server would after a failed upload).
    const record = table('document').find(r => r.id === file!.id)!;
    record.filename = null;
    await user.click(screen.getByRole('button', { name: 'Back to Folder' }));
    await openFolder(user, 'Sale Documents');
    await user.click(await screen.findByRole('button', { name: `Download ${file!.name}` }, LONG));
    expect(await screen.findByText('File not found', {}, LONG)).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("deletes a file after 'Delete File Record', and an own folder after its confirmation", async () => {
    const pid = plotWithFiles();
    const sale = folderNamed('Sale Documents');
    const [file] = filesIn(sale, pid);
    const base = {
      organization_id: 1,
      type: 'Plot',
      item_id: pid,
      source_id: pid,
      defaultfol: 0,
      document_type_id: 1,
      created_at: '2026-11-01T10:00:00.000Z',
    };
    table('document').push(
      { ...base, id: 9001, name: 'Old papers', ftype: 'Folder', parent_id: 0 },
      { ...base, id: 9002, name: 'Old receipt', ftype: 'File', parent_id: 9001, filename: null },
    );
    const { user } = await renderSignedIn('admin', `/1/plot/${pid}/show/document`);
    await openFolder(user, 'Sale Documents');
    await user.click(await screen.findByRole('button', { name: `Delete ${file!.name}` }, LONG));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete File Record')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to delete this record')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Record deleted successfully.', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(String(file!.name))).not.toBeInTheDocument(), LONG);
    expect(docs(r => r.id === file!.id)).toHaveLength(0);

    // An own folder goes with its files.
    await user.click(screen.getByRole('button', { name: 'Back to Folder' }));
    const ownName = 'Old papers';
    await user.click(await screen.findByRole('button', { name: `Delete folder ${ownName}` }, LONG));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Delete Folder')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Folder deleted successfully.', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: `Open folder ${ownName}` })).not.toBeInTheDocument(), LONG);
    expect(docs(r => r.id === 9001 || r.id === 9002)).toHaveLength(0);
  });
});

describe('the Folder/Files area (project)', () => {
  const project = () => table('project').find(p => p.organization_id === 1)!;

  it('lists default and own folders; a file without a file says File not found without calling the API', async () => {
    const pid = project().id;
    const own = docs(r => r.type === 'Project' && r.ftype === 'Folder' && r.item_id === pid);
    const { user } = await renderSignedIn('admin', `/1/project/${pid}/show/document`);
    const grid = await screen.findByRole('list', { name: 'Folders' }, LONG);
    const names = within(grid)
      .getAllByRole('button', { name: /^Open folder / })
      .map(b => b.getAttribute('aria-label'));
    expect(names.slice(0, 3)).toEqual(['Open folder Approvals', 'Open folder Legal Documents', 'Open folder Photos & Videos']);
    for (const folder of own) {
      expect(names).toContain(`Open folder ${folder.name}`);
      expect(within(grid).getByRole('button', { name: `Delete folder ${folder.name}` })).toBeInTheDocument();
      expect(within(grid).getByRole('link', { name: `Edit folder ${folder.name}` })).toBeInTheDocument();
    }
    await openFolder(user, 'Legal Documents');
    await user.click(await screen.findByRole('button', { name: 'Download Old Survey Sketch' }, LONG));
    expect(await screen.findByText('File not found', {}, LONG)).toBeInTheDocument();
    expect(requests.filter(r => r.includes('/document/download/'))).toEqual([]);
  });

  it('a file row opens its detail; the plots count opens Plots Assigned', async () => {
    const pid = project().id;
    const legal = folderNamed('Legal Documents', 'Project');
    const patta = docs(r => r.parent_id === legal.id && r.item_id === pid && String(r.name).startsWith('Patta'))[0]!;
    const { user } = await renderSignedIn('admin', `/1/project/${pid}/show/document`);
    await openFolder(user, 'Legal Documents');
    const count = (patta.plot_ids as number[]).length;
    await user.click(await screen.findByRole('link', { name: `${count} plots` }, LONG));
    await waitForPath(`/1/document/project/${patta.id}/show/assigned`);
    await waitFor(() => expect(document.querySelectorAll('tbody tr')).toHaveLength(count), LONG);
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    expect(await screen.findByText('Legal Documents', {}, LONG)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Files' }));
    await waitForPath(`/1/project/${pid}/show/document`);
    // The folder stays open when coming back.
    expect(await screen.findByRole('heading', { name: 'Legal Documents' }, LONG)).toBeInTheDocument();
    const row = (await screen.findByText(String(patta.name), {}, LONG)).closest('tr') as HTMLElement;
    await user.click(row);
    await waitForPath(`/1/document/project/${patta.id}/show`);
  });

  it('staff (project.view only) sees the files but no add, edit, delete or selection', async () => {
    const pid = project().id;
    const { user } = await renderSignedIn('staff', `/1/project/${pid}/show/document`);
    await screen.findByRole('list', { name: 'Folders' }, LONG);
    expect(screen.queryByRole('link', { name: 'Add Folder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete folder/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit folder/ })).not.toBeInTheDocument();
    await openFolder(user, 'Approvals');
    await screen.findAllByRole('button', { name: /^Download / }, LONG);
    expect(screen.queryByRole('link', { name: 'Add File' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(document.querySelectorAll('tbody input[type="checkbox"]')).toHaveLength(0);
  });

  it('the typed edit URL of a project file is refused without project.update', async () => {
    const file = docs(r => r.type === 'Project' && r.ftype === 'File')[0]!;
    await renderSignedIn('staff', `/1/document/project/${file.id}?pid=${file.item_id}&type=project&ftype=file`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' }, LONG)).toBeInTheDocument();
  });
});

describe('editing a document', () => {
  it('edits a file: the name limit, a new file, and the return to the Files tab', async () => {
    const file = docs(r => r.type === 'Property' && r.ftype === 'File')[0]!;
    const pid = file.item_id as number;
    const { user } = await renderSignedIn('admin', `/1/document/property/${file.id}?pid=${pid}&type=property&ftype=file`);
    const name = await screen.findByLabelText(/Name/, {}, LONG);
    await waitFor(() => expect(name).toHaveValue(String(file.name)));
    expect(screen.getByText(String(file.filename))).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'z'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name may not be greater than 120 characters.')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Building approval (renewed)');
    await user.upload(
      document.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['%PDF-1.4 renewed'], 'renewed.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath(`/1/property/${pid}/show/document`);
    expect(await screen.findByText('File updated successfully.', {}, LONG)).toBeInTheDocument();
    expect(docs(r => r.id === file.id)[0]).toMatchObject({ name: 'Building approval (renewed)', filename: 'renewed.pdf', filetype: 'Pdf' });
  });

  it('keeps what the user typed when the server refuses, and shows its message', async () => {
    const file = docs(r => r.type === 'Property' && r.ftype === 'File')[0]!;
    const pid = file.item_id as number;
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post('*/api/v1/:orgid/document/property/:id', () =>
        HttpResponse.json(
          {
            status: false,
            message: 'The name has already been taken.',
            data: null,
            errors: { name: ['The name has already been taken.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderSignedIn('admin', `/1/document/property/${file.id}?pid=${pid}&type=property&ftype=file`);
    const name = await screen.findByLabelText(/Name/, {}, LONG);
    await waitFor(() => expect(name).toHaveValue(String(file.name)));
    await user.clear(name);
    await user.type(name, 'Duplicate');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('The name has already been taken.', {}, LONG)).not.toHaveLength(0);
    expect(name).toHaveValue('Duplicate');
    expect(window.location.pathname).toBe(`/1/document/property/${file.id}`);
  });
});

describe('the project document detail (assigned / not assigned)', () => {
  const unassignedFile = () =>
    docs(r => r.type === 'Project' && r.ftype === 'File' && Array.isArray(r.plot_ids) && (r.plot_ids as number[]).length === 0)[0]!;

  it("says 'No plots assigned yet', assigns two plots from Plots Not Assigned, then unassigns one", async () => {
    const file = unassignedFile();
    const { user } = await renderSignedIn('admin', `/1/document/project/${file.id}/show/assigned`);
    expect(await screen.findByText('No plots assigned yet', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText('Assign plots from the Plots Not Assigned tab.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Plots Not Assigned' }));
    await waitForPath(`/1/document/project/${file.id}/show/notassigned`);
    const rows = await screen.findAllByRole('row', {}, LONG);
    const body = rows.filter(r => within(r).queryByRole('checkbox') && r.closest('tbody'));
    await user.click(within(body[0]!).getByRole('checkbox'));
    await user.click(within(body[1]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Plots assigned successfully.', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect((docs(r => r.id === file.id)[0]!.plot_ids as number[]).length).toBe(2));
    const assigned = docs(r => r.id === file.id)[0]!.plot_ids as number[];

    await user.click(screen.getByRole('tab', { name: 'Plots Assigned' }));
    await waitForPath(`/1/document/project/${file.id}/show/assigned`);
    await waitFor(() => expect(document.querySelectorAll('tbody tr')).toHaveLength(2), LONG);
    const first = document.querySelectorAll('tbody tr')[0] as HTMLElement;
    await user.click(within(first).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Unassign' }));
    expect(await screen.findByText('Plots unassigned successfully.', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('tbody tr')).toHaveLength(1), LONG);
    expect((docs(r => r.id === file.id)[0]!.plot_ids as number[]).length).toBe(1);
    expect(assigned).toContain((docs(r => r.id === file.id)[0]!.plot_ids as number[])[0]);
  });

  it("'No plots available' when every plot of the project is assigned", async () => {
    const file = unassignedFile();
    const layouts = table('layout')
      .filter(l => l.project_id === file.item_id)
      .map(l => l.id);
    file.plot_ids = table('plot')
      .filter(p => layouts.includes(p.lid as number))
      .map(p => p.id);
    await renderSignedIn('admin', `/1/document/project/${file.id}/show/notassigned`);
    expect(await screen.findByText('No plots available', {}, LONG)).toBeInTheDocument();
  });

  it('staff (project.view, no project.update) sees the plots but cannot select them to assign', async () => {
    const file = docs(r => r.type === 'Project' && r.ftype === 'File' && ((r.plot_ids as number[]) ?? []).length > 0)[0]!;
    await renderSignedIn('staff', `/1/document/project/${file.id}/show/assigned`);
    await waitFor(() => expect(document.querySelectorAll('tbody tr').length).toBe((file.plot_ids as number[]).length), LONG);
    expect(document.querySelectorAll('tbody input[type="checkbox"]')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('the plot show "projectdocument" tab lists the project files assigned to the plot', async () => {
    const file = docs(r => r.type === 'Project' && ((r.plot_ids as number[]) ?? []).length > 0)[0]!;
    const plotId = (file.plot_ids as number[])[0]!;
    await renderSignedIn('admin', `/1/plot/${plotId}/show/projectdocument`);
    expect(await screen.findByText(String(file.name), {}, LONG)).toBeInTheDocument();
    const others = docs(r => r.type === 'Project' && !((r.plot_ids as number[]) ?? []).includes(plotId) && r.ftype === 'File');
    expect(screen.queryByText(String(others.find(o => o.name !== file.name)?.name ?? '§'))).not.toBeInTheDocument();
  });
});

describe('permissions', () => {
  it('staff (plot.view, plot.update; no plot.create, no project.delete) edits plot files but cannot add or delete', async () => {
    const pid = plotWithFiles();
    const { user } = await renderSignedIn('staff', `/1/plot/${pid}/show/document`);
    await screen.findByRole('list', { name: 'Folders' }, LONG);
    expect(screen.queryByRole('link', { name: 'Add Folder' })).not.toBeInTheDocument();
    await openFolder(user, 'Sale Documents');
    const [file] = filesIn(folderNamed('Sale Documents'), pid);
    expect(await screen.findByRole('link', { name: `Edit ${file!.name}` }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Delete ${file!.name}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add File' })).not.toBeInTheDocument();
    // Move Files needs update: staff holds plot.update, so the row can be selected.
    expect(document.querySelectorAll('tbody input[type="checkbox"]').length).toBeGreaterThan(0);
  });

  it('the typed create URL is refused without the create permission', async () => {
    const pid = plotWithFiles();
    await renderSignedIn('staff', `/1/document/plot/create?pid=${pid}&type=plot&ftype=folder&parent_id=0`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' }, LONG)).toBeInTheDocument();
  });

  it('without the owner view permission the area says so instead of listing', async () => {
    db().accounts.find(a => a.username === 'staff')!.organizations[0]!.permissions = ['plot.view'];
    const pid = plotWithFiles();
    await renderSignedIn('staff', `/1/plot/${pid}/show/projectdocument`);
    expect(await screen.findByText('You do not have permission to see the project documents.', {}, LONG)).toBeInTheDocument();
  });
});
