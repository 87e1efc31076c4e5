import fs from 'node:fs';
import path from 'node:path';
import { expectNoWcagViolations } from './axe';
import { expect, test, type Page, type TestInfo } from './test';

/**
 * The site in English, Gujarati and Hindi as a patient and a crawler meet it: every URL of the
 * sitemap answers in its language with a reciprocal hreflang set; the language switcher leads to
 * the same page in the other language (or that language's home page where there is none); the
 * three home pages pass axe at 1280 and 390 px, with and without JavaScript; the contact form on a
 * Gujarati page answers in Gujarati, with and without JavaScript. Screenshots of the home,
 * a treatment page and the appointment form in each language go to tmp/screens/.
 */

const LANGS = { en: 'en-IN', gu: 'gu-IN', hi: 'hi-IN' } as const;
type Lang = keyof typeof LANGS;
const HOMES: Record<Lang, string> = { en: '/', gu: '/gu/', hi: '/hi/' };
const screensDir = path.resolve('tmp/screens');

function languageOf(url: string): Lang {
  const first = new URL(url).pathname.split('/')[1];
  return first === 'gu' || first === 'hi' ? first : 'en';
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  fs.mkdirSync(screensDir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(screensDir, `${name}-${testInfo.project.name}.png`), fullPage: true });
}

test('every URL of the sitemap is in its language and names all its versions, each naming it back @desktop', async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(urls.filter((url) => languageOf(url) === 'gu').length).toBeGreaterThan(20);
  expect(urls.filter((url) => languageOf(url) === 'hi').length).toBeGreaterThan(20);
  const alternatesOf = new Map<string, Map<string, string>>();
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const html = await response.text();
    expect(html, url).toContain(`<html lang="${LANGS[languageOf(url)]}">`);
    const links = new Map([...html.matchAll(/<link data-head rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((match) => [match[1], match[2]]));
    alternatesOf.set(url, links);
    const canonical = /<link data-head rel="canonical" href="([^"]+)">/.exec(html)?.[1];
    expect(canonical, url).toBe(url);
    if (links.size === 0) continue;
    // Itself among its versions, English as x-default.
    expect(links.get(languageOf(url)), url).toBe(url);
    expect(links.get('x-default'), url).toBe(links.get('en'));
  }
  for (const [url, links] of alternatesOf) {
    for (const [hreflang, alternate] of links) {
      if (hreflang === 'x-default') continue;
      // Reciprocal: each version lists the same set.
      expect(alternatesOf.get(alternate), `${alternate} (named by ${url})`).toEqual(links);
    }
  }
});

test('the switcher leads to the same page in another language, named in its own script', async ({ page }) => {
  await page.goto('/gu/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'gu-IN');
  const switcher = page.getByRole('navigation', { name: 'ભાષા' }).first();
  await expect(switcher.getByText('ગુજરાતી')).toHaveAttribute('aria-current', 'true');
  await switcher.getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.getByRole('navigation', { name: 'भाषा' }).first().getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  // A page the other language does not have (here: none at all) leads to that language's home page.
  await page.goto('/gu/no-such-page');
  await expect(page.getByRole('navigation', { name: 'ભાષા' }).first().getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with${javaScriptEnabled ? '' : 'out'} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    for (const [language, home] of Object.entries(HOMES) as Array<[Lang, string]>) {
      test(`${home}: in its language${javaScriptEnabled ? ', no WCAG A/AA violation' : ''}`, async ({ page }, testInfo) => {
        await page.goto(home);
        await expect(page.locator('html')).toHaveAttribute('lang', LANGS[language]);
        // axe runs in the page: with its scripts on (the server's HTML is the same either way).
        if (javaScriptEnabled) {
          await page.waitForLoadState('networkidle');
          await expectNoWcagViolations(page, home);
        }
        await screenshot(page, testInfo, `lang-home-${language}-${javaScriptEnabled ? 'js' : 'nojs'}`);
      });
    }

    // An address the browser takes as an e-mail (two dots in a row are allowed by type=email) but
    // the site's rules refuse: with scripts the form says so as the patient sends it, without them
    // the server's answer does; either way in the page's language, at the field.
    test(`the contact form on a Gujarati page answers in Gujarati${javaScriptEnabled ? '' : ', from the server'}`, async ({ page }) => {
      await page.goto('/gu/contact');
      await page.getByLabel('પહેલું નામ').fill('રવિ');
      await page.getByLabel('અટક').fill('પટેલ');
      await page.getByLabel('ઈમેલ').fill('ravi..patel@example.com');
      await page.getByLabel('મોબાઇલ નંબર').fill('9876543210');
      await page.getByRole('button', { name: 'સંદેશ મોકલો' }).click();
      const email = page.getByLabel('ઈમેલ');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      // The message is the field's own (its description), and shown.
      await expect(email).toHaveAccessibleDescription(/ઈમેલમાં એકસાથે બે ટપકાં \(\.\.\) ન હોઈ શકે/);
      await expect(page.locator('.form-field__error', { hasText: 'ઈમેલમાં એકસાથે બે ટપકાં (..) ન હોઈ શકે' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', LANGS.gu);
    });
  });
}

test('a treatment page and the appointment form in each language (screenshots) @mobile', async ({ page }, testInfo) => {
  for (const language of Object.keys(HOMES) as Lang[]) {
    const prefix = language === 'en' ? '' : `/${language}`;
    await page.goto(`${prefix}/root-canal-treatment-in-ahmedabad`);
    await expect(page.locator('html')).toHaveAttribute('lang', LANGS[language]);
    await screenshot(page, testInfo, `lang-treatment-${language}`);
    await page.goto(`${prefix}/book-appointment`);
    await screenshot(page, testInfo, `lang-appointment-${language}`);
  }
});
