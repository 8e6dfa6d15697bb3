/**
 * Plot sales: the messages of spec 2 §5 verbatim, the routes of spec 2 §2, what an edit and an
 * instalment send, the permission keys (inventory: plot.view / plot.update / plot.delete,
 * instalment.*, plotsalestatustype.*), the seed and the demo API's rules (spec 2 §4, §5, §7).
 */
import { describe, expect, it } from 'vitest';
import { findRow, table } from '../../mocks/db';
import { INSTALMENT_TABLE, SALE_STATUS_TABLE, SALE_STATUS_TYPE_TABLE, SALE_STATUS_TYPES } from '../../mocks/seed/plotSales';
import { canAccess, type Membership } from '../../src/api/permissions';
import { toFormData } from '../../src/api/formData';
import { required } from '../../src/common/validators';
import { SALE_STATUS_MESSAGES, salePayload, sumAmounts, validateCustomerImage } from '../../src/resources/sales/plotsale/saleLogic';
import { instalmentPayload } from '../../src/resources/sales/plotsaleinstalment/InstalmentForm';
import {
  INSTALMENT_MESSAGES,
  instalmentCreatePath,
  instalmentEditPath,
  saleInstalmentsPath,
} from '../../src/features/instalments/instalmentLogic';

const ROOT = 'http://localhost/api/v1';

const login = async (username: string) => {
  const response = await fetch(`${ROOT}/account/login`, { method: 'POST', body: toFormData({ username, password: username }) });
  return (await response.json()).data.token as string;
};

const call = async (token: string, path: string, init: RequestInit = {}) => {
  const response = await fetch(`${ROOT}/1/${path}`, {
    ...init,
    headers: { Accept: 'application/json', 'X-Organization-Id': '1', Authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json() };
};

const post = (token: string, path: string, values: Record<string, unknown>) =>
  call(token, path, { method: 'POST', body: toFormData(values) });

const member = (permissions: string[]): Membership => ({
  organization_id: 1,
  name: 'Org',
  software_access: 'Daga',
  master: 0,
  permissions,
});

describe('the messages of spec 2 §5, verbatim', () => {
  it.each([
    ['amount', INSTALMENT_MESSAGES.amount, 'Amount is required'],
    ['received_at', INSTALMENT_MESSAGES.receivedAt, 'Received Date is required'],
    ['received_user_id', INSTALMENT_MESSAGES.receivedUser, 'Received User is required'],
  ])('instalment %s: %s', (_field, message, expected) => {
    expect(message).toBe(expected);
    expect(required(message)('')).toBe(expected);
    expect(required(message)('   ')).toBe(expected);
    expect(required(message)('12')).toBeUndefined();
  });

  it("'Unable to update status change' when adding a sale status fails without a message (spec 2 §8)", () => {
    expect(SALE_STATUS_MESSAGES.failed).toBe('Unable to update status change');
  });
});

describe('routes of spec 2 §2', () => {
  it.each([
    [instalmentCreatePath(12, 7), '/plotsaleinstalment/create?plotid=12&plotsaleid=7'],
    [instalmentEditPath(3, 7), '/plotsaleinstalment/3?plotsaleid=7'],
    [saleInstalmentsPath(7), '/plotsale/7/show/instalment'],
  ])('%s', (path, expected) => expect(path).toBe(expected));
});

describe('what is sent', () => {
  it('a sale edit sends the sale fields only (G29), and the customer image only when a new one was chosen', () => {
    const values = {
      id: 4,
      price: 2500000,
      registration_due_date: '2026-12-01',
      notes: 'n',
      broker_id: 9,
      total_amount: 1,
      customer_id: 3,
      plot_id: 5,
      customer_image: 'old.png',
    };
    expect(salePayload(values)).toEqual({ price: 2500000, registration_due_date: '2026-12-01', notes: 'n', broker_id: 9 });
    const rawFile = new Blob(['x'], { type: 'image/png' });
    expect(salePayload({ ...values, customer_image_upload: { rawFile, src: 'blob:1' } })).toMatchObject({ customer_image: { rawFile } });
    expect(salePayload({ price: 1 })).toEqual({ price: 1, registration_due_date: null, notes: null, broker_id: null });
  });

  it('an instalment sends amount, received_at, received_user_id, plotid and plotsaleid (spec 2 §7)', () => {
    expect(instalmentPayload({ id: 1, amount: 5000, received_at: '2026-11-01', received_user_id: 2, extra: 1 }, '12', '7')).toEqual({
      amount: 5000,
      received_at: '2026-11-01',
      received_user_id: 2,
      plotid: '12',
      plotsaleid: '7',
    });
  });

  it.each([
    [{ rawFile: { name: 'me.JPG', type: 'image/jpeg' } }, undefined],
    [{ rawFile: { name: 'me.webp', type: '' } }, undefined],
    [{ rawFile: { name: 'me.pdf', type: 'application/pdf' } }, 'The customer image must be a picture (jpeg, jpg, gif, png, webp).'],
    [null, undefined],
  ])('customer image %j → %s', (value, expected) => expect(validateCustomerImage(value)).toBe(expected));

  it('sums instalment amounts to the paisa', () => {
    expect(sumAmounts([{ amount: 0.1 }, { amount: 0.2 }, { amount: '1000.35' }])).toBe(1000.65);
    expect(sumAmounts([])).toBe(0);
  });
});

describe('permissions', () => {
  it.each([
    ['plotsale', 'list', 'plot.view'],
    ['plotsale', 'show', 'plot.view'],
    ['plotsale', 'edit', 'plot.update'],
    ['plotsale', 'delete', 'plot.delete'],
    ['plotsalestatus', 'list', 'plot.view'],
    ['plotsalestatus', 'create', 'plot.update'],
    ['plotsaleinstalment', 'list', 'plot.view'],
    ['plotsaleinstalment', 'create', 'instalment.create'],
    ['plotsaleinstalment', 'edit', 'instalment.update'],
    ['plotsalestatuslist', 'edit', 'plotsalestatustype.update'],
    ['plotsalestatuslist', 'delete', 'plotsalestatustype.delete'],
  ])('%s / %s needs %s', (resource, action, key) => {
    expect(canAccess(member([key]), { resource, action })).toBe(true);
    expect(canAccess(member([]), { resource, action })).toBe(false);
  });
});

describe('seed', () => {
  it('has the status types of each organization, status records of known types and instalments within each sale total', () => {
    for (const org of [1, 2]) {
      expect(
        table(SALE_STATUS_TYPE_TABLE)
          .filter(t => t.organization_id === org)
          .map(t => t.status),
      ).toEqual(SALE_STATUS_TYPES[org]);
    }
    const statuses = table(SALE_STATUS_TABLE);
    expect(statuses.length).toBeGreaterThan(10);
    for (const s of statuses) {
      const type = findRow(SALE_STATUS_TYPE_TABLE, s.organization_id, String(s.statustype))!;
      expect(type.status).toBe(s.status);
      expect(findRow('plotsale', s.organization_id, String(s.sold_plot_id))).toBeTruthy();
    }
    const instalments = table(INSTALMENT_TABLE);
    expect(instalments.length).toBeGreaterThan(10);
    const bySale = new Map<number, number>();
    for (const i of instalments) bySale.set(i.plot_sale_id as number, (bySale.get(i.plot_sale_id as number) ?? 0) + Number(i.amount));
    for (const [saleId, sum] of bySale) {
      const sale = table('plotsale').find(s => s.id === saleId)!;
      expect(sum).toBeLessThanOrEqual(Number(sale.total_amount));
      expect(instalments.find(i => i.plot_sale_id === saleId)!.plotid).toBe(sale.plot_id);
    }
  });
});

describe('demo API', () => {
  const firstSale = () => table('plotsale').find(s => s.organization_id === 1)!;

  it('lists sales with their plot, project and customer, filtered by plot_id (the plot show custinfo tab)', async () => {
    const admin = await login('admin');
    const sale = firstSale();
    const { body } = await call(admin, `plotsale?plot_id=${sale.plot_id}`);
    expect(body.data.data.map((s: { id: number }) => s.id)).toEqual([sale.id]);
    const plot = table('plot').find(p => p.id === sale.plot_id)!;
    expect(body.data.data[0]).toMatchObject({ plot: { id: plot.id, number: plot.number }, customer: { id: sale.customer_id } });
    expect(body.data.data[0].project).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String) }));
  });

  it('updates the sale fields only and refuses a missing price', async () => {
    const admin = await login('admin');
    const sale = firstSale();
    const before = { customer_id: sale.customer_id, plot_id: sale.plot_id, total_amount: sale.total_amount };
    const bad = await post(admin, `plotsale/${sale.id}`, { _method: 'PUT', price: '' });
    expect(bad.body).toMatchObject({ status: false, errors: { price: 'Price is required' } });
    const good = await post(admin, `plotsale/${sale.id}`, {
      _method: 'PUT',
      price: 1234000,
      notes: 'Changed',
      customer_id: 1,
      plot_id: 1,
      total_amount: 1,
    });
    expect(good.body.status).toBe(true);
    expect(sale).toMatchObject({ price: 1234000, notes: 'Changed', ...before });
  });

  it('adds a sale status record with the type name; the status type is required', async () => {
    const admin = await login('admin');
    const sale = firstSale();
    const missing = await post(admin, 'plotsalestatus', { sold_plot_id: sale.id, notes: 'x' });
    expect(missing.body).toMatchObject({ status: false, errors: { statustype: SALE_STATUS_MESSAGES.typeRequired } });
    const type = table(SALE_STATUS_TYPE_TABLE).find(t => t.organization_id === 1 && t.status === 'Registered')!;
    const created = await post(admin, 'plotsalestatus', { sold_plot_id: sale.id, notes: 'Deed done', statustype: type.id });
    expect(created.body.data).toMatchObject({ sold_plot_id: sale.id, statustype: type.id, status: 'Registered', notes: 'Deed done' });
    const listed = await call(admin, `plotsalestatus?sold_plot_id=${sale.id}`);
    expect(listed.body.data.data[0].status).toBe('Registered');
    const shown = await call(admin, `plotsale/${sale.id}`);
    expect(shown.body.data.sale_status).toBe('Registered');
  });

  it('validates instalments with the messages of §5 and stores them under the sale', async () => {
    const admin = await login('admin');
    const sale = firstSale();
    const bad = await post(admin, 'plotsaleinstalment', { plotid: sale.plot_id, plotsaleid: sale.id });
    expect(bad.body.errors).toEqual({
      amount: 'Amount is required',
      received_at: 'Received Date is required',
      received_user_id: 'Received User is required',
    });
    const user = table('user').find(u => u.organization_id === 1)!;
    const good = await post(admin, 'plotsaleinstalment', {
      amount: 25000,
      received_at: '2026-11-19',
      received_user_id: user.id,
      plotid: sale.plot_id,
      plotsaleid: sale.id,
    });
    expect(good.body.data).toMatchObject({
      plot_sale_id: sale.id,
      plotid: sale.plot_id,
      amount: 25000,
      received_at: '2026-11-19',
      received_user: { id: user.id },
    });
    const listed = await call(admin, `plotsaleinstalment?plotsaleid=${sale.id}&showall=true`);
    expect(listed.body.data.data.some((i: { id: number }) => i.id === good.body.data.id)).toBe(true);
    expect(listed.body.data.data.every((i: { plot_sale_id: number }) => i.plot_sale_id === sale.id)).toBe(true);
    const updated = await post(admin, `plotsaleinstalment/${good.body.data.id}`, {
      _method: 'PUT',
      amount: 26000,
      received_at: '2026-11-18',
      received_user_id: user.id,
      plotid: sale.plot_id,
      plotsaleid: sale.id,
    });
    expect(updated.body.data).toMatchObject({ amount: 26000, received_at: '2026-11-18', plot_sale_id: sale.id });
  });

  it('deleting a sale sets its plot back to Available with a history row', async () => {
    const admin = await login('admin');
    const sale = firstSale();
    const plot = table('plot').find(p => p.id === sale.plot_id)!;
    expect(plot.status).toBe('Sold');
    const { body } = await call(admin, `plotsale/${sale.id}`, { method: 'DELETE' });
    expect(body.status).toBe(true);
    expect(plot).toMatchObject({ status: 'Available', customer_id: null });
    const history = table('plotstatus')
      .filter(h => h.plot_id === plot.id)
      .sort((a, b) => b.id - a.id)[0]!;
    expect(history).toMatchObject({ status: 'Available', notes: 'Sale deleted' });
    expect(table('plotsale').some(s => s.id === sale.id)).toBe(false);
    expect(table(SALE_STATUS_TABLE).some(s => s.sold_plot_id === sale.id)).toBe(false);
  });

  it('deletes the customer image with its key', async () => {
    const admin = await login('admin');
    const sale = table('plotsale').find(s => s.organization_id === 1 && s.customer_image)!;
    const shown = await call(admin, `plotsale/${sale.id}`);
    expect(shown.body.data.cust_image_url).toContain('/demo-assets/customerimage/');
    const wrong = await post(admin, `plotsale/${sale.id}/customerimage/delete`, { key: 'other.png' });
    expect(wrong.body.status).toBe(false);
    const done = await post(admin, `plotsale/${sale.id}/customerimage/delete`, { key: sale.customer_image });
    expect(done.body).toMatchObject({
      status: true,
      message: 'Customer image deleted.',
      data: { customer_image: null, cust_image_url: null },
    });
  });

  it('status types: any member reads them (the selector), changes need the plotsalestatustype keys', async () => {
    const staff = await login('staff');
    const read = await call(staff, 'plotsalestatuslist?perPage=1000');
    expect(read.status).toBe(200);
    expect(read.body.data.data.length).toBe(SALE_STATUS_TYPES[1]!.length);
    expect((await post(staff, 'plotsalestatuslist/1', { _method: 'PUT', status: 'X' })).status).toBe(403);
    const admin = await login('admin');
    expect((await post(admin, 'plotsalestatuslist', { status: '' })).body).toMatchObject({ errors: { status: 'Status is required' } });
    expect((await post(admin, 'plotsalestatuslist', { status: 'Loan Sanctioned' })).body.data.status).toBe('Loan Sanctioned');
  });
});
