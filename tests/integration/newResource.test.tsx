/**
 * docs/adding-a-resource.md followed literally by a resource that exists only here: one
 * declaration (§1), its hand-written part given as its sibling `<name>.views.ts` would give it, and
 * its registry line (§2, done by registering it the way src/resources/index.ts does), and nothing
 * else. The list, the forms, the demo API, the seed and the demo's permission editor all come from
 * the declaration.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { within, screen, waitFor } from '@testing-library/react';
import { useRecordContext } from 'react-admin';
import { db, table } from '../../mocks/db';
import { server } from '../../mocks/node';
import { schemaHandlers } from '../../mocks/handlers/schema';
import { seedSchemaTable } from '../../mocks/seed/schema';
import { permissionGroups } from '../../mocks/handlers/users';
import { defineSchema } from '../../src/common/schema/define';
import { withViews } from '../../src/common/withViews';
import { lazyView } from '../../src/common/loadable';
import { longText, phone, text } from '../../src/common/schema/fields';
import { registerResources } from '../../src/app/resources';
import { schemaResource } from '../../src/app/schemaResource';
import { permissionRule } from '../../src/api/permissions';
import { RESOURCES } from '../../src/resources';
import { SCHEMAS } from '../../src/resources/schemas';
import { bodyRows, renderSignedIn, setPermissions, waitForPath } from './helpers';

// §1: the declaration, as src/resources/<area>/<name>.ts (crm: src/resources/crm/<part>/<name>.ts) would hold it.
const sitevisit = defineSchema({
  name: 'sitevisit',
  label: 'Site Visits',
  singular: 'Site Visit',
  group: 'sales',
  icon: 'landmark',
  reducedMenu: true,
  perPage: 20,
  sort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  fields: {
    name: text('Visitor')
      .required('Visitor name is required')
      .in('list', 'search', 'sort')
      .seed(ctx => ctx.fake.person()),
    mobile: phone('Mobile').required('mobile is required').digits('Valid mobile number required').in('list'),
    notes: longText('Notes').seed(ctx => ctx.fake.sentence()),
  },
  seed: { count: 6 },
});

// §1 "Hand-written parts": what src/resources/<area>/siteVisits.views.ts would hold, a lazy row action.
const VisitRowAction = () => {
  const record = useRecordContext();
  return <span>Visit of {String(record?.name)}</span>;
};
withViews(sitevisit, { rowActions: lazyView(async () => ({ default: VisitRowAction })) });

const KEYS = ['view', 'create', 'update', 'delete'].map(action => `sitevisit.${action}`);
const org1Rows = () => table('sitevisit').filter(r => r.organization_id === 1);

describe('a resource added by docs/adding-a-resource.md', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // §2: the registry line — the console's views and menu, the demo API and the seed read it.
    registerResources([...RESOURCES, schemaResource(sitevisit)]);
    server.use(...schemaHandlers(sitevisit));
    seedSchemaTable(sitevisit, db().tables, new Date());
  });
  afterEach(() => registerResources(RESOURCES));

  it('has a menu entry and a list of its seeded rows in the declared order, for a member with its view key', async () => {
    setPermissions('staff', ['sitevisit.view']);
    await renderSignedIn('staff', '/1/sitevisit');
    const names = org1Rows()
      .map(r => String(r.name))
      .sort((a, b) => a.localeCompare(b));
    expect(names.length).toBe(6);
    await waitFor(() => expect(bodyRows().map(r => r.textContent)).toHaveLength(6), { timeout: 20_000 });
    expect(bodyRows()[0]!.textContent).toContain(names[0]!);
    // The views module's row action, drawn in each row once its code has arrived.
    expect(await within(bodyRows()[0]!).findByText(`Visit of ${names[0]!}`)).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem', { name: /Site Visits/ }).length).toBeGreaterThan(0);
    // With the view key alone: no Create.
    expect(screen.queryByRole('link', { name: /Create/ })).not.toBeInTheDocument();
  });

  it("creates through its generated form: the rules' messages first, then a stored record", async () => {
    setPermissions('staff', KEYS);
    const { user } = await renderSignedIn('staff', '/1/sitevisit/create');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Visitor name is required')).toBeInTheDocument();
    expect(screen.getByText('mobile is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Visitor/), 'Kavitha Raman');
    await user.type(screen.getByLabelText(/^Mobile/), '98ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Valid mobile number required')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Mobile/));
    await user.type(screen.getByLabelText(/^Mobile/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(org1Rows().find(r => r.name === 'Kavitha Raman')).toMatchObject({ mobile: '9876543210' }), {
      timeout: 20_000,
    });
  });

  it('edits through its generated form, stored by the demo API', async () => {
    setPermissions('staff', KEYS);
    const row = org1Rows()[0]!;
    const { user } = await renderSignedIn('staff', `/1/sitevisit/${row.id}`);
    const visitor = await screen.findByLabelText(/^Visitor/);
    await waitFor(() => expect(visitor).toHaveValue(String(row.name)));
    await user.clear(visitor);
    await user.type(visitor, 'Senthil Kumar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath('/1/sitevisit');
    expect(org1Rows().find(r => r.id === row.id)?.name).toBe('Senthil Kumar');
  });

  it("its keys reach the demo's permission editor, and the demo API asks them", async () => {
    expect(permissionGroups().find(g => g.name === 'Sitevisit')).toBeUndefined();
    const group = permissionGroups([...SCHEMAS, sitevisit]).find(g => g.name === 'Sitevisit');
    expect(group?.permissions).toEqual([
      { key: 'sitevisit.view', label: 'View' },
      { key: 'sitevisit.create', label: 'Create' },
      { key: 'sitevisit.update', label: 'Update' },
      { key: 'sitevisit.delete', label: 'Delete' },
    ]);
    expect(permissionRule('sitevisit', 'list')).toEqual({ anyOf: ['sitevisit.view'] });
    setPermissions('staff', []);
    await renderSignedIn('staff', '/1/sitevisit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });

  it('names its icon from the icon set: a typo is a type error', () => {
    const typo = () =>
      defineSchema({
        ...sitevisit,
        // @ts-expect-error 'landmrk' is not a name of src/common/iconNames.ts
        icon: 'landmrk',
      });
    expect(typo().icon).toBe('landmrk');
    expect(schemaResource(sitevisit).icon).not.toBe(schemaResource({ ...sitevisit, icon: 'default' }).icon);
  });
});
