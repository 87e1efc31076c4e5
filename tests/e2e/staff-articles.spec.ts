import fs from 'node:fs';
import path from 'node:path';
import { XSS_PAYLOADS } from '../../server/staff/testing/xss-payloads';
import { expectNoWcagViolations } from './axe';
import { addEditor, signInAsEditor, uploadLibraryImage } from './content-editor';
import { ownServerTest as test } from './own-server';
import { expect, type Page, type TestInfo } from './test';

/**
 * An editor's article, at 1280 px and 390 px: signed in as an editor (made with the CLI), they
 * write an article in the rich-text editor, preview and publish it; it is on /blogs and in the
 * sitemap at the next request; a rename keeps the old address as a 301; unpublishing takes it off.
 * XSS probes through every field never run, on the public page or the staff pages. Screenshots of
 * the article pages go to tmp/screens/, with and without JavaScript. On a server of its own
 * (own-server.ts): the other specs read the articles as the seed left them.
 */

const screensDir = path.resolve('tmp/screens');

/** A new editor account in the test's own server's database. */

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  fs.mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: path.join(screensDir, `${name}-${testInfo.project.name}.png`), fullPage: true });
}

async function fillArticle(page: Page, fields: { title: string; alt: string; metaTitle: string; metaDescription: string; tags: string }) {
  await page.getByLabel('Title', { exact: true }).fill(fields.title);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Tags').fill(fields.tags);
  await page.getByLabel('Image', { exact: true }).selectOption({ index: 1 });
  // The library's newest image is the first choice.
  await page.getByLabel('Image alt text').fill(fields.alt);
  await page.getByLabel('Meta title').fill(fields.metaTitle);
  await page.getByLabel('Meta description').fill(fields.metaDescription);
}

test('an editor writes, previews, publishes, renames and unpublishes an article', async ({ page, ownServer }, testInfo) => {
  test.setTimeout(90_000);
  const id = `${testInfo.project.name}${Date.now().toString(36)}`;
  const editor = `editor-${id}`;
  addEditor(ownServer.databasePath, editor);
  await signInAsEditor(page, editor);
  // An editor is never offered, nor let into, the requests.
  await expect(page.getByRole('link', { name: 'Requests' })).toHaveCount(0);
  expect((await page.goto('/staff/day'))!.status()).toBe(403);

  // The article's image, uploaded to the media library (a photograph made here, named by the test).
  await uploadLibraryImage(page, `braces-${id}.jpg`, { width: 1400, height: 900 });
  await expect(page.getByText(`braces-${id}.jpg`)).toBeVisible();
  await screenshot(page, testInfo, 'staff-media');

  await page.goto('/staff/content/articles/new');
  const title = `Caring for braces ${id}`;
  const slug = `caring-for-braces-${id}`;
  await fillArticle(page, {
    title,
    alt: 'A toothbrush beside braces',
    metaTitle: 'Caring for braces',
    metaDescription: 'What to eat and how to brush.',
    tags: 'Braces',
  });
  // The slug the title would get, shown as the editor types; the live count.
  await expect(page.getByLabel('Slug (the article’s address)')).toHaveAttribute('placeholder', slug);
  await expect(page.locator('#article-metaTitle-count')).toHaveText('17 of 70 characters');
  // The body in the rich-text editor: a heading, a bold word, a list.
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.getByRole('button', { name: 'Heading', exact: true }).click();
  // The editor takes the caret back from the pressed button in the next frame (Tiptap's focus):
  // a key typed before then goes to the button, as the first letter did on a busy machine.
  await expect(body).toBeFocused();
  await page.keyboard.type('The first week');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Soft food ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await expect(body).toBeFocused();
  await page.keyboard.type('only');
  await screenshot(page, testInfo, 'staff-article-editor');
  await page.getByRole('button', { name: 'Save as a draft' }).click();
  await expect(page.getByRole('status')).toContainText('saved as a draft');
  const articleUrl = page.url().split('?')[0];
  await expectNoWcagViolations(page, 'article page');

  // The preview is the public page, not yet on the site.
  await page.getByRole('link', { name: 'Preview the article as the site shows it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.blog-article__main h2')).toHaveText('The first week');
  await expect(page.locator('.blog-article__main strong')).toHaveText('only');
  await screenshot(page, testInfo, 'staff-article-preview');
  expect((await page.request.get(`/blogs/${slug}`)).status()).toBe(404);

  // Published: on /blogs and in the sitemap at the next request.
  await page.goto(articleUrl);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status')).toContainText('on the site now');
  await page.goto('/blogs');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await page.goto(`/blogs/${slug}`);
  await expect(page.locator('.blog-article__image')).toHaveAttribute('src', /\/api\/v1\/get-images\/library\/[0-9a-f]{16}\.webp$/);
  await expect(page.locator('.blog-article__image')).toHaveAttribute('alt', 'A toothbrush beside braces');
  expect(await page.locator('.blog-article__image').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1400);
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/blogs/${slug}</loc>`);

  // Renamed: the old address sends readers on.
  await page.goto(articleUrl);
  await page.getByLabel('Slug (the article’s address)').fill(`braces-${id}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toContainText('Your changes were saved');
  const old = await page.request.get(`/blogs/${slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/blogs/braces-${id}`);
  await page.goto(`/blogs/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/blogs/braces-${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Unpublished: off the site and the sitemap.
  await page.goto(articleUrl);
  await page.getByRole('button', { name: 'Unpublish (back to a draft)' }).click();
  await expect(page.getByRole('status')).toContainText('off the site');
  expect((await page.request.get(`/blogs/braces-${id}`)).status()).toBe(404);
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(`braces-${id}`);

  await page.goto('/staff/content/articles');
  await screenshot(page, testInfo, 'staff-articles');
  await page.goto('/staff/content/activity');
  await expect(page.locator('.activity')).toContainText(`${editor} renamed the article braces-${id}`);
  await screenshot(page, testInfo, 'staff-content-activity');
});

test('XSS probes through every field of an article never run, on the public page or the staff pages', async ({ page, ownServer }, testInfo) => {
  test.setTimeout(90_000);
  const id = `x${testInfo.project.name}${Date.now().toString(36)}`;
  const editor = `editor-${id}`;
  addEditor(ownServer.databasePath, editor);
  await signInAsEditor(page, editor);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const oneLine = (payload: string) => payload.replace(/\s+/g, ' ');
  // Every payload in the one-line fields (cut to their limits) and all of them in the body (as HTML, through the plain field).
  await page.goto('/staff/content/articles/new');
  await fillArticle(page, {
    title: oneLine(`${XSS_PAYLOADS[2]} ${id}`).slice(0, 150),
    alt: oneLine(XSS_PAYLOADS[3]).slice(0, 200),
    metaTitle: oneLine(XSS_PAYLOADS[0]).slice(0, 70),
    metaDescription: oneLine(XSS_PAYLOADS[5]).slice(0, 170),
    tags: oneLine(XSS_PAYLOADS[4]).slice(0, 40),
  });
  await page.getByLabel('Slug (the article’s address)').fill(`probe-${id}`);
  await page.locator('#article-body').evaluate(
    (field, html) => {
      (field as HTMLTextAreaElement).hidden = false;
      (field as HTMLTextAreaElement).value = html;
    },
    `<p>Probe</p>${XSS_PAYLOADS.join('')}`,
  );
  await page.getByRole('button', { name: 'Save as a draft' }).click();
  await expect(page.getByRole('status')).toContainText('saved as a draft');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status')).toContainText('on the site now');
  const articleUrl = page.url().split('?')[0];

  for (const url of [articleUrl, `${articleUrl}/preview`, '/staff/content/articles', '/staff/content/activity', '/blogs', `/blogs/probe-${id}`]) {
    await page.goto(url);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), url).toBeUndefined();
  }
  expect(dialogs).toBe(0);
  // The article page shows the probe's text: the payloads were there, and inert.
  await expect(page.locator('.blog-article__main p').first()).toHaveText('Probe');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the article form works as a plain form: the body is an HTML field the server sanitises', async ({ page, ownServer }, testInfo) => {
    const id = `n${testInfo.project.name}${Date.now().toString(36)}`;
    const editor = `editor-${id}`;
    addEditor(ownServer.databasePath, editor);
    await signInAsEditor(page, editor);
    await page.goto('/staff/content/articles/new');
    await page.getByRole('button', { name: 'Save as a draft' }).click();
    await expect(page.getByRole('alert')).toContainText('Please correct the following');
    await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await screenshot(page, testInfo, 'staff-article-errors-nojs');
    await fillArticle(page, { title: `No script ${id}`, alt: 'A toothbrush', metaTitle: 'No script', metaDescription: 'Written without scripts.', tags: '' });
    await page.getByLabel('Body').fill('<h2>Plain</h2><p onclick="x()">Typed as <em>HTML</em>.</p><script>window.__xss=1</script>');
    await page.getByRole('button', { name: 'Save as a draft' }).click();
    await expect(page.getByRole('status')).toContainText('saved as a draft');
    await expect(page.getByLabel('Body')).toHaveValue('<h2>Plain</h2><p>Typed as <em>HTML</em>.</p>');
    await screenshot(page, testInfo, 'staff-article-nojs');
  });
});

test('the body’s Image button asks for the image and its alt text in a dialog, never a browser prompt', async ({ page, ownServer }, testInfo) => {
  test.setTimeout(90_000);
  const id = `i${testInfo.project.name}${Date.now().toString(36)}`;
  const editor = `editor-${id}`;
  addEditor(ownServer.databasePath, editor);
  await signInAsEditor(page, editor);
  let prompts = 0;
  page.on('dialog', (dialog) => {
    prompts += 1;
    void dialog.dismiss();
  });
  await uploadLibraryImage(page, `model-${id}.jpg`, { width: 1200, height: 800 });

  await page.goto('/staff/content/articles/new');
  await fillArticle(page, { title: `Braces, pictured ${id}`, alt: 'Braces', metaTitle: 'Braces', metaDescription: 'Pictures of braces.', tags: 'Braces' });
  await page.getByRole('textbox', { name: 'Body' }).click();
  await page.keyboard.type('Two pictures.');
  const imageButton = page.getByRole('button', { name: 'Image', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Insert an image' });
  const bodyField = page.locator('#article-body');

  // Escape cancels: nothing inserted, focus back on the button.
  await imageButton.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Image to insert')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(imageButton).toBeFocused();
  expect(await bodyField.inputValue()).not.toContain('<img');

  // No alt text and not decorative: refused at the field, which says why.
  await imageButton.click();
  await dialog.getByLabel('Image to insert').selectOption({ label: `model-${id}.jpg (1200 × 800)` });
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  const altField = dialog.getByLabel('Alt text', { exact: true });
  await expect(altField).toBeFocused();
  await expect(altField).toHaveAttribute('aria-invalid', 'true');
  await expect(altField).toHaveAccessibleDescription(/Enter the alt text, or mark the image as decorative\./);
  await expect(dialog).toBeVisible();
  fs.mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: path.join(screensDir, `staff-article-image-dialog-${testInfo.project.name}.png`) });
  await expectNoWcagViolations(page, 'article page with the image dialog open');

  await altField.fill('A model of upper braces');
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.rich-editor__surface img[alt="A model of upper braces"]')).toBeVisible();
  await expect(bodyField).toHaveValue(/<img src="\/api\/v1\/get-images\/library\/[0-9a-f]{16}\.webp" alt="A model of upper braces">/);

  // The inserted image is selected in the body: past it, a line of text.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('And a border.');
  // Decorative: in with an empty alt, which the sanitiser keeps. Cancel, too, returns focus.
  await imageButton.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(imageButton).toBeFocused();
  await imageButton.click();
  await dialog.getByLabel('Image to insert').selectOption({ label: `model-${id}.jpg (1200 × 800)` });
  await dialog.getByLabel(/^Decorative/).check();
  await expect(altField).toBeDisabled();
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(dialog).toBeHidden();
  await expect(bodyField).toHaveValue(/alt="A model of upper braces">.*<img src="[^"]+" alt="">/);
  await page.getByRole('button', { name: 'Save as a draft' }).click();
  await expect(page.getByRole('status')).toContainText('saved as a draft');
  await page.getByRole('link', { name: 'Preview the article as the site shows it' }).click();
  const images = page.locator('.blog-article__main img:not(.blog-article__image)');
  await expect(images).toHaveCount(2);
  await expect(images.first()).toHaveAttribute('alt', 'A model of upper braces');
  await expect(images.last()).toHaveAttribute('alt', '');
  expect(prompts).toBe(0);
});

test('the body’s Link button asks for the address in a dialog that takes only what the site keeps, never a browser prompt', async ({
  page,
  ownServer,
}, testInfo) => {
  const id = `l${testInfo.project.name}${Date.now().toString(36)}`;
  addEditor(ownServer.databasePath, `editor-${id}`);
  await signInAsEditor(page, `editor-${id}`);
  let prompts = 0;
  page.on('dialog', (dialog) => {
    prompts += 1;
    void dialog.dismiss();
  });
  await page.goto('/staff/content/articles/new');
  await page.getByRole('textbox', { name: 'Body' }).click();
  await page.keyboard.type('Book a visit');
  // Select the words "a visit".
  for (let i = 0; i < 'a visit'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  const linkButton = page.getByRole('button', { name: 'Link', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Link' });
  const address = dialog.getByLabel('Link address');
  const bodyField = page.locator('#article-body');

  // Escape cancels: nothing changed, focus back on the button.
  await linkButton.click();
  await expect(address).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Remove link' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(linkButton).toBeFocused();
  expect(await bodyField.inputValue()).not.toContain('<a ');

  // An address the sanitiser would drop is refused at the field, which says why.
  await linkButton.click();
  await address.fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Apply link' }).click();
  await expect(address).toBeFocused();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription(/This address cannot be linked: start it with \/ \(a page of this site\), https:\/\/ or mailto:\./);
  fs.mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: path.join(screensDir, `staff-article-link-dialog-${testInfo.project.name}.png`) });
  await expectNoWcagViolations(page, 'article page with the link dialog open');

  await address.fill('/book-appointment');
  await dialog.getByRole('button', { name: 'Apply link' }).click();
  await expect(dialog).toBeHidden();
  await expect(bodyField).toHaveValue('<p>Book <a href="/book-appointment">a visit</a></p>');
  await expect(linkButton).toHaveAttribute('aria-pressed', 'true');

  // On the link, the dialog shows its address and can remove it.
  await linkButton.click();
  await expect(address).toHaveValue('/book-appointment');
  await dialog.getByRole('button', { name: 'Remove link' }).click();
  await expect(dialog).toBeHidden();
  await expect(bodyField).toHaveValue('<p>Book a visit</p>');
  expect(prompts).toBe(0);
});

test('Gujarati and Hindi titles are drawn in the site’s script fonts, which a page in Latin letters never downloads', async ({ page, ownServer }, testInfo) => {
  const id = `s${testInfo.project.name}${Date.now().toString(36)}`;
  addEditor(ownServer.databasePath, `editor-${id}`);
  await signInAsEditor(page, `editor-${id}`);
  const fontsFetched = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.startsWith('/staff/fonts/'))
        .sort();
    });
  // The content section's start page: Latin letters only.
  await page.goto('/staff/content');
  expect(await fontsFetched()).toEqual([]);

  // The seeded demo articles include two in Gujarati and two in Hindi.
  await page.goto('/staff/content/articles');
  const gujarati = page.getByRole('link', { name: /[\u0A80-\u0AFF]/ }).first();
  const hindi = page.getByRole('link', { name: /[\u0900-\u097F]/ }).first();
  await expect(gujarati).toBeVisible();
  await expect(hindi).toBeVisible();
  // Regular text and the bold titles: each script's two weights.
  expect(await fontsFetched()).toEqual([
    '/staff/fonts/noto-sans-devanagari-devanagari-400-normal.woff2',
    '/staff/fonts/noto-sans-devanagari-devanagari-700-normal.woff2',
    '/staff/fonts/noto-sans-gujarati-gujarati-400-normal.woff2',
    '/staff/fonts/noto-sans-gujarati-gujarati-700-normal.woff2',
  ]);
  for (const [title, family] of [
    [gujarati, 'Noto Sans Gujarati'],
    [hindi, 'Noto Sans Devanagari'],
  ] as const) {
    const text = await title.innerText();
    expect(await page.evaluate(([font, sample]) => document.fonts.check(`16px "${font}"`, sample), [family, text])).toBe(true);
  }
  await gujarati.scrollIntoViewIfNeeded();
  fs.mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: path.join(screensDir, `staff-articles-scripts-${testInfo.project.name}.png`) });
});
