/**
 * Layout attribute types with the real <Admin> against the demo API (msw/node): the list (10 per
 * page, filters q and option_type), create with the messages of spec 3 §5 (and the fields each
 * option type shows), edit ('Layout name is required'), show, the demo API's own validation, and
 * what the permissions hide.
 */
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db, table, type Row } from '../../mocks/db';
import { createAccountApi } from '../../src/api/account';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { renderSignedIn, waitForPath } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const org1 = () => table('layoutattributetype').filter(r => r.organization_id === 1);
const bodyRows = () => Array.from(document.querySelectorAll('tbody tr')) as HTMLElement[];
const newestFirst = (rows: Row[]) => [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

const chooseOptionType = async (value: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Option Type/ }));
  fireEvent.click(await screen.findByRole('option', { name: value }));
};

describe('layout attribute type list', { timeout: 60_000 }, () => {
  it('lists 10 per page, newest first, and filters by q and option_type', async () => {
    for (let i = 0; i < 4; i++) {
      table('layoutattributetype').push({
        id: 500 + i,
        organization_id: 1,
        name: `Extra ${i}`,
        slug: `extra_${i}`,
        icon: 'star',
        option_type: 'Text',
        order: 20 + i,
        option_value: [],
        created_at: `2026-11-1${i}T08:00:00.000Z`,
      });
    }
    await renderSignedIn('admin', '/1/layoutattributetype');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(within(bodyRows()[0]).getByText(String(newestFirst(org1())[0].name))).toBeInTheDocument();
    expect(screen.getByText(`1-10 of ${org1().length.toLocaleString('en-IN')}`)).toBeInTheDocument();

    await chooseOptionType('Checkbox');
    await waitFor(() => expect(bodyRows()).toHaveLength(org1().filter(r => r.option_type === 'Checkbox').length));
    expect(within(bodyRows()[0]).getByText('Amenities')).toBeInTheDocument();
  });

  it('searches by q', async () => {
    const { user } = await renderSignedIn('admin', '/1/layoutattributetype');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    await user.type(screen.getByLabelText('Search'), 'road');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]).getByText('Road Width')).toBeInTheDocument();
  });
});

describe('layout attribute type create and edit', { timeout: 90_000 }, () => {
  it("refuses an empty form with 'Name is required', 'Icon is required', 'Option Type is required'", async () => {
    const { user } = await renderSignedIn('admin', '/1/layoutattributetype/create');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Icon is required')).toBeInTheDocument();
    expect(screen.getByText('Option Type is required')).toBeInTheDocument();
  });

  it('Select shows option values with descriptions (required); creates one', async () => {
    const { user } = await renderSignedIn('admin', '/1/layoutattributetype/create');
    await user.type(await screen.findByLabelText(/^Name/), 'Water Source');
    await user.type(screen.getByLabelText(/^Icon/), 'water_drop');
    await chooseOptionType('Select');
    expect(screen.queryByLabelText(/^Min/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Option value is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText(/^Option value/), 'Borewell');
    await user.type(screen.getAllByLabelText(/^Description/)[0], 'Individual borewell per plot');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getAllByLabelText(/^Option value/)[1], 'Municipal');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath('/1/layoutattributetype');
    const created = table('layoutattributetype').find(r => r.name === 'Water Source')!;
    expect(created).toMatchObject({
      organization_id: 1,
      slug: 'water_source',
      icon: 'water_drop',
      option_type: 'Select',
      min: null,
      max: null,
    });
    expect((created.option_value as { option_value: string; description: string }[]).map(o => [o.option_value, o.description])).toEqual([
      ['Borewell', 'Individual borewell per plot'],
      ['Municipal', ''],
    ]);
    expect((created.option_value as { _id: string }[]).every(o => o._id)).toBe(true);
  });

  it('Range shows min, max and default value, each required', async () => {
    const { user } = await renderSignedIn('admin', '/1/layoutattributetype/create');
    await user.type(await screen.findByLabelText(/^Name/), 'Distance to School (km)');
    await user.type(screen.getByLabelText(/^Icon/), 'school');
    await chooseOptionType('Range');
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Min value is required')).toBeInTheDocument();
    expect(screen.getByText('Max value is required')).toBeInTheDocument();
    expect(screen.getByText('Default value is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Min/), '0');
    await user.type(screen.getByLabelText(/^Max/), '25');
    await user.type(screen.getByLabelText(/^Default value/), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath('/1/layoutattributetype');
    expect(table('layoutattributetype').find(r => r.name === 'Distance to School (km)')).toMatchObject({
      min: 0,
      max: 25,
      default_value: 3,
      option_value: [],
    });
  });

  it('other types show a description', async () => {
    await renderSignedIn('admin', '/1/layoutattributetype/create');
    await screen.findByLabelText(/^Name/);
    await chooseOptionType('Bool');
    expect(screen.getByLabelText(/^Description/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Min/)).not.toBeInTheDocument();
  });

  it("edit says 'Layout name is required' for an empty name, and saves", async () => {
    const row = org1().find(r => r.option_type === 'Radio')!;
    const { user } = await renderSignedIn('admin', `/1/layoutattributetype/${row.id}`);
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue(String(row.name)));
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Layout name is required')).toBeInTheDocument();
    await user.type(name, 'Approval Authority');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath('/1/layoutattributetype');
    expect(table('layoutattributetype').find(r => r.id === row.id)).toMatchObject({ name: 'Approval Authority', option_type: 'Radio' });
  });

  it('the demo API enforces the same rules through the envelope', async () => {
    const session = await createAccountApi().login('admin', 'admin');
    const dp = createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
    const created = await dp.create('layoutattributetype', { data: { option_type: 'Checkbox' } }).catch(e => e);
    expect(created.status).toBe(422);
    expect(created.body.errors).toEqual({ name: 'Name is required', icon: 'Icon is required', option_value: 'Option value is required' });
    const row = org1()[0];
    const edited = await dp
      .update('layoutattributetype', { id: row.id, data: { name: '', icon: 'x', option_type: 'Range' }, previousData: row })
      .catch(e => e);
    expect(edited.body.errors).toEqual({
      name: 'Layout name is required',
      min: 'Min value is required',
      max: 'Max value is required',
      default_value: 'Default value is required',
    });
  });
});

describe('layout attribute type show and permissions', { timeout: 60_000 }, () => {
  it('shows the option values with their descriptions', async () => {
    const row = org1().find(r => r.option_type === 'Radio')!;
    await renderSignedIn('admin', `/1/layoutattributetype/${row.id}/show`);
    for (const o of row.option_value as { option_value: string; description: string }[]) {
      expect(await screen.findByText(o.option_value)).toBeInTheDocument();
    }
    expect(screen.getByText(String(row.icon))).toBeInTheDocument();
  });

  it('without layoutattributetype.view the typed URL is refused', async () => {
    await renderSignedIn('staff', '/1/layoutattributetype');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });

  it('with view only: no create, no bulk delete, and rows open the show page', async () => {
    db().accounts.find(a => a.username === 'staff')!.organizations[0].permissions = ['layoutattributetype.view'];
    const { user } = await renderSignedIn('staff', '/1/layoutattributetype');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(document.querySelectorAll('tbody input[type="checkbox"]').length).toBe(0);
    const first = newestFirst(org1())[0];
    await user.click(within(bodyRows()[0]).getByText(String(first.name)));
    await waitForPath(`/1/layoutattributetype/${first.id}/show`);
  });
});
