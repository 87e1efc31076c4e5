import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { editorWorkDir } from '../../playwright.editor.config';
import { expectNoWcagViolations } from '../e2e/axe';
import { validateContent, defaultLoadOptions } from '../../src/content/node/load-content';
import { formatContentError } from '../../src/content/node/validation/content-error';

/**
 * The content editor as a maintainer uses it: a change shows in the preview within a second and
 * reaches the file on Save; a mistake shows the validator's own message at its field and keeps
 * Save disabled; sections are added and reordered into a file `npm run validate` accepts; a new
 * treatment page renders at its address. Everything happens on the copy of pages/ the config
 * made (CONTENT_DIR), so the repository's files are never touched.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const contentDir = path.resolve(repo, editorWorkDir, 'pages');
const rootCanal = path.join(contentDir, 'treatments', 'root-canal.json');
const smileCheckUp = path.join(contentDir, 'treatments', 'smile-check-up.json');
const originalRootCanal = fs.readFileSync(path.join(repo, 'pages', 'treatments', 'root-canal.json'), 'utf8');

test.describe.configure({ mode: 'serial' });

async function openRootCanal(page: Page) {
  await page.goto('/edit/treatments/root-canal.json');
  const banner = page.getByRole('group', { name: 'Section 1: page-banner' });
  const preview = page.frameLocator('iframe[title="Preview"]');
  await expect(preview.locator('h1')).toHaveText(JSON.parse(fs.readFileSync(rootCanal, 'utf8')).sections[0].title);
  // The maintainer reads the page before changing it: its scripts have run.
  await expect(preview.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  return { banner, title: banner.getByLabel('Title', { exact: true }), preview, save: page.getByRole('button', { name: 'Save', exact: true }) };
}

test('a new banner title shows in the preview within a second, where the reader had scrolled, and is in the file after Save', async ({ page }) => {
  const { title, save } = await openRootCanal(page);
  const frame = page.frame({ url: /root-canal-treatment-in-ahmedabad/ })!;
  await frame.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => frame.evaluate(() => window.scrollY)).toBe(700);

  await title.fill('Root Canal Treatment, Gently Done');
  // Looked at every 50 ms (expect's own retries back off to half a second, too coarse for the promise).
  const shownTitle = () =>
    frame
      .locator('h1')
      .textContent({ timeout: 50 })
      .catch(() => undefined);
  await expect.poll(shownTitle, { timeout: 1000, intervals: [50] }).toBe('Root Canal Treatment, Gently Done');
  // The same frame, now showing the reloaded page, back where the reader was.
  await expect.poll(() => frame.evaluate(() => window.scrollY)).toBe(700);
  // The draft is the preview's only: the file is unchanged until Save.
  expect(fs.readFileSync(rootCanal, 'utf8')).toBe(originalRootCanal);

  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('status')).toHaveText('Saved pages/treatments/root-canal.json.');
  const saved = fs.readFileSync(rootCanal, 'utf8');
  // Only the edited line differs: the rest of the file is byte for byte as it was.
  const changed = saved.split('\n').filter((line, index) => line !== originalRootCanal.split('\n')[index]);
  expect(changed).toEqual(['      "title": "Root Canal Treatment, Gently Done",']);
  await expect(save).toBeDisabled();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(title).toHaveValue('Root Canal Treatment in Ahmedabad');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(title).toHaveValue('Root Canal Treatment, Gently Done');
});

test("a cleared required field shows the validator's own message there, and Save stays disabled", async ({ page }) => {
  const { title, save } = await openRootCanal(page);
  await title.fill('');
  // What `npm run validate` prints for the same file with the same change.
  const data = JSON.parse(fs.readFileSync(rootCanal, 'utf8'));
  data.sections[0].title = '';
  const { errors } = validateContent({ ...defaultLoadOptions(repo, contentDir), drafts: new Map([[rootCanal, JSON.stringify(data)]]) });
  expect(errors).toHaveLength(1);
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription(errors[0].message);
  await expect(page.locator('.error-summary')).toContainText(formatContentError(errors[0]));
  await expect(save).toBeDisabled();
  await expect(page.getByRole('status')).toHaveText('1 problem to fix before saving.');

  await title.fill('Root Canal Treatment in Ahmedabad');
  await expect(save).toBeEnabled();
  await expect(page.locator('.error-summary')).toHaveCount(0);
});

test('a section moved up on a translated page is moved in its translations too, so the content stays valid', async ({ page }) => {
  const { save } = await openRootCanal(page);
  await page.getByRole('button', { name: 'Move Section 3: testimonials up' }).click();
  await expect(
    page.getByText('Saving also moves the sections of pages/gu/treatments/root-canal.json and pages/hi/treatments/root-canal.json to match.'),
  ).toBeVisible();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('status')).toHaveText(
    'Saved pages/treatments/root-canal.json. Its translations follow: pages/gu/treatments/root-canal.json, pages/hi/treatments/root-canal.json.',
  );
  for (const language of ['', 'gu/', 'hi/']) {
    const sections = JSON.parse(fs.readFileSync(path.join(contentDir, `${language}treatments/root-canal.json`), 'utf8')).sections;
    expect(
      sections.map((section: { type: string }) => section.type),
      language,
    ).toEqual(['page-banner', 'testimonials', 'treatment-article']);
  }
  const { stdout } = await promisify(execFile)('./node_modules/.bin/tsx', ['scripts/validate.ts'], {
    cwd: repo,
    env: { ...process.env, CONTENT_DIR: contentDir },
  });
  expect(stdout).toContain('Content is valid');
});

test('a new treatment page from the start page renders at its address in the preview', async ({ page }) => {
  await page.goto('/edit');
  await page.getByLabel('Treatment name').fill('Smile Check-up');
  await page.getByRole('button', { name: 'New treatment page' }).click();
  await expect(page).toHaveURL('/edit/treatments/smile-check-up.json');
  await expect(page.getByText('Preview of /smile-check-up-in-ahmedabad')).toBeVisible();
  await expect(page.frameLocator('iframe[title="Preview"]').locator('h1')).toHaveText('Smile Check-up in Ahmedabad');
  expect(fs.existsSync(smileCheckUp)).toBe(true);

  await page.goto('/edit?q=smile');
  await expect(page.getByRole('link', { name: 'Smile Check-up in Ahmedabad' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Root Canal/ })).toHaveCount(0);
});

// On a page not yet translated: a translated page's sections must change in its translations too (the validator says so).
test('a section added to the new page and moved up is saved in its place, and npm run validate passes', async ({ page }) => {
  await page.goto('/edit/treatments/smile-check-up.json');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await page.getByLabel('New section type').selectOption('emergency-cta');
  await page.getByRole('button', { name: 'Add section' }).click();
  const added = page.getByRole('group', { name: 'Section 4: emergency-cta' });
  await expect(added).toBeFocused();
  await added.getByLabel('Title').fill('Toothache? We can see you today.');
  await page.getByRole('button', { name: 'Move Section 4: emergency-cta up' }).click();
  // The same control keeps the keyboard focus as the section moves.
  await expect(page.getByRole('button', { name: 'Move Section 3: emergency-cta up' })).toBeFocused();
  await expect(page.getByRole('group', { name: 'Section 3: emergency-cta' }).getByLabel('Title')).toHaveValue('Toothache? We can see you today.');

  // The article's two blocks, moved down and back: at the end of the list the pressed button is
  // disabled, so the keyboard goes to the other one, and the block's kind moves with it.
  const article = page.getByRole('group', { name: 'Section 2: treatment-article' });
  const blockKind = (block: number) => article.getByRole('combobox', { name: `Block ${block}`, exact: true });
  await article.getByRole('button', { name: /Block 1 down$/ }).click();
  await expect(article.getByRole('button', { name: /Block 2 up$/ })).toBeFocused();
  await expect(blockKind(1)).toHaveValue('paragraph');
  await page.keyboard.press('Enter');
  await expect(article.getByRole('button', { name: /Block 1 down$/ })).toBeFocused();
  await expect(blockKind(1)).toHaveValue('h2');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('status')).toHaveText('Saved pages/treatments/smile-check-up.json.');

  const sections = JSON.parse(fs.readFileSync(smileCheckUp, 'utf8')).sections;
  expect(sections.map((section: { type: string }) => section.type)).toEqual(['page-banner', 'treatment-article', 'emergency-cta', 'testimonials']);
  expect(sections[2]).toEqual({ type: 'emergency-cta', title: 'Toothache? We can see you today.' });
  const { stdout } = await promisify(execFile)('./node_modules/.bin/tsx', ['scripts/validate.ts'], {
    cwd: repo,
    env: { ...process.env, CONTENT_DIR: contentDir },
  });
  expect(stdout).toContain('Content is valid');
});

test('the start page groups every file as a maintainer thinks of them, and its search filters as you type', async ({ page }) => {
  await page.goto('/edit');
  for (const heading of ['Treatment pages', 'Other pages', 'Branches', 'Site settings', 'Redirects', 'Translations: ગુજરાતી (gu)', 'Translations: हिन्दी (hi)']) {
    await expect(page.getByRole('heading', { name: new RegExp(`^${heading.replace(/[()]/g, '\\$&')}`) })).toBeVisible();
  }
  await page.getByLabel('Search files').fill('chandkheda');
  await expect(page.getByRole('link', { name: /Root Canal/ })).toBeHidden();
  await expect(page.getByRole('region', { name: /^Branches/ }).getByRole('link', { name: 'Chandkheda' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Redirects/ })).toBeHidden();
});

test('the editor refuses requests from other origins and listens on loopback only', async ({ page, baseURL }) => {
  const refused = await page.request.post('/edit-api/save', {
    headers: { origin: 'https://attacker.example' },
    data: { path: 'treatments/root-canal.json', data: {}, hash: '' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toContain('not requests from https://attacker.example');
  const port = Number(new URL(baseURL!).port);
  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal);
  const reach = (host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ host, port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
  expect(await reach('127.0.0.1')).toBe(true);
  if (external) expect(await reach(external.address)).toBe(false);
});

test('the start page and a file editor pass every WCAG A and AA rule axe checks', async ({ page }) => {
  await page.goto('/edit');
  await expectNoWcagViolations(page, 'start page');
  await page.goto('/edit/treatments/root-canal.json');
  await expect(page.frameLocator('iframe[title="Preview"]').locator('h1')).toBeVisible();
  // The preview is the site, which the site's own tests check; here, the editor around it.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).exclude('iframe').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});
