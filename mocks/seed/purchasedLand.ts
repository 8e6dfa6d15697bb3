/**
 * The documents of the seeded purchased lands (issue 18): in their default folders ('Title
 * Documents', 'Survey Sketches', made by seedDocuments) the title deed, the patta and the FMB
 * sketch, and for every other land a folder of its own ('Registration'). Runs after the schema's
 * seed, which makes the purchased lands. The files are drawn on download (seededFile).
 */
import { DAY, type Row, type Tables } from './context';
import { DOCUMENT_TABLE, seededFile } from './documents';

export function seedPurchasedLandDocuments(tables: Tables, now: Date): void {
  const docs = (tables[DOCUMENT_TABLE] ??= []);
  let id = docs.reduce((max, d) => Math.max(max, Number(d.id)), 0);
  const nowMs = now.getTime();
  const iso = (ms: number) => new Date(Math.floor(Math.min(ms, nowMs) / 1000) * 1000).toISOString();
  const docType = (org: number, name: string) => {
    const types = (tables['documenttype'] ?? []).filter(t => t.organization_id === org);
    return (types.find(t => t['name'] === name) ?? types[0])?.id ?? null;
  };
  const base = (org: number, land: Row, ms: number) => ({
    organization_id: org,
    type: 'PurchasedLand',
    item_id: land.id,
    project_id: null,
    source_id: land.id,
    defaultfol: 0,
    customer_access: 0,
    public_access: 0,
    created_by: null,
    created_by_name: null,
    created_at: iso(ms),
  });
  const add = (row: Record<string, unknown>) => {
    const full = { id: ++id, ...row } as Row;
    docs.push(full);
    return full;
  };
  const file = (org: number, land: Row, parent: Row, name: string, filename: string, type: string, lines: string[], ms: number) => {
    const row = add({
      ...base(org, land, ms),
      name,
      ftype: 'File',
      parent_id: parent.id,
      document_type_id: docType(org, type),
      filename,
      filetype: filename.endsWith('.svg') ? 'Image' : 'Pdf',
      mimetype: filename.endsWith('.svg') ? 'image/svg+xml' : 'application/pdf',
      filesize: null,
      seeded: 1,
      seed_lines: lines,
    });
    row['filesize'] = new TextEncoder().encode(seededFile(row)!.text).length;
  };
  const defaultFolder = (org: number, name: string) =>
    docs.find(
      d =>
        d.organization_id === org &&
        d['type'] === 'PurchasedLand' &&
        d['ftype'] === 'Folder' &&
        String(d['source_id']) === '0' &&
        d['name'] === name,
    );

  (tables['purchasedland'] ?? []).forEach((land, index) => {
    const org = land.organization_id;
    const place = String(land['location'] ?? '');
    const start = Date.parse(land.created_at) + DAY;
    const title = defaultFolder(org, 'Title Documents');
    const survey = defaultFolder(org, 'Survey Sketches');
    if (title) {
      file(
        org,
        land,
        title,
        `Sale Deed - ${place}`,
        `sale-deed-land-${land.id}.pdf`,
        'Sale Deed',
        [`Sale deed of ${place}, ${String(land['measurement'] ?? '')}.`],
        start,
      );
      file(org, land, title, 'Patta', `patta-land-${land.id}.pdf`, 'Patta', [`Patta of ${place}.`], start + DAY);
    }
    if (survey) file(org, land, survey, 'FMB Sketch', `fmb-land-${land.id}.svg`, 'Layout Map', [place], start + 2 * DAY);
    if (index % 2 === 0) {
      const own = add({
        ...base(org, land, start + 3 * DAY),
        name: 'Registration',
        ftype: 'Folder',
        parent_id: 0,
        document_type_id: docType(org, 'Sale Deed'),
        filename: null,
        filetype: null,
        mimetype: null,
        filesize: null,
      });
      file(
        org,
        land,
        own,
        'Encumbrance Certificate',
        `ec-land-${land.id}.pdf`,
        'EC (Encumbrance Certificate)',
        ['Nil encumbrance for 30 years.'],
        start + 4 * DAY,
      );
    }
  });
}
