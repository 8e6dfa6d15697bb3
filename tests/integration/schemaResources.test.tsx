/**
 * One test for every schema resource (src/resources/schemas.ts), read from its declaration, on the
 * real <Admin> against the demo API: the list shows the seeded rows in the declared order and page
 * size; an empty save shows every required message verbatim and sends nothing; a create is
 * multipart with the typed fields and is stored; an edit sends `_method=PUT`; a delete asks the
 * confirmation of the specification; without `{name}.view` no menu entry and a typed URL is
 * refused, with the view key alone no create, no edit and no bulk delete.
 */
import { describe, expect, it } from 'vitest';
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { table, type Row } from '../../mocks/db';
import { SCHEMAS } from '../../src/resources/schemas';
import { hasView, fieldsIn, type ResourceSchema } from '../../src/common/schema/define';
import { onForm, validateRecord } from '../../src/common/schema/rules';
import { permissionRule, type PermissionRule } from '../../src/api/permissions';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { createAccountApi } from '../../src/api/account';
import { MESSAGES, deleteTitleOf } from '../../src/common/messages';
import { bodyRows, captureRequests, renderSignedIn, setPermissions } from './helpers';

const sidebar = () => document.querySelector('.RaSidebar-fixed') as HTMLElement;

const org1 = (schema: ResourceSchema) => table(schema.name).filter(r => r.organization_id === 1);

/** The rows in the declared order (default created_at descending), as the list shows them. */
const sorted = (schema: ResourceSchema, rows: Row[]) => {
  const { field, order } = schema.sort ?? { field: 'created_at', order: 'DESC' };
  const dir = order === 'ASC' ? 1 : -1;
  return [...rows].sort(
    (a, b) => dir * String(a[field] ?? '').localeCompare(String(b[field] ?? ''), undefined, { numeric: true }) || dir * (a.id - b.id),
  );
};

/** The text of a record as its list shows it (a choice through its display, a reference by its embed). */
const shownText = (schema: ResourceSchema, row: Row): string => {
  const field = schema.fields[schema.recordRepresentation];
  const value = row[schema.recordRepresentation];
  const ref = field?.kind === 'reference' ? field.options.reference : undefined;
  if (ref)
    return String(
      table(ref.resource).find(r => r.organization_id === row.organization_id && String(r.id) === String(value))?.[ref.display] ?? value,
    );
  return String(field?.options.display?.[String(value)] ?? value);
};

/** The first key of a permission rule (the one to grant), or null when nobody but masters hold it. */
const keyOf = (rule: PermissionRule): string | null => ('anyOf' in rule ? rule.anyOf[0]! : null);

/** A valid record for a create: a seeded row's fields that the create form has, a small file for each file field. */
const createValues = (schema: ResourceSchema, row: Row): Record<string, unknown> => {
  const values: Record<string, unknown> = {};
  for (const [source, field] of Object.entries(schema.fields)) {
    if (!onForm(field, 'create')) continue;
    if (field.kind === 'image' || field.kind === 'file' || field.kind === 'images') {
      const picked = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], `${source}.svg`, { type: 'image/svg+xml' });
      values[source] = field.kind === 'images' ? [picked] : picked;
      continue;
    }
    if (row[source] !== undefined && row[source] !== null) values[source] = row[source];
  }
  return values;
};

const providerFor = async (username: string) => {
  const session = await createAccountApi().login(username, username);
  return createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
};

/** A test declared only where the resource has what it proves (no skipped tests in the report). */
const itWhen = (when: boolean, title: string, fn: () => Promise<void>) => {
  if (when) it(title, fn);
};

describe.each(SCHEMAS.map(schema => [schema.name, schema] as const))('schema resource %s', (name, schema) => {
  const lists = hasView(schema, 'list');
  const creates = hasView(schema, 'create') && !schema.custom?.create;
  const edits = hasView(schema, 'edit') && !schema.custom?.edit;
  const deletable = schema.deletable !== false;
  const viewKey = keyOf(permissionRule(name, 'list'));

  // A data-only resource (no screen: a listing's attribute rows) is read through the API by its parent.
  itWhen((schema.views ?? ['list']).length === 0 && !schema.custom, 'a data-only resource: seeded and read through the API', async () => {
    const rows = org1(schema);
    expect(rows.length, 'seeded rows in organization 1').toBeGreaterThan(0);
    const provider = await providerFor('admin');
    const { data, total } = await provider.getList(name, {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(total).toBe(rows.length);
    expect(data.map(r => r.id).sort()).toEqual(rows.map(r => r.id).sort());
  });

  itWhen(
    lists && !schema.custom?.list,
    'lists the seeded rows in the declared order and page size; a delete asks the confirmation',
    async () => {
      // The list's default view (filterDefaults: customer gifts not sent yet) is what it opens on.
      const view = Object.entries(schema.filterDefaults ?? {});
      const rows = sorted(
        schema,
        org1(schema).filter(r => view.every(([key, value]) => String(r[key]) === String(value))),
      );
      expect(rows.length, 'seeded rows in organization 1').toBeGreaterThan(0);
      const { user } = await renderSignedIn('admin', `/1/${name}`);
      expect(await screen.findByRole('heading', { level: 1, name: schema.listTitle ?? schema.label })).toBeInTheDocument();
      // A hand-written cell (a message whose placeholders are links) is proved by its own test: here, that it is drawn.
      if (schema.cells?.[schema.recordRepresentation])
        await waitFor(() =>
          expect(bodyRows()[0]!.querySelector(`td.column-${schema.recordRepresentation}`)?.textContent?.trim()).toBeTruthy(),
        );
      else await waitFor(() => expect(bodyRows()[0]).toHaveTextContent(shownText(schema, rows[0]!)));
      expect(bodyRows()).toHaveLength(Math.min(schema.perPage ?? 20, rows.length));
      // The columns of the declaration.
      const headers = Array.from(document.querySelectorAll('thead th')).map(th => th.textContent?.trim());
      for (const [, field] of fieldsIn(schema, 'list')) expect(headers).toContain(field.label);
      // A list without a create view offers no Create, even to a master.
      if (!hasView(schema, 'create')) expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
      if (!deletable) {
        expect(document.querySelectorAll('tbody input[type="checkbox"]')).toHaveLength(0);
        return;
      }
      await user.click(within(bodyRows()[0]!).getByRole('checkbox'));
      await user.click(await screen.findByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(deleteTitleOf(schema.name))).toBeInTheDocument();
      expect(within(dialog).getByText(MESSAGES.deleteContent)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(table(name).some(r => r.id === rows[0]!.id)).toBe(false));
    },
  );

  itWhen(creates, 'an empty save shows every required message verbatim and sends nothing', async () => {
    const { user } = await renderSignedIn('admin', `/1/${name}/create`);
    const save = await screen.findByRole('button', { name: 'Save' });
    const seen = captureRequests();
    await user.click(save);
    const messages = [
      ...new Set(
        Object.entries(validateRecord(schema, defaultsOf(schema), 'create'))
          .filter(([key]) => !key.includes('.'))
          .map(([, m]) => m),
      ),
    ];
    expect(messages.length, 'a create form with nothing required has nothing to prove here').toBeGreaterThan(0);
    // Verbatim: a message's own spacing counts ('Option Type  is required', C7).
    for (const message of messages)
      expect(
        (await screen.findAllByText(message, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).length,
      ).toBeGreaterThan(0);
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);
    expect(window.location.pathname).toBe(`/1/${name}/create`);
  });

  itWhen(creates, 'a create is multipart with the fields, validated by the demo API with the same rules, and stored', async () => {
    const provider = await providerFor('admin');
    const model = org1(schema)[0]!;
    const values = createValues(schema, model);
    const seen = captureRequests();
    const { data } = await provider.create(name, { data: values });
    const post = seen.find(r => r.method === 'POST')!;
    expect(post.contentType).toMatch(/multipart\/form-data/);
    const stored = table(name).find(r => r.id === data.id)!;
    expect(stored.organization_id).toBe(1);
    for (const [source, value] of Object.entries(values)) {
      if (typeof value !== 'object') expect(String(stored[source]), source).toBe(String(value));
    }
    // A secret (a password) is stored but never answered by a read.
    const { data: read } = await provider.getOne(name, { id: data.id });
    for (const [source, field] of Object.entries(schema.fields))
      if (field.options.secret) expect(read, `${source} answered by a read`).not.toHaveProperty(source);
    // The demo API refuses an empty record with the declaration's messages on their fields.
    const errors = validateRecord(schema, {}, 'create');
    await expect(provider.create(name, { data: {} })).rejects.toMatchObject({
      body: { errors: expect.objectContaining(Object.fromEntries(Object.keys(errors).map(k => [k, expect.anything()]))) },
    });
  });

  itWhen(edits, 'an edit saves a seeded record with _method=PUT', async () => {
    const row = sorted(schema, org1(schema))[0]!;
    const { user } = await renderSignedIn('admin', `/1/${name}/${row.id}`);
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(document.querySelector('form')).not.toBeNull());
    // The form holds the record before it is saved.
    const input = document.querySelector(`[name="${schema.recordRepresentation}"]`) as HTMLInputElement | null;
    if (input) await waitFor(() => expect(input.value).toBe(String(row[schema.recordRepresentation] ?? '')));
    const seen = captureRequests();
    await user.click(save);
    await waitFor(() => expect(seen.some(r => r.method === 'POST' && r.path === `/1/${name}/${row.id}`)).toBe(true));
    const put = seen.find(r => r.method === 'POST')!;
    await waitFor(() => expect(put.form?._method).toBe('PUT'));
    await waitFor(() => expect(table(name).find(r => r.id === row.id)!.updated_at).toBeTruthy());
  });

  itWhen(lists && !!viewKey, 'with the view key alone: the menu entry and the list, no create, no edit, no bulk delete', async () => {
    setPermissions('staff', [viewKey!]);
    const { user } = await renderSignedIn('staff', `/1/${name}`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await waitFor(() => expect(bodyRows()[0]!.textContent).not.toBe(''));
    expect(within(sidebar()).getByRole('menuitem', { name: schema.label })).toBeInTheDocument();
    expect(document.querySelectorAll('tbody input[type="checkbox"]')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    // A row does not open the edit form.
    await user.click(bodyRows()[0]!.querySelector('td:last-child') as HTMLElement);
    await new Promise(resolve => setTimeout(resolve, 100));
    expect(window.location.pathname).not.toMatch(new RegExp(`^/1/${name}/\\d+$`));
  });

  // A list every member reads (the activity feed: no key exists) has no view key to withhold.
  const keyed = !('always' in permissionRule(name, 'list'));
  itWhen(lists && keyed, 'without the view key: no menu entry, and the typed URL is refused without a call', async () => {
    setPermissions('staff', ['project.view']);
    const seen = captureRequests();
    await renderSignedIn('staff', `/1/${name}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(within(sidebar()).queryByRole('menuitem', { name: schema.label })).not.toBeInTheDocument();
    expect(seen.filter(r => r.path.startsWith(`/1/${name}`) && !r.path.includes('/filter'))).toEqual([]);
  });
});

function defaultsOf(schema: ResourceSchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.fields)
      .filter(([, f]) => f.options.defaultValue !== undefined)
      .map(([source, f]) => [source, f.options.defaultValue]),
  );
}

it('every schema resource is registered once, with its seed or an owner of its table', () => {
  const names = SCHEMAS.map(s => s.name);
  expect(new Set(names).size).toBe(names.length);
  for (const schema of SCHEMAS) if (schema.seed !== false) expect(table(schema.name).length, schema.name).toBeGreaterThan(0);
});
