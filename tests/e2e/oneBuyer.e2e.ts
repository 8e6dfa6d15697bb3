/**
 * One plot, one buyer (issue 38) in real Chromium: two pages of one browser (one context: one
 * localStorage, one demo store) as two agents, each with the Booked form of the same Available
 * plot filled in, press Save together. Exactly one says 'Plot booked successfully.'; the other
 * says why not, and the store holds one booking. Then the demo API itself, asked by both pages at
 * once without the console's check: one booking, one 409.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signIn, visit, type Session } from './browser';

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(async () => {
  await s.close();
});

const listOf = (filter: Record<string, unknown>) => `/1/plot?filter=${encodeURIComponent(JSON.stringify(filter))}&perPage=25`;
const STORE_KEY = 'plots-console.demo-db.v2';

/** The bookings of a plot in the stored demo store (the one every page of the browser shares). */
const storedBookings = (page: Page, plotId: number) =>
  page.evaluate(
    ([key, id]) => {
      const saved = JSON.parse(localStorage.getItem(key as string) ?? '{}') as {
        tables?: Record<string, { upsert: Array<{ plot_id: number }> }>;
      };
      return (saved.tables?.plotbook?.upsert ?? []).filter(b => b.plot_id === id).length;
    },
    [STORE_KEY, plotId] as const,
  );

/** Opens the plot's Booked form (Other Customer), picks a customer and types the admin signature. */
const fillBooking = async (page: Page, number: string, nth: number) => {
  const row = page.locator('tbody tr').first();
  await row.getByRole('button', { name: 'Available' }).click();
  await page.getByRole('menuitem', { name: 'Booked' }).click();
  await page.getByRole('dialog', { name: 'Select Customer Type' }).getByRole('button', { name: 'Other Customer' }).click();
  const dialog = page.getByRole('dialog', { name: `Plot ${number}: Booked` });
  await dialog.waitFor();
  const customer = dialog.getByRole('combobox', { name: 'Customer' });
  await customer.click();
  await customer.pressSequentially('a');
  await page.getByRole('option').nth(nth).click();
  await dialog.getByLabel('Sales price').fill(String(1000000 + nth));
  await dialog.getByLabel('Or type the admin signature').fill(`Agent ${nth + 1}`);
  return dialog;
};

describe('one plot, one buyer', () => {
  it('two pages of one browser book the same Available plot at once: one booking, the other page says why', async () => {
    const { context, page: first } = s;
    await signIn(first, 'admin', listOf({ status: 'Available' }));
    const row = first.locator('tbody tr').first();
    await row.getByRole('button', { name: 'Available' }).waitFor();
    const href = await row.getByRole('link', { name: 'Files' }).getAttribute('href');
    const id = Number(/\/plot\/(\d+)\/show/.exec(href ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);
    const number = (await row.locator('td').nth(1).innerText()).trim();
    await visit(first, listOf({ ids: [id] }));
    await first.locator('tbody tr').first().getByRole('button', { name: 'Available' }).waitFor();
    await expect.poll(() => first.locator('tbody tr').count()).toBe(1);

    // The second agent: another page of the same browser, signed in already.
    const second = await context.newPage();
    second.setDefaultTimeout(15000);
    await second.goto(listOf({ ids: [id] }));
    await second.locator('tbody tr').first().getByRole('button', { name: 'Available' }).waitFor();

    const dialogs = [await fillBooking(first, number, 0), await fillBooking(second, number, 1)];
    await Promise.all(dialogs.map(d => d.getByRole('button', { name: 'Save', exact: true }).click()));

    const booked = 'Plot booked successfully.';
    // Why the other was not booked: found Booked when read again before sending, or refused by the
    // demo API (409) when both were sent.
    const why = new RegExp(
      `^Plot ${number} is now Booked \\(.+\\)(\\. The list has been refreshed\\.|, not Available: nothing was changed\\.)$`,
    );
    const outcome = async (page: Page) => {
      await page
        .getByText(new RegExp(`^(${booked}|Plot ${number} is now Booked .*)$`))
        .first()
        .waitFor();
      return (
        await page
          .getByText(new RegExp(`^(${booked}|Plot ${number} is now Booked .*)$`))
          .first()
          .innerText()
      ).trim();
    };
    const outcomes = await Promise.all([outcome(first), outcome(second)]);
    expect(
      outcomes.filter(o => o === booked),
      outcomes.join(' | '),
    ).toHaveLength(1);
    expect(outcomes.find(o => o !== booked)).toMatch(why);
    // The loser's dialog is still open with what its agent typed.
    const loser = outcomes[0] === booked ? 1 : 0;
    await expect.poll(() => dialogs[loser]!.getByLabel('Sales price').inputValue()).toBe((1000000 + loser).toLocaleString('en-IN'));
    await expect.poll(() => storedBookings(first, id)).toBe(1);
    // Both pages show the plot Booked.
    for (const page of [first, second]) await page.locator('tbody tr').first().locator('[data-status="Booked"]').waitFor();
  }, 120000);

  it('the demo API answers two pages at once in turn: one booking, one 409', async () => {
    const { context, page: first } = s;
    await signIn(first, 'admin', listOf({ status: 'Available' }));
    const row = first.locator('tbody tr').first();
    await row.getByRole('button', { name: 'Available' }).waitFor();
    const href = await row.getByRole('link', { name: 'Files' }).getAttribute('href');
    const id = Number(/\/plot\/(\d+)\/show/.exec(href ?? '')?.[1]);
    const second = await context.newPage();
    await second.goto(listOf({ ids: [id] }));
    await second.locator('tbody tr').first().getByRole('button', { name: 'Available' }).waitFor();

    // Two customers of the organization, from its customer lookup.
    const customers = await first.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('plots-console.session') ?? '{}') as { token?: string };
      const response = await fetch('/api/v1/1/customer/filter?page=1&perPage=2', {
        headers: { Accept: 'application/json', Authorization: `Bearer ${session.token}`, 'X-Organization-Id': '1' },
      });
      return ((await response.json()) as { data: { data: Array<{ id: number }> } }).data.data.map(c => c.id);
    });
    expect(customers).toHaveLength(2);

    // The same call from both pages, without the console's read-again check.
    const book = (page: Page, customerId: number) =>
      page.evaluate(
        async ([plotId, customer]) => {
          const session = JSON.parse(localStorage.getItem('plots-console.session') ?? '{}') as { token?: string };
          const body = new FormData();
          body.set('plot_id', String(plotId));
          body.set('status', 'Booked');
          body.set('customer_id', String(customer));
          body.set('from_status', 'Available');
          body.set('signa', new File([new Uint8Array([137, 80, 78, 71])], 'signa.png', { type: 'image/png' }));
          const response = await fetch('/api/v1/1/plotbook', {
            method: 'POST',
            body,
            headers: { Accept: 'application/json', Authorization: `Bearer ${session.token}`, 'X-Organization-Id': '1' },
          });
          return { status: response.status, body: (await response.json()) as { status: boolean; message: string } };
        },
        [id, customerId] as const,
      );
    const answers = await Promise.all([book(first, customers[0]!), book(second, customers[1]!)]);
    expect(answers.map(a => a.status).sort()).toEqual([200, 409]);
    expect(answers.find(a => a.status === 200)!.body.message).toBe('Plot booked successfully.');
    expect(answers.find(a => a.status === 409)!.body).toMatchObject({
      status: false,
      message: expect.stringMatching(/ is now Booked .*, not Available: nothing was changed\.$/),
    });
    expect(await storedBookings(first, id)).toBe(1);
  }, 120000);
});
