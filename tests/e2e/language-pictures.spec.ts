import fs from 'node:fs';
import path from 'node:path';
import { serverHead, pngSize } from './html-head';
import { expect, test, type Page, type TestInfo } from './test';

/**
 * The pictures with words in them, in Gujarati and Hindi: each translated page's link preview is
 * its own drawing (its own file, served as a 1200x630 PNG), and the sketch maps on a branch page and
 * the contact page are the language's copies. Screenshots of a branch page go to tmp/screens/.
 */

const LANGUAGES = ['gu', 'hi'] as const;
const screensDir = path.resolve('tmp/screens');

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  fs.mkdirSync(screensDir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(screensDir, `${name}-${testInfo.project.name}.png`), fullPage: true });
}

test("every Gujarati and Hindi page's preview image is its own, in its language @desktop", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  for (const language of LANGUAGES) {
    const drawn = new Set<string>();
    for (const url of urls.filter((pathname) => pathname.startsWith(`/${language}/`))) {
      const [image] = serverHead(await (await request.get(url)).text()).meta('og:image');
      const imagePath = new URL(image).pathname;
      // An article's preview is its own image; a page standing for many addresses (a branch's)
      // shows the language's stand-in for the site's default image; every other page's is drawn for it.
      if (imagePath.startsWith('/og/articles/')) continue;
      expect(imagePath, url).toMatch(new RegExp(`^/og/(pages/${language}/.+|site/${language})\\.png$`));
      drawn.add(imagePath);
    }
    expect(drawn.size, language).toBeGreaterThan(20);
    expect(drawn).toContain(`/og/site/${language}.png`);
    for (const imagePath of drawn) {
      const response = await request.get(imagePath);
      expect(response.status(), imagePath).toBe(200);
      expect(response.headers()['content-type'], imagePath).toBe('image/png');
      expect(pngSize(await response.body()), imagePath).toEqual({ width: 1200, height: 630 });
    }
    // The same page's English preview is another drawing (its English title).
    const own = await (await request.get(`/og/pages/${language}/treatments/root-canal.png`)).body();
    const english = await (await request.get(`${baseURL}/og/pages/treatments/root-canal.png`)).body();
    expect(own.equals(english)).toBe(false);
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with${javaScriptEnabled ? '' : 'out'} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    for (const language of LANGUAGES) {
      test(`/${language}/clinics/south-bopal and /${language}/contact show the sketch maps drawn in ${language}`, async ({ page }, testInfo) => {
        await page.goto(`/${language}/clinics/south-bopal`);
        const sketch = page.locator(`img.clinic-map__image[src="/images/map/${language}/branch-south-bopal.svg"]`);
        await expect(sketch).toHaveCount(1);
        // No sketch in another language on the page (the footer's map of every branch included).
        await expect(page.locator(`img[src^="/images/map/"]:not([src^="/images/map/${language}/"])`)).toHaveCount(0);
        await sketch.scrollIntoViewIfNeeded();
        // Loaded (it is lazy): an image that failed has no natural width.
        await expect.poll(() => sketch.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(800);
        const name = `${language}-${javaScriptEnabled ? 'js' : 'nojs'}-${testInfo.project.name}`;
        await sketch.screenshot({ path: path.join(screensDir, `og-branch-map-${name}.png`) });
        // The footer's map of every branch, in the language too.
        const footerMap = page.locator(`footer img[src="/images/map/${language}/clinic-map.svg"]`);
        await footerMap.scrollIntoViewIfNeeded();
        await expect.poll(() => footerMap.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(800);
        await footerMap.screenshot({ path: path.join(screensDir, `og-clinic-map-${name}.png`) });
        await screenshot(page, testInfo, `og-branch-${language}-${javaScriptEnabled ? 'js' : 'nojs'}`);

        await page.goto(`/${language}/contact`);
        await expect(page.locator(`img.clinic-map__image[src="/images/map/${language}/clinic-map.svg"]`).first()).toBeAttached();
        await expect(page.locator(`img[src^="/images/map/"]:not([src^="/images/map/${language}/"])`)).toHaveCount(0);
      });
    }
  });
}
