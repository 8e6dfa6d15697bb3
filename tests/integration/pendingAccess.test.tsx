/**
 * A control gated by a permission inside a clickable row, while its behaviour is not known yet
 * (common/Gated.tsx): with the authProvider's answer held back, or the cell's code, a click on it
 * neither acts nor reaches the row (which would open the record instead); once the answer is in,
 * the same click does what the control does.
 *
 * The console's registry in a react-admin <Admin> with the console's providers, as
 * src/app/OrgAdmin.tsx builds it, except that its authProvider's canAccess (or a cell's code)
 * waits for the test.
 */
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Admin, Resource, memoryStore, type AuthProvider } from 'react-admin';
import { table, type Row } from '../../mocks/db';
import { createAccountApi } from '../../src/api/account';
import { getMembership, saveSession } from '../../src/api/session';
import { createOrgProviders } from '../../src/app/OrgAdmin';
import { createQueryClient } from '../../src/app/queryClient';
import { OrgContext } from '../../src/common/OrgContext';
import { guardViews } from '../../src/app/guardViews';
import { i18nProvider } from '../../src/app/i18n';
import { RESOURCES } from '../../src/resources';
import { schemaResource } from '../../src/app/schemaResource';
import type { ResourceDeclaration } from '../../src/app/resourceTypes';
import type { ResourceSchema } from '../../src/common/schema/define';
import { listing } from '../../src/resources/website/listings/schema';
import { customeroffer } from '../../src/resources/crm/offers/customerOffers';
import { LISTING_TEXTS } from '../../src/resources/website/listings/listingLogic';
import { bodyRows, currentPath, setPermissions } from './helpers';

configure({ asyncUtilTimeout: 10000 });

/** A promise the test resolves when it lets the held answer through. */
const gate = () => {
  let release!: () => void;
  const released = new Promise<void>(resolve => (release = resolve));
  return { released, release };
};

/** The authProvider with its answer to `resource` / `action` held until the gate opens. */
const holdingAccess =
  (resource: string, action: string, released: Promise<void>) =>
  (auth: AuthProvider): AuthProvider => ({
    ...auth,
    canAccess: async params => {
      if (params.resource === resource && params.action === action) await released;
      return auth.canAccess!(params);
    },
  });

/** The registry with one schema's hand-written cell, its code arriving when the gate opens. */
const holdingCell = (schema: ResourceSchema, source: string, released: Promise<void>): ResourceDeclaration[] => {
  // A lazy cell of its own (the registry's may have loaded in an earlier test): the same code, later.
  const Cell = schema.cells![source]!;
  const held = lazy(() => released.then(() => ({ default: (props: { source: string }) => <Cell {...props} /> })));
  return RESOURCES.map(r => (r.name === schema.name ? schemaResource({ ...schema, cells: { ...schema.cells, [source]: held } }) : r));
};

const renderConsole = async (
  path: string,
  options: { auth?: (auth: AuthProvider) => AuthProvider; resources?: readonly ResourceDeclaration[]; username?: string } = {},
) => {
  const session = await createAccountApi().login(options.username ?? 'admin', options.username ?? 'admin');
  saveSession(session);
  const providers = createOrgProviders('1');
  const authProvider = (options.auth ?? (a => a))(providers.authProvider);
  const resources = (options.resources ?? RESOURCES).map(guardViews);
  window.history.pushState({}, '', path);
  const router = createBrowserRouter([
    {
      path: '/:orgid/*',
      element: (
        <OrgContext.Provider value={{ orgid: '1', membership: getMembership('1', session)!, user: session }}>
          <Admin
            basename="/1"
            dataProvider={providers.dataProvider}
            authProvider={authProvider}
            store={memoryStore()}
            // A held canAccess stands for an auth provider that must be asked: the console's query
            // client then has no rule to answer the checks with (src/app/queryClient.ts).
            queryClient={options.auth ? createQueryClient() : providers.queryClient}
            i18nProvider={i18nProvider}
            disableTelemetry
          >
            {resources.map(r => (
              <Resource
                key={r.name}
                name={r.name}
                list={r.list}
                create={r.create}
                edit={r.edit}
                show={r.show}
                recordRepresentation={r.recordRepresentation}
              />
            ))}
          </Admin>
        </OrgContext.Provider>
      ),
    },
  ]);
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  return user;
};

/** Only this listing in organization 1 (its list then has one row). */
const onlyListing = (where: (r: Row) => boolean) => {
  const rows = table('listing').filter(r => r.organization_id === 1);
  const kept = rows.find(where)!;
  for (const r of rows) if (r.id !== kept.id) r.organization_id = 99;
  return kept;
};

const oneRow = async () => {
  // The first test of a worker also loads the console's code: longer than the usual wait.
  await waitFor(() => expect(bodyRows()).toHaveLength(1), { timeout: 30_000 });
  return bodyRows()[0]!;
};

/** Gives pending work (a row click's own checks, a navigation) the time to happen, if it were going to. */
const settle = () => new Promise(resolve => setTimeout(resolve, 200));

interface CellCase {
  name: string;
  schema: ResourceSchema;
  source: string;
  path: string;
  /** Leaves one row in the list. */
  prepare: () => void;
  /** The cell's plain value, standing in while the code loads. */
  before: (row: HTMLElement) => HTMLElement;
  /** What a click does once the code is there. */
  after: (row: HTMLElement, user: ReturnType<typeof userEvent.setup>) => Promise<void>;
}

describe('a gated control in a clickable row while its answer is pending', { timeout: 60_000 }, () => {
  it('the listing status chip: inert while listing.update is being read, then it opens Change Status', async () => {
    const listingRow = onlyListing(r => r.status === 'Pending');
    const access = gate();
    const user = await renderConsole('/1/listing', { auth: holdingAccess('listing', 'edit', access.released) });
    const row = await oneRow();
    const chip = await within(row).findByRole('button', { name: 'Status Pending: change' });
    // Drawn as the button it will be, but disabled for now.
    expect(chip).toHaveAttribute('aria-disabled', 'true');
    await user.click(chip);
    await settle();
    expect(currentPath()).toBe('/1/listing');
    expect(screen.queryByRole('dialog')).toBeNull();

    access.release();
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Status Pending: change' })).not.toHaveAttribute('aria-disabled'));
    expect(currentPath()).toBe('/1/listing');
    await user.click(within(row).getByRole('button', { name: 'Status Pending: change' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(LISTING_TEXTS.statusTitle)).toBeInTheDocument();
    expect(currentPath()).toBe('/1/listing');
    expect(listingRow.status).toBe('Pending');
  });

  it('without listing.update the chip ends plain once the answer is in: a click then opens the row', async () => {
    setPermissions('admin', ['listing.view']);
    const listingRow = onlyListing(r => r.status === 'Pending');
    const access = gate();
    const user = await renderConsole('/1/listing', { auth: holdingAccess('listing', 'edit', access.released) });
    const row = await oneRow();
    const chip = await within(row).findByRole('button', { name: 'Status Pending: change' });
    await user.click(chip);
    await settle();
    expect(currentPath()).toBe('/1/listing');

    access.release();
    await waitFor(() => expect(within(row).queryByRole('button', { name: /^Status / })).toBeNull());
    await user.click(within(row).getByText('Pending'));
    await waitFor(() => expect(currentPath()).toBe(`/1/listing/${listingRow.id}/show`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the booking Paid / Un Paid toggle: inert while plotbook.update is being read, then it asks for the confirmation', async () => {
    const booking = table('plotbook').find(b => b.organization_id === 1 && b.paid === 0)!;
    const access = gate();
    const user = await renderConsole(`/1/plotbook?filter=${encodeURIComponent(JSON.stringify({ ids: [booking.id] }))}`, {
      auth: holdingAccess('plotbook', 'edit', access.released),
    });
    const row = await oneRow();
    const toggle = await within(row).findByRole('button', { name: 'Un Paid' });
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await user.click(toggle);
    await settle();
    expect(currentPath()).toBe('/1/plotbook');
    expect(screen.queryByRole('dialog')).toBeNull();

    access.release();
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Un Paid' })).not.toHaveAttribute('aria-disabled'));
    await user.click(within(row).getByRole('button', { name: 'Un Paid' }));
    expect(await screen.findByRole('dialog', { name: 'Pay status' })).toBeInTheDocument();
    expect(currentPath()).toBe('/1/plotbook');
  });

  // A hand-written cell decides its behaviour (and its permission) in its own code: until that has
  // arrived, its plain value stands in, inert.
  it.each<CellCase>([
    {
      name: 'the listing status chip',
      schema: listing,
      source: 'status',
      path: '/1/listing',
      prepare: () => {
        onlyListing(r => r.status === 'Pending');
      },
      before: row => within(row).getByText('Pending'),
      after: async (row, user) => {
        await user.click(await within(row).findByRole('button', { name: 'Status Pending: change' }));
        expect(await screen.findByRole('dialog')).toBeInTheDocument();
        expect(currentPath()).toBe('/1/listing');
      },
    },
    {
      name: "an offer's layouts link",
      schema: customeroffer,
      source: 'layouts',
      path: '/1/customeroffer',
      prepare: () => {
        const offers = table('customeroffer').filter(o => o.organization_id === 1);
        const kept = offers.find(o => table('offerlayout').some(l => l.offer_id === o.id))!;
        for (const o of offers) if (o.id !== kept.id) o.organization_id = 99;
      },
      before: row => within(row).getByText(/^\d+$/),
      after: async (row, user) => {
        const link = await within(row).findByRole('link', { name: /layouts of/ });
        await user.click(link);
        await waitFor(() => expect(currentPath()).toMatch(/^\/1\/customeroffer\/\d+\/show\/assignedlayouts$/));
      },
    },
  ])('$name: its cell inert while its code loads', async ({ schema, source, path, prepare, before, after }) => {
    prepare();
    const code = gate();
    const user = await renderConsole(path, { resources: holdingCell(schema, source, code.released) });
    const row = await oneRow();
    await waitFor(() => expect(before(row)).toBeInTheDocument());
    await user.click(before(row));
    await settle();
    expect(currentPath()).toBe(path);
    expect(screen.queryByRole('dialog')).toBeNull();

    code.release();
    await after(row, user);
  });
});
