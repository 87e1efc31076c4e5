import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './test';
import { expectNoWcagViolations } from './axe';
import { animationFrames, animationPlayState } from './waits';

/**
 * The first five sections of the home page (hero slider, highlights, marquee, banner block,
 * emergency call to action): every string, the server's HTML, the motion and its controls.
 */
const pagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../pages');
const site = JSON.parse(fs.readFileSync(path.join(pagesDir, 'site.json'), 'utf8'));

const FIRST_HEADING = 'Your Trusted Dental Clinic in Ahmedabad for Healthy Smiles.';
const SECOND_HEADING = 'Commitment to have the smile you always wanted.';
const MARQUEE = 'Healthy teeth, beautiful smiles, advanced treatments.';
const HIGHLIGHTS = ['Smiles Restored', 'Expert dental advice', 'Complete smile solution', 'Emergency dental care'];
const BANNER_LINKS = [
  '/invisalign-dental-treatment-in-ahmedabad',
  '/root-canal-treatment-in-ahmedabad',
  '/cosmetic-dentistry-in-ahmedabad',
  '/dental-implants-in-ahmedabad',
];

const heroTrack = (page: Page) => page.locator('.hero .carousel__track');
const scrollLeft = (page: Page) => heroTrack(page).evaluate((track) => Math.round(track.scrollLeft));
/** The carousel has measured its track once out-of-view slides are inert: the page is hydrated. */
async function hydrated(page: Page) {
  await expect(page.locator('.hero .carousel__slide[inert]').first()).toBeAttached();
}
/** The marquee's position now: the x offset of its moving track. */
const marqueeOffset = (page: Page) => page.locator('.marquee-strip .marquee__track').evaluate((track) => new DOMMatrix(getComputedStyle(track).transform).m41);
/** The hero's position once it has stopped moving (the same over a few frames). */
async function settledScrollLeft(page: Page) {
  let settled = -1;
  await expect
    .poll(async () => {
      const before = await scrollLeft(page);
      await animationFrames(page);
      settled = (await scrollLeft(page)) === before ? before : -1;
      return settled;
    })
    .toBeGreaterThanOrEqual(0);
  return settled;
}

test.describe('home page, first sections', () => {
  test('every string, in order, with one h1', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/^Best dental clinic in ahmedabad/);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST_HEADING);

    const hero = page.locator('.hero');
    await expect(hero.locator('.hero-slide__title')).toHaveText([FIRST_HEADING, SECOND_HEADING, SECOND_HEADING, SECOND_HEADING]);
    await expect(hero.locator('.hero-slide__badge').first()).toHaveText(`Welcome to ${site.clinic.name}`);
    await expect(hero.locator('.hero-slide__intro').first()).toBeVisible();
    await expect(hero.getByRole('region', { name: 'Welcome' })).toHaveAttribute('aria-roledescription', 'carousel');

    await expect(page.locator('.highlight-card__title')).toHaveText(HIGHLIGHTS);
    await expect(page.locator('.highlight-card .counter')).toHaveAttribute('aria-label', '5,000+');

    const marquee = page.locator('.marquee-strip');
    await expect(marquee.locator('.marquee__group').first().locator('li')).toHaveText(Array(9).fill(MARQUEE));
    // The copy that closes the loop is there, hidden from assistive technology.
    await expect(marquee.locator('.marquee__group[aria-hidden="true"] li')).toHaveCount(9);

    const banner = page.locator('.banner-block');
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText('Best dental clinic in ahmedabad');
    expect(await banner.locator('p a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(BANNER_LINKS);
    await expect(banner.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/about');

    const emergency = page.locator('.emergency-cta');
    await expect(emergency.getByRole('heading', { level: 2 })).toHaveText('Having pain in a tooth?');
    await expect(emergency.getByText('Book your emergency visit today.')).toBeVisible();
    await expect(emergency.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/book-appointment');
    await expect(emergency.getByRole('link', { name: `Or call us now: ${site.clinic.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${site.clinic.phone.e164}`,
    );

    // The sections come in the spec's order, the testimonials after them.
    const order = await page
      .locator('.hero, .highlights, .marquee-strip, .banner-block, .emergency-cta, .testimonials')
      .evaluateAll((nodes) => nodes.map((node) => node.className.split(' ')[0]));
    expect(order).toEqual(['hero', 'highlights', 'marquee-strip', 'banner-block', 'emergency-cta', 'testimonials']);

    await emergency.getByRole('link', { name: 'Book Appointment' }).click();
    await expect(page).toHaveURL(/\/book-appointment$/);
  });

  test("the first slide's image is the page's largest paint", async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
            const element = entries[entries.length - 1].element;
            resolve(
              element ? `${element.tagName} ${element.closest('.hero-slide') === document.querySelector('.hero-slide') ? 'first slide' : 'elsewhere'}` : 'none',
            );
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest).toBe('IMG first slide');
  });

  test('the axe finds no WCAG 2.2 AA violation', async ({ page }) => {
    // axe over the longest page of the site: as long as its twin in home-sections.spec.ts.
    test.setTimeout(60_000);
    await page.goto('/');
    await hydrated(page);
    await expectNoWcagViolations(page, '/');
  });
});

test.describe('home page without JavaScript (the server HTML)', () => {
  test.use({ javaScriptEnabled: false });

  test('the first slide is in the HTML: its image fetched first, sized, with AVIF and WebP sources; the others wait', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText(FIRST_HEADING);
    const images = page.locator('.hero img');
    await expect(images).toHaveCount(4);
    const first = images.first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('width', '1600');
    await expect(first).toHaveAttribute('height', '700');
    await expect(first).not.toHaveAttribute('loading', 'lazy');
    await expect(first).toHaveAttribute('alt', /.{20,}/);
    const sources = page.locator('.hero-slide').first().locator('source');
    await expect(sources).toHaveCount(2);
    await expect(sources.nth(0)).toHaveAttribute('type', 'image/avif');
    await expect(sources.nth(0)).toHaveAttribute('srcset', /-640w\.avif 640w, .*-1600w\.avif 1600w$/);
    await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp');
    await expect(sources.nth(1)).toHaveAttribute('srcset', /-640w\.webp 640w/);
    await expect(sources.nth(0)).toHaveAttribute('sizes', /100vw$/);
    for (let index = 1; index < 4; index++) {
      await expect(images.nth(index)).toHaveAttribute('loading', 'lazy');
      await expect(images.nth(index)).not.toHaveAttribute('fetchpriority', /.*/);
    }
    // The browser chose a generated copy, and it arrived.
    const chosen = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(chosen).toMatch(/-\d+w\.avif$/);
    expect((await page.request.get(chosen)).headers()['content-type']).toBe('image/avif');
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('every section is readable: the final count, all the cards, the phrase, the links; no dead controls', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.highlight-card .counter__value')).toHaveText('5,000+');
    await expect(page.locator('.highlight-card__title')).toHaveText(HIGHLIGHTS);
    for (const title of HIGHLIGHTS) await expect(page.locator('.highlight-card__title', { hasText: title })).toBeAttached();
    await expect(page.locator('.marquee-strip .marquee__group').first().locator('li')).toHaveCount(9);
    await expect(page.getByRole('link', { name: 'View Details' })).toBeVisible();
    await expect(page.locator('.emergency-cta').getByRole('link', { name: 'Book Appointment' })).toBeVisible();
    // Buttons that need a script are hidden where no script runs.
    await expect(page.getByRole('button', { name: 'Pause slides' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pause scrolling text' })).toBeHidden();
    await expect(page.locator('.highlights .carousel__arrow').first()).toBeHidden();
  });
});

test.describe('home page motion', () => {
  test('the hero advances every 4 seconds and its pause button stops it', async ({ page }) => {
    // The autoplay is a timer: once paused, 4.5 s of the page's time pass in a moment.
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await page.mouse.move(5, 5);
    expect(await scrollLeft(page)).toBe(0);
    await expect.poll(() => scrollLeft(page), { timeout: 7000 }).toBeGreaterThan(0);
    await expect(page.locator('.hero .carousel__dot').nth(1)).toHaveAttribute('aria-current', 'true');

    await page.getByRole('button', { name: 'Pause slides' }).click();
    await page.mouse.move(5, 5);
    await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible();
    const stopped = await settledScrollLeft(page);
    await page.clock.runFor(4500);
    await animationFrames(page);
    expect(await scrollLeft(page)).toBe(stopped);
    await expect(page.locator('.hero .carousel__dot').nth(1)).toHaveAttribute('aria-current', 'true');
  });

  test('the counter shows 5,000+ in the HTML, then counts from 0 when half visible', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const counter = page.locator('.highlight-card .counter');
    const value = () => counter.getAttribute('data-value').then(Number);
    if (!(await counter.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight))) {
      // Below the fold it waits at 0 until seen.
      await expect.poll(value).toBe(0);
    }
    await counter.scrollIntoViewIfNeeded();
    const seen = new Set<number>();
    await expect
      .poll(
        async () => {
          seen.add(await value());
          return await value();
        },
        { intervals: [100], timeout: 5000 },
      )
      .toBe(5000);
    expect([...seen].some((n) => n > 0 && n < 5000)).toBe(true);
    await expect(counter.locator('.counter__value')).toHaveText('5,000+');
  });

  test('the highlights page two at a time on a phone, previous and next disabled at the ends @mobile', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const highlights = page.locator('.highlights');
    const previous = highlights.getByRole('button', { name: 'Previous slides' });
    const next = highlights.getByRole('button', { name: 'Next slides' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(highlights.locator('.carousel__dot')).toHaveCount(2);
    await expect(highlights.locator('.carousel__slide[inert]')).toHaveCount(2);
    await next.click();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(highlights.locator('.carousel__dot').nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(highlights.getByRole('heading', { name: 'Emergency dental care' })).toBeInViewport();
    await previous.click();
    await expect(previous).toBeDisabled();
  });

  test('on a wide screen the highlights are one grid of all four, without pager @desktop', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const highlights = page.locator('.highlights');
    await expect(highlights.locator('.carousel__arrow').first()).toBeHidden();
    await expect(highlights.locator('.carousel__slide[inert]')).toHaveCount(0);
    const tops = await highlights.locator('.carousel__slide').evaluateAll((slides) => slides.map((slide) => Math.round(slide.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });

  test('the marquee moves until its pause button is pressed', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const marquee = page.locator('.marquee-strip');
    await marquee.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    const before = await marqueeOffset(page);
    await expect.poll(() => marqueeOffset(page)).not.toBe(before);

    await marquee.getByRole('button', { name: 'Pause scrolling text' }).click();
    await expect(marquee.getByRole('button', { name: 'Play scrolling text' })).toBeVisible();
    await expect.poll(() => animationPlayState(page, '.marquee-strip .marquee__track')).toBe('paused');
    const paused = await marqueeOffset(page);
    await animationFrames(page);
    expect(await marqueeOffset(page)).toBe(paused);
  });
});

test.describe('home page under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing moves until asked: the hero and the marquee start paused, the counter shows its number', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await page.mouse.move(5, 5);
    await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play scrolling text' })).toBeAttached();
    await expect(page.locator('.marquee-strip .marquee')).toHaveClass(/is-paused/);
    expect(await animationPlayState(page, '.marquee-strip .marquee__track')).toBe('idle');
    const offset = await marqueeOffset(page);
    await page.clock.runFor(4500);
    await animationFrames(page);
    expect(await scrollLeft(page)).toBe(0);
    expect(await marqueeOffset(page)).toBe(offset);
    await page.locator('.highlights').scrollIntoViewIfNeeded();
    await expect(page.locator('.highlight-card .counter')).toHaveAttribute('data-value', '5000');
  });
});
