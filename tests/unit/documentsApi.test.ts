/**
 * The demo API of documents and folders (mocks/handlers/documents.ts): the reads with their
 * filters, creates and edits with the section 5 rules answered through the envelope, the file kept
 * and downloaded with Content-Disposition, Move Files, folder delete, assign / unassign plots, and
 * the owners' permission keys.
 */
import { describe, expect, it } from 'vitest';
import { table, type Row } from '../../mocks/db';
import { toFormData } from '../../src/api/formData';

const ROOT = 'http://localhost/api/v1';

const login = async (username: string) => {
  const response = await fetch(`${ROOT}/account/login`, { method: 'POST', body: toFormData({ username, password: username }) });
  return (await response.json()).data.token as string;
};

const call = (token: string, path: string, init: RequestInit = {}) =>
  fetch(`${ROOT}/1/${path}`, {
    ...init,
    headers: { Accept: 'application/json', 'X-Organization-Id': '1', Authorization: `Bearer ${token}` },
  });

const json = async (token: string, path: string, init?: RequestInit) => (await call(token, path, init)).json();

const post = (token: string, path: string, body: Record<string, unknown>) => call(token, path, { method: 'POST', body: toFormData(body) });

const docs = (where: (r: Row) => boolean) => table('document').filter(r => r.organization_id === 1 && where(r));
const firstProject = () => table('project').find(p => p.organization_id === 1)!;
const folderNamed = (name: string, type = 'Project') => docs(r => r.ftype === 'Folder' && r.type === type && r.name === name)[0]!;
const pdf = (name = 'approval.pdf', size = 200) => new File([new Uint8Array(size).fill(37)], name, { type: 'application/pdf' });

describe('documents demo API: reads', () => {
  it('lists the default folders (source_id 0) and the project’s own folders, not other projects’', async () => {
    const admin = await login('admin');
    const project = firstProject();
    const body = await json(admin, `document/project?type=Project&parent_id=0&ftype=Folder&item_id=${project.id}&showall=true`);
    const rows = body.data.data as Row[];
    const defaults = rows.filter(r => r.source_id === 0);
    expect(defaults.map(r => r.name).sort()).toEqual(['Approvals', 'Legal Documents', 'Photos & Videos']);
    const own = rows.filter(r => r.source_id !== 0);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every(r => r.item_id === project.id && r.ftype === 'Folder')).toBe(true);
    // Counts of the files of this project in each folder.
    const legal = rows.find(r => r.name === 'Legal Documents')!;
    expect(legal.filescount).toBe(docs(d => d.parent_id === legal.id && d.item_id === project.id).length);
  });

  it('lists the files of a folder for one owner, and the project files of a plot (ProjectPlot)', async () => {
    const admin = await login('admin');
    const project = firstProject();
    const legal = folderNamed('Legal Documents');
    const files = (await json(admin, `document/project?type=Project&parent_id=${legal.id}&ftype=File&item_id=${project.id}&showall=true`))
      .data.data as Row[];
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(files.every(f => f.item_id === project.id && f.parent_id === legal.id)).toBe(true);
    expect(files[0]).toMatchObject({ document_type: expect.objectContaining({ name: expect.any(String) }) });
    expect(files.some(f => 'file_key' in f || 'seed_lines' in f)).toBe(false);

    const assigned = docs(d => Array.isArray(d.plot_ids) && (d.plot_ids as number[]).length > 0)[0]!;
    const plotId = (assigned.plot_ids as number[])[0];
    const ofPlot = (await json(admin, `document/project?type=ProjectPlot&plotid=${plotId}`)).data.data as Row[];
    expect(ofPlot.map(r => r.id)).toContain(assigned.id);
    expect(ofPlot.every(r => (docs(d => d.id === r.id)[0]!.plot_ids as number[]).includes(plotId))).toBe(true);
  });
});

describe('documents demo API: create and edit (spec 1 §5 rules through the envelope)', () => {
  it('refuses a folder without a name and a document type, with the verbatim messages', async () => {
    const admin = await login('admin');
    const response = await post(admin, 'document/project', { pid: firstProject().id, type: 'project', ftype: 'Folder', parent_id: 0 });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors).toEqual({ document_type_id: 'Document Type is required', name: 'Folder name is required' });
  });

  it('refuses a file without a file, and a name of more than 120 characters', async () => {
    const admin = await login('admin');
    const body = await (
      await post(admin, 'document/project', {
        pid: firstProject().id,
        type: 'project',
        ftype: 'File',
        parent_id: folderNamed('Approvals').id,
        document_type_id: 1,
        name: 'x'.repeat(121),
      })
    ).json();
    expect(body.errors).toEqual({ filename: 'File is required', name: 'The name may not be greater than 120 characters.' });
  });

  it('refuses a file of more than 10,000,000 bytes and a type that is not allowed', async () => {
    const admin = await login('admin');
    const base = { pid: firstProject().id, type: 'project', ftype: 'File', parent_id: folderNamed('Approvals').id, document_type_id: 1 };
    const big = await (await post(admin, 'document/project', { ...base, filename: pdf('big.pdf', 10_000_001) })).json();
    expect(big.errors.filename).toMatch(/10,000,000 bytes/);
    const exe = await (await post(admin, 'document/project', { ...base, filename: new File(['MZ'], 'setup.exe') })).json();
    expect(exe.errors.filename).toMatch(/must be an image, a video or a document/);
  });

  it('creates a folder and a file in it, keeps the bytes and downloads them with Content-Disposition', async () => {
    const admin = await login('admin');
    const pid = firstProject().id;
    const folder = await (
      await post(admin, 'document/project', {
        pid,
        type: 'project',
        ftype: 'Folder',
        parent_id: 0,
        name: 'Registration',
        document_type_id: 1,
      })
    ).json();
    expect(folder).toMatchObject({ status: true, message: 'Folder created successfully.' });
    expect(folder.data).toMatchObject({
      name: 'Registration',
      ftype: 'Folder',
      type: 'Project',
      item_id: pid,
      source_id: pid,
      parent_id: 0,
    });

    const content = 'Hello, documents';
    const created = await (
      await post(admin, 'document/project', {
        pid,
        type: 'project',
        ftype: 'File',
        parent_id: folder.data.id,
        document_type_id: 2,
        customer_access: true,
        filename: new File([content], 'notes for ₹ plot.txt', { type: 'text/plain' }),
      })
    ).json();
    expect(created).toMatchObject({ status: true, message: 'File uploaded successfully.' });
    expect(created.data).toMatchObject({
      name: 'notes for ₹ plot.txt',
      filename: 'notes for ₹ plot.txt',
      filetype: 'Document',
      filesize: content.length,
      customer_access: 1,
      parent_id: folder.data.id,
      created_by_name: 'Admin User',
    });
    const download = await call(admin, `document/download/${created.data.id}/${pid}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('notes for ₹ plot.txt')}`);
    expect(await download.text()).toBe(content);
  });

  it('edits a file: new name, the file replaced, then removed (its download says File not found)', async () => {
    const admin = await login('admin');
    const file = docs(d => d.ftype === 'File' && d.type === 'Project' && !!d.filename)[0]!;
    const put = (body: Record<string, unknown>) =>
      post(admin, `document/project/${file.id}`, { _method: 'PUT', document_type_id: 1, ...body });
    const renamed = await (await put({ name: 'Renamed', filename: pdf('new.pdf', 321) })).json();
    expect(renamed).toMatchObject({ status: true, message: 'File updated successfully.' });
    expect(renamed.data).toMatchObject({ name: 'Renamed', filename: 'new.pdf', filesize: 321, filetype: 'Pdf' });
    const bytes = await (await call(admin, `document/download/${file.id}/${file.source_id}`)).arrayBuffer();
    expect(bytes.byteLength).toBe(321);
    const tooLong = await (await put({ name: 'y'.repeat(121) })).json();
    expect(tooLong.errors).toEqual({ name: 'The name may not be greater than 120 characters.' });
    const noType = await (await post(admin, `document/project/${file.id}`, { _method: 'PUT', name: 'x', document_type_id: '' })).json();
    expect(noType.errors).toEqual({ document_type_id: 'Document Type is required' });
    await put({ filename: null });
    const missing = await call(admin, `document/download/${file.id}/${file.source_id}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: false, message: 'File not found' });
  });

  it('downloads seeded files as real PDFs; a record without a file answers File not found', async () => {
    const admin = await login('admin');
    const seeded = docs(d => d.ftype === 'File' && String(d.filename).endsWith('.pdf'))[0]!;
    const response = await call(admin, `document/download/${seeded.id}/${seeded.source_id}`);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const text = await response.text();
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.length).toBe(seeded.filesize);
    const empty = docs(d => d.ftype === 'File' && !d.filename)[0]!;
    expect(empty.name).toBe('Old Survey Sketch');
    expect(await (await call(admin, `document/download/${empty.id}/${empty.source_id}`)).json()).toMatchObject({
      message: 'File not found',
    });
    // The source id must be the record's.
    expect((await call(admin, `document/download/${seeded.id}/999999`)).status).toBe(404);
  });
});

describe('documents demo API: move, delete, assign', () => {
  it('moves files to another folder of the same owner (movefolderid, sid[])', async () => {
    const admin = await login('admin');
    const project = firstProject();
    const approvals = folderNamed('Approvals');
    const legal = folderNamed('Legal Documents');
    const files = docs(d => d.parent_id === approvals.id && d.item_id === project.id);
    const body = await (await post(admin, 'document/folder/filemove', { movefolderid: legal.id, sid: files.map(f => f.id) })).json();
    expect(body).toMatchObject({ status: true, message: 'Files moved successfully.' });
    expect(docs(d => files.some(f => f.id === d.id)).every(d => d.parent_id === legal.id)).toBe(true);
    const none = await (await post(admin, 'document/folder/filemove', { sid: [files[0]!.id] })).json();
    expect(none.errors).toEqual({ movefolderid: 'Please select a folder' });
    // A folder of another project is refused.
    const other = docs(d => d.ftype === 'Folder' && d.type === 'Project' && d.source_id !== 0 && d.item_id !== project.id)[0]!;
    expect((await post(admin, 'document/folder/filemove', { movefolderid: other.id, sid: [files[0]!.id] })).status).toBe(422);
  });

  it('deletes a folder with its files (source_id, source_type, doc_id); default folders stay', async () => {
    const admin = await login('admin');
    const own = docs(d => d.ftype === 'Folder' && d.type === 'Project' && d.source_id !== 0)[0]!;
    const inside = docs(d => d.parent_id === own.id).map(d => d.id);
    expect(inside.length).toBeGreaterThan(0);
    const body = await (
      await post(admin, 'document/folder/delete', { source_id: own.source_id, source_type: 'Project', doc_id: own.id })
    ).json();
    expect(body).toMatchObject({ status: true, message: 'Folder deleted successfully.' });
    expect(docs(d => d.id === own.id || inside.includes(d.id))).toHaveLength(0);
    const fixed = folderNamed('Approvals');
    const refused = await (await post(admin, 'document/folder/delete', { source_id: 0, source_type: 'Project', doc_id: fixed.id })).json();
    expect(refused).toMatchObject({ status: false, message: 'Default folders cannot be deleted.' });
  });

  it('assigns and unassigns plots of the project (POST with _method=PUT, sid[]) and lists them', async () => {
    const admin = await login('admin');
    const file = docs(
      d => d.type === 'Project' && d.ftype === 'File' && Array.isArray(d.plot_ids) && (d.plot_ids as number[]).length === 0,
    )[0]!;
    const notAssigned = (await json(admin, `document/project/${file.id}/plots?assigned=0`)).data.data as Row[];
    expect(notAssigned.length).toBeGreaterThan(2);
    expect(notAssigned[0]).toMatchObject({ number: expect.anything(), layout: { id: expect.any(Number), name: expect.any(String) } });
    const two = notAssigned.slice(0, 2).map(p => p.id);
    const assigned = await (await post(admin, `document/project/${file.id}/assignplots`, { _method: 'PUT', sid: two })).json();
    expect(assigned).toMatchObject({ status: true, message: 'Plots assigned successfully.', data: { pplotscount: 2 } });
    expect(((await json(admin, `document/project/${file.id}/plots?assigned=1`)).data.data as Row[]).map(p => p.id)).toEqual(two);
    const remaining = (await json(admin, `document/project/${file.id}/plots?assigned=0`)).data.data as Row[];
    expect(remaining).toHaveLength(notAssigned.length - 2);
    const un = await (await post(admin, `document/project/${file.id}/unassignplots`, { _method: 'PUT', sid: [two[0]] })).json();
    expect(un).toMatchObject({ status: true, message: 'Plots unassigned successfully.', data: { pplotscount: 1 } });
    // A plot of another project is refused.
    const foreign = table('plot').find(p => p.organization_id === 1 && !notAssigned.some(n => n.id === p.id) && !two.includes(p.id))!;
    expect((await post(admin, `document/project/${file.id}/assignplots`, { _method: 'PUT', sid: [foreign.id] })).status).toBe(422);
  });
});

describe('documents demo API: the owners’ permission keys', () => {
  it('staff (project.view, plot.view, plot.update) reads project files but may not add, edit or delete them', async () => {
    const staff = await login('staff');
    const project = firstProject();
    expect((await call(staff, `document/project?type=Project&parent_id=0&ftype=Folder&item_id=${project.id}`)).status).toBe(200);
    const create = await post(staff, 'document/project', {
      pid: project.id,
      type: 'project',
      ftype: 'Folder',
      name: 'X',
      document_type_id: 1,
    });
    expect(create.status).toBe(403);
    const file = docs(d => d.type === 'Project' && d.ftype === 'File')[0]!;
    expect((await post(staff, `document/project/${file.id}`, { _method: 'PUT', name: 'x', document_type_id: 1 })).status).toBe(403);
    expect((await call(staff, `document/project/${file.id}`, { method: 'DELETE' })).status).toBe(403);
  });

  it('staff edits plot files (plot.update) but may not delete them (project.delete) nor add (plot.create)', async () => {
    const staff = await login('staff');
    const file = docs(d => d.type === 'Plot' && d.ftype === 'File')[0]!;
    const edit = await post(staff, `document/plot/${file.id}`, { _method: 'PUT', name: 'Edited by staff', document_type_id: 1 });
    expect(edit.status).toBe(200);
    expect((await call(staff, `document/plot/${file.id}`, { method: 'DELETE' })).status).toBe(403);
    const add = await post(staff, 'document/plot', { pid: file.item_id, type: 'plot', ftype: 'Folder', name: 'X', document_type_id: 1 });
    expect(add.status).toBe(403);
    // A plot file is not a project file.
    expect((await call(staff, `document/project/${file.id}`)).status).toBe(404);
  });
});
