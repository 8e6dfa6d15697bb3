/**
 * The plot status flow in real Chromium against the production build on the embedded demo API:
 * from the plot list, book an Available plot on an EMI plan drawing the admin signature with the
 * mouse, see it Booked on the list and orange on its map, sell it to its booking customer (the Sold
 * form shows the plan instead of a second one) and see it Sold; after a reload the plot is still
 * Sold, its Sold Detail shows the sale, its Status tab the history and the EMI list its plan.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STATUS_COLORS } from '../../src/features/plotStatus/colors';
import { openBrowser, signIn, visit, type Session } from './browser';

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(async () => {
  await s.close();
});

const listOf = (filter: Record<string, unknown>) => `/1/plot?filter=${encodeURIComponent(JSON.stringify(filter))}&perPage=25`;

describe('plot status flow', () => {
  it('books an Available plot with a drawn signature, sells it, and finds the sale and its history after a reload', async () => {
    const { page } = s;
    // An Available plot of the list that is drawn on its layout's map.
    await signIn(page, 'admin', listOf({ status: 'Available' }));
    const first = page.locator('tbody tr', { has: page.getByRole('link', { name: 'Map', exact: true }) }).first();
    await first.getByRole('button', { name: 'Available' }).waitFor();
    const href = await first.getByRole('link', { name: 'Files' }).getAttribute('href');
    const id = Number(/\/plot\/(\d+)\/show/.exec(href ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);
    const number = (await first.locator('td').nth(1).innerText()).trim();

    await page.goto(listOf({ ids: [id] }));
    const row = page.locator('tbody tr').first();

    // Book it: the customer type, then the Booked form.
    await row.getByRole('button', { name: 'Available' }).click();
    await page.getByRole('menuitem', { name: 'Booked' }).click();
    await page.getByRole('dialog', { name: 'Select Customer Type' }).getByRole('button', { name: 'Other Customer' }).click();
    const booked = page.getByRole('dialog', { name: `Plot ${number}: Booked` });
    await booked.waitFor();
    const customer = booked.getByRole('combobox', { name: 'Customer' });
    await customer.click();
    await customer.pressSequentially('a');
    const option = page.getByRole('option').first();
    await option.waitFor();
    const customerName = ((await option.innerText()).split(' (')[0] ?? '').trim();
    await option.click();
    await booked.getByLabel('Sales price').fill('1200000');
    await booked.getByLabel('Patta cost').fill('5000');
    await booked.getByLabel('Registration cost').fill('108000');
    await expect.poll(() => booked.getByLabel('Total amount').inputValue()).toBe('13,13,000');

    // An EMI plan: the monthly amount is computed as the figures are typed (1,000,000 at 12 % over
    // 12 months: 88,848.79).
    await booked.getByLabel('EMI', { exact: true }).check();
    await booked.getByLabel('Down Payment').fill('313000');
    await booked.getByLabel('Total Duration').fill('12');
    await booked.getByLabel('Interest Rate (%)').fill('12');
    await expect.poll(() => booked.getByLabel('Monthly Amount').inputValue()).toBe('88,848.79');
    await booked.getByLabel('EMI Number').fill('12');
    await booked.getByLabel('Prior Notification Days').fill('5');
    await booked.getByLabel('Due Date', { exact: true }).fill('5');
    await booked.getByLabel('Final Due Date').fill('2027-12-05');

    // Saving without the admin signature is refused.
    await booked.getByRole('button', { name: 'Save', exact: true }).click();
    await booked.getByText('please enter your signature').waitFor();

    // Draw the signature with the mouse.
    const pad = booked.locator('canvas[data-signature="signa"]');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + 90);
    await page.mouse.down();
    for (const [dx, dy] of [
      [60, 40],
      [100, 100],
      [150, 50],
      [200, 95],
      [260, 60],
    ]) {
      await page.mouse.move(box.x + dx, box.y + dy, { steps: 4 });
    }
    await page.mouse.up();
    await expect.poll(() => booked.getByText('please enter your signature').count()).toBe(0);
    await booked.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Plot booked successfully.').waitFor();
    await booked.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Booked' }).waitFor();
    await row.getByText(customerName).first().waitFor();

    // Orange (Booked, not paid) on the map of its page.
    await visit(page, `/1/plot/${id}/show/map`);
    await page.locator('[data-testid="plot-map"][data-ready="true"]').waitFor();
    expect(await page.evaluate(plot => window.__plotMap?.colorOf(plot) ?? null, id)).toBe(STATUS_COLORS.Booked);
    await visit(page, listOf({ ids: [id] }));

    // Sell it to the booking customer.
    await row.getByRole('button', { name: 'Booked' }).click();
    await page.getByRole('menuitem', { name: 'Sold' }).click();
    await page.getByRole('dialog', { name: 'Select Customer Type' }).getByRole('button', { name: 'Booked Customer' }).click();
    const sold = page.getByRole('dialog', { name: `Plot ${number}: Sold` });
    await sold.getByRole('combobox', { name: 'Booked Customer' }).getByText(customerName).waitFor();
    // The plot is on a plan already: no second one, the plan is shown.
    await sold.getByTestId('existing-emi-plan').getByText('Monthly Amount: ₹88,848.79').waitFor();
    expect(await sold.getByLabel('EMI', { exact: true }).count()).toBe(0);
    await sold.getByLabel('Price').fill('1250000');
    await sold.getByLabel('Total amount').fill('1363000');
    await sold.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Plot sold record created successfully.').waitFor();
    await row.getByRole('button', { name: 'Sold' }).waitFor();

    // After a reload: still Sold, the sale in Sold Detail, the history in the Status tab.
    await page.reload();
    await page.locator('tbody tr').first().getByRole('button', { name: 'Sold' }).waitFor();
    await visit(page, `/1/plot/${id}/show/custinfo`);
    const detail = page.getByTestId('sold-detail');
    // The customer's name (a link once the customer resource is registered).
    await detail.getByText(customerName, { exact: true }).first().waitFor();
    await detail.getByText(/12,50,000/).waitFor();
    await page.getByRole('tab', { name: 'Status' }).click();
    await page.waitForURL(/\/show\/status$/);
    const history = page.locator('tbody tr');
    await expect.poll(() => history.count()).toBeGreaterThanOrEqual(2);
    await history.nth(0).locator('[data-status="Sold"]').waitFor();
    await history.nth(1).locator('[data-status="Booked"]').waitFor();

    // Its EMI plan, in the EMI list.
    await visit(page, `/1/plotemi?filter=${encodeURIComponent(JSON.stringify({ q: number }))}`);
    const plan = page.locator('tbody tr', { has: page.getByRole('link', { name: number, exact: true }) });
    await plan.first().waitFor();
    await plan.first().getByText('₹13,13,000').waitFor();
  }, 180000);
});
