/**
 * The activity feed's messages (spec 2 §2 "activity: list (feed)", §3 "Activity feed entry: user,
 * message, params, updated_at, type"; issue 16), pure. The placeholder syntax is not given; decided
 * here and in docs/api.md: a message holds `{kind}` or `{kind_N}` (a second record of a kind:
 * `{plot_2}`), and `params` holds, under the same key, the record as `{ id, name }` (a plot's
 * `number`, a blog's `title` also read). Each placeholder of a known kind becomes a link to the
 * record's page (RecordLink: plain text where the user may not view it); an unknown kind, or a key
 * without its record, is plain text — never markup.
 */

/** The kinds a placeholder may name, and the resource whose page it links to. */
export const PLACEHOLDER_RESOURCES: Readonly<Record<string, string>> = {
  project: 'project',
  layout: 'layout',
  plot: 'plot',
  property: 'property',
  customer: 'customer',
  broker: 'customer',
  lead: 'customerinterest',
  user: 'user',
  sale: 'plotsale',
  booking: 'plotbook',
  emi: 'plotemi',
  listing: 'listing',
  gift: 'gift',
  blog: 'blog',
  offer: 'customeroffer',
  group: 'customergroup',
  department: 'userdepartment',
  task: 'usertask',
  document: 'document',
  land: 'purchasedland',
  landmark: 'locationlandmark',
  page: 'sitepage',
  banner: 'promobanner',
  notification: 'customernotification',
  organization: 'organization',
};

export type MessagePart = { text: string } | { text: string; resource: string; id: string | number };

const PLACEHOLDER = /\{([a-z]+)(?:_(\d+))?\}/g;

/** `params` as an object: the API may send it as JSON text. */
export const paramsOf = (params: unknown): Record<string, unknown> => {
  if (typeof params === 'string') {
    try {
      const parsed: unknown = JSON.parse(params);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return params && typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, unknown>) : {};
};

const textOfRecord = (value: Record<string, unknown>): string | undefined => {
  for (const key of ['name', 'title', 'number', 'text']) {
    const v = value[key];
    if (typeof v === 'string' && v.trim()) return v;
    if (typeof v === 'number') return String(v);
  }
  return undefined;
};

/** The message cut into text and links, in order. */
export const messageParts = (message: unknown, params: unknown): MessagePart[] => {
  const text = typeof message === 'string' ? message : message === null || message === undefined ? '' : String(message);
  const values = paramsOf(params);
  const parts: MessagePart[] = [];
  let last = 0;
  const push = (part: MessagePart) => {
    const previous = parts[parts.length - 1];
    if (previous && !('resource' in previous) && !('resource' in part)) previous.text += part.text;
    else parts.push(part);
  };
  for (const match of text.matchAll(PLACEHOLDER)) {
    const at = match.index ?? 0;
    if (at > last) push({ text: text.slice(last, at) });
    last = at + match[0].length;
    const key = match[2] ? `${match[1]}_${match[2]}` : match[1]!;
    const value = values[key];
    const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
    const name = record ? textOfRecord(record) : typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    const resource = PLACEHOLDER_RESOURCES[match[1]!];
    const id = record?.id;
    if (name !== undefined && resource && (typeof id === 'number' || (typeof id === 'string' && id !== ''))) push({ text: name, resource, id });
    else push({ text: name ?? match[0] });
  }
  if (last < text.length) push({ text: text.slice(last) });
  return parts;
};
