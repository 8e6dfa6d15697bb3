/**
 * Projects and layouts in real Chromium against the production build on the embedded demo API:
 * a staff member with the project keys creates a project, adds a layout with a picture and app
 * content, adds plots from the layout row, downloads the layout's QR code (PNG at 1.5 scale), and
 * finds all of it again after a reload; a user without project.update sees no edit button and is
 * refused at the typed edit URL.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, signIn, visit, type Session } from './browser';

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(async () => {
  await s.close();
});

/** A tiny valid PNG (1 x 1, white). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');

/** Width and height of a PNG (its IHDR chunk). */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe('projects and layouts', () => {
  it('creates a project, a layout with a picture and app content, plots; all there after a reload', async () => {
    const { page } = s;
    await signIn(page, 'admin');
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Projects', exact: true }).click();
    await page.waitForURL(/\/1\/project$/);
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(/\/1\/project\/create$/);
    await page.locator('input[name="name"]').fill('Daga Lakeside');
    await page.locator('input[name="location"]').fill('Siruseri, Chennai');
    await page.locator('input[name="latitude"]').fill('12.83');
    await page.locator('input[name="longitude"]').fill('80.22');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/1\/project\/\d+\/show$/);
    const projectId = page.url().match(/project\/(\d+)\/show/)![1];

    // The layout: a name, the Daga visibility control, app content, a picture.
    await page.getByRole('link', { name: 'Add Layout' }).click();
    await page.waitForURL(new RegExp(`/1/layout/create\\?pid=${projectId}$`));
    await page.locator('input[name="name"]').fill('Lakeside Phase 1');
    await page.getByLabel('Dagasite').check();
    await page.getByRole('tab', { name: 'App Content' }).click();
    await page.waitForURL(new RegExp(`/1/layout/create/appcontent\\?pid=${projectId}$`));
    await page.getByLabel('App intro').fill('Lake-facing plots near the IT corridor.');
    await page.getByLabel('DTCP Approved').check();
    const appInfo = page.locator('.ra-input-appinfo');
    await appInfo.getByRole('button', { name: 'Add' }).click();
    await appInfo.getByLabel('Title').fill('Location');
    await appInfo.getByLabel('Content').fill('2 km from the Siruseri SIPCOT IT park');
    await page.getByRole('tab', { name: 'Media' }).click();
    await page
      .locator('.ra-input-image_upload input[type="file"]')
      .setInputFiles({ name: 'lakeside.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(new RegExp(`/1/project/${projectId}/show/layout$`));
    const row = page.getByRole('row', { name: /Lakeside Phase 1/ });
    await row.waitFor();

    // Two plots from the layout row.
    for (const number of ['L-1', 'L-2']) {
      await row.getByRole('button', { name: 'Add Plot to Lakeside Phase 1' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Plot' });
      await dialog.getByLabel('Plot number').fill(number);
      await dialog.getByLabel('Measurement').fill('30:40:30:40');
      await dialog.getByLabel('Square feet').fill('1200');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await row.getByRole('link', { name: '2 plots of Lakeside Phase 1' }).waitFor();
    await row.getByRole('link', { name: 'Available 2' }).waitFor();

    // The QR code downloads as a PNG at 1.5 times its size, on white.
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download QR code' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^layout-\d+-qrcode\.png$/);
    const png = readFileSync((await download.path())!);
    expect(pngSize(png)).toEqual({ width: 108, height: 108 });

    // After a reload: the project, the layout with its picture and app content, the plots.
    await page.reload();
    await row.getByRole('link', { name: '2 plots of Lakeside Phase 1' }).waitFor();
    await row.getByRole('link', { name: 'Lakeside Phase 1', exact: true }).click();
    await page.waitForURL(/\/1\/layout\/\d+\/show$/);
    const picture = page.getByRole('img', { name: 'Layout image of Lakeside Phase 1' });
    await picture.waitFor();
    await expect.poll(() => picture.evaluate(img => (img as HTMLImageElement).naturalWidth)).toBe(1);
    await page.getByText('Dagasite', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'App Content' }).click();
    await page.getByText('Lake-facing plots near the IT corridor.').waitFor();
    await page.getByText('2 km from the Siruseri SIPCOT IT park').waitFor();
  });

  it('a user without project.update sees no edit button and is refused at the typed edit URL', async () => {
    const { page } = s;
    await signIn(page, 'staff', '/1/project');
    await page.getByRole('row', { name: /Daga Nagar/ }).waitFor();
    await page.getByRole('link', { name: /layouts of Daga Nagar/ }).waitFor();
    await expect(page.getByRole('link', { name: 'Edit' }).count()).resolves.toBe(0);
    await visit(page, '/1/project/1/show/layout');
    await page.getByRole('row', { name: /Daga Nagar Phase 1/ }).waitFor();
    await expect(page.getByRole('link', { name: 'Edit' }).count()).resolves.toBe(0);
    await page.goto('/1/project/1');
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    await page.goto('/1/layout/1?pid=1');
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
  });
});
