/**
 * Seed of the documents-and-folders feature (spec 1 §3 "Document"): the default folders of each
 * owner type (source_id 0, shared by every project / plot / property of the organization), and a
 * few folders and files per project, per sold or booked plot and per property; some project files
 * are assigned to plots of their project. One file per organization has no file, so that
 * 'File not found' can be seen.
 *
 * Seeded files carry no bytes: seededFile() draws them on download (a one-page PDF, an SVG picture
 * or a text note), always the same for the same record.
 */
import { DAY, Random, seedOf, type Row, type Tables } from './context';
import { pdfSync } from '../pdf';

export const DOCUMENT_TABLE = 'document';

/** The default folders of each owner type, per organization. */
export const DEFAULT_FOLDERS: Readonly<Record<string, readonly string[]>> = {
  Project: ['Approvals', 'Legal Documents', 'Photos & Videos'],
  Plot: ['Sale Documents', 'Plot Photos'],
  Property: ['Property Documents', 'Photos'],
  PurchasedLand: ['Title Documents', 'Survey Sketches'],
};

/**
 * A valid one-page PDF with a title and a few lines (mocks/pdf, without a canvas: text the standard
 * font cannot draw is kept in the text layer). ASCII only, so it can be kept as a string.
 */
export function pdfDocument(title: string, lines: readonly string[]): string {
  return new TextDecoder().decode(pdfSync({ title, lines }));
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A picture: sky, ground and a caption. */
export function svgPicture(title: string, caption: string, hue: number): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">',
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,78%)"/><stop offset="1" stop-color="hsl(${hue},60%,92%)"/></linearGradient></defs>`,
    '<rect width="800" height="500" fill="url(#s)"/>',
    `<path d="M0 330 Q200 290 400 320 T800 310 V500 H0Z" fill="hsl(${(hue + 80) % 360},45%,45%)"/>`,
    '<rect x="300" y="230" width="200" height="110" fill="#f5f0e1" stroke="#5d4a36" stroke-width="4"/>',
    '<path d="M285 235 L400 170 L515 235Z" fill="#a1452f"/>',
    `<text x="400" y="420" font-family="sans-serif" font-size="30" text-anchor="middle" fill="#fff">${xml(title)}</text>`,
    `<text x="400" y="460" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#fff">${xml(caption)}</text>`,
    '</svg>',
  ].join('\n');
}

const ext = (name: unknown): string =>
  String(name ?? '')
    .split('.')
    .pop()
    ?.toLowerCase() ?? '';

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  txt: 'text/plain',
};

/** The bytes of a seeded file, drawn from its record (undefined when it has no file). */
export function seededFile(row: Row): { text: string; type: string } | undefined {
  const filename = row['filename'];
  if (!filename || !row['seeded']) return undefined;
  const kind = ext(filename);
  const lines = (row['seed_lines'] as string[] | undefined) ?? [];
  const title = String(row['name'] ?? filename);
  if (kind === 'svg') return { text: svgPicture(title, lines[0] ?? '', (Number(row['id']) * 47) % 360), type: MIME.svg! };
  if (kind === 'txt') return { text: `${title}\n\n${lines.join('\n')}\n`, type: MIME.txt! };
  return { text: pdfDocument(title, lines), type: MIME.pdf! };
}

interface FileSpec {
  name: string;
  filename: string;
  docType: string;
  lines: string[];
  customer?: boolean;
}

export function seedDocuments(tables: Tables, now: Date): void {
  const r = new Random(seedOf('documents'));
  const rows: Row[] = [];
  const nowMs = now.getTime();
  const iso = (ms: number) => new Date(Math.floor(Math.min(ms, nowMs) / 1000) * 1000).toISOString();
  const between = (from: number, to = nowMs) => from + r.next() * Math.max(0, Math.min(to, nowMs) - from);

  const docTypeId = (org: number, name: string): number | null => {
    const types = (tables['documenttype'] ?? []).filter(t => t.organization_id === org);
    return (types.find(t => t['name'] === name) ?? types.find(t => t['name'] === 'Layout Map') ?? types[0])?.id ?? null;
  };
  const usersOf = (org: number) => (tables['user'] ?? []).filter(u => u.organization_id === org && u['status'] !== 'Blocked');

  let id = 0;
  const push = (row: Omit<Row, 'id'>): Row => {
    const full = { id: ++id, ...row } as Row;
    rows.push(full);
    return full;
  };

  const author = (org: number) => {
    const users = usersOf(org);
    const u = users.length ? r.pick(users) : undefined;
    return { created_by: u?.id ?? null, created_by_name: u ? String(u['name']) : null };
  };

  const folder = (org: number, type: string, name: string, itemId: number, projectId: number | null, ms: number): Row =>
    push({
      organization_id: org,
      name,
      type,
      item_id: itemId,
      project_id: projectId,
      ftype: 'Folder',
      parent_id: 0,
      defaultfol: itemId === 0 ? 1 : 0,
      source_id: itemId,
      document_type_id: itemId === 0 ? null : docTypeId(org, 'Layout Map'),
      customer_access: 0,
      public_access: 0,
      filename: null,
      filetype: null,
      filesize: null,
      mimetype: null,
      ...author(org),
      created_at: iso(ms),
    });

  const file = (org: number, type: string, parent: Row, itemId: number, projectId: number | null, spec: FileSpec, ms: number): Row => {
    const row = push({
      organization_id: org,
      name: spec.name,
      type,
      item_id: itemId,
      project_id: projectId,
      ftype: 'File',
      parent_id: parent.id,
      defaultfol: 0,
      source_id: itemId,
      document_type_id: docTypeId(org, spec.docType),
      customer_access: spec.customer ? 1 : 0,
      public_access: spec.customer && r.chance(0.3) ? 1 : 0,
      filename: spec.filename,
      filetype: ext(spec.filename) === 'svg' ? 'Image' : ext(spec.filename) === 'pdf' ? 'Pdf' : 'Document',
      filesize: null,
      mimetype: MIME[ext(spec.filename)] ?? 'application/octet-stream',
      seeded: 1,
      seed_lines: spec.lines,
      ...author(org),
      created_at: iso(ms),
    });
    row['filesize'] = new TextEncoder().encode(seededFile(row)!.text).length;
    return row;
  };

  /* Default folders (source_id 0) of every owner type, per organization. */
  const defaults = new Map<string, Row>();
  for (const org of [1, 2]) {
    for (const [type, names] of Object.entries(DEFAULT_FOLDERS)) {
      names.forEach((name, i) => {
        const row = folder(org, type, name, 0, null, nowMs - 420 * DAY + i * 60_000);
        row['created_by'] = null;
        row['created_by_name'] = null;
        defaults.set(`${org}|${type}|${name}`, row);
      });
    }
  }
  const def = (org: number, type: string, name: string) => defaults.get(`${org}|${type}|${name}`)!;

  const layouts = tables['layout'] ?? [];
  const plots = tables['plot'] ?? [];
  const layoutOf = new Map(layouts.map(l => [l.id, l]));

  /* Projects: files in the default folders, two folders of their own, files assigned to plots. */
  const firstOfOrg = new Set<number>();
  for (const project of tables['project'] ?? []) {
    const org = project.organization_id;
    const pid = project.id;
    const name = String(project['name']);
    const start = Date.parse(project.created_at) + DAY;
    const projectPlots = plots.filter(p => layoutOf.get(Number(p['lid']))?.['project_id'] === pid);
    const place = String(project['location'] ?? '');
    const specs: Array<[string, FileSpec]> = [
      [
        'Approvals',
        {
          name: `DTCP Approval - ${name}`,
          filename: `dtcp-approval-${pid}.pdf`,
          docType: 'Approval Plan',
          lines: [`Approved layout of ${name}, ${place}.`, `Approval no. ${r.int(100, 999)}/${2019 + r.int(0, 6)}.`],
          customer: true,
        },
      ],
      [
        'Approvals',
        {
          name: 'Layout Approval Letter',
          filename: 'layout-approval-letter.pdf',
          docType: 'Approval Plan',
          lines: ['Letter of approval from the local planning authority.'],
        },
      ],
      [
        'Legal Documents',
        {
          name: 'Parent Document - Sale Deed',
          filename: 'parent-sale-deed.pdf',
          docType: 'Sale Deed',
          lines: [`Parent sale deed of the land of ${name}.`, `Document no. ${r.int(1000, 9999)}/${2000 + r.int(0, 20)}.`],
        },
      ],
      [
        'Legal Documents',
        {
          name: 'EC 1995-2025',
          filename: 'ec-1995-2025.pdf',
          docType: 'EC (Encumbrance Certificate)',
          lines: ['Encumbrance certificate for thirty years: nil encumbrance.'],
          customer: true,
        },
      ],
      [
        'Legal Documents',
        {
          name: `Patta No ${r.int(100, 2999)}`,
          filename: 'patta.pdf',
          docType: 'Patta',
          lines: [`Patta of the survey numbers of ${name}.`],
          customer: true,
        },
      ],
      ['Photos & Videos', { name: 'Entrance Arch', filename: 'entrance-arch.svg', docType: 'Layout Map', lines: [name] }],
      ['Photos & Videos', { name: 'Site View', filename: 'site-view.svg', docType: 'Layout Map', lines: [place] }],
    ];
    const made = specs.map(([folderName, spec]) => file(org, 'Project', def(org, 'Project', folderName), pid, pid, spec, between(start)));
    if (!firstOfOrg.has(org)) {
      firstOfOrg.add(org);
      // A record whose file is missing: its download answers 'File not found'.
      const missing = file(
        org,
        'Project',
        def(org, 'Project', 'Legal Documents'),
        pid,
        pid,
        { name: 'Old Survey Sketch', filename: 'old-survey-sketch.pdf', docType: 'Layout Map', lines: [] },
        between(start),
      );
      missing['filename'] = null;
      missing['filesize'] = null;
      missing['filetype'] = 'Pdf';
      missing['seeded'] = 0;
    }
    for (const folderName of r.sample(['Brochures', 'Bank Approvals', 'Site Progress', 'Agreements'], 2)) {
      const own = folder(org, 'Project', folderName, pid, pid, between(start));
      const count = r.int(1, 3);
      for (let i = 0; i < count; i++) {
        const month = new Date(between(start)).toISOString().slice(0, 7);
        const spec: FileSpec =
          folderName === 'Site Progress'
            ? {
                name: `Site progress ${month}${i ? ` (${i + 1})` : ''}`,
                filename: `site-progress-${month}-${i + 1}.svg`,
                docType: 'Layout Map',
                lines: [`Work in progress, ${month}`],
              }
            : folderName === 'Brochures'
              ? {
                  name: `${name} brochure${i ? ` v${i + 1}` : ''}`,
                  filename: `brochure-${i + 1}.pdf`,
                  docType: 'Layout Map',
                  lines: [`${name}: plots from the brochure.`, place],
                  customer: true,
                }
              : folderName === 'Bank Approvals'
                ? {
                    name: r.pick(['SBI approval', 'HDFC approval', 'Indian Bank approval', 'LIC HFL approval']),
                    filename: `bank-approval-${i + 1}.pdf`,
                    docType: 'Loan Sanction Letter',
                    lines: [`Project approval for home loans at ${name}.`],
                  }
                : {
                    name: `Joint development agreement${i ? ` ${i + 1}` : ''}`,
                    filename: `agreement-${i + 1}.pdf`,
                    docType: 'Sale Deed',
                    lines: ['Agreement between the land owners and the developer.'],
                  };
        file(org, 'Project', own, pid, pid, spec, Date.parse(own.created_at) + r.int(1, 20) * DAY);
      }
    }
    // Patta and EC go with sold and booked plots.
    const owned = projectPlots.filter(p => ['Sold', 'Booked'].includes(String(p['status'])));
    for (const doc of made.filter(d => /^(Patta|EC )/.test(String(d['name'])))) {
      doc['plot_ids'] = r
        .sample(owned, r.int(2, 8))
        .map(p => p.id)
        .sort((a, b) => a - b);
    }
    for (const doc of rows.filter(d => d['type'] === 'Project' && d['item_id'] === pid && d['ftype'] === 'File' && !d['plot_ids'])) {
      doc['plot_ids'] = [];
    }
  }

  /* Plots: sale papers of some sold or booked plots. */
  for (const org of [1, 2]) {
    const candidates = plots.filter(p => p.organization_id === org && ['Sold', 'Booked'].includes(String(p['status'])));
    for (const plot of r.sample(candidates, org === 1 ? 24 : 8)) {
      const layout = layoutOf.get(Number(plot['lid']));
      const projectId = layout ? Number(layout['project_id']) : null;
      const n = String(plot['number']);
      const start = Date.parse(plot.created_at) + DAY;
      file(
        org,
        'Plot',
        def(org, 'Plot', 'Sale Documents'),
        plot.id,
        projectId,
        {
          name: `Sale Agreement - Plot ${n}`,
          filename: `sale-agreement-plot-${n}.pdf`,
          docType: 'Sale Deed',
          lines: [`Agreement of sale of plot ${n}, ${layout?.['name'] ?? ''}.`],
          customer: true,
        },
        between(start),
      );
      if (r.chance(0.6)) {
        file(
          org,
          'Plot',
          def(org, 'Plot', 'Plot Photos'),
          plot.id,
          projectId,
          { name: `Plot ${n} boundary stones`, filename: `plot-${n}-boundary.svg`, docType: 'Layout Map', lines: [`Plot ${n}`] },
          between(start),
        );
      }
      if (plot['status'] === 'Sold' && r.chance(0.5)) {
        const own = folder(org, 'Plot', 'Registration', plot.id, projectId, between(start));
        file(
          org,
          'Plot',
          own,
          plot.id,
          projectId,
          {
            name: 'Registered Sale Deed',
            filename: `registered-sale-deed-${n}.pdf`,
            docType: 'Sale Deed',
            lines: [`Registered sale deed of plot ${n}.`],
            customer: true,
          },
          Date.parse(own.created_at) + DAY,
        );
        file(
          org,
          'Plot',
          own,
          plot.id,
          projectId,
          {
            name: 'Registration notes',
            filename: 'registration-notes.txt',
            docType: 'Sale Deed',
            lines: ['Original documents handed over to the customer.', 'Patta transfer applied.'],
          },
          Date.parse(own.created_at) + 2 * DAY,
        );
      }
    }
  }

  /* Properties: approvals, tax receipts, photos, and sometimes a folder of their own. */
  for (const property of tables['property'] ?? []) {
    const org = property.organization_id;
    const start = Date.parse(property.created_at) + DAY;
    file(
      org,
      'Property',
      def(org, 'Property', 'Property Documents'),
      property.id,
      null,
      { name: 'Building Approval', filename: 'building-approval.pdf', docType: 'Approval Plan', lines: [String(property['name'])] },
      between(start),
    );
    file(
      org,
      'Property',
      def(org, 'Property', 'Property Documents'),
      property.id,
      null,
      {
        name: 'Property Tax Receipt 2025-26',
        filename: 'property-tax-2025-26.pdf',
        docType: 'Patta',
        lines: [String(property['address'] ?? '')],
        customer: true,
      },
      between(start),
    );
    file(
      org,
      'Property',
      def(org, 'Property', 'Photos'),
      property.id,
      null,
      { name: 'Front Elevation', filename: 'front-elevation.svg', docType: 'Layout Map', lines: [String(property['name'])] },
      between(start),
    );
    if (r.chance(0.4)) {
      const own = folder(org, 'Property', 'Construction', property.id, null, between(start));
      file(
        org,
        'Property',
        own,
        property.id,
        null,
        { name: 'Floor Plan', filename: 'floor-plan.pdf', docType: 'Approval Plan', lines: ['Ground floor and first floor plans.'] },
        Date.parse(own.created_at) + DAY,
      );
    }
  }

  tables[DOCUMENT_TABLE] = rows;
}
