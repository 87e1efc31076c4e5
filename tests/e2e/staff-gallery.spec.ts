import fs from 'node:fs';
import path from 'node:path';
import { expectNoWcagViolations } from './axe';
import { addEditor, signInAsEditor, uploadLibraryImage } from './content-editor';
import { ownServerTest as test } from './own-server';
import { expect } from './test';

/**
 * A gallery item from an editor, at 1280 px and 390 px: an image uploaded to the media library,
 * added to a category, moved up with the keyboard; the public gallery shows it, in its new place.
 * Screenshots of the gallery page go to tmp/screens/. On a server of its own (own-server.ts): the
 * other specs read the gallery as the seed left it.
 */

test('an editor uploads a photograph, adds it to the gallery and moves it up with the keyboard', async ({ page, ownServer }, testInfo) => {
  test.setTimeout(90_000);
  const id = `g${testInfo.project.name}${Date.now().toString(36)}`;
  addEditor(ownServer.databasePath, `editor-${id}`);
  await signInAsEditor(page, `editor-${id}`);

  await uploadLibraryImage(page, `machine-${id}.jpg`, { width: 1000, height: 750 });

  // A category of this run's own, so the other screen size's run cannot move things under it.
  await page.goto('/staff/content/gallery');
  const category = `Machines ${id}`;
  await page.getByLabel('Add a category').fill(category);
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByRole('status')).toContainText('The category was added.');
  const first = `The old chair ${id}`;
  const alt = `The new X-ray machine ${id}`;
  for (const text of [first, alt]) {
    await page.getByLabel('Category', { exact: true }).selectOption({ label: category });
    await page.getByLabel('Image', { exact: true }).selectOption({ label: `machine-${id}.jpg (1000 × 750)` });
    await page.getByLabel('Alt text', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Add to the gallery' }).click();
    await expect(page.getByRole('status')).toContainText('Added to the gallery.');
  }

  const publicOrder = async () =>
    ((await (await page.request.get('/api/v1/gallery/get-gallery')).json()).data as Array<{ alt: string }>)
      .map((item) => item.alt)
      .filter((text) => text.endsWith(id));
  expect(await publicOrder()).toEqual([first, alt]);

  // Up, from the keyboard: focus the button, press Enter.
  const up = page.getByRole('button', { name: `Move ${alt} up` });
  await up.focus();
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('The order was changed.');
  expect(await publicOrder()).toEqual([alt, first]);
  await expect(page.getByRole('button', { name: `Move ${alt} up` })).toBeDisabled();
  await expectNoWcagViolations(page, 'gallery page');
  fs.mkdirSync(path.resolve('tmp/screens'), { recursive: true });
  await page.screenshot({ path: path.resolve(`tmp/screens/staff-gallery-${testInfo.project.name}.png`), fullPage: true });

  // The content section's start page, the slides and the testimonials, looked at in both widths.
  for (const [name, url] of [
    ['staff-content', '/staff/content'],
    ['staff-slides', '/staff/content/slides'],
    ['staff-testimonials', '/staff/content/testimonials'],
  ]) {
    await page.goto(url);
    await expectNoWcagViolations(page, name);
    await page.screenshot({ path: path.resolve(`tmp/screens/${name}-${testInfo.project.name}.png`), fullPage: true });
  }

  await page.goto('/gallery');
  await expect(page.getByRole('img', { name: alt })).toBeAttached();
});
