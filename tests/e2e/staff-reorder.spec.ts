import fs from 'node:fs';
import path from 'node:path';
import { expectNoWcagViolations } from './axe';
import { addEditor, signInAsEditor, uploadLibraryImage } from './content-editor';
import { ownServerTest as test } from './own-server';
import { expect, type Page } from './test';

/**
 * Reordering the gallery by dragging, at 1280 px and 390 px: an item dragged by its handle with
 * the mouse lands where the bar showed, the live region says so, and the order survives a reload
 * (and reaches the public gallery). The Up and Down buttons still reorder from the keyboard, and
 * without JavaScript the page has no handles and its buttons still work. Screenshots during and
 * after the drag go to tmp/screens/. Last, an item's alt text is edited in place.
 */

test('an editor drags a gallery item above another; the buttons still work, with and without JavaScript', async ({ page, browser, ownServer }, testInfo) => {
  test.setTimeout(90_000);
  const id = `d${testInfo.project.name}${Date.now().toString(36)}`;
  const username = `editor-${id}`;
  addEditor(ownServer.databasePath, username);
  await signInAsEditor(page, username);

  await uploadLibraryImage(page, `tooth-${id}.jpg`, { width: 1000, height: 750 });

  // A category of this run's own, so the other screen size's run cannot move things under it.
  await page.goto('/staff/content/gallery');
  const category = `Smiles ${id}`;
  await page.getByLabel('Add a category').fill(category);
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByRole('status')).toContainText('The category was added.');
  const [a, b, c] = ['Before whitening', 'After whitening', 'Six months later'].map((text) => `${text} ${id}`);
  for (const text of [a, b, c]) {
    await page.getByLabel('Category', { exact: true }).selectOption({ label: category });
    await page.getByLabel('Image', { exact: true }).selectOption({ label: `tooth-${id}.jpg (1000 × 750)` });
    await page.getByLabel('Alt text', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Add to the gallery' }).click();
    await expect(page.getByRole('status')).toContainText('Added to the gallery.');
  }

  const list = page.getByRole('region', { name: category }).locator('ol[data-reorder]');
  const entry = (text: string) => list.locator(`li[data-name="${text}"]`);
  const order = () => list.locator(':scope > li').evaluateAll((items) => items.map((item) => item.getAttribute('data-name')));
  const publicOrder = async () =>
    ((await (await page.request.get('/api/v1/gallery/get-gallery')).json()).data as Array<{ alt: string }>)
      .map((item) => item.alt)
      .filter((text) => text.includes(id));
  await expect.poll(order).toEqual([a, b, c]);

  // Drag the third item by its handle onto the second's near corner: it lands before it.
  await entry(b).evaluate((item) => item.scrollIntoView({ block: 'start' }));
  const handle = entry(c).locator('.drag-handle');
  await expect(handle).toBeVisible();
  const from = (await handle.boundingBox())!;
  const onto = (await entry(b).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(onto.x + 12, onto.y + 12, { steps: 12 });
  await expect(page.locator('.drop-indicator')).toBeVisible();
  await expect(entry(c)).toHaveClass(/is-dragging/);
  fs.mkdirSync(path.resolve('tmp/screens'), { recursive: true });
  await page.screenshot({ path: path.resolve(`tmp/screens/staff-gallery-drag-during-${testInfo.project.name}.png`) });
  await page.mouse.up();

  await expect(page.getByRole('status')).toHaveText(`Moved “${c}” to position 2 of 3.`);
  await expect.poll(order).toEqual([a, c, b]);
  await expect(page.locator('.drop-indicator')).toBeHidden();
  await expect(entry(c).getByRole('button', { name: `Move ${c} down` })).toBeEnabled();
  await expect(entry(b).getByRole('button', { name: `Move ${b} down` })).toBeDisabled();
  await page.screenshot({ path: path.resolve(`tmp/screens/staff-gallery-drag-after-${testInfo.project.name}.png`) });
  await expectNoWcagViolations(page, 'gallery page after a drag');

  await page.reload();
  await expect.poll(order).toEqual([a, c, b]);
  expect(await publicOrder()).toEqual([a, c, b]);

  // The keyboard's way is unchanged: focus Up, press Enter.
  const up = page.getByRole('button', { name: `Move ${c} up` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('The order was changed.');
  await expect.poll(order).toEqual([c, a, b]);

  // The activity log records the drag like a button's move.
  await page.goto('/staff/content/activity');
  await expect(page.getByRole('main')).toContainText('moved to position 2');

  // Without JavaScript: no handles, and the buttons still reorder.
  const plain = await browser.newContext({ baseURL: ownServer.baseUrl, javaScriptEnabled: false, viewport: page.viewportSize()! });
  const noScript = await plain.newPage();
  await signInAsEditor(noScript, username);
  await noScript.goto('/staff/content/gallery');
  await expect(noScript.locator('.drag-handle')).toHaveCount(0);
  await noScript.getByRole('button', { name: `Move ${b} up` }).click();
  await expect(noScript.getByRole('status')).toContainText('The order was changed.');
  await noScript.screenshot({ path: path.resolve(`tmp/screens/staff-gallery-no-js-${testInfo.project.name}.png`) });
  await plain.close();
  expect(await publicOrder()).toEqual([c, b, a]);

  // Edited in place: the item's own form, folded under "Edit".
  await page.goto('/staff/content/gallery');
  await entry(a).locator('summary').click();
  const altField = entry(a).getByLabel(`Alt text of “${a}”`);
  await altField.fill(`${a}, close-up`);
  await entry(a).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.resolve(`tmp/screens/staff-gallery-edit-${testInfo.project.name}.png`) });
  await entry(a).getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('The item was saved.');
  expect(await publicOrder()).toEqual([c, b, `${a}, close-up`]);
});

/** A new editor of this run, signed in, with one photo of the given size in the media library (its label in the image list). */
async function editorWithPhoto(page: Page, ownServer: { databasePath: string }, id: string, size: { width: number; height: number }): Promise<string> {
  const username = `editor-${id}`;
  addEditor(ownServer.databasePath, username);
  await signInAsEditor(page, username);
  return uploadLibraryImage(page, `photo-${id}.jpg`, size);
}

/** Adds a category and its items through the gallery page's own forms (with or without JavaScript). */
async function addCategory(page: Page, category: string, image: string, items: string[]): Promise<void> {
  await page.goto('/staff/content/gallery');
  await page.getByLabel('Add a category').fill(category);
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByRole('status')).toContainText('The category was added.');
  for (const text of items) {
    await page.getByLabel('Category', { exact: true }).selectOption({ label: category });
    await page.getByLabel('Image', { exact: true }).selectOption({ label: image });
    await page.getByLabel('Alt text', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Add to the gallery' }).click();
    await expect(page.getByRole('status')).toContainText('Added to the gallery.');
  }
}

test('an editor drags a gallery item into another category; it stays there after a reload and on the public gallery', async ({ page, ownServer }, testInfo) => {
  test.setTimeout(90_000);
  const id = `x${testInfo.project.name}${Date.now().toString(36)}`;
  // A wide photo keeps the cards short, so that at 390 px the two lists fit in the window together.
  const image = await editorWithPhoto(page, ownServer, id, { width: 1200, height: 300 });
  const [whitening, implants] = [`Whitening ${id}`, `Implants ${id}`];
  const [a, b, x, y] = ['Before whitening', 'After whitening', 'Implant crown', 'Implant X-ray'].map((text) => `${text} ${id}`);
  await addCategory(page, whitening, image, [a, b]);
  await addCategory(page, implants, image, [x, y]);
  const empty = `Veneers ${id}`;
  await addCategory(page, empty, image, []);
  await page.goto('/staff/content/gallery');

  const list = (category: string) => page.getByRole('region', { name: category }).locator('ol[data-reorder]');
  const order = (category: string) => () =>
    list(category)
      .locator(':scope > li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-name')));
  const entry = (text: string) => page.locator(`ol[data-reorder] > li[data-name="${text}"]`);
  await expect.poll(order(whitening)).toEqual([a, b]);
  await expect.poll(order(implants)).toEqual([x, y]);

  // Drag b (last of Whitening) onto the right part of x (first of Implants): it lands after x. At
  // 390 px the two are more than a window apart: holding the pointer at the window's bottom edge
  // scrolls the page until x is in view.
  await entry(b).evaluate((item) => item.scrollIntoView({ block: 'start' }));
  const handle = entry(b).locator('.drag-handle');
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const { height } = page.viewportSize()!;
  const dropPoint = async () => {
    const box = (await entry(x).boundingBox())!;
    return { x: box.x + box.width - 12, y: box.y + box.height * 0.6 };
  };
  for (let step = 0; step < 200 && (await dropPoint()).y > height - 60; step += 1) await page.mouse.move(from.x + 20, height - 10 - (step % 2));
  const onto = await dropPoint();
  await page.mouse.move(onto.x, onto.y, { steps: 12 });
  await expect(page.locator('.drop-indicator')).toBeVisible();
  fs.mkdirSync(path.resolve('tmp/screens'), { recursive: true });
  await page.screenshot({ path: path.resolve(`tmp/screens/staff-gallery-across-during-${testInfo.project.name}.png`) });
  await page.mouse.up();

  await expect(page.getByRole('status')).toHaveText(`Moved “${b}” to ${implants}, position 2 of 3.`);
  await expect.poll(order(implants)).toEqual([x, b, y]);
  await expect.poll(order(whitening)).toEqual([a]);
  // The buttons, the counts and the item's own edit form follow.
  await expect(entry(b).getByRole('button', { name: `Move ${b} up` })).toBeEnabled();
  await expect(entry(a).getByRole('button', { name: `Move ${a} down` })).toBeDisabled();
  await expect(page.locator('.gallery-categories__name', { hasText: implants })).toContainText('(3 items)');
  await expect(page.locator('.gallery-categories__name', { hasText: whitening })).toContainText('(1 item)');
  await expect(entry(b).getByLabel(`Category of “${b}”`)).toHaveValue((await list(implants).getAttribute('data-category'))!);
  await page.screenshot({ path: path.resolve(`tmp/screens/staff-gallery-across-after-${testInfo.project.name}.png`) });
  await expectNoWcagViolations(page, 'gallery page after a drag into another category');

  // Into a category with nothing in it yet: dropped on its section.
  const emptyNote = page.getByRole('region', { name: empty }).getByText('Nothing in this category yet.');
  await expect(emptyNote).toBeVisible();
  await entry(y).evaluate((item) => item.scrollIntoView({ block: 'start' }));
  const fromY = (await entry(y).locator('.drag-handle').boundingBox())!;
  await page.mouse.move(fromY.x + fromY.width / 2, fromY.y + fromY.height / 2);
  await page.mouse.down();
  const emptyDropPoint = async () => {
    const box = (await page.getByRole('region', { name: empty }).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 40) };
  };
  for (let step = 0; step < 200 && (await emptyDropPoint()).y > height - 60; step += 1) await page.mouse.move(fromY.x + 20, height - 10 - (step % 2));
  const ontoEmpty = await emptyDropPoint();
  await page.mouse.move(ontoEmpty.x, ontoEmpty.y, { steps: 12 });
  await expect(page.locator('.drop-indicator')).toBeVisible();
  await page.mouse.up();
  await expect(page.getByRole('status')).toHaveText(`Moved “${y}” to ${empty}, position 1 of 1.`);
  await expect(emptyNote).toBeHidden();
  await expect(entry(b).getByRole('button', { name: `Move ${b} down` })).toBeDisabled();

  await page.reload();
  await expect.poll(order(implants)).toEqual([x, b]);
  await expect.poll(order(whitening)).toEqual([a]);
  await expect.poll(order(empty)).toEqual([y]);
  await page.goto(`/gallery?category=${await list(implants).getAttribute('data-category')}`);
  const publicAlts = await page.locator('main img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  expect(publicAlts.filter((alt) => alt?.includes(id))).toEqual([x, b]);
  await page.goto('/staff/content/activity');
  await expect(page.getByRole('main')).toContainText(`moved to ${implants}, position 2`);
});

test('without JavaScript, focus comes back to the Up or Down button pressed, so Enter moves the item again', async ({ browser, ownServer }, testInfo) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: ownServer.baseUrl, javaScriptEnabled: false, viewport: testInfo.project.use.viewport! });
  const page = await context.newPage();
  const id = `f${testInfo.project.name}${Date.now().toString(36)}`;
  const image = await editorWithPhoto(page, ownServer, id, { width: 1000, height: 750 });
  const category = `Braces ${id}`;
  const [a, b, c] = ['Upper brace', 'Lower brace', 'Retainer'].map((text) => `${text} ${id}`);
  await addCategory(page, category, image, [a, b, c]);
  const order = () =>
    page
      .getByRole('region', { name: category })
      .locator('ol > li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-name')));
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

  await page.getByRole('button', { name: `Move ${c} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('The order was changed.');
  expect(await order()).toEqual([a, c, b]);
  await expect.poll(focused).toBe(`Move ${c} up`);
  await page.screenshot({ path: path.resolve(`tmp/screens/staff-gallery-focus-no-js-${testInfo.project.name}.png`) });

  // Enter again: it moves again, and now first, its Up is disabled: focus is on its Down.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/focus=item-/);
  await expect.poll(order).toEqual([c, a, b]);
  await expect.poll(focused).toBe(`Move ${c} down`);
  await context.close();
});
