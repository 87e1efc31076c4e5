import path from 'node:path';
import { expect, test, type Browser, type BrowserContextOptions, type Page } from './test';
import { buildHarness, type BuiltHarness } from '../ui-harness/build-harness';
import { animationFrames, animationPlayState, intersectionsDelivered } from './waits';

/**
 * The shared primitives of src/ui/ in Chromium, on a harness page that is server-rendered and then
 * hydrated like the site (tests/ui-harness/), before any section uses them: carousel, marquee,
 * YouTube facade, reveal on scroll. Nothing leaves the machine: the harness and YouTube's hosts are
 * answered by routes.
 */

const ORIGIN = 'http://ui-harness.test';
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let harness: BuiltHarness;

test.beforeAll(async () => {
  harness = await buildHarness(path.resolve('tmp/ui-harness', `worker-${test.info().workerIndex}`));
});

/** `holdYoutube`: YouTube's frame is answered only once the test calls releaseYoutube(). */
async function serve(page: Page, { holdYoutube = false } = {}) {
  const youtubeRequests: string[] = [];
  let releaseYoutube = () => {};
  const youtubeReleased = holdYoutube ? new Promise<void>((resolve) => (releaseYoutube = resolve)) : Promise.resolve();
  await page.route(`${ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: harness.html });
    const asset = harness.assets.get(pathname.replace('/assets/', ''));
    if (!asset) return route.fulfill({ status: 404 });
    return route.fulfill({ contentType: pathname.endsWith('.css') ? 'text/css' : 'text/javascript', body: asset });
  });
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ contentType: 'image/png', body: PIXEL }));
  await page.route('https://www.youtube-nocookie.com/**', async (route) => {
    youtubeRequests.push(route.request().url());
    await youtubeReleased;
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' });
  });
  return { youtubeRequests, releaseYoutube };
}

async function openHarness(page: Page, options?: { holdYoutube?: boolean }) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const { youtubeRequests, releaseYoutube } = await serve(page, options);
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => window.harnessHydrated === true);
  return { errors, youtubeRequests, releaseYoutube };
}

async function newHarnessPage(browser: Browser, options: BrowserContextOptions, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ ...options, viewport: viewport ?? undefined });
  const page = await context.newPage();
  return { context, page };
}

const carousel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const currentDot = (page: Page, name: string) => carousel(page, name).locator('.carousel__dot[aria-current="true"]');

test.describe('shared UI primitives in Chromium', () => {
  // Real timers: the hero alone waits out several 4 s turns.
  test.describe.configure({ timeout: 60_000 });

  test('the server HTML hydrates without errors and without any layout shift', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shifts: number[] }).shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number[] }).shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await serve(page);
    await page.goto(`${ORIGIN}/`);
    const before = await carousel(page, 'Highlights').locator('.carousel__slide').nth(1).boundingBox();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.waitForFunction(() => window.harnessHydrated === true);
    // The pager has measured its track (the slides out of view are inert) and painted since.
    await expect(carousel(page, 'Highlights').locator('.carousel__slide[inert]').first()).toBeAttached();
    await animationFrames(page);
    expect(await carousel(page, 'Highlights').locator('.carousel__slide').nth(1).boundingBox()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('hero: APG carousel, pause control first in the tab order, 4 s autoplay that loops and pauses on hover, focus and press', async ({ page }) => {
    // The autoplay is a timer: where the hero must stay put, seconds of the page's time pass in a moment.
    await page.clock.install();
    const { errors } = await openHarness(page);
    const hero = carousel(page, 'Hero');
    await expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = hero.locator('.carousel__slide');
    await expect(slides).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      await expect(slides.nth(i)).toHaveAttribute('role', 'group');
      await expect(slides.nth(i)).toHaveAttribute('aria-roledescription', 'slide');
      await expect(slides.nth(i)).toHaveAttribute('aria-label', `${i + 1} of 3`);
    }
    const track = hero.locator('.carousel__track');
    await expect(track).toHaveAttribute('aria-live', 'off');

    // Tab order: the link before the carousel, then its pause button.
    await page.locator('#before-hero').focus();
    await page.keyboard.press('Tab');
    await expect(hero.getByRole('button', { name: 'Pause slides' })).toBeFocused();
    // Focus on the rotation button itself does not stop the rotation.
    await expect(currentDot(page, 'Hero')).toHaveAttribute('aria-label', 'Slide 2', { timeout: 8000 });
    await expect(slides.nth(0)).toHaveAttribute('inert', '');

    // Hovered: stays put, and the live region speaks.
    await track.hover();
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(5000);
    await animationFrames(page);
    await expect(currentDot(page, 'Hero')).toHaveAttribute('aria-label', 'Slide 2');
    await page.mouse.move(0, 0);
    await expect(currentDot(page, 'Hero')).toHaveAttribute('aria-label', 'Slide 3', { timeout: 6000 });
    // Loops back to the first slide.
    await expect(currentDot(page, 'Hero')).toHaveAttribute('aria-label', 'Slide 1', { timeout: 6000 });
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0);

    await hero.getByRole('button', { name: 'Pause slides' }).click();
    await page.mouse.move(0, 0);
    await expect(hero.getByRole('button', { name: 'Play slides' })).toBeVisible();
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(4500);
    await animationFrames(page);
    await expect(currentDot(page, 'Hero')).toHaveAttribute('aria-label', 'Slide 1');
    // Previous from the first slide loops to the last.
    await hero.getByRole('button', { name: 'Previous slides' }).click();
    await expect(currentDot(page, 'Hero')).toHaveAttribute('aria-label', 'Slide 3');
    await expect.poll(() => track.evaluate((el) => Math.round(el.scrollLeft))).toBe(await track.evaluate((el) => el.scrollWidth - el.clientWidth));
    expect(errors).toEqual([]);
  });

  test('pager: two per page, previous/next disabled at the ends, dots, slides out of view inert, follows a swipe', async ({ page }) => {
    await openHarness(page);
    const pager = carousel(page, 'Highlights');
    const slides = pager.locator('.carousel__slide');
    const [first, second] = [await slides.nth(0).boundingBox(), await slides.nth(1).boundingBox()];
    const trackBox = await pager.locator('.carousel__track').boundingBox();
    expect(Math.round(second!.x - (first!.x + first!.width))).toBe(16);
    expect(Math.round(first!.width * 2 + 16)).toBe(Math.round(trackBox!.width));
    await expect(pager.getByRole('button', { name: /Pause/ })).toHaveCount(0);
    await expect(pager.locator('.carousel__track')).toHaveAttribute('aria-live', 'polite');
    const previous = pager.getByRole('button', { name: 'Previous slides' });
    const next = pager.getByRole('button', { name: 'Next slides' });
    await expect(previous).toBeDisabled();
    await expect(pager.locator('.carousel__dot')).toHaveCount(2);
    await expect(slides.nth(2)).toHaveAttribute('inert', '');
    await next.click();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(currentDot(page, 'Highlights')).toHaveAttribute('aria-label', 'Slides 3 to 4');
    await expect(slides.nth(0)).toHaveAttribute('inert', '');
    await expect(slides.nth(2)).not.toHaveAttribute('inert');
    // The links of the visible slides take focus; those out of view cannot.
    const focusable = (name: string) => pager.getByRole('link', { name }).evaluate((el: HTMLElement) => (el.focus(), document.activeElement === el));
    expect(await focusable('More about complete solutions')).toBe(true);
    expect(await focusable('More about smiles restored')).toBe(false);
    // A swipe back (the browser scrolls and snaps) moves the dots too.
    await pager.locator('.carousel__track').evaluate((el) => el.scrollTo({ left: 0 }));
    await expect(currentDot(page, 'Highlights')).toHaveAttribute('aria-label', 'Slides 1 to 2');
    await expect(previous).toBeDisabled();
  });

  test('a pager that becomes a grid on wide screens measures one page there: no dots, nothing inert', async ({ page }) => {
    await openHarness(page);
    const grid = carousel(page, 'Highlights grid');
    const slides = grid.locator('.carousel__slide');
    if (page.viewportSize()!.width >= 900) {
      await grid.scrollIntoViewIfNeeded();
      for (let i = 0; i < 4; i++) await expect(slides.nth(i)).toBeInViewport();
      await expect(grid.locator('.carousel__dot')).toHaveCount(0);
      await expect(grid.locator('.carousel__controls')).toBeHidden();
      await expect(grid.locator('[inert]')).toHaveCount(0);
    } else {
      await expect(grid.locator('.carousel__dot')).toHaveCount(2);
      await expect(slides.nth(2)).toHaveAttribute('inert', '');
      await expect(grid.getByRole('button', { name: 'Next slides' })).toBeEnabled();
    }
  });

  test('cards: 256 px under 640 px and 288 px above with 24 px gaps; each 3 s they advance by the visible count, then return to the start', async ({
    page,
  }) => {
    await openHarness(page);
    const cards = carousel(page, 'Treatments');
    const slides = cards.locator('.carousel__slide');
    const width = page.viewportSize()!.width;
    const track = cards.locator('.carousel__track');
    // Layout read in one go, relative to the track: the carousel may turn a page meanwhile.
    const layout = await track.evaluate((el) => {
      const [a, b] = [...el.children].map((child) => child.getBoundingClientRect());
      return { width: a.width, gap: b.left - a.right, trackWidth: el.clientWidth };
    });
    expect(layout.width).toBe(width < 640 ? 256 : 288);
    expect(Math.round(layout.gap)).toBe(24);
    await expect(slides).toHaveCount(7);
    const perView = Math.floor((layout.trackWidth + 24) / (layout.width + 24));
    const step = layout.width + 24;
    const { max, count } = await track.evaluate((el) => ({ max: el.scrollWidth - el.clientWidth, count: el.children.length }));
    const positions: number[] = [];
    for (let i = 0; i < count; i += perView) positions.push(Math.round(Math.min(i * step, max)));
    await expect(cards.locator('.carousel__dot')).toHaveCount(Math.ceil(count / perView));
    // Advances a page of visible cards every 3 s, and after the last page returns to the start.
    for (let next = 1; next <= positions.length; next++) {
      await expect.poll(() => track.evaluate((el) => Math.round(el.scrollLeft)), { timeout: 5000 }).toBe(positions[next % positions.length]);
    }
    // Every control is at least 24 × 24 px.
    for (const control of await page.locator('.carousel button').all()) {
      const box = await control.boundingBox();
      if (!box) continue;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
  });

  test('marquee: moves until paused by the button or the pointer, copy hidden from assistive technology', async ({ page }) => {
    await openHarness(page);
    const track = page.locator('.harness-strip .marquee__track');
    const offset = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const start = await offset();
    await expect.poll(offset).toBeLessThan(start - 5);
    await expect(page.locator('.harness-strip .marquee__group[aria-hidden="true"]')).toHaveAttribute('inert', '');
    await expect(page.locator('.harness-strip').getByRole('listitem')).toHaveCount(3);
    await page.locator('.harness-strip').getByRole('button', { name: 'Pause' }).click();
    await page.mouse.move(0, 0);
    await expect.poll(() => animationPlayState(page, '.harness-strip .marquee__track')).toBe('paused');
    const stopped = await offset();
    await animationFrames(page);
    expect(await offset()).toBe(stopped);
    await page.locator('.harness-strip').getByRole('button', { name: 'Play' }).click();
    await page.mouse.move(0, 0);
    await expect.poll(offset).toBeLessThan(stopped - 5);
    // The strip itself never stands still for Playwright's hover(): point at its (unmoving) frame.
    const frame = (await page.locator('.harness-strip .marquee').boundingBox())!;
    await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
    await expect.poll(() => animationPlayState(page, '.harness-strip .marquee__track')).toBe('paused');
    const hovered = await offset();
    await animationFrames(page);
    expect(await offset()).toBe(hovered);
  });

  test('under reduced motion the hero and the marquee start paused and move only when played, without smooth scrolling', async ({ browser, viewport }) => {
    const { context, page } = await newHarnessPage(browser, { reducedMotion: 'reduce' }, viewport);
    await page.clock.install();
    await openHarness(page);
    const hero = carousel(page, 'Hero');
    await expect(hero.getByRole('button', { name: 'Play slides' })).toBeVisible();
    await expect(hero.locator('.carousel__track')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(4500);
    await animationFrames(page);
    await expect(currentDot(page, 'Hero')).toHaveAttribute('aria-label', 'Slide 1');
    const track = page.locator('.harness-strip .marquee__track');
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await page.locator('.harness-strip').getByRole('button', { name: 'Play' }).click();
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('marquee-scroll');
    // Next without a smooth scroll.
    await hero.getByRole('button', { name: 'Next slides' }).click();
    expect(await hero.locator('.carousel__track').evaluate((el) => el.scrollLeft)).toBe(
      await hero.locator('.carousel__track').evaluate((el) => el.clientWidth),
    );
    await context.close();
  });

  test('YouTube facade: a thumbnail and a play button; the nocookie frame only after a press, with a spinner until it loads', async ({ page }) => {
    const { youtubeRequests, releaseYoutube } = await openHarness(page, { holdYoutube: true });
    const video = page.locator('.harness-video');
    const thumbnail = video.getByRole('img', { name: "A patient's implant story" });
    await expect(thumbnail).toHaveAttribute('src', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    await expect(thumbnail).toHaveAttribute('width', '480');
    await expect(video.locator('iframe')).toHaveCount(0);
    const play = video.getByRole('link', { name: "Play video: A patient's implant story" });
    const box = await play.boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);
    expect(youtubeRequests).toEqual([]);
    await play.click();
    const frame = video.locator('iframe');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    await expect(video.getByRole('status')).toBeVisible();
    releaseYoutube();
    await expect(video.getByRole('status')).toBeHidden({ timeout: 5000 });
    expect(youtubeRequests).toHaveLength(1);
    await expect(frame).toBeFocused();
  });

  test('reveal: an element off screen fades in and rises 40 px over 0.4 s once 20% visible, on wide screens only', async ({ page }) => {
    await openHarness(page);
    const box = page.locator('#reveal-box');
    const style = () =>
      box.evaluate((el) => ({
        opacity: getComputedStyle(el).opacity,
        transform: getComputedStyle(el).transform,
        transition: getComputedStyle(el).transitionDuration,
      }));
    if (page.viewportSize()!.width > 767) {
      await expect(box).toHaveClass(/reveal--hidden/);
      expect(await style()).toEqual({ opacity: '0', transform: 'matrix(1, 0, 0, 1, 0, 40)', transition: '0s' });
      // 10% in view: still waiting.
      await page.evaluate(() => {
        const el = document.getElementById('reveal-box')!;
        window.scrollTo(0, el.offsetTop - window.innerHeight + 30);
      });
      await intersectionsDelivered(box);
      await expect(box).toHaveClass(/reveal--hidden/);
      await box.scrollIntoViewIfNeeded();
      await expect(box).toHaveClass(/reveal--shown/);
      await expect.poll(style).toEqual({ opacity: '1', transform: 'none', transition: '0.4s, 0.4s' });
      // Once: scrolling away and back does not hide it again.
      await page.evaluate(() => window.scrollTo(0, 0));
      await intersectionsDelivered(box);
      await expect(box).toHaveClass(/reveal--shown/);
    } else {
      await animationFrames(page);
      await expect(box).not.toHaveClass(/reveal--hidden/);
      expect((await style()).opacity).toBe('1');
    }
  });

  test('without JavaScript: slides in place and scrollable, controls and the still marquee copy hidden, video as a link', async ({ browser, viewport }) => {
    const { context, page } = await newHarnessPage(browser, { javaScriptEnabled: false }, viewport);
    await serve(page);
    await page.goto(`${ORIGIN}/`);
    const hero = carousel(page, 'Hero');
    await expect(hero.locator('.carousel__slide').first()).toBeInViewport();
    await expect(hero.locator('.carousel__controls')).toBeHidden();
    await expect(hero.locator('.carousel__dots')).toBeHidden();
    expect(await hero.locator('.carousel__track').evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    await expect(page.locator('[inert]:not(.marquee__group)')).toHaveCount(0);
    const strip = page.locator('.harness-strip');
    await expect(strip.locator('button')).toBeHidden();
    expect(await strip.locator('.marquee__track').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await expect(strip.locator('.marquee__group[aria-hidden]')).toBeHidden();
    await expect(page.locator('.harness-video a')).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(page.locator('#reveal-box')).not.toHaveClass(/reveal--hidden/);
    await context.close();
  });
});
