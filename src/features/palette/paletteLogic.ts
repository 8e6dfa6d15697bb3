/** The command palette's rules, pure: the commands a member may run, how typed text matches them… */
// Reasoning: docs/decisions.md "Notes: src/features/palette/paletteLogic.ts"
import { english } from '../../common/english';
import { canAccess, type Membership } from '../../api/permissions';
import { RECENT_RECORDS_PREFIX } from '../../api/authProvider';
import type { ResourceDeclaration } from '../../app/resourceTypes';
import { allowedRecordPath } from '../../common/recordPath';

export interface Command {
  id: string;
  label: string;
  /** What kind of command it is, said after the label ("Go to", "Create", "Organization"). */
  kind: string;
  path: string;
}

export interface FoundRecord {
  resource: string;
  id: string | number;
  label: string;
  /** The resource's plural label ("Plots"), shown beside the record. */
  resourceLabel: string;
  /** What tells it apart from a record of the same name (a plot's layout). */
  detail?: string;
  path: string;
}

/** The commands of a member: the dashboard, every list of the menu, every create page they may use, the other organizations… */
export const paletteCommands = (
  orgid: string,
  menu: readonly ResourceDeclaration[],
  membership: Membership,
  organizations: ReadonlyArray<{ id: string; name: string }>,
  t: (text: string, vars?: Record<string, unknown>) => string = english,
): Command[] => [
  { id: 'dashboard', label: t('Dashboard'), kind: t('Go to'), path: `/${orgid}/dashboard` },
  ...menu.map(r => ({ id: `list:${r.name}`, label: t(r.label), kind: t('Go to'), path: `/${orgid}/${r.name}` })),
  ...menu
    .filter(r => r.create && canAccess(membership, { resource: r.name, action: 'create' }))
    .map(r => ({
      id: `create:${r.name}`,
      label: t('New %{singular}', { singular: t(r.singular) }),
      kind: t('Create'),
      path: `/${orgid}/${r.name}/create`,
    })),
  ...organizations
    .filter(o => o.id !== orgid)
    .map(o => ({
      id: `org:${o.id}`,
      label: t('Switch to %{name}', { name: o.name }),
      kind: t('Organization'),
      path: `/${o.id}/dashboard`,
    })),
];

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** The commands matching typed text: every word typed is in the label… */
export const matchCommands = (commands: readonly Command[], text: string, limit = 8): Command[] => {
  const typed = words(text);
  if (typed.length === 0) return [];
  const whole = typed.join(' ');
  const rank = (c: Command) => {
    const label = c.label.toLowerCase();
    if (label.startsWith(whole)) return 0;
    if (words(label).some(w => w.startsWith(typed[0]!))) return 1;
    return 2;
  };
  return commands
    .filter(c => {
      const hay = `${c.label} ${c.kind}`.toLowerCase();
      return typed.every(w => hay.includes(w));
    })
    .map((c, i) => ({ c, i, r: rank(c) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .slice(0, limit)
    .map(x => x.c);
};

/** The resources whose records the palette searches: declared searchable, with a page to open, and readable by the member. */
export const searchableResources = (resources: readonly ResourceDeclaration[], membership: Membership): ResourceDeclaration[] =>
  resources.filter(r => r.search && (r.show || r.edit) && canAccess(membership, { resource: r.name, action: 'list' }));

/** How a record is named: the declaration's representation (a field or a function), else its id. */
export const recordLabel = (
  declaration: Pick<ResourceDeclaration, 'recordRepresentation' | 'singular'>,
  record: Record<string, unknown> & { id: string | number },
): string => {
  const rep = declaration.recordRepresentation;
  let text = '';
  if (typeof rep === 'function') text = rep(record as never);
  else if (typeof rep === 'string') text = String(record[rep] ?? '');
  text = text.trim();
  return text ? `${declaration.singular} ${text}` : `${declaration.singular} #${record.id}`;
};

/** Where a found record opens: its show page, else its edit page, as a link to it would (null when the member may open neither). */
export const foundRecordPath = (
  orgid: string,
  declaration: Pick<ResourceDeclaration, 'name' | 'list' | 'show' | 'edit'>,
  membership: Membership,
  id: string | number,
): string | null => {
  const path = allowedRecordPath({ hasList: !!declaration.list, hasShow: !!declaration.show, hasEdit: !!declaration.edit }, membership, {
    resource: declaration.name,
    id,
  });
  return path ? `/${orgid}${path}` : null;
};

/** How a resource's search is sorted: by the field that names its records, ascending, when there is one, else newest first. */
export const searchSort = (declaration: Pick<ResourceDeclaration, 'recordRepresentation'>): { field: string; order: 'ASC' | 'DESC' } =>
  typeof declaration.recordRepresentation === 'string'
    ? { field: declaration.recordRepresentation, order: 'ASC' }
    : { field: 'id', order: 'DESC' };

/** How long the box waits after a key before it searches, and how many records each resource gives at most. */
export const SEARCH_DELAY_MS = 250;
export const ROWS_PER_RESOURCE = 4;
/** Text shorter than this searches no records (commands still match). */
export const MIN_SEARCH = 1;

/* Recent records ---------------------------------------------------------------------------- */

export const RECENT_LIMIT = 8;

/** The storage key of a user's recent records in one organization. */
export const recentKey = (userId: string | number, orgid: string) => `${RECENT_RECORDS_PREFIX}${userId}.${orgid}`;

/** The list after opening `record`: it comes first, once, and the list keeps at most RECENT_LIMIT. */
export const pushRecent = (list: readonly FoundRecord[], record: FoundRecord): FoundRecord[] =>
  [record, ...list.filter(r => !(r.resource === record.resource && String(r.id) === String(record.id)))].slice(0, RECENT_LIMIT);

/** Recent records as stored, or none when the stored text is not a list of records (never a crash). */
export const readRecent = (raw: string | null): FoundRecord[] => {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (r): r is FoundRecord =>
          !!r &&
          typeof r === 'object' &&
          typeof r.resource === 'string' &&
          (typeof r.id === 'string' || typeof r.id === 'number') &&
          typeof r.label === 'string' &&
          typeof r.path === 'string' &&
          (r.detail === undefined || typeof r.detail === 'string') &&
          /^\/[^/\\]/.test(r.path),
      )
      .slice(0, RECENT_LIMIT);
  } catch {
    return [];
  }
};

export { opensPalette } from './keys';
