import { expect, test, type Page } from './test';
import { waitForFooterScripts } from './hydration';
import { animationFrames } from './waits';

/**
 * The Content-Security-Policy breaks nothing the site does: every kind of route is loaded,
 * every dialog and video opened, and no `securitypolicyviolation` event fires and no error
 * reaches the console. Third-party frames and images are answered locally (the policy is
 * enforced before the request, so a stub proves the same), which also keeps the test off the
 * network.
 *
 * Adding a dialog, popup or embed? Add an entry to INTERACTIONS.
 */

const TREATMENT_PAGE = '/root-canal-treatment-in-ahmedabad';
const NOT_FOUND_ROUTE = '/no-such-page';

/** One page of each kind, plus the redirects and the 404 page. */
const ROUTES = [
  '/',
  '/about',
  '/treatments',
  TREATMENT_PAGE,
  '/gallery',
  '/blogs',
  '/blogs/how-to-brush-and-floss-properly',
  '/contact',
  '/book-appointment',
  '/policy',
  '/terms',
  '/thank-you', // without the form's flag: redirected home
  '/braces', // a redirect to a treatment page
  NOT_FOUND_ROUTE,
];

interface Interaction {
  name: string;
  path: string;
  /** Only where the control exists (the dropdown on desktop, the menu button on mobile). */
  layout?: 'desktop' | 'mobile';
  /** The page's timers run on the test's clock (page.clock), installed before the page loads. */
  clock?: boolean;
  run(page: Page): Promise<void>;
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'the video popup from a testimonial on a treatment page',
    path: TREATMENT_PAGE,
    async run(page) {
      // The cards scroll endlessly, so wherever they stopped the first card may sit outside the
      // view or under a floating button: open it from the keyboard, as a keyboard user would.
      const pause = page.getByRole('button', { name: 'Pause testimonials' });
      await pause.scrollIntoViewIfNeeded();
      await pause.click();
      // Paused: the control's name turns to Play.
      await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
      const play = page.getByRole('link', { name: /^Play .*'s video$/ }).first();
      await play.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Video' });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
      await expect(page.getByRole('status', { name: 'Loading video' })).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
  },
  {
    // The one kind of link used as given: already in embed form, on www.youtube.com (frame-src).
    name: 'a gallery video whose link is already a www.youtube.com embed',
    path: '/gallery',
    async run(page) {
      const play = page.getByRole('link', { name: /^Play video: Illustration of an intraoral scanner/ });
      await play.scrollIntoViewIfNeeded();
      await play.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Video' });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube\.com\/embed\/demoVideo06/);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
  },
  {
    // The staff side (no script at all): its own pages under the same policy.
    name: 'the staff sign-in page',
    path: '/staff/login',
    async run(page) {
      await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    },
  },
  {
    name: 'the clinic video popup on the home page (a video file of the site)',
    path: '/',
    async run(page) {
      const play = page.getByRole('link', { name: 'Play the clinic video' });
      await play.scrollIntoViewIfNeeded();
      // The section's script loads as it nears the screen; until then the link is a plain link to
      // the file. Its inline clip starting to play says the script is there.
      await expect.poll(() => page.locator('.why-choose-us__video').evaluate((video: HTMLVideoElement) => video.paused), { timeout: 10_000 }).toBe(false);
      await play.click();
      const dialog = page.getByRole('dialog', { name: 'Video' });
      // Loaded through the policy (media-src): the browser has its first frame.
      await expect.poll(() => dialog.locator('video').evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
  },
  {
    name: "the social video popup with Instagram's embed script and frame",
    path: '/',
    clock: true,
    async run(page) {
      // The popup opens after 30 s of the visitor's time (the page's clock is the test's); its
      // code loads when the browser is idle after load, so the clock runs on until it shows.
      const dialog = page.getByRole('dialog', { name: /^A minute at/ });
      // Most of the 30 s at once; then a second at a time, so that the popup has been open under a
      // second when the test looks (Instagram's frame must come within its 4 s).
      await page.clock.runFor(25_000);
      await expect
        .poll(
          async () => {
            if ((await dialog.count()) === 0) await page.clock.runFor(1_000);
            return dialog.count();
          },
          { timeout: 30_000 },
        )
        .toBe(1);
      await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.instagram\.com\//);
      await page.clock.runFor(1_000);
      await expect(dialog.getByRole('status')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
  },
  {
    name: 'the mobile menu with the treatments list',
    path: '/',
    layout: 'mobile',
    async run(page) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await menu.getByRole('button', { name: 'Treatments' }).click();
      await expect(menu.getByRole('link', { name: 'All treatments' })).toBeVisible();
      await menu.getByRole('link', { name: 'All treatments' }).click();
      await expect(page).toHaveURL(/\/treatments$/);
    },
  },
  {
    name: 'the treatments dropdown',
    path: '/about',
    layout: 'desktop',
    async run(page) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Treatments', exact: true }).hover();
      await expect(page.locator('#treatments-dropdown')).toBeVisible();
    },
  },
  {
    name: 'the maps in the footer and on the contact page, scrolled into view',
    path: '/contact',
    async run(page) {
      // Google's frame loads only on request, on the contact page and in the footer.
      for (const where of ['main', 'footer']) {
        // The footer's button comes with its code, which loads as the footer nears the screen.
        await page.locator(`${where} .clinic-map`).scrollIntoViewIfNeeded();
        const button = page.locator(where).getByRole('button', { name: 'Show interactive map' });
        await button.scrollIntoViewIfNeeded();
        await button.click();
        await expect(page.locator(`${where} iframe[title^="Interactive map"]`)).toBeVisible();
      }
    },
  },
  {
    name: 'client-side navigation and a form submission to the API',
    path: '/contact',
    async run(page) {
      await waitForFooterScripts(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
      await expect(page).toHaveURL(/\/about$/);
      await page.goBack();
      await page.getByLabel('First name').fill('Policy');
      await page.getByLabel('Last name').fill('Check');
      await page.getByLabel('Email').fill('policy.check@example.com');
      await page.getByLabel('Mobile number').fill('9123456789');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page).toHaveURL(/\/thank-you\?t=/);
    },
  },
];

/** Instagram's embed script, and a stand-in doing what it does: each placeholder becomes the post's frame. */
const INSTAGRAM_EMBED_SCRIPT = 'https://www.instagram.com/embed.js';
const INSTAGRAM_EMBED_STAND_IN = `window.instgrm = { Embeds: { process() {
  for (const quote of document.querySelectorAll('blockquote.instagram-media')) {
    const frame = document.createElement('iframe');
    frame.src = quote.dataset.instgrmPermalink + 'embed/';
    frame.title = 'Instagram post';
    frame.style.width = '100%';
    quote.replaceWith(frame);
  }
} } }; window.instgrm.Embeds.process();`;

interface Finding {
  where: string;
  what: string;
}

/** Stubs third-party hosts and records violations and console errors on every page and frame. */
async function watchPolicy(page: Page): Promise<Finding[]> {
  const findings: Finding[] = [];
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|www\.google\.com|www\.instagram\.com)\//, (route) =>
    route.request().url() === INSTAGRAM_EMBED_SCRIPT
      ? route.fulfill({ status: 200, contentType: 'text/javascript', body: INSTAGRAM_EMBED_STAND_IN })
      : route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title><p>third-party frame</p>' }),
  );
  await page.route(/^https:\/\/i\.ytimg\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' }),
  );
  await page.exposeFunction('reportPolicyViolation', (where: string, what: string) => findings.push({ where, what }));
  // Answered after every report sent before it (calls to exposed functions arrive in order).
  await page.exposeFunction('policyReportsDelivered', () => true);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation(where: string, what: string): void }).reportPolicyViolation;
      report(location.href, `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} ${event.sample ?? ''}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The 404 page is itself a 404 response, which Chromium logs as a failed load of the page.
    if (message.location().url === page.url() && /status of 404/.test(message.text()) && page.url().endsWith(NOT_FOUND_ROUTE)) return;
    findings.push({ where: page.url(), what: `console: ${message.text()}` });
  });
  page.on('pageerror', (error) => findings.push({ where: page.url(), what: `page error: ${error.message}` }));
  return findings;
}

test.describe('Content-Security-Policy', () => {
  test('the harness notices a violation (so an empty list below means something)', async ({ page }) => {
    const findings = await watchPolicy(page);
    await page.goto('/about');
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://tracker.example/pixel.png';
      document.body.append(image);
    });
    await expect.poll(() => findings.some((finding) => finding.what.startsWith('img-src blocked https://tracker.example'))).toBe(true);
  });

  // What a page loads does not depend on the width (the mobile menu's chunk is its own case below).
  test('every kind of route loads with 0 violations and 0 console errors @desktop', async ({ page }) => {
    test.setTimeout(90_000);
    const findings = await watchPolicy(page);
    for (const route of ROUTES) {
      const response = await page.goto(route);
      expect(response?.headers()['content-security-policy'], route).toMatch(/script-src 'self'/);
      await page.waitForLoadState('networkidle');
      // Scroll through the page so lazy images, frames and sections load too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          // At once (the page scrolls smoothly otherwise), then two frames: the lazy parts'
          // observers have seen this position and started their loads.
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
      });
      await page.waitForLoadState('networkidle');
    }
    expect(findings).toEqual([]);
  });

  // Every other page shares its kind's sections, but "every route" is cheap to keep literal: each
  // page the sitemap lists, loaded as it opens.
  test('every page in the sitemap loads with 0 violations and 0 console errors @desktop', async ({ page, request }) => {
    test.setTimeout(180_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    // The static pages, the 19 treatments and the seeded articles.
    expect(urls.length).toBeGreaterThanOrEqual(40);
    const findings = await watchPolicy(page);
    // Loaded and taken over by the scripts (goto waits for both); the route kinds above also scroll.
    for (const url of urls) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
    }
    expect(findings).toEqual([]);
  });

  for (const interaction of INTERACTIONS) {
    const tag = interaction.layout ? ` @${interaction.layout}` : '';
    test(`${interaction.name}: 0 violations${tag}`, async ({ page }) => {
      // Generous: on a loaded CI machine a page, a dialog and a frame can take a while.
      test.setTimeout(60_000);
      const findings = await watchPolicy(page);
      if (interaction.clock) await page.clock.install();
      await page.goto(interaction.path);
      await page.waitForLoadState('networkidle');
      await interaction.run(page);
      // Not 'networkidle' here: a frame removed while loading (a video closed) can count as a
      // request that never ends. Violations are reported as the blocked load is attempted: a few
      // frames later the events have fired, and a last call through the exposed functions
      // returns once every report before it has arrived.
      await page.waitForLoadState('load');
      await animationFrames(page);
      await page.evaluate(() => (window as unknown as { policyReportsDelivered(): Promise<boolean> }).policyReportsDelivered());
      expect(findings).toEqual([]);
    });
  }
});
