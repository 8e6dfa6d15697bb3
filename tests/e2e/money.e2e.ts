/**
 * The money path in Chromium against the demo API (issue 37): the plan form's monthly amount after
 * every change (12 % and back to 0 %), a 24-month plan's schedule of 24 dated rows that adds up to
 * the financed amount, a payment that marks its row Paid and moves Next Due, and the dues list's
 * WhatsApp reminder.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, signIn, visit, type Session } from './browser';
import { apiGet, rowsOf } from '../../bench/browser.mjs';

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(async () => {
  await s.close();
});

const rupees = (text: string | null) => Number(String(text).replace(/[^\d.]/g, ''));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The month (a count from year 0) of a date as the schedule writes it, "5 Dec 2026" or 05/12/2026; NaN for anything else. */
const monthOf = (text: string): number => {
  const named = /^\d{1,2} ([A-Z][a-z]{2}) (\d{4})$/.exec(text.trim());
  if (named) return MONTHS.indexOf(named[1]!) < 0 ? NaN : Number(named[2]) * 12 + MONTHS.indexOf(named[1]!);
  const numeric = /^\d{2}\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return numeric ? Number(numeric[2]) * 12 + Number(numeric[1]) - 1 : NaN;
};

describe('the money path', () => {
  it('the plan form recomputes the monthly amount on every change: 12 %, then 0 %', async () => {
    const { page } = s;
    await signIn(page, 'admin', '/1/plotemi/1');
    const amount = page.getByRole('spinbutton', { name: 'Monthly Amount' });
    await expect.poll(() => amount.inputValue()).not.toBe('');
    const total = page.getByRole('spinbutton', { name: 'Total Amount' });
    const down = page.getByRole('spinbutton', { name: 'Down Payment' });
    const duration = page.getByRole('spinbutton', { name: 'Total Duration' });
    const interest = page.getByRole('spinbutton', { name: 'Interest Rate (%)' });
    /** The amount on screen is the annuity (spec 1 §5; at 0 % its limit) of what the form holds now, to the paisa. */
    const showsAnnuity = async (monthsPerUnit = 1) => {
      // Amounts read 36,36,000 (issue 39): the commas are dropped to read the number.
      const [t, d, n, i] = await Promise.all(
        [total, down, duration, interest].map(async input => Number((await input.inputValue()).replace(/,/g, ''))),
      );
      const months = n! * monthsPerUnit;
      const rate = i! / 1200;
      const expected = rate === 0 ? (t! - d!) / months : ((t! - d!) * rate) / (1 - (1 + rate) ** -months);
      await expect.poll(async () => Math.abs(Number((await amount.inputValue()).replace(/,/g, '')) - expected)).toBeLessThan(0.006);
    };
    // Each change, whatever the plan held: the interest, then the total, the down payment and the duration.
    await interest.fill('12');
    await showsAnnuity();
    await total.fill('2500000');
    await showsAnnuity();
    await down.fill('100000');
    await showsAnnuity();
    await duration.fill('24');
    // ₹24,00,000 at 12 % over 24 months: the annuity, 1,12,976.33.
    await expect.poll(() => amount.inputValue()).toBe('1,12,976.33');
    // The due type: 24 years of months, then monthly again.
    await page.getByRole('combobox', { name: 'Due Type' }).click();
    await page.getByRole('option', { name: 'Yearly' }).click();
    await showsAnnuity(12);
    await page.getByRole('combobox', { name: 'Due Type' }).click();
    await page.getByRole('option', { name: 'Monthly' }).click();
    await expect.poll(() => amount.inputValue()).toBe('1,12,976.33');
    // Back to 0 %: 24,00,000 ÷ 24, not the 12 % figure left on screen.
    await interest.fill('0');
    await expect.poll(() => amount.inputValue()).toBe('1,00,000');
  });

  it('a 24-month plan shows 24 dated rows that add up to the financed amount; a payment marks its row Paid and moves Next Due', async () => {
    const { page } = s;
    await signIn(page, 'admin');
    // A monthly 24-month plan of the demo data at 0 % (where the amounts themselves add up to the
    // financed amount) with an EMI still to pay, as the demo API answers it.
    const plan = rowsOf(await apiGet(page, 'plotemi?showall=true')).find(
      p =>
        p.due_type === 'Monthly' &&
        Number(p.emi_number) === 24 &&
        Number(p.total_duration) === 24 &&
        Number(p.interest_rate) === 0 &&
        p.due_date,
    )!;
    expect(plan).toBeTruthy();
    await visit(page, `/1/plotemi/${plan.id}/show`);
    const rows = page.getByTestId('emi-schedule-row');
    await expect.poll(() => rows.count()).toBe(24);
    const cells = await rows.evaluateAll(trs => trs.map(tr => Array.from(tr.querySelectorAll('td'), td => td.textContent ?? '')));
    // Numbered 1 to 24, each dated a month after the one before.
    expect(cells.map(c => Number(c[0]))).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    const months = cells.map(c => monthOf(c[1]!));
    expect(months.every(Number.isFinite)).toBe(true);
    expect(months.slice(1).map((m, i) => m - months[i]!)).toEqual(Array(23).fill(1));
    const financed = await page.getByText(/^Financed: /).textContent();
    expect(rupees(financed)).toBeGreaterThan(0);
    expect(Math.round(cells.reduce((sum, c) => sum + rupees(c[2]!) * 100, 0))).toBe(Math.round(rupees(financed) * 100));

    const nextDue = page.getByTestId('emi-next-due');
    const next = Number(/EMI (\d+),/.exec((await nextDue.textContent()) ?? '')?.[1]);
    expect(next).toBeGreaterThan(0);
    await page.getByRole('button', { name: `Pay EMI ${next}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Monthly EMI' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('EMI added successfully.').waitFor();
    await expect
      .poll(() =>
        rows
          .nth(next - 1)
          .locator('[data-status]')
          .textContent(),
      )
      .toBe('Paid');
    await expect.poll(() => nextDue.textContent()).toContain(`EMI ${next + 1},`);
  });

  it('the dues list shows an overdue instalment with its days late and a WhatsApp reminder', async () => {
    const { page } = s;
    // Signed in at the list itself, as a person following a link (no dashboard on the way).
    await signIn(page, 'admin', '/1/emidue');
    const first = page.locator('tbody tr').first();
    await first.waitFor();
    // The row's reminder (its phone cell has a plain WhatsApp chat link too).
    const link = first.getByRole('link', { name: /^WhatsApp reminder to / });
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=.+/);
    const headers = await page.locator('thead th').allTextContents();
    const cells = await first.locator('td').allTextContents();
    const late = headers.findIndex(h => /Days\s*Late/.test(h));
    expect(late).toBeGreaterThan(-1);
    // Sorted by due date, oldest first: the first row is overdue.
    expect(Number(cells[late])).toBeGreaterThan(0);
  });
});
