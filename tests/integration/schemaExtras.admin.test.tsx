/**
 * What the parametrized schema test cannot see in the administration declarations: a user
 * department's Fields tab (its own fields only, Add Field / Edit with ?deptid=), a field created
 * from ?deptid= (prefilled, saved back to the tab), Range limits required on a field's edit only,
 * and the shared attribute-type editor on listing attribute types.
 */
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '../../mocks/db';
import { createAccountApi } from '../../src/api/account';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { bodyRows, renderSignedIn, waitForPath } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);

const chooseOptionType = async (value: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Option Type/ }));
  fireEvent.click(await screen.findByRole('option', { name: value }));
};

describe('user department fields', { timeout: 60_000 }, () => {
  it("the Fields tab lists the department's fields in order, with Add Field and Edit carrying ?deptid=", async () => {
    const department = org1('userdepartment')[0]!;
    const fields = org1('userdepartmentfield')
      .filter(f => f.dept_id === department.id)
      .sort((a, b) => Number(a.order) - Number(b.order));
    expect(fields.length).toBeGreaterThan(1);
    await renderSignedIn('admin', `/1/userdepartment/${department.id}/show/field`);
    await waitFor(() => expect(bodyRows()).toHaveLength(fields.length));
    fields.forEach((f, i) => expect(within(bodyRows()[i]!).getByText(String(f.name))).toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Add Field' })).toHaveAttribute('href', `/1/userdepartmentfield/create?deptid=${department.id}`);
    expect(await within(bodyRows()[0]!).findByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/1/userdepartmentfield/${fields[0]!.id}?deptid=${department.id}`);
  });

  it('a field created from ?deptid= belongs to that department and the save returns to its Fields tab; Range limits are not required on create', async () => {
    const department = org1('userdepartment')[1]!;
    const { user } = await renderSignedIn('admin', `/1/userdepartmentfield/create?deptid=${department.id}`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Department/ })).toHaveValue(String(department.name)));
    await user.type(screen.getByLabelText(/^Name/), 'Plots shown today');
    await chooseOptionType('Range');
    expect(screen.getByLabelText(/^Min/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath(`/1/userdepartment/${department.id}/show/field`);
    expect(table('userdepartmentfield').find(f => f.name === 'Plots shown today')).toMatchObject({ organization_id: 1, dept_id: department.id, option_type: 'Range', status: 'Active' });
  });

  it("an edit needs min, max and default value for Range ('Option Type  is required' keeps its two spaces)", async () => {
    const session = await createAccountApi().login('admin', 'admin');
    const dp = createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
    const field = org1('userdepartmentfield').find(f => f.option_type === 'Number')!;
    const edited = await dp.update('userdepartmentfield', { id: field.id, data: { option_type: 'Range' }, previousData: field }).catch(e => e);
    expect(edited.body.errors).toEqual({ min: 'Min value is required', max: 'Max value is required', default_value: 'Default value is required' });
    const created = await dp.create('userdepartmentfield', { data: { dept_id: field.dept_id, name: 'x', status: 'Active' } }).catch(e => e);
    expect(created.body.errors).toEqual({ option_type: 'Option Type  is required' });
  });
});

describe('listing attribute types', { timeout: 60_000 }, () => {
  it('Select asks for option values, Range for min, max and default value; the slug is made from the name', async () => {
    const { user } = await renderSignedIn('admin', '/1/listingattributetype/create');
    await user.type(await screen.findByLabelText(/^Name/), 'Compound Type');
    await user.type(screen.getByLabelText(/^Icon/), 'fence');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Property Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Land' }));
    await chooseOptionType('Range');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Min value is required')).toBeInTheDocument();
    await chooseOptionType('Select');
    expect(screen.queryByLabelText(/^Min/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Option value is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText(/^Option value/), 'Barbed wire');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath('/1/listingattributetype');
    const created = table('listingattributetype').find(r => r.name === 'Compound Type')!;
    expect(created).toMatchObject({ slug: 'compound_type', property_type: 'Land', option_type: 'Select' });
    expect((created.option_value as { option_value: string }[]).map(o => o.option_value)).toEqual(['Barbed wire']);
  });
});
