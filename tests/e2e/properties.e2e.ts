/**
 * Properties in real Chromium against the production build on the embedded demo API: create a
 * property (with the verbatim messages first), assign a plot to it, add a status note, and find
 * all of it again after a reload; the seeded staff (no property keys) is refused.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type Session } from './browser';

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(async () => {
  await s.close();
});

describe('a property, from creation to its status', () => {
  it('creates a property, assigns a plot, adds a status note and finds them after a reload', async () => {
    const { page } = s;
    await signIn(page, 'admin');
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Properties', exact: true }).click();
    await page.waitForURL(/\/1\/property$/);
    await page.locator('tbody tr').first().waitFor();

    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(/\/1\/property\/create$/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Property name is required').waitFor();
    await page.getByText('Property status is required').waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill('Lake View Villa (e2e)');
    await page.getByRole('textbox', { name: 'Address' }).fill('12, Lake View Road, Padappai, Chennai');
    await page.getByRole('textbox', { name: 'Measurement', exact: true }).fill('40:60:40:60');
    await page.getByLabel('Land area (Sqft)').fill('2400');
    await page.getByLabel('Built-up area (Sqft)').fill('1650');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Available' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/1\/property$/);
    await page.getByText('Property created successfully.').waitFor();
    const row = page.locator('tbody tr', { hasText: 'Lake View Villa (e2e)' });
    await row.waitFor();
    await row.getByText('40 x 60 x 40 x 60').waitFor();
    await row.getByText('Land: 2,400 Sqft').waitFor();
    await row.getByText('Built-up: 1,650 Sqft').waitFor();

    // Assign a plot.
    await row.getByText('Lake View Villa (e2e)').click();
    await page.waitForURL(/\/1\/property\/\d+\/show$/);
    const showUrl = page.url();
    await page.getByRole('tab', { name: 'Plots' }).click();
    await page.waitForURL(/\/show\/plots$/);
    await page.getByText('No plots assigned to this property yet.').waitFor();
    await page.getByRole('button', { name: 'Add Plot' }).click();
    const assign = page.getByRole('dialog', { name: 'Add Plot' });
    await assign.getByRole('button', { name: 'Assign' }).click();
    await assign.getByText('Please select Project').waitFor();
    await assign.getByText('Please select Plot').waitFor();
    const project = assign.getByRole('combobox', { name: 'Project' });
    await project.click();
    await project.pressSequentially('Phase 1');
    await page.getByRole('option', { name: 'Daga Nagar Phase 1' }).click();
    const plot = assign.getByRole('combobox', { name: 'Plot' });
    await plot.click();
    await plot.pressSequentially('12');
    await page.getByRole('option', { name: /^12 \(/ }).click();
    await assign.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('Plot assigned successfully.').waitFor();
    await page.getByRole('link', { name: '12', exact: true }).waitFor();

    // Add a status note.
    await page.getByRole('tab', { name: 'Status' }).click();
    await page.waitForURL(/\/show\/status$/);
    await page.getByRole('button', { name: 'Add Status' }).click();
    const status = page.getByRole('dialog', { name: 'Add Status' });
    await status.getByRole('button', { name: 'Save', exact: true }).click();
    await status.getByText('Property status is required').waitFor();
    await status.getByText('Notes input is required').waitFor();
    await status.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Booked' }).click();
    await status.getByRole('textbox', { name: 'Notes' }).fill('Booking advance received by NEFT');
    await status.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Property status updated successfully.').waitFor();
    await page.locator('tbody tr').first().getByText('Booking advance received by NEFT').waitFor();

    // Everything is still there after a reload (a full load of the address).
    await page.goto(showUrl);
    await page.getByText('12, Lake View Road, Padappai, Chennai').waitFor();
    await page.locator('[data-status="Booked"]').first().waitFor();
    await page.getByRole('tab', { name: 'Plots' }).click();
    await page.getByRole('link', { name: '12', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Status' }).click();
    await page.getByText('Booking advance received by NEFT').waitFor();
    await expect(page.locator('tbody tr').count()).resolves.toBe(1);
  });
});

describe('property permissions', () => {
  it('the seeded staff has no property keys: no menu entry, and the typed URL is refused', async () => {
    const { page } = s;
    await signIn(page, 'staff');
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Plots', exact: true }).waitFor();
    await expect(page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Properties', exact: true }).count()).resolves.toBe(0);
    await page.goto('/1/property');
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
  });
});
