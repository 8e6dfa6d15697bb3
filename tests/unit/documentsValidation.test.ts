/**
 * The pure parts of documents and folders: the spec 1 §5 messages verbatim, the upload limits
 * (src/common/uploads.ts), and the routes, filters and rules of src/features/documents/model.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  BROCHURE_BAD_TYPE,
  BROCHURE_TYPES,
  UPLOAD_BAD_TYPE,
  UPLOAD_MAX_BYTES,
  UPLOAD_TOO_LARGE,
  UPLOAD_TYPES,
  acceptOf,
  validateUpload,
} from '../../src/common/uploads';
import {
  documentAreaPath,
  documentCreatePath,
  documentEditPath,
  filesFilter,
  fileTypeOf,
  folderFilter,
  formatBytes,
  isDefaultFolder,
  kindOf,
  ownerTypeOf,
  plotProjectDocumentsFilter,
  projectDocumentShowPath,
  readDocumentQuery,
  sortFolders,
} from '../../src/features/documents/model';
import { DOCUMENT_MESSAGES, documentRules, pickedFile, uploadRule, validateDocument } from '../../src/features/documents/validation';

const file = (name: string, size = 10, type = '') => ({ name, size, type });

describe('document validation messages (spec 1 §5, verbatim)', () => {
  it('has the four messages of the specification', () => {
    expect(DOCUMENT_MESSAGES).toEqual({
      documentTypeRequired: 'Document Type is required',
      fileRequired: 'File is required',
      folderNameRequired: 'Folder name is required',
      nameTooLong: 'The name may not be greater than 120 characters.',
    });
  });

  it('create a folder: name and document type required', () => {
    expect(validateDocument({}, { kind: 'folder', mode: 'create' })).toEqual({
      document_type_id: 'Document Type is required',
      name: 'Folder name is required',
    });
    expect(validateDocument({ name: '   ', document_type_id: 3 }, { kind: 'folder', mode: 'create' })).toEqual({
      name: 'Folder name is required',
    });
    expect(validateDocument({ name: 'Approvals', document_type_id: 3 }, { kind: 'folder', mode: 'create' })).toEqual({});
  });

  it('create a file: the file and the document type required; the name is optional', () => {
    expect(validateDocument({}, { kind: 'file', mode: 'create' })).toEqual({
      document_type_id: 'Document Type is required',
      filename: 'File is required',
    });
    expect(validateDocument({ document_type_id: 1, filename: { rawFile: file('a.pdf') } }, { kind: 'file', mode: 'create' })).toEqual({});
  });

  it('edit: document type required, name at most 120 characters, a folder still needs its name; the file is optional', () => {
    const rules = documentRules({ kind: 'file', mode: 'edit' });
    expect(rules.document_type_id(undefined)).toBe('Document Type is required');
    expect(rules.document_type_id('')).toBe('Document Type is required');
    expect(rules.name('x'.repeat(120))).toBeUndefined();
    expect(rules.name('x'.repeat(121))).toBe('The name may not be greater than 120 characters.');
    expect(rules.filename(null)).toBeUndefined();
    expect(rules.filename('existing.pdf')).toBeUndefined();
    const folder = documentRules({ kind: 'folder', mode: 'edit' });
    expect(folder.name('')).toBe('Folder name is required');
    expect(folder.name('y'.repeat(121))).toBe('The name may not be greater than 120 characters.');
  });

  it('a picked file is checked before anything is sent', () => {
    expect(uploadRule({ rawFile: file('big.pdf', UPLOAD_MAX_BYTES + 1) })).toBe(UPLOAD_TOO_LARGE);
    expect(uploadRule({ rawFile: file('virus.exe') })).toBe(UPLOAD_BAD_TYPE);
    expect(uploadRule({ rawFile: file('ok.pdf') })).toBeUndefined();
    expect(uploadRule({ src: 'x', title: 'existing.pdf' })).toBeUndefined();
    expect(documentRules({ kind: 'file', mode: 'create' }).filename({ rawFile: file('setup.exe') })).toBe(UPLOAD_BAD_TYPE);
    expect(pickedFile({ rawFile: file('a.txt') })).toMatchObject({ name: 'a.txt' });
    expect(pickedFile('a.txt')).toBeUndefined();
  });
});

describe('upload limits (src/common/uploads.ts)', () => {
  it('at most 10,000,000 bytes', () => {
    expect(UPLOAD_MAX_BYTES).toBe(10_000_000);
    expect(validateUpload(file('a.pdf', 10_000_000))).toBeUndefined();
    expect(validateUpload(file('a.pdf', 10_000_001))).toBe('The file may not be greater than 10,000,000 bytes (10 MB).');
  });

  it('allows images, videos and doc, docx, odt, pdf, xls, xlsx, ods, ppt, pptx, txt', () => {
    const allowed: Array<[string, string]> = [
      ['photo.jpg', ''],
      ['photo.JPEG', ''],
      ['scan.png', 'image/png'],
      ['anything', 'image/heic'],
      ['walkthrough.mp4', 'video/mp4'],
      ['clip.mov', ''],
      ['deed.pdf', 'application/pdf'],
      ...['doc', 'docx', 'odt', 'xls', 'xlsx', 'ods', 'ppt', 'pptx', 'txt'].map((ext): [string, string] => [`file.${ext}`, '']),
    ];
    for (const [name, type] of allowed) expect(validateUpload(file(name, 10, type)), name).toBeUndefined();
  });

  it('refuses any other type with a clear message', () => {
    for (const name of ['setup.exe', 'archive.zip', 'page.html', 'noextension', 'data.csv']) {
      expect(validateUpload(file(name)), name).toBe(
        'The file must be an image, a video or a document (doc, docx, odt, pdf, xls, xlsx, ods, ppt, pptx, txt).',
      );
    }
  });

  it('brochures: the same without video', () => {
    expect(UPLOAD_TYPES).toEqual(['image', 'video', 'doc', 'docx', 'odt', 'pdf', 'xls', 'xlsx', 'ods', 'ppt', 'pptx', 'txt']);
    expect(BROCHURE_TYPES).toEqual(UPLOAD_TYPES.filter(t => t !== 'video'));
    expect(validateUpload(file('tour.mp4', 10, 'video/mp4'), { brochure: true })).toBe(BROCHURE_BAD_TYPE);
    expect(validateUpload(file('brochure.pdf'), { brochure: true })).toBeUndefined();
    expect(validateUpload(file('big.pdf', 10_000_001), { brochure: true })).toBe(UPLOAD_TOO_LARGE);
    expect(acceptOf({ brochure: true })).not.toContain('video');
    expect(acceptOf()).toContain('video/*');
  });

  it('nothing picked is not an error (required is a separate rule)', () => {
    expect(validateUpload(undefined)).toBeUndefined();
    expect(validateUpload(null)).toBeUndefined();
  });
});

describe('document routes and filters (spec 1 §2 "Documents", §7)', () => {
  it('create and edit routes carry pid, type, ftype (and parent_id)', () => {
    expect(documentCreatePath('project', { pid: 5, kind: 'folder' })).toBe(
      '/document/project/create?pid=5&type=project&ftype=folder&parent_id=0',
    );
    expect(documentCreatePath('plot', { pid: 9, kind: 'file', parentId: 33 })).toBe(
      '/document/plot/create?pid=9&type=plot&ftype=file&parent_id=33',
    );
    expect(documentEditPath('property', { id: 12, pid: 3, kind: 'file' })).toBe('/document/property/12?pid=3&type=property&ftype=file');
    expect(documentAreaPath('plot', 9)).toBe('/plot/9/show/document');
    expect(projectDocumentShowPath(4)).toBe('/document/project/4/show');
    expect(projectDocumentShowPath(4, 'assigned')).toBe('/document/project/4/show/assigned');
    expect(projectDocumentShowPath(4, 'notassigned')).toBe('/document/project/4/show/notassigned');
  });

  it('reads the query of the create and edit routes', () => {
    expect(readDocumentQuery('?pid=5&type=project&ftype=folder&parent_id=0')).toEqual({
      pid: '5',
      type: 'project',
      kind: 'folder',
      parentId: '0',
    });
    expect(readDocumentQuery('?pid=2&type=purchasedland&ftype=file&parent_id=7')).toEqual({
      pid: '2',
      type: 'purchasedland',
      kind: 'file',
      parentId: '7',
    });
    expect(readDocumentQuery('')).toEqual({ pid: undefined, type: undefined, kind: undefined, parentId: '0' });
    expect(readDocumentQuery('?type=Customer').type).toBeUndefined();
  });

  it('the reads: folders at the root, files of a folder, project files of a plot', () => {
    expect(folderFilter('project', 5)).toEqual({ type: 'Project', parent_id: 0, ftype: 'Folder', item_id: 5 });
    expect(filesFilter('property', 3, 40)).toEqual({ type: 'Property', parent_id: 40, ftype: 'File', item_id: 3 });
    expect(folderFilter('purchasedland', 1).type).toBe('PurchasedLand');
    expect(plotProjectDocumentsFilter(77)).toEqual({ type: 'ProjectPlot', plotid: 77 });
  });

  it('owner types, kinds and default folders', () => {
    expect(ownerTypeOf('Project')).toBe('project');
    expect(ownerTypeOf('PurchasedLand')).toBe('purchasedland');
    expect(ownerTypeOf('ProjectPlot')).toBeUndefined();
    expect(kindOf('Folder')).toBe('folder');
    expect(kindOf('folder')).toBe('folder');
    expect(kindOf('File')).toBe('file');
    expect(isDefaultFolder({ source_id: 0 })).toBe(true);
    expect(isDefaultFolder({ source_id: '0' })).toBe(true);
    expect(isDefaultFolder({ source_id: 5, defaultfol: 1 })).toBe(true);
    expect(isDefaultFolder({ source_id: 5, defaultfol: 0 })).toBe(false);
  });

  it('default folders come first, then by name', () => {
    const folders = [
      { id: 1, name: 'Zeta', source_id: 4 },
      { id: 2, name: 'Legal Documents', source_id: 0 },
      { id: 3, name: 'alpha', source_id: 4 },
      { id: 4, name: 'Approvals', source_id: 0 },
    ];
    expect(sortFolders(folders).map(f => f.name)).toEqual(['Approvals', 'Legal Documents', 'alpha', 'Zeta']);
  });

  it('the file type of a file (spec 1 §9: Image, Document, Video, Pdf)', () => {
    expect(fileTypeOf({ name: 'a.JPG' })).toBe('Image');
    expect(fileTypeOf({ name: 'x', type: 'image/png' })).toBe('Image');
    expect(fileTypeOf({ name: 'tour.mkv' })).toBe('Video');
    expect(fileTypeOf({ name: 'deed.pdf' })).toBe('Pdf');
    expect(fileTypeOf({ name: 'sheet.xlsx' })).toBe('Document');
  });

  it('file sizes', () => {
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1500)).toBe('1.5 KB');
    expect(formatBytes(250_000)).toBe('250 KB');
    expect(formatBytes(10_000_000)).toBe('10.0 MB');
    expect(formatBytes(null)).toBe('');
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes('x')).toBe('');
  });
});
