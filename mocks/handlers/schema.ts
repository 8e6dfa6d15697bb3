/**
 * The demo API of every schema resource (src/resources/schemas.ts), from its declaration: the
 * generic CRUD of ./crud (envelope, paginator, q search, filters, sort, showall, getMany, the
 * /filter lookup, per-organization tables, the console's permission keys), the declaration's rules
 * answered through `errors` with the same messages, references embedded, images stored, and the
 * image delete of image fields. No code per resource.
 */
import { http, type HttpHandler } from 'msw';
import type { AnyField } from '../../src/common/schema/fields';
import type { ResourceSchema } from '../../src/common/schema/define';
import { validateRecord, withEmptyDefaults, withoutHidden } from '../../src/common/schema/rules';
import { SCHEMAS } from '../../src/resources/schemas';
import { cleanListFilters } from '../../src/common/schema/filterRules';
import { attributeIdOfKey, attributeMatches, attributeValueOf } from '../../src/common/attributeTypes';
import { findRow, orgRows, table, touch, type Row } from '../db';
import { crud, listRows, type Values } from './crud';
import { API, authorize, dateOnly, fail, flag, isFile, num, ok, readBody, str, textOrNull, type Caller } from './util';

/** Uploaded images as data URLs (small ones survive a reload with the store) or in-memory URLs. */
const DATA_URL_MAX_BYTES = 200_000;
let uploads = 0;

const storeFile = async (file: File): Promise<{ url: string; key: string }> => {
  uploads += 1;
  const key = `${Date.now().toString(36)}-${uploads}-${(file.name || 'file').replace(/[^A-Za-z0-9._-]+/g, '-')}`;
  if (file.size <= DATA_URL_MAX_BYTES) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let at = 0; at < bytes.length; at += 0x4000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x4000));
    return { url: `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`, key };
  }
  return { url: URL.createObjectURL(file), key };
};

const coerceOf = (field: AnyField): ((v: unknown) => unknown) => {
  switch (field.kind) {
    case 'number':
    case 'money':
    case 'reference':
      return num;
    case 'flag':
      return flag;
    case 'date':
      return dateOnly;
    case 'list':
      return v => (Array.isArray(v) ? v : []);
    case 'references':
      // `name[]` parts, or an empty value (nothing chosen): the ids as numbers.
      return v => (Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v]).map(num).filter(id => id !== null);
    case 'image':
    case 'file':
      // The stored { url, key } (withStoredFiles has put it there).
      return v => v ?? null;
    case 'images':
      return v => (Array.isArray(v) ? v : []);
    case 'choices':
      return v => (Array.isArray(v) ? v.map(String) : v === undefined || v === null || v === '' ? [] : [String(v)]);
    case 'json':
      return v => {
        if (typeof v !== 'string') return v ?? null;
        try {
          return JSON.parse(v);
        } catch {
          return v;
        }
      };
    default:
      return textOrNull;
  }
};

/** The rows of a reference, embedded as the API would (`category: { id, title }`). */
const presentRow =
  (schema: ResourceSchema) =>
  (row: Row): Row => {
    const out: Row = { ...row, ...(schema.computed?.(row, table => orgRows(table, row.organization_id)) ?? {}) };
    for (const [source, field] of Object.entries(schema.fields)) {
      if (field.options.secret) delete out[source];
      // A file answered under another key (`image_url`, `existing_image`): the upload's name is not answered.
      if (field.options.answeredAs) {
        out[field.options.answeredAs] = row[source] ?? null;
        delete out[source];
      }
      const ref = field.options.reference;
      if (ref && field.kind === 'references') {
        const ids = Array.isArray(row[source]) ? (row[source] as unknown[]) : [];
        out[ref.embed] = ids.flatMap(id => {
          const target = findRow(ref.resource, row.organization_id, String(id));
          return target ? [{ id: target.id, [ref.display]: target[ref.display] }] : [];
        });
      } else if (ref && row[source] !== null && row[source] !== undefined) {
        const target = findRow(ref.resource, row.organization_id, String(row[source]));
        const more = Object.fromEntries((ref.embedFields ?? []).map(key => [key, target?.[key] ?? null]));
        out[ref.embed] = target ? { id: target.id, [ref.display]: target[ref.display], ...more } : null;
        // The referenced record's name also answered flat (a lead named by its customer).
        if (ref.nameAs) out[ref.nameAs] = target ? (target[ref.display] ?? null) : null;
      }
    }
    return out;
  };

/**
 * A filter on a reference or a choice is an equality on the stored value; a date filter, its day;
 * several references, any of them; a field read by another query name (`filterKey`), under it.
 */
const customFilters = (schema: ResourceSchema) => {
  const filters: Record<string, (row: Row, value: unknown, caller?: Caller) => boolean> = {};
  for (const [source, field] of Object.entries(schema.fields)) {
    const key = field.options.filterKey ?? source;
    if (field.kind === 'date' || field.kind === 'datetime')
      filters[key] = (row, value) => str(row[source]).slice(0, 10) === str(value).slice(0, 10);
    else if (field.kind === 'references')
      filters[key] = (row, value) => Array.isArray(row[source]) && (row[source] as unknown[]).some(id => str(id) === str(value));
    else if (key !== source) filters[key] = (row, value) => str(row[source]) === str(value);
  }
  // The declaration's other filters: a part of fields, a date range (days, inclusive).
  for (const filter of schema.listFilters ?? []) {
    if (filter.kind === 'contains') {
      const on = filter.fields ?? [filter.source];
      filters[filter.source] = (row, value) => on.some(f => str(row[f]).toLowerCase().includes(str(value).toLowerCase().trim()));
    } else if (filter.kind === 'dateRange') {
      filters.date_from = (row, value) => str(row[filter.field]).slice(0, 10) >= str(value).slice(0, 10);
      filters.date_to = (row, value) => str(row[filter.field]).slice(0, 10) <= str(value).slice(0, 10);
    } else if ((filter.kind === 'match' || filter.kind === 'toggle') && filter.matches) {
      // The declaration's own rule, with the caller's user, the organization's other tables and the time.
      const matches = filter.matches;
      filters[filter.source] = (row, value, caller) =>
        matches(row, value, { userId: caller?.account.id, rows: t => orgRows(t, row.organization_id), now: Date.now() });
    }
  }
  return filters;
};

/** The texts inside a stored value (a list of answers, an object): its strings and numbers. */
const textsIn = (value: unknown): string[] =>
  typeof value === 'string' || typeof value === 'number'
    ? [String(value)]
    : Array.isArray(value)
      ? value.flatMap(textsIn)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(textsIn)
        : [];

/**
 * What the q search reads besides the searchable fields' own values: a searchable reference by the
 * referenced record's text (a report found by its user's name), a list or a JSON value by its texts.
 */
const searchTextOf = (schema: ResourceSchema) => {
  const searched = Object.entries(schema.fields).filter(
    ([, f]) => f.has('search') && (f.kind === 'reference' || f.kind === 'list' || f.kind === 'json'),
  );
  if (!searched.length) return undefined;
  return (row: Row): string =>
    searched
      .flatMap(([source, field]) => {
        const ref = field.options.reference;
        if (ref && field.kind === 'reference') return [str(findRow(ref.resource, row.organization_id, str(row[source]))?.[ref.display])];
        return textsIn(row[source]);
      })
      .join('\n');
};

/** The files sent for an images field (an edit may send the stored { url, key } back: not files). */
const newFiles = (value: unknown): File[] => (Array.isArray(value) ? value : [value]).filter(isFile) as File[];

const filesOf = (schema: ResourceSchema) =>
  Object.entries(schema.fields).filter(([, f]) => f.kind === 'image' || f.kind === 'file' || f.kind === 'images');

/** Files arrive as parts; they are stored before the record is written. */
const withStoredFiles = async (schema: ResourceSchema, values: Values, row?: Row): Promise<Values> => {
  const out = { ...values };
  for (const [source, field] of filesOf(schema)) {
    if (field.kind === 'images') {
      // New uploads join the stored images (an edit may send the stored ones back: not files, ignored).
      const picked = newFiles(out[source]);
      const stored = Array.isArray(row?.[source]) ? (row![source] as unknown[]) : [];
      if (picked.length) out[source] = [...stored, ...(await Promise.all(picked.map(storeFile)))];
      else if (row) delete out[source];
      else out[source] = [];
    } else if (isFile(out[source])) out[source] = await storeFile(out[source] as File);
    else delete out[source];
  }
  return out;
};

/* Attribute values (`attributes`: a customer's Type-{attrid}) and strict filters (`strictFilters`). */

const attributeTypeOf = (schema: ResourceSchema, orgid: number, attrid: string): Row | undefined =>
  schema.attributes ? findRow(schema.attributes.types, orgid, attrid) : undefined;

/** A `{prefix}{id}` filter: the rows whose value answers it; a type the organization lacks, or a value it cannot hold, filters nothing. */
const attributeKeyFilter = (schema: ResourceSchema) => {
  const prefix = schema.attributes?.prefix;
  if (!prefix) return undefined;
  return (key: string) => {
    const attrid = attributeIdOfKey(key, prefix);
    if (attrid === undefined) return undefined;
    // The type and the wanted value found once per organization and value of a list answer, not
    // per row (20,000 customers at the large seed, issue 41).
    const found = new Map<number, { value: unknown; type: Row | undefined; wanted: unknown }>();
    return (row: Row, value: unknown) => {
      let hit = found.get(row.organization_id);
      if (!hit || hit.value !== value) {
        const type = attributeTypeOf(schema, row.organization_id, attrid);
        hit = { value, type, wanted: type ? attributeValueOf(type, value) : undefined };
        found.set(row.organization_id, hit);
      }
      const { type, wanted } = hit;
      return wanted === undefined || wanted === null || attributeMatches(type!, row[key], wanted);
    };
  };
};

/** The attribute values a save stores: each `{prefix}{id}` of a type of the organization, as the type holds it (empty clears it; a value it cannot hold is not stored). */
const attributeValuesToStore = (schema: ResourceSchema) => {
  const prefix = schema.attributes?.prefix;
  if (!prefix) return undefined;
  return (values: Values, orgid: number): Values => {
    const out: Values = {};
    for (const [key, raw] of Object.entries(values)) {
      const attrid = attributeIdOfKey(key, prefix);
      const type = attrid === undefined ? undefined : attributeTypeOf(schema, orgid, attrid);
      if (!type) continue;
      const held = attributeValueOf(type, raw);
      if (held !== undefined) out[key] = held;
    }
    return out;
  };
};

/** The query without the filters a strict list does not take (src/common/schema/filterRules.ts). */
const strictQuery = (schema: ResourceSchema) =>
  schema.strictFilters
    ? (query: Values, orgid: number) => cleanListFilters(schema, query, schema.attributes ? orgRows(schema.attributes.types, orgid) : [])
    : undefined;

/** How the list of a declaration is searched and filtered (its list, and a custom read of the same rows: an export). */
export const schemaListOptions = (schema: ResourceSchema) => {
  const searchFields = Object.entries(schema.fields)
    .filter(([, f]) => f.has('search'))
    .map(([source]) => source);
  return {
    searchFields: searchFields.length ? searchFields : [schema.recordRepresentation],
    customFilters: customFilters(schema),
    searchText: searchTextOf(schema),
    keyFilter: attributeKeyFilter(schema),
    prepareQuery: strictQuery(schema),
  };
};

/** A row of a declaration as its API answers it (references embedded). */
export const presentSchemaRow = (schema: ResourceSchema, row: Row): Row => presentRow(schema)(row);

export const schemaHandlers = (schema: ResourceSchema): HttpHandler[] => {
  const fields = Object.keys(schema.fields);
  const coerce = Object.fromEntries(Object.entries(schema.fields).map(([source, field]) => [source, coerceOf(field)]));
  const listOptions = schemaListOptions(schema);
  const files = filesOf(schema);
  const deletes = files.filter(([, f]) => f.options.deletePath);
  const path = `${API}/:orgid/${schema.name}`;
  const views = schema.views ?? ['list', 'create', 'edit', 'show'];
  const operations = [
    'list' as const,
    ...(views.includes('show') || views.includes('edit') ? (['get'] as const) : []),
    ...(views.includes('create') ? (['create'] as const) : []),
    ...(views.includes('edit') ? (['update'] as const) : []),
    // A record without a list of its own (a carousel's slide) is deleted from its parent's tab.
    ...(schema.deletable !== false && (views.includes('edit') || views.includes('create')) ? (['delete'] as const) : []),
  ];
  // The image delete of each image field: `{resource}/{id}/{deletePath}/delete` with key.
  const imageDeletes = deletes.map(([source, field]) =>
    http.post(`${path}/:id/${field.options.deletePath}/delete`, async ({ request, params }) => {
      const caller = authorize(request, params.orgid, { resource: schema.name, action: 'update' });
      if (caller instanceof Response) return caller;
      const row = findRow(schema.name, caller.orgid, String(params.id));
      if (!row) return fail('Record not found', 404);
      const body = await readBody(request);
      if (field.kind === 'images') {
        const list = Array.isArray(row[source]) ? (row[source] as { key?: string }[]) : [];
        const kept = list.filter(image => str(image.key) !== str(body.key));
        if (!str(body.key) || kept.length === list.length) return fail('Image not found', 404);
        row[source] = kept;
        touch();
        return ok({ id: row.id }, 'Image deleted successfully.');
      }
      const stored = row[source] as { key?: string } | null;
      if (!stored || (str(body.key) && str(body.key) !== str(stored.key))) return fail('Image not found', 404);
      row[source] = null;
      touch();
      return ok({ id: row.id }, 'Image deleted successfully.');
    }),
  );
  return crud(schema.name, {
    routes: imageDeletes,
    operations,
    fields,
    coerce,
    ...listOptions,
    // An update is checked as the record will be (a stored image counts as given).
    validate: (values, { mode, row }) => {
      // Of an images field only new files count: an edit may send the stored ones back.
      const sent = { ...values };
      for (const [source, field] of filesOf(schema)) {
        if (field.kind === 'images') {
          const picked = newFiles(sent[source]);
          if (picked.length || !row) sent[source] = picked;
          else delete sent[source];
        }
      }
      const errors = validateRecord(schema, row ? { ...row, ...sent } : sent, mode);
      return Object.keys(errors).length ? errors : null;
    },
    present: presentRow(schema),
    storeExtra: attributeValuesToStore(schema),
    deletable: schema.deletable,
    messages: schema.messages,
    afterChange: (event, row, caller) => {
      // The declaration's own after-save (`onSaved`: who logged an activity, the lead it updates).
      if (event !== 'delete')
        return schema.onSaved?.(event, row as Row & { id: number }, {
          userId: caller.account.id,
          rows: t => orgRows(t, row.organization_id),
        });
      deleteOwned(schema.name, row);
      // Rows that go with a deleted record (`deletesWith`: a purchased land's folders and files).
      for (const { table: name, match } of schema.deletesWith ?? []) {
        const rows = table(name);
        for (let i = rows.length - 1; i >= 0; i--) {
          if (rows[i]!.organization_id === row.organization_id && match(rows[i]!, row)) rows.splice(i, 1);
        }
      }
    },
    prepare: async (values, row) => {
      const files = await withStoredFiles(schema, values, row);
      const stored = withoutHidden(schema, files, row ? { ...row, ...files } : files);
      // A secret left blank on an edit keeps the one stored (a password is changed only when typed).
      for (const [source, field] of Object.entries(schema.fields)) if (field.options.secret && !str(stored[source])) delete stored[source];
      // An empty `.emptyAs` field (a customer's country code) is stored as its value, as the forms send it.
      const filled = withEmptyDefaults(schema, stored, row);
      return schema.derive ? { ...filled, ...schema.derive(filled, row) } : filled;
    },
  });
};

/**
 * A deleted record takes the records that belong to it (a reference declared `.owned()`) with it,
 * in its organization, and theirs in turn: a carousel's slides do not outlive it.
 */
export const deleteOwned = (resource: string, row: Row): void => {
  for (const child of SCHEMAS) {
    for (const [source, field] of Object.entries(child.fields)) {
      if (!field.options.owned || field.options.reference?.resource !== resource) continue;
      const rows = table(child.name);
      const gone = rows.filter(r => r.organization_id === row.organization_id && String(r[source]) === String(row.id));
      for (const r of gone) {
        rows.splice(rows.indexOf(r), 1);
        deleteOwned(child.name, r);
      }
    }
  }
};

/** Handlers of every schema resource whose demo API is not hand-written. */
export const schemaResourceHandlers: HttpHandler[] = SCHEMAS.filter(s => s.demoApi !== false).flatMap(schemaHandlers);

/** For tests: the rows of a schema resource in an organization. */
export const schemaRows = (name: string, orgid: number) => orgRows(name, orgid);

/**
 * The rows of a schema resource's list for a query, with the list's own filters, search and sort
 * (one reading for the list and for what exports it: the customers' export).
 */
export const schemaListRows = (schema: ResourceSchema, orgid: number, query: Values) => {
  const options = schemaListOptions(schema);
  return listRows(orgRows(schema.name, orgid), options.prepareQuery ? options.prepareQuery(query, orgid) : query, options);
};
