/** The activity feed's messages, pure. docs/decisions.md "Notes: src/features/activityFeed/message.ts" */

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

type Id = string | number;

/** A record named by its id alone: a number, or a text of digits. */
const plainId = (value: unknown): Id | undefined =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^\d+$/.test(value)) ? value : undefined;

/** The placeholders of a message: where each stands, its kind's resource (if known) and its value in params. */
const placeholdersOf = (text: string, values: Record<string, unknown>) =>
  Array.from(text.matchAll(PLACEHOLDER), match => ({
    at: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
    written: match[0],
    resource: PLACEHOLDER_RESOURCES[match[1]!],
    value: values[match[2] ? `${match[1]}_${match[2]}` : match[1]!],
  }));

const textOfMessage = (message: unknown): string =>
  typeof message === 'string' ? message : message === null || message === undefined ? '' : String(message);

/** The records the messages name by plain ids, by resource, each id once and in order: what a page of the feed reads. */
export const plainIdsByResource = (entries: readonly { message: unknown; params: unknown }[]): Record<string, Id[]> => {
  const found: Record<string, Map<string, Id>> = {};
  for (const { message, params } of entries) {
    for (const { resource, value } of placeholdersOf(textOfMessage(message), paramsOf(params))) {
      const id = plainId(value);
      if (resource && id !== undefined) (found[resource] ??= new Map()).set(String(id), id);
    }
  }
  return Object.fromEntries(
    Object.keys(found)
      .sort()
      .map(resource => [resource, [...found[resource]!.values()].sort((a, b) => Number(a) - Number(b))]),
  );
};

/** The text of a record read for a plain id, undefined while it is not there (then `#id`). */
export type RecordText = (resource: string, id: Id) => string | undefined;

/** A record's text by its resource's recordRepresentation (a field, or a function); its name (title, number) otherwise. */
export const representationOf = (representation: unknown, record: Record<string, unknown>): string | undefined => {
  const value =
    typeof representation === 'function'
      ? (representation as (r: Record<string, unknown>) => unknown)(record)
      : typeof representation === 'string'
        ? record[representation]
        : undefined;
  if ((typeof value === 'string' && value.trim()) || typeof value === 'number') return String(value);
  return textOfRecord(record);
};

/** The message cut into text and links, in order; `recordText` names the records given by plain ids. */
export const messageParts = (message: unknown, params: unknown, recordText?: RecordText): MessagePart[] => {
  const text = textOfMessage(message);
  const parts: MessagePart[] = [];
  let last = 0;
  const push = (part: MessagePart) => {
    const previous = parts[parts.length - 1];
    if (previous && !('resource' in previous) && !('resource' in part)) previous.text += part.text;
    else parts.push(part);
  };
  for (const { at, end, written, resource, value } of placeholdersOf(text, paramsOf(params))) {
    if (at > last) push({ text: text.slice(last, at) });
    last = end;
    const id = plainId(value);
    if (resource && id !== undefined) {
      push({ text: recordText?.(resource, id) ?? `#${id}`, resource, id });
      continue;
    }
    const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
    const name = record ? textOfRecord(record) : typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    const recordId = record?.id;
    if (name !== undefined && resource && (typeof recordId === 'number' || (typeof recordId === 'string' && recordId !== '')))
      push({ text: name, resource, id: recordId });
    else push({ text: name ?? written });
  }
  if (last < text.length) push({ text: text.slice(last) });
  return parts;
};
