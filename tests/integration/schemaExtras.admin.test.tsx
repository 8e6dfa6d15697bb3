/**
 * What the parametrized schema test cannot see in the administration declarations: a user
 * department's Fields tab (its own fields only, Add Field / Edit with ?deptid=), a field created
 * from ?deptid= (prefilled, saved back to the tab), Range limits required on a field's edit only,
 * the shared attribute-type editor on listing attribute types; and (issue 18) a task's assignee
 * linked only with user.view, the department report's Info dialog and its file download (path and
 * session headers), the task title cut at 80 in the task reports with their Info dialog, and the
 * reports' filters (q, deptid, uid, tid, date range).
 */
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '../../mocks/db';
import { createAccountApi } from '../../src/api/account';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { server } from '../../mocks/node';
import { ORG_HEADER } from '../../src/api/config';
import { bodyRows, renderSignedIn, setPermissions, waitForPath } from './helpers';
import { mediaQueries } from '../mediaQueries';

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
    expect(await screen.findByRole('link', { name: 'Add Field' })).toHaveAttribute(
      'href',
      `/1/userdepartmentfield/create?deptid=${department.id}`,
    );
    expect(await within(bodyRows()[0]!).findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/1/userdepartmentfield/${fields[0]!.id}?deptid=${department.id}`,
    );
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
    expect(table('userdepartmentfield').find(f => f.name === 'Plots shown today')).toMatchObject({
      organization_id: 1,
      dept_id: department.id,
      option_type: 'Range',
      status: 'Active',
    });
  });

  it("an edit needs min, max and default value for Range ('Option Type  is required' keeps its two spaces)", async () => {
    const session = await createAccountApi().login('admin', 'admin');
    const dp = createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
    const field = org1('userdepartmentfield').find(f => f.option_type === 'Number')!;
    const edited = await dp
      .update('userdepartmentfield', { id: field.id, data: { option_type: 'Range' }, previousData: field })
      .catch(e => e);
    expect(edited.body.errors).toEqual({
      min: 'Min value is required',
      max: 'Max value is required',
      default_value: 'Default value is required',
    });
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

describe('user tasks and the reports (issue 18)', { timeout: 60_000 }, () => {
  const providerFor = async (username: string) => {
    const session = await createAccountApi().login(username, username);
    return createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
  };

  it("a task's assignee links to /user/{id}/show only with user.view", async () => {
    const task = org1('usertask').sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)) || b.id - a.id)[0]!;
    const assignee = table('user').find(u => u.id === task.user_id)!;
    setPermissions('staff', ['usertask.view', 'user.view']);
    const first = await renderSignedIn('staff', '/1/usertask');
    await waitFor(() => expect(within(bodyRows()[0]!).getByText(String(assignee.name))).toBeInTheDocument());
    expect(within(bodyRows()[0]!).getByRole('link', { name: String(assignee.name) })).toHaveAttribute(
      'href',
      `/1/user/${assignee.id}/show`,
    );
    first.unmount();
    setPermissions('staff', ['usertask.view']);
    await renderSignedIn('staff', '/1/usertask');
    await waitFor(() => expect(within(bodyRows()[0]!).getByText(String(assignee.name))).toBeInTheDocument());
    expect(within(bodyRows()[0]!).queryByRole('link', { name: String(assignee.name) })).not.toBeInTheDocument();
  });

  it("a department report's Info lists its answers; a File answer downloads through userdepartmentreport/download/{report_id} with the session's headers", async () => {
    const report = org1('userdepartmentreport').find(r =>
      (r.report_answer as { field: { option_type: string } }[]).some(a => a.field.option_type === 'File'),
    )!;
    const answers = report.report_answer as { field: { name: string; option_type: string }; answer: string; report_id?: number }[];
    const file = answers.find(a => a.field.option_type === 'File')!;
    // Only this report in the list.
    const seen: { url: string; auth: string | null; org: string | null }[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.url.includes('/userdepartmentreport/download/'))
        seen.push({ url: new URL(request.url).pathname, auth: request.headers.get('Authorization'), org: request.headers.get(ORG_HEADER) });
    };
    server.events.on('request:start', listener);
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    }) as typeof URL.createObjectURL);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const { user } = await renderSignedIn(
      'admin',
      `/1/userdepartmentreport?filter=${encodeURIComponent(JSON.stringify({ date_from: report.date_of_submit, date_to: report.date_of_submit, uid: report.user_id, deptid: report.dept_id }))}`,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(await within(bodyRows()[0]!).findByRole('button', { name: /^Info/ }));
    const dialog = await screen.findByRole('dialog');
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(answers.length);
    answers.forEach((a, i) => {
      expect(rows[i]).toHaveTextContent(a.field.name);
      expect(rows[i]).toHaveTextContent(a.field.option_type);
      expect(rows[i]).toHaveTextContent(a.answer);
    });
    await user.click(within(dialog).getByRole('button', { name: `Download ${file.answer}` }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(seen).toEqual([
      { url: `/api/v1/1/userdepartmentreport/download/${file.report_id}`, auth: expect.stringMatching(/^Bearer /), org: '1' },
    ]);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(file.answer);
    expect((await blobs[0]!.text()).length).toBeGreaterThan(0);
  });

  it('task reports: the title cut at 80 characters with an ellipsis; Info shows the whole title and the answer', async () => {
    const task = org1('usertask')[0]!;
    const title = 'Follow up the Sri Balaji Nagar Phase 2 customers for the registration documents and DD copies before Friday';
    task.title = title;
    const report = org1('usertaskreport').find(r => r.task_id === task.id)!;
    const { user } = await renderSignedIn(
      'admin',
      `/1/usertaskreport?filter=${encodeURIComponent(JSON.stringify({ tid: task.id, date_from: report.answer_date, date_to: report.answer_date, uid: report.user_id }))}`,
    );
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const row = bodyRows().find(r => r.textContent?.includes(title.slice(0, 40)))!;
    expect(within(row).getByText(`${title.slice(0, 80).trimEnd()}…`)).toBeInTheDocument();
    expect(row.textContent).not.toContain(title);
    await user.click(await within(row).findByRole('button', { name: /^Info/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(title)).toBeInTheDocument();
    expect(within(dialog).getAllByText(String(report.answer)).length).toBeGreaterThan(0);
  });

  it("on a small screen the simple list keeps the row's Info button", async () => {
    vi.stubGlobal(
      'matchMedia',
      mediaQueries(query => /max-width/.test(query)),
    );
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const report = org1('usertaskreport').sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)) || b.id - a.id)[0]!;
    const { user } = await renderSignedIn('admin', '/1/usertaskreport');
    const buttons = await screen.findAllByRole('button', { name: /^Info of the report/ });
    expect(document.querySelector('table')).toBeNull();
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText(String(report.answer)).length).toBeGreaterThan(0);
  });

  it('the report filters: q by user name, deptid, uid, tid and the date range', async () => {
    const dp = await providerFor('admin');
    const list = (resource: string, filter: Record<string, unknown>) =>
      dp
        .getList(resource, { filter, pagination: { page: 1, perPage: 1000 }, sort: { field: 'created_at', order: 'DESC' } })
        .then(r => r.data);
    const reports = org1('userdepartmentreport');
    const some = reports[3]!;
    const name = String(table('user').find(u => u.id === some.user_id)!.name);
    expect((await list('userdepartmentreport', { q: name })).map(r => r.id).sort()).toEqual(
      reports
        .filter(r => r.user_id === some.user_id)
        .map(r => r.id)
        .sort(),
    );
    expect((await list('userdepartmentreport', { deptid: some.dept_id })).every(r => r.dept_id === some.dept_id)).toBe(true);
    expect((await list('userdepartmentreport', { uid: some.user_id })).every(r => r.user_id === some.user_id)).toBe(true);
    const day = String(some.date_of_submit);
    expect((await list('userdepartmentreport', { date_from: day, date_to: day })).map(r => r.id).sort()).toEqual(
      reports
        .filter(r => r.date_of_submit === day)
        .map(r => r.id)
        .sort(),
    );
    const taskReports = org1('usertaskreport');
    const one = taskReports[2]!;
    const byTask = await list('usertaskreport', { tid: one.task_id });
    expect(byTask.map(r => r.id).sort()).toEqual(
      taskReports
        .filter(r => r.task_id === one.task_id)
        .map(r => r.id)
        .sort(),
    );
    expect(byTask[0]).toMatchObject({
      task: { id: one.task_id, title: expect.any(String), start_date: expect.any(String), end_date: expect.any(String) },
    });
    expect(
      (await list('usertaskreport', { uid: one.user_id, date_from: one.answer_date })).every(
        r => r.user_id === one.user_id && String(r.answer_date) >= String(one.answer_date),
      ),
    ).toBe(true);
  });
});
