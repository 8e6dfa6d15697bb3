/**
 * The money path in Chromium against the demo API (issue 37): the plan form's monthly amount after
 * every change (12 % and back to 0 %), a plan's dated schedule that adds up to the financed amount,
 * a payment that marks its row Paid and moves Next Due, and the dues list's WhatsApp reminder.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, signIn, visit, type Session } from './browser';

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(async () => {
  await s.close();
});

const rupees = (text: string | null) => Number(String(text).replace(/[^\d.]/g, ''));

describe('the money path', () => {
  it('the plan form recomputes the monthly amount on every change: 12 %, then 0 %', async () => {
    const { page } = s;
    await signIn(page, 'admin', '/1/plotemi/1');
    const amount = page.getByRole('spinbutton', { name: 'Monthly Amount' });
    await expect.poll(() => amount.inputValue()).not.toBe('');
    await page.getByRole('spinbutton', { name: 'Total Amount' }).fill('2500000');
    await page.getByRole('spinbutton', { name: 'Down Payment' }).fill('100000');
    await page.getByRole('spinbutton', { name: 'Total Duration' }).fill('24');
    const interest = page.getByRole('spinbutton', { name: 'Interest Rate (%)' });
    // ₹24,00,000 at 12 % over 24 months: the annuity, 1,12,976.33.
    await interest.fill('12');
    await expect.poll(() => amount.inputValue()).toBe('112976.33');
    // Back to 0 %: 24,00,000 ÷ 24, not the 12 % figure left on screen.
    await interest.fill('0');
    await expect.poll(() => amount.inputValue()).toBe('100000');
  });

  it("a plan's schedule adds up to the financed amount; a payment marks its row Paid and moves Next Due", async () => {
    const { page } = s;
    await signIn(page, 'admin', '/1/plotemi/1/show');
    const rows = page.getByTestId('emi-schedule-row');
    await expect.poll(() => rows.count()).toBe(36);
    const amounts = await rows.evaluateAll(trs => trs.map(tr => tr.querySelectorAll('td')[2].textContent ?? ''));
    const financed = await page.getByText(/^Financed: /).textContent();
    expect(Math.round(amounts.reduce((sum, a) => sum + rupees(a) * 100, 0))).toBe(Math.round(rupees(financed) * 100));

    const nextDue = page.getByTestId('emi-next-due');
    const next = Number(/EMI (\d+),/.exec((await nextDue.textContent()) ?? '')?.[1]);
    expect(next).toBeGreaterThan(0);
    await page.getByRole('button', { name: `Pay EMI ${next}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Monthly EMI' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('EMI added successfully.').waitFor();
    await expect.poll(() => rows.nth(next - 1).locator('[data-status]').textContent()).toBe('Paid');
    await expect.poll(() => nextDue.textContent()).toContain(`EMI ${next + 1},`);
  });

  it('the dues list shows an overdue instalment with its days late and a WhatsApp reminder', async () => {
    const { page } = s;
    await signIn(page, 'admin');
    await visit(page, '/1/emidue');
    const first = page.locator('tbody tr').first();
    await first.waitFor();
    const link = first.locator('a[href^="https://wa.me/"]');
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=.+/);
    const headers = await page.locator('thead th').allTextContents();
    const cells = await first.locator('td').allTextContents();
    const late = headers.findIndex(h => /Days\s*Late/.test(h));
    expect(late).toBeGreaterThan(-1);
    // Sorted by due date, oldest first: the first row is overdue.
    expect(Number(cells[late])).toBeGreaterThan(0);
  });
});
