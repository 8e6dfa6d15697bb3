/**
 * RecordLink, the one link to a record or a list (spec 1 §6): a link only when the resource is
 * registered with that page and the member may open it; plain text otherwise, so nothing links to
 * a page that is not there (no dead ends) or that the member may not see.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CoreAdminContext, ResourceDefinitionContextProvider, testDataProvider, type ResourceDefinitions } from 'ra-core';
import type { Membership } from '../../src/api/permissions';
import { OrgContext } from '../../src/common/OrgContext';
import { allowedRecordPath, recordPath, type RecordTarget, type RegisteredViews } from '../../src/common/recordPath';
import { RecordLink, RecordRef } from '../../src/common/RecordLink';

const member = (permissions: string[], master = 0): Membership => ({ organization_id: 1, name: 'Daga Estates', master, permissions });

describe('recordPath: the page of a target, relative to the organization', () => {
  it.each<[RecordTarget, string | null]>([
    [{ resource: 'customer', id: 12 }, '/customer/12/show'],
    [{ resource: 'plot', id: 3, tab: 'map' }, '/plot/3/show/map'],
    [{ resource: 'plot', id: 3, type: 'edit' }, '/plot/3'],
    [{ resource: 'layout', id: 3, type: 'edit', tab: 'media' }, '/layout/3/media'],
    [{ resource: 'document/project', id: 'a b' }, '/document/project/a%20b/show'],
    [{ resource: 'project', type: 'list' }, '/project'],
    [
      { resource: 'plot', type: 'list', filter: { lid: 4, status: 'Sold' } },
      `/plot?filter=${encodeURIComponent('{"lid":4,"status":"Sold"}')}`,
    ],
    [{ resource: 'plot', id: undefined }, null],
    [{ resource: 'plot', id: null, type: 'edit' }, null],
    [{ resource: 'plot', id: '' }, null],
  ])('%j → %s', (target, path) => expect(recordPath(target)).toBe(path));
});

describe('allowedRecordPath: registered, with that page, and allowed — or plain text (null)', () => {
  const all: RegisteredViews = { hasList: true, hasShow: true, hasEdit: true };
  const editOnly: RegisteredViews = { hasList: true, hasEdit: true };
  it.each<[string, RegisteredViews | undefined, Membership | null, RecordTarget, string | null]>([
    ['view key: the show page', all, member(['customer.view']), { resource: 'customer', id: 7 }, '/customer/7/show'],
    ['no view key: text', all, member(['plot.view']), { resource: 'customer', id: 7 }, null],
    ['not registered: text, even for a master', undefined, member([], 1), { resource: 'customer', id: 7 }, null],
    ['no member (outside an organization): text', all, null, { resource: 'customer', id: 7 }, null],
    ['a master: every registered page', all, member([], 1), { resource: 'plot', id: 2, tab: 'document' }, '/plot/2/show/document'],
    [
      'no show page: the edit page, with the update key',
      editOnly,
      member(['plotsaleinstalment.view', 'instalment.update']),
      { resource: 'plotsaleinstalment', id: 4 },
      '/plotsaleinstalment/4',
    ],
    [
      'no show page and no update key: text',
      editOnly,
      member(['plotsaleinstalment.view']),
      { resource: 'plotsaleinstalment', id: 4 },
      null,
    ],
    ['show asked, no show page: text', editOnly, member([], 1), { resource: 'plotsaleinstalment', id: 4, type: 'show' }, null],
    ['view but no update: show only', all, member(['plot.view']), { resource: 'plot', id: 4, type: 'edit' }, null],
    ['the exception table: layout.view is project.view', all, member(['project.view']), { resource: 'layout', id: 5 }, '/layout/5/show'],
    [
      'a list with its filter (list needs the view key)',
      all,
      member(['plot.view']),
      { resource: 'plot', type: 'list', filter: { lid: 1 } },
      `/plot?filter=${encodeURIComponent('{"lid":1}')}`,
    ],
    ['a list the resource does not have: text', { hasShow: true }, member([], 1), { resource: 'plot', type: 'list' }, null],
    ['no id: text', all, member([], 1), { resource: 'plot', id: null }, null],
  ])('%s', (_, views, membership, target, path) => expect(allowedRecordPath(views, membership, target)).toBe(path));
});

const REGISTERED: ResourceDefinitions = {
  plot: { name: 'plot', hasList: true, hasShow: true, hasEdit: true, hasCreate: true },
  project: { name: 'project', hasList: true, hasShow: true, hasEdit: true, hasCreate: true },
};

/** Renders inside an organization's admin context (basename /1) with plot and project registered. */
const renderIn = async (membership: Membership | null, children: ReactNode) => {
  const content = <div data-testid="content">{children}</div>;
  render(
    <MemoryRouter initialEntries={['/1/']}>
      <CoreAdminContext dataProvider={testDataProvider()} basename="/1">
        <ResourceDefinitionContextProvider definitions={REGISTERED}>
          {membership ? (
            <OrgContext.Provider value={{ orgid: '1', membership, user: {} as never }}>{content}</OrgContext.Provider>
          ) : (
            content
          )}
        </ResourceDefinitionContextProvider>
      </CoreAdminContext>
    </MemoryRouter>,
  );
  // The admin context mounts its children once its store is ready; a link is decided in that render.
  await screen.findByTestId('content');
};

describe('RecordLink', () => {
  it('links to the record inside the organization with the view permission', async () => {
    await renderIn(
      member(['plot.view']),
      <RecordLink resource="plot" id={12} tab="map">
        Plot 12
      </RecordLink>,
    );
    expect(screen.getByRole('link', { name: 'Plot 12' })).toHaveAttribute('href', '/1/plot/12/show/map');
  });

  it('is plain text without it, decided at once (no flash of a link)', async () => {
    await renderIn(
      member(['project.view']),
      <RecordLink resource="plot" id={12}>
        Plot 12
      </RecordLink>,
    );
    expect(screen.getByText('Plot 12')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is plain text for a resource that is not registered, even for a master (customer, until it is)', async () => {
    await renderIn(
      member([], 1),
      <RecordLink resource="customer" id={12}>
        Ravi Kumar
      </RecordLink>,
    );
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is plain text outside an organization', async () => {
    await renderIn(
      null,
      <RecordLink resource="plot" id={12}>
        Plot 12
      </RecordLink>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links to a filtered list, with its accessible name', async () => {
    await renderIn(
      member(['plot.view']),
      <RecordLink resource="plot" type="list" filter={{ lid: 4 }} aria-label="12 plots of Phase 1">
        12
      </RecordLink>,
    );
    expect(screen.getByRole('link', { name: '12 plots of Phase 1' })).toHaveAttribute(
      'href',
      `/1/plot?filter=${encodeURIComponent('{"lid":4}')}`,
    );
  });
});

describe('RecordRef: the embedded related record of a record', () => {
  const plot = {
    id: 3,
    number: 'A-7',
    layout: { id: 2, name: 'Phase 1', project: { id: 9, name: 'Daga Hills' } },
    customer: { id: 5, name: 'Ravi' },
  };

  it('links the related record by its text field, through a dotted source', async () => {
    await renderIn(
      member(['project.view', 'plot.view']),
      <>
        <RecordRef resource="project" source="layout.project" record={plot} />
        <RecordRef resource="plot" source="plot" text="number" record={{ id: 1, plot }} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Daga Hills' })).toHaveAttribute('href', '/1/project/9/show');
    expect(screen.getByRole('link', { name: 'A-7' })).toHaveAttribute('href', '/1/plot/3/show');
  });

  it("is the text where it may not link, and '-' when the record has none", async () => {
    await renderIn(
      member([], 1),
      <>
        <RecordRef resource="customer" source="customer" record={plot} />
        <RecordRef resource="customer" source="broker" record={plot} />
      </>,
    );
    expect(screen.getByText('Ravi')).toBeInTheDocument();
    expect(screen.getByText('-')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
