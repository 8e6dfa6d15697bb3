/**
 * Edits that cannot overwrite silently (issue 38): a record changed behind an open form's back
 * stops its save (409 from the demo API), the form shows both versions of each field that
 * differs, and both ways on work — "Save mine over it" (saved again from the current version) and
 * "Take theirs" (the form takes the current record; what was typed is a draft, put back by one
 * click). The same in a dialog that updates a record (a customer's points).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table, type Row } from '../../mocks/db';
import { createAccountApi } from '../../src/api/account';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { listDrafts } from '../drafts';
import { KEPT_AS_DRAFT, RESTORE_MINE, SAVE_MINE, STALE_TITLE, TAKE_THEIRS } from '../../src/common/ConflictDialog';
import { POINTS_TEXTS } from '../../src/resources/crm/customers/pointsLogic';
import { bodyRows, captureRequests, renderSignedIn } from './helpers';

// The console boots in each test; on a loaded machine that alone can take most of 10 s.

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);

const provider = async () => {
  const session = await createAccountApi().login('admin', 'admin');
  return createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
};

/** The inputs of that label on the tab shown (react-admin keeps the other tabs mounted, hidden). */
const hidden = (el: Element | null): boolean =>
  !!el &&
  (getComputedStyle(el).display === 'none' ||
    getComputedStyle(el).visibility === 'hidden' ||
    el.hasAttribute('hidden') ||
    hidden(el.parentElement));
const input = async (label: RegExp) => {
  const shown = () => screen.queryAllByLabelText(label, { selector: 'input' }).filter(el => !hidden(el));
  await waitFor(() => expect(shown()).toHaveLength(1));
  return shown()[0]!;
};

/** The version the demo API answers for a row (a row never updated answers its created_at). */
const versionOf = (row: Row) => String(row.updated_at ?? row.created_at);

/** Another user saves the customer's name (through the API, as another tab would). */
const savedByAnother = async (row: Row, name: string) => {
  const api = await provider();
  const { data } = await api.getOne('customer', { id: row.id });
  await api.update('customer', { id: row.id, data: { ...data, name }, previousData: data });
};

/** The comparison's line of a field: its label, their value, the user's value. */
const lineOf = (dialog: HTMLElement, field: string) => {
  const line = dialog.querySelector(`tr[data-field="${field}"]`) as HTMLElement | null;
  expect(line, `a line for ${field}`).not.toBeNull();
  return Array.from(line!.querySelectorAll('th, td')).map(cell => cell.textContent);
};

// The first test boots the console cold; on a loaded machine that alone can take a minute.
describe('a page form whose record changed since it was opened (issue 38)', () => {
  it('the save is stopped and shows both versions; "Save mine over it" saves from the current version; the next save of the form goes through', async () => {
    const row = org1('customer')[0]!;
    const opened = versionOf(row);
    const { user } = await renderSignedIn('admin', `/1/customer/${row.id}`);
    const name = await input(/^Name/);
    await waitFor(() => expect(name).toHaveValue(String(row.name)));
    await user.clear(name);
    await user.type(name, 'Mine Kumar');

    await savedByAnother(row, 'Theirs Kumar');
    const theirs = versionOf(row);
    expect(theirs).not.toBe(opened);

    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: STALE_TITLE });
    expect(lineOf(dialog, 'name')).toEqual(['Name', 'Theirs Kumar', 'Mine Kumar']);
    // Only the field that differs: the others hold the same in both versions.
    expect(Array.from(dialog.querySelectorAll('tr[data-field]')).map(tr => tr.getAttribute('data-field'))).toEqual(['name']);
    // Stopped: the other user's save stands, and the form sent the version it was opened with.
    expect(row.name).toBe('Theirs Kumar');
    await waitFor(() =>
      expect(seen.find(r => r.path === `/1/customer/${row.id}` && r.method === 'POST')?.form).toMatchObject({
        _method: 'PUT',
        updated_at: opened,
      }),
    );
    // Nothing typed is lost while the user decides.
    expect(name).toHaveValue('Mine Kumar');

    await user.click(within(dialog).getByRole('button', { name: SAVE_MINE }));
    await waitFor(() => expect(row.name).toBe('Mine Kumar'));
    const posts = seen.filter(r => r.path === `/1/customer/${row.id}` && r.method === 'POST');
    await waitFor(() => expect(posts[1]?.form).toMatchObject({ updated_at: theirs, name: 'Mine Kumar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: STALE_TITLE })).toBeNull());

    // The same form again (the record as the save answered it): it carries the saved version.
    const saved = versionOf(row);
    await waitFor(() => expect(window.location.pathname).toBe('/1/customer'));
    // Opened again in a fresh page (an in-app popstate here raced a router blocker once another
    // file had run in the worker: docs/decisions.md "Stale edits (issue 38)").
    await renderSignedIn('admin', `/1/customer/${row.id}`);
    const again = await input(/^Name/);
    await waitFor(() => expect(again).toHaveValue('Mine Kumar'));
    fireEvent.change(again, { target: { value: 'Mine Kumar Second' } });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(row.name).toBe('Mine Kumar Second'));
    expect(seen.filter(r => r.path === `/1/customer/${row.id}` && r.method === 'POST').at(-1)?.form).toMatchObject({ updated_at: saved });
    expect(screen.queryByRole('dialog', { name: STALE_TITLE })).toBeNull();
  });

  it('"Take theirs": the form shows the current record, what was typed is a draft and one click puts it back; that save goes through', async () => {
    const row = org1('customer')[1]!;
    const { user } = await renderSignedIn('admin', `/1/customer/${row.id}`);
    const name = await input(/^Name/);
    await waitFor(() => expect(name).toHaveValue(String(row.name)));
    await user.clear(name);
    await user.type(name, 'Typed Here');
    await savedByAnother(row, 'Saved There');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: STALE_TITLE });
    expect(lineOf(dialog, 'name')).toEqual(['Name', 'Saved There', 'Typed Here']);
    await user.click(within(dialog).getByRole('button', { name: TAKE_THEIRS }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: STALE_TITLE })).toBeNull());
    await waitFor(async () => expect(await input(/^Name/)).toHaveValue('Saved There'));
    expect(row.name).toBe('Saved There');
    expect(await screen.findByText(KEPT_AS_DRAFT)).toBeInTheDocument();
    expect(listDrafts().some(d => d.values.name === 'Typed Here')).toBe(true);

    await user.click(screen.getByRole('button', { name: RESTORE_MINE }));
    await waitFor(async () => expect(await input(/^Name/)).toHaveValue('Typed Here'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(row.name).toBe('Typed Here'));
    expect(screen.queryByRole('dialog', { name: STALE_TITLE })).toBeNull();
  });

  it('the demo API refuses a stale update with 409, the envelope and the current record', async () => {
    const api = await provider();
    const row = org1('customer')[2]!;
    const { data: read } = await api.getOne('customer', { id: row.id });
    expect(read.updated_at).toBe(versionOf(row));
    await api.update('customer', { id: row.id, data: { ...read, name: 'First Save' }, previousData: read });
    await expect(api.update('customer', { id: row.id, data: { ...read, name: 'Second Save' }, previousData: read })).rejects.toMatchObject({
      status: 409,
      body: { data: { id: row.id, name: 'First Save', updated_at: versionOf(row) } },
    });
    expect(row.name).toBe('First Save');
    // Without a version (a caller that sends none) the update is not checked, as before.
    const { updated_at: _v, ...unversioned } = read;
    await api.update('customer', { id: row.id, data: { ...unversioned, name: 'Third Save' }, previousData: { id: row.id } });
    expect(row.name).toBe('Third Save');
  });
});

describe("a dialog that updates a record (a customer's points, issue 38)", { timeout: 90_000 }, () => {
  const withPoints = () => {
    const points = org1('customerpoints');
    return org1('customer').find(c => points.filter(p => p.customer_id === c.id).length >= 2)!;
  };
  const newestOf = (customerId: number) =>
    org1('customerpoints')
      .filter(p => p.customer_id === customerId)
      .sort((a, b) => (a.created_at < b.created_at ? 1 : -1))[0]!;

  const openEdit = async (customer: Row) => {
    const { user } = await renderSignedIn('admin', `/1/customer/${customer.id}/show/customerpoints`);
    await user.click((await screen.findAllByRole('button', { name: 'Edit' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Points' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Points Value/)).not.toHaveValue(''));
    return { user, dialog };
  };

  /** Another user changes the transaction's value while the dialog is open. */
  const changedBehind = (points: Row, value: number) =>
    Object.assign(points, { point_value: value, updated_at: '2031-01-01T00:00:00.000Z' });

  it('the save is stopped and shows both versions; "Save mine over it" saves', async () => {
    const customer = withPoints();
    const points = newestOf(customer.id);
    const { user, dialog } = await openEdit(customer);
    const value = within(dialog).getByLabelText(/^Points Value/);
    await user.clear(value);
    await user.type(value, '999');
    changedBehind(points, 500);

    const seen = captureRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(STALE_TITLE);
    expect(lineOf(alert, 'point_value')).toEqual(['Points Value', '500', '999']);
    expect(points.point_value).toBe(500);
    expect(value).toHaveValue('999');

    await user.click(within(alert).getByRole('button', { name: SAVE_MINE }));
    expect(await screen.findByText(POINTS_TEXTS.updated)).toBeInTheDocument();
    expect(points.point_value).toBe(999);
    const posts = seen.filter(r => r.path === `/1/customerpoints/${points.id}/update`);
    expect(posts.map(p => p.form?.updated_at)).toEqual([expect.not.stringMatching(/^2031/), '2031-01-01T00:00:00.000Z']);
  });

  it('"Take theirs": the dialog shows the current values, what was typed comes back with one click and saves', async () => {
    const customer = withPoints();
    const points = newestOf(customer.id);
    const { user, dialog } = await openEdit(customer);
    const value = within(dialog).getByLabelText(/^Points Value/);
    await user.clear(value);
    await user.type(value, '321');
    changedBehind(points, 700);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: TAKE_THEIRS }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Points Value/)).toHaveValue('700'));
    expect(within(dialog).queryByText(STALE_TITLE)).toBeNull();
    expect(within(dialog).getByText(KEPT_AS_DRAFT)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: RESTORE_MINE }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Points Value/)).toHaveValue('321'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(POINTS_TEXTS.updated)).toBeInTheDocument();
    expect(points.point_value).toBe(321);
  });
});

/* Forms and dialogs with their own update call (issue 38, second part) ---------------------------- */

const LATER = '2031-01-01T00:00:00.000Z';
const postsTo = (seen: ReturnType<typeof captureRequests>, path: string) => seen.filter(r => r.method === 'POST' && r.path === path);

describe('the price-guide edit page (its own POST priceguide/{id}/update, issue 38)', () => {
  const guideWithOtherLayout = () => {
    const guide = org1('priceguide').find(g => g.layout_id)!;
    const layouts = org1('layout');
    return { guide, mine: layouts.find(l => l.id === guide.layout_id)!, other: layouts.find(l => l.id !== guide.layout_id)! };
  };
  const openGuide = async (guideId: number) => {
    const rendered = await renderSignedIn('admin', `/1/priceguide/${guideId}`);
    const name = await input(/^Name/);
    await waitFor(() => expect(name).not.toHaveValue(''));
    return { ...rendered, name };
  };

  it('sends the version it loaded; a stale save shows both versions (the layout by its name, not its id); "Save mine over it" saves from the current version', async () => {
    const { guide, mine, other } = guideWithOtherLayout();
    const opened = versionOf(guide);
    const { user, name } = await openGuide(guide.id);
    await user.clear(name);
    await user.type(name, 'Mine Guide');
    // Another user moved the guide to another layout and renamed it.
    Object.assign(guide, { name: 'Theirs Guide', layout_id: other.id, updated_at: LATER });

    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: STALE_TITLE });
    expect(lineOf(dialog, 'name')).toEqual(['Name', 'Theirs Guide', 'Mine Guide']);
    expect(lineOf(dialog, 'layout_id')).toEqual(['Layout', String(other.name), String(mine.name)]);
    expect(guide.name).toBe('Theirs Guide');
    await waitFor(() => expect(postsTo(seen, `/1/priceguide/${guide.id}/update`)[0]?.form).toMatchObject({ updated_at: opened }));
    expect(name).toHaveValue('Mine Guide');

    await user.click(within(dialog).getByRole('button', { name: SAVE_MINE }));
    await waitFor(() => expect(guide.name).toBe('Mine Guide'));
    expect(guide.layout_id).toBe(mine.id);
    expect(postsTo(seen, `/1/priceguide/${guide.id}/update`)[1]?.form).toMatchObject({ updated_at: LATER, name: 'Mine Guide' });
    expect(await screen.findByText('Price Guide updated.')).toBeInTheDocument();
  });

  it('"Take theirs": the form shows the current guide and what was typed is kept as a draft', async () => {
    const { guide } = guideWithOtherLayout();
    const { user, name } = await openGuide(guide.id);
    await user.clear(name);
    await user.type(name, 'Typed Guide');
    Object.assign(guide, { name: 'Saved Guide', updated_at: LATER });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: STALE_TITLE });
    await user.click(within(dialog).getByRole('button', { name: TAKE_THEIRS }));
    await waitFor(async () => expect(await input(/^Name/)).toHaveValue('Saved Guide'));
    expect(await screen.findByText(KEPT_AS_DRAFT)).toBeInTheDocument();
    expect(guide.name).toBe('Saved Guide');
    await user.click(screen.getByRole('button', { name: RESTORE_MINE }));
    await waitFor(async () => expect(await input(/^Name/)).toHaveValue('Typed Guide'));
  });
});

/**
 * A dialog that updates a record: it sends the version it read; changed behind its back, the save
 * is stopped with both versions in the dialog, and "Save mine over it" saves from the current one.
 */
const stoppedThenSavedMine = async (
  user: Awaited<ReturnType<typeof renderSignedIn>>['user'],
  dialog: HTMLElement,
  opts: { path: string; field: string; line: string[]; changeBehind: () => void; opened: string; saved: () => unknown },
) => {
  opts.changeBehind();
  const seen = captureRequests();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent(STALE_TITLE);
  expect(lineOf(alert, opts.field)).toEqual(opts.line);
  await user.click(within(alert).getByRole('button', { name: SAVE_MINE }));
  await waitFor(() => expect(opts.saved()).toBe(true));
  expect(postsTo(seen, opts.path).map(p => p.form?.updated_at)).toEqual([opts.opened, LATER]);
};

describe('dialogs that update a record send its version and stop a stale save (issue 38)', () => {
  it('the listing status dialog (the status by its text)', async () => {
    const listing = org1('listing').find(r => r.status === 'Pending')!;
    for (const r of table('listing')) if (r.id !== listing.id && r.organization_id === 1) r.organization_id = 99;
    const opened = versionOf(listing);
    const { user } = await renderSignedIn('admin', '/1/listing');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(await within(bodyRows()[0]!).findByRole('button', { name: 'Status Pending: change' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: 'Active' }));
    await stoppedThenSavedMine(user, dialog, {
      path: '/1/listingpendingstatus',
      field: 'status',
      line: ['Status', 'In Review', 'Active'],
      changeBehind: () => Object.assign(listing, { status: 'In Review', updated_at: LATER }),
      opened,
      saved: () => listing.status === 'Active',
    });
  });

  it('the price guide row of a project', async () => {
    const row = org1('priceguide').find(g => g.project_id === 1 && !g.layout_id)!;
    const opened = versionOf(row);
    const { user } = await renderSignedIn('admin', '/1/project/1/show');
    await user.click(await screen.findByRole('button', { name: `Edit ${String(row.name)}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Price Guide' });
    const price = within(dialog).getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, '5150');
    await stoppedThenSavedMine(user, dialog, {
      path: `/1/price/guide/${row.id}/update`,
      field: 'price',
      line: ['Price', '4800', '5150'],
      changeBehind: () => Object.assign(row, { price: 4800, updated_at: LATER }),
      opened,
      saved: () => row.price === 5150,
    });
  });

  it('the failed customer import edit', async () => {
    const row = [...org1('customerimportfailed')].sort((a, b) => b.id - a.id)[0]!;
    const opened = versionOf(row);
    const { user } = await renderSignedIn('admin', '/1/customerimportfailed');
    const rowOf = () => bodyRows().find(tr => tr.textContent?.includes(String(row.name)));
    await waitFor(() => expect(rowOf()).toBeTruthy());
    await user.click(await within(rowOf()!).findByRole('button', { name: `Edit ${String(row.name)}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Failed Import' });
    const city = within(dialog).getByLabelText(/^City/) as HTMLInputElement;
    await waitFor(() => expect(within(dialog).getByLabelText(/^Name/)).toHaveValue(String(row.name)));
    fireEvent.change(city, { target: { value: 'Mine Town' } });
    await stoppedThenSavedMine(user, dialog, {
      path: `/1/customerimportfailed/${row.id}/update`,
      field: 'city',
      line: ['City', 'Their Town', 'Mine Town'],
      changeBehind: () => Object.assign(row, { city: 'Their Town', updated_at: LATER }),
      opened,
      saved: () => row.city === 'Mine Town',
    });
  });

  it('the agent phone of a user', async () => {
    const arun = org1('user').find(u => u.name === 'Arun Agent')!;
    const opened = versionOf(arun);
    const { user } = await renderSignedIn('admin', `/1/user/${arun.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Update Agent Phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Agent Phone' });
    const phone = within(dialog).getByLabelText(/^Agent Phone/);
    await user.clear(phone);
    await user.type(phone, '9840123456');
    await stoppedThenSavedMine(user, dialog, {
      path: `/1/user/${arun.id}/agentphoneupdate`,
      field: 'useragent',
      line: ['Agent Phone', '9840000001', '9840123456'],
      changeBehind: () => Object.assign(arun, { telephony_phone: '9840000001', updated_at: LATER }),
      opened,
      saved: () => arun.telephony_phone === '9840123456',
    });
  });
});
