/**
 * A record opened while its list is still loading, in real Chromium against the production build:
 * the list's access checks are cancelled when it is left, and react-admin's Edit read a cancelled
 * check as still running and showed "Loading" for good (5 times in 6 before src/app/queryClient.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoApi, openBrowser, signIn, visit, type Session } from './browser';

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(async () => {
  await s.close();
});

describe('a link followed before the list has drawn', () => {
  it("opens the record's edit form", async () => {
    const { page } = s;
    await signIn(page, 'admin', '/1/customer');
    // Not waiting for the list's rows: the customer chosen while the list still loads.
    const { data } = await demoApi<{ data: Array<{ id: number; name: string }> }>(page, 'customer?page=1&perPage=1');
    const customer = data[0]!;
    await visit(page, `/1/customer/${customer.id}`);
    await expect
      .poll(
        () =>
          page
            .getByRole('textbox', { name: /^Name\b/ })
            .first()
            .inputValue(),
        { timeout: 20000 },
      )
      .toBe(customer.name);
  }, 90000);
});
