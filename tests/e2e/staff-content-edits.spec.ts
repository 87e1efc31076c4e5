import fs from 'node:fs';
import path from 'node:path';
import { expectNoWcagViolations } from './axe';
import { addEditor, signInAsEditor, uploadLibraryImage } from './content-editor';
import { ownServerTest as test } from './own-server';
import { expect } from './test';
import type { Page } from '@playwright/test';

/**
 * A testimonial and a slide edited in place by an editor, at 1280 px and 390 px: a testimonial
 * added with consent and published, its words changed in its Edit form (a refused save first,
 * with the error at the field and what was typed kept), and the public home page shows the new
 * words. The slide's Edit form is refused once, to see its error. Screenshots of both forms with
 * their error go to tmp/screens/. On a server of its own (own-server.ts): the other specs read the
 * testimonials as the seed left them.
 */

/** An editor account of this run's own (made as the command line makes it), signed in on `page`. */
async function signInNewEditor(page: Page, databasePath: string, id: string): Promise<void> {
  addEditor(databasePath, `editor-${id}`);
  await signInAsEditor(page, `editor-${id}`);
}

test('an editor changes a published testimonial’s words and the home page shows them', async ({ page, ownServer }, testInfo) => {
  test.setTimeout(90_000);
  const id = `e${testInfo.project.name}${Date.now().toString(36)}`;
  await signInNewEditor(page, ownServer.databasePath, id);

  await uploadLibraryImage(page, `patient-${id}.jpg`, { width: 400, height: 400 });

  // A testimonial of this run's own, with consent, published.
  const name = `Kavya ${id}`;
  await page.goto('/staff/content/testimonials');
  await page.getByLabel('Patient’s name', { exact: true }).fill(name);
  await page.getByLabel('Where they are from', { exact: true }).fill('Chandkheda');
  await page.getByLabel('What they said', { exact: true }).fill('The cleaning was gentle.');
  await page.getByLabel('Photo', { exact: true }).selectOption({ label: `patient-${id}.jpg (400 × 400)` });
  // The add form's box (each edit form has one too).
  await page.locator('#testimonial-consent').check();
  await page.getByLabel('Date of the consent', { exact: true }).fill('2026-01-15');
  await page.getByRole('button', { name: 'Save the testimonial' }).click();
  await expect(page.getByRole('status')).toContainText('The testimonial was saved as a draft.');
  await page.getByRole('button', { name: `Publish the testimonial of ${name}` }).click();
  await expect(page.getByRole('status')).toContainText('The testimonial is on the site now.');

  // Its Edit form: first a text too long (refused at the field, what was typed kept), then the new words.
  const item = page.locator('li', { has: page.getByRole('heading', { name: `${name}, Chandkheda` }) });
  await item.locator('summary').click();
  const text = item.getByRole('textbox', { name: /^What they said/ });
  const tooLong = `${'Very good. '.repeat(55)}`.trim();
  await text.fill(tooLong);
  await item.getByRole('button', { name: 'Save changes' }).click();
  const refusedItem = page.locator('li', { has: page.getByRole('heading', { name: `${name}, Chandkheda` }) });
  const refusedText = refusedItem.getByRole('textbox', { name: /^What they said/ });
  await expect(refusedText).toHaveAttribute('aria-invalid', 'true');
  await expect(refusedText).toHaveAccessibleDescription(/Shorten it to 600 characters or fewer\./);
  await expect(refusedText).toHaveValue(tooLong);
  await expectNoWcagViolations(page, 'testimonials page with a refused edit');
  fs.mkdirSync(path.resolve('tmp/screens'), { recursive: true });
  await refusedItem.screenshot({ path: path.resolve(`tmp/screens/staff-testimonial-edit-error-${testInfo.project.name}.png`) });

  const words = `The hygienist explained every step (${id}).`;
  await refusedText.fill(words);
  await refusedItem.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toContainText('The testimonial was saved.');

  await page.goto('/');
  await expect(page.locator('main')).toContainText(words);

  // The slide's Edit form, refused once (a browser that does not check fields itself: the server does), for its screenshot.
  await page.goto('/staff/content/slides');
  const slide = page.locator('.media-grid__item').first();
  await slide.locator('summary').click();
  const form = slide.locator('form.item-edit__form');
  await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
  await form.getByRole('textbox', { name: /^Alt text/ }).fill('');
  await form.getByRole('button', { name: 'Save changes' }).click();
  const refusedSlide = page.locator('.media-grid__item').first();
  const alt = refusedSlide.getByRole('textbox', { name: /^Alt text/ });
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  await expect(alt).toHaveAccessibleDescription('Enter the alt text: what the picture shows.');
  await expectNoWcagViolations(page, 'slides page with a refused edit');
  await refusedSlide.screenshot({ path: path.resolve(`tmp/screens/staff-slide-edit-error-${testInfo.project.name}.png`) });
});

test('an editor changes a slide’s alt text without JavaScript, and the home page’s hero shows it', async ({ browser, ownServer }, testInfo) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: ownServer.baseUrl, viewport: testInfo.project.use.viewport });
  const page = await context.newPage();
  const id = `s${testInfo.project.name}${Date.now().toString(36)}`;
  await signInNewEditor(page, ownServer.databasePath, id);
  await page.goto('/staff/content/slides');
  const slide = page.locator('.media-grid__item').first();
  const slideId = await slide.getAttribute('id');
  await slide.locator('summary').click();
  const alt = `The clinic’s front door at dawn (${id})`;
  await slide.getByRole('textbox', { name: /^Alt text/ }).fill(alt);
  await page.screenshot({ path: path.resolve(`tmp/screens/staff-slide-edit-nojs-${testInfo.project.name}.png`) });
  await slide.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toContainText('The slide was saved.');
  // Back at the slide, in its place.
  expect(new URL(page.url()).hash).toBe(`#${slideId}`);
  await expect(page.locator('.media-grid__item').first()).toHaveAttribute('data-name', alt);
  await page.goto('/');
  await expect(page.getByRole('img', { name: alt })).toBeAttached();
  await context.close();
});
