import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from './test';
import { expectNoWcagViolations, renderSkippedContent } from './axe';
import { treatmentPages } from './content';
import { footerShell } from './hydration';
import { animationFrames, intersectionsDelivered } from './waits';

/**
 * The home page from the about block down (the shared about block, Before and After, Why Choose
 * Us, the treatments carousel, the testimonials' review link, the social video popup) and the
 * sections' fade-in, at 1280 px and 390 px, with and without JavaScript and under reduced motion.
 */

const pagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../pages');
const site = JSON.parse(fs.readFileSync(path.join(pagesDir, 'site.json'), 'utf8'));
const home = JSON.parse(fs.readFileSync(path.join(pagesDir, 'home.json'), 'utf8'));
const sectionOf = (type: string) => home.sections.find((section: { type: string }) => section.type === type);

const BENEFITS = ['Experienced team', 'Advanced technology', 'Personalised dental care', 'Hygiene and safety first'];
const POPUP_DELAY_MS = 30_000;
const INSTAGRAM = /^https:\/\/www\.instagram\.com\//;

/** Every treatment's card title, in the order the carousel shows them: featured first, then card order. */
const cardTitles = treatmentPages
  .map((page) => (page as unknown as { treatment: { card: { title: string; order: number; featured?: boolean } } }).treatment.card)
  .sort((a, b) => Number(b.featured === true) - Number(a.featured === true) || a.order - b.order)
  .map((card) => card.title);

const slider = (page: Page) => page.getByRole('slider', { name: 'Compare before and after' });
const dividerX = async (page: Page) => (await page.locator('.before-after__divider').boundingBox())!.x;
const track = (page: Page) => page.locator('.treatments-carousel .carousel__track');
const scrollLeft = (locator: Locator) => locator.evaluate((element) => Math.round(element.scrollLeft));
const clip = (page: Page) => page.locator('.why-choose-us__video');
const clipState = (page: Page) => clip(page).evaluate((video: HTMLVideoElement) => ({ paused: video.paused, time: video.currentTime }));

test.describe('home page sections', () => {
  test('every section and string, in order', async ({ page }) => {
    await page.goto('/');
    const order = await page.locator('main section[class]').evaluateAll((sections) => sections.map((s) => s.className.split(' ')[0]));
    const ours = ['about-block', 'before-after', 'why-choose-us', 'treatments-carousel', 'testimonials'];
    expect(order.filter((name) => ours.includes(name))).toEqual(ours);

    const about = page.locator('.about-block');
    await expect(about.locator('.about-block__badge')).toHaveText(`${site.clinic.experienceYears} Year Experience`);
    await expect(about.locator('.about-block__badge')).toHaveText('05+ Year Experience');
    await expect(about.getByRole('img', { name: 'Expert Care at Best Dental Clinic in Ahmedabad' })).toBeVisible();
    await expect(about.locator('.about-block__label')).toHaveText('About Us');
    await expect(about.getByRole('heading', { level: 2 })).toHaveText(sectionOf('about-block').title);
    // A paragraph's links read as their text.
    const paragraphText = (paragraph: string | (string | { text: string })[]) =>
      typeof paragraph === 'string' ? paragraph : paragraph.map((part) => (typeof part === 'string' ? part : part.text)).join('');
    await expect(about.locator('.about-block__text')).toHaveText(sectionOf('about-block').paragraphs.map(paragraphText));
    await expect(about.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    await expect(about.getByRole('img', { name: `Signature of Dr. ${site.clinic.dentists[0].name}` })).toBeAttached();

    const beforeAfter = page.locator('.before-after');
    await expect(beforeAfter.getByRole('heading', { level: 2 })).toHaveText('Before and After');
    await expect(beforeAfter.getByText('Before treatment', { exact: true })).toBeAttached();
    await expect(beforeAfter.getByText('After treatment', { exact: true })).toBeAttached();
    await expect(beforeAfter.locator('figcaption')).toContainText('written consent');

    const why = page.locator('.why-choose-us');
    await expect(why.locator('.why-choose-us__label')).toHaveText('Why Choose Us');
    await expect(why.getByRole('heading', { level: 2 })).toHaveText('Because every smile deserves special care.');
    await expect(why.getByRole('heading', { level: 3 })).toHaveText(BENEFITS);
    await expect(why).toHaveCSS('background-color', 'rgb(13, 59, 64)');

    const carousel = page.locator('.treatments-carousel');
    await expect(carousel.locator('.treatment-card__title')).toHaveText(cardTitles);
    await expect(carousel.getByRole('link', { name: 'View All Treatments' })).toHaveAttribute('href', '/treatments');

    const review = page.locator('.testimonials').getByRole('link', { name: /^Write a Review/ });
    const reviews = site.clinic.social.find((link: { network: string }) => link.network === 'reviews');
    await expect(review).toHaveAttribute('href', reviews.href);
    await expect(review).toHaveAttribute('target', '_blank');
    await expect(review).toHaveAttribute('rel', /noopener/);

    // One h1 on the page (home's own sections add none).
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('before and after: the keyboard moves the divider, a double click puts it back at 50', async ({ page }) => {
    await page.goto('/');
    const range = slider(page);
    await range.scrollIntoViewIfNeeded();
    await expect(range).toHaveValue('50');
    await expect(range).toHaveAttribute('aria-valuetext', 'Before treatment 50%, After treatment 50%');
    const middle = await dividerX(page);
    // Its script arrives as it nears the viewport; until then the native range moves alone.
    // Once the script answers, the spoken value follows the range.
    await range.focus();
    await expect
      .poll(
        async () => {
          await page.keyboard.press('ArrowRight');
          return (
            (await range.getAttribute('aria-valuetext')) ===
            `Before treatment ${await range.inputValue()}%, After treatment ${100 - Number(await range.inputValue())}%`
          );
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.keyboard.press('End');
    await expect(range).toHaveValue('100');
    await expect(range).toHaveAttribute('aria-valuetext', 'Before treatment 100%, After treatment 0%');
    expect(await dividerX(page)).toBeGreaterThan(middle + 50);
    await page.keyboard.press('Home');
    await expect(range).toHaveValue('0');
    expect(await dividerX(page)).toBeLessThan(middle - 50);

    // A press on the picture moves the divider there; a double click puts it back in the middle.
    const box = (await range.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2);
    expect(Number(await range.inputValue())).toBeGreaterThan(70);
    await range.dblclick({ position: { x: box.width * 0.2, y: box.height / 2 } });
    await expect(range).toHaveValue('50');
    await expect(range).toHaveAttribute('aria-valuetext', 'Before treatment 50%, After treatment 50%');
    expect(Math.abs((await dividerX(page)) - middle)).toBeLessThan(2);
  });

  test('before and after: moving the divider shifts nothing around it', async ({ page }) => {
    await page.goto('/');
    const frame = page.locator('.before-after__frame');
    await frame.scrollIntoViewIfNeeded();
    // The section fades and rises into view on wide screens; measure once it has settled.
    await expect
      .poll(() =>
        frame.evaluate((element) => {
          const wrapper = element.closest<HTMLElement>('.reveal');
          return !wrapper || (getComputedStyle(wrapper).transform === 'none' && getComputedStyle(wrapper).opacity === '1');
        }),
      )
      .toBe(true);
    // Sections further down are skipped until the browser nears them (content-visibility: auto), and
    // take their real height when it does, which moves nothing the divider moves: render them all
    // first, so what is measured is the divider's effect alone.
    await renderSkippedContent(page);
    // Where things sit on the page, in page coordinates.
    const layout = () =>
      page.evaluate(() =>
        ['.before-after h2', '.before-after__frame', '.before-after figcaption', '.why-choose-us'].map((selector) => {
          const box = document.querySelector<HTMLElement>(selector)!.getBoundingClientRect();
          return { top: Math.round(box.top + window.scrollY), height: Math.round(box.height), width: Math.round(box.width) };
        }),
      );
    const before = await layout();
    await expect
      .poll(async () => {
        await slider(page).focus();
        await page.keyboard.press('Home');
        return slider(page).getAttribute('aria-valuetext');
      })
      .toBe('Before treatment 0%, After treatment 100%');
    expect(await layout()).toEqual(before);
    // The images declare their size, so the frame had its height before they loaded.
    for (const img of await frame.locator('img').all()) {
      await expect(img).toHaveAttribute('width', '1200');
      await expect(img).toHaveAttribute('height', '800');
    }
  });

  test('the clip plays once half of it is on screen, its pause button stops it, and it pauses off screen', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => clipState(page).then((s) => s.paused)).toBe(true);
    await clip(page).scrollIntoViewIfNeeded();
    await expect(clip(page)).toHaveJSProperty('muted', true);
    await expect(clip(page)).toHaveAttribute('playsinline', '');
    await expect.poll(() => clipState(page).then((s) => s.paused), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => clipState(page).then((s) => s.time)).toBeGreaterThan(0.3);

    const pause = page.getByRole('button', { name: 'Pause video' });
    const box = (await pause.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    await pause.click();
    await expect.poll(() => clipState(page).then((s) => s.paused)).toBe(true);
    const stoppedAt = (await clipState(page)).time;
    await animationFrames(page);
    expect((await clipState(page)).time).toBe(stoppedAt);
    await page.getByRole('button', { name: 'Play video' }).click();
    await expect.poll(() => clipState(page).then((s) => s.paused)).toBe(false);

    // Scrolled away, it pauses by itself; back in view, it plays again.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(() => clipState(page).then((s) => s.paused)).toBe(true);
    await clip(page).scrollIntoViewIfNeeded();
    await expect.poll(() => clipState(page).then((s) => s.paused)).toBe(false);
  });

  test('the play icon opens the clinic video in the video popup; Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/');
    const play = page.getByRole('link', { name: 'Play the clinic video' });
    // The whole clip on screen, so it plays again once the popup closes, wherever the link sits.
    await clip(page).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect.poll(() => clipState(page).then((s) => s.paused), { timeout: 10_000 }).toBe(false);
    await play.click();
    const dialog = page.getByRole('dialog', { name: 'Video' });
    await expect(dialog).toBeVisible();
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('src', sectionOf('why-choose-us').popup.video);
    await expect(video).toHaveAttribute('controls', '');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
    // One moving picture at a time: the inline clip waits while the popup plays.
    await expect.poll(() => clipState(page).then((s) => s.paused)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
    // Focus coming back to the link may scroll the page to it, taking the clip off screen (where it
    // rightly stays paused); in view again, it plays, so the popup no longer holds it.
    await clip(page).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect.poll(() => clipState(page).then((s) => s.paused), { timeout: 10_000 }).toBe(false);
  });

  test('the treatments carousel turns a page every 3 s, back to the start after the last, and its pause control stops it', async ({ page }) => {
    // The turns are a timer: once paused, 3.6 s of the page's time pass in a moment.
    await page.clock.install();
    await page.goto('/');
    const carousel = page.locator('.treatments-carousel');
    await carousel.scrollIntoViewIfNeeded();
    // Away from the pointer: hovering pauses it.
    await page.mouse.move(0, 0);
    const width = await carousel
      .locator('.carousel__slide')
      .first()
      .evaluate((slide) => slide.getBoundingClientRect().width);
    expect(width).toBe(page.viewportSize()!.width < 640 ? 256 : 288);
    const gap = await carousel
      .locator('.carousel__slide')
      .nth(1)
      .evaluate((slide) => slide.getBoundingClientRect().left - slide.previousElementSibling!.getBoundingClientRect().right);
    expect(Math.round(gap)).toBe(24);
    const perPage = Math.floor(((await track(page).evaluate((t) => t.clientWidth)) + 24) / (width + 24));
    const dots = carousel.getByRole('button', { name: /^Slides? \d/ });
    await expect(dots).toHaveCount(Math.ceil(19 / perPage));

    await expect.poll(() => scrollLeft(track(page)), { timeout: 8_000 }).toBeGreaterThan(0);
    // A page is as many cards as are in view.
    await expect.poll(() => scrollLeft(track(page)), { timeout: 8_000 }).toBe(perPage * (width + 24));
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

    // Straight to the last page with its dot; the next turn returns to the start.
    await dots.last().click();
    // Focus inside pauses it too: let go of the dot, as a visitor moving on would.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(dots.last()).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => scrollLeft(track(page)), { timeout: 8_000 }).toBe(0);

    const pause = carousel.getByRole('button', { name: 'Pause treatments' });
    const box = (await pause.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    await pause.click();
    await page.mouse.move(0, 0);
    const stoppedAt = await scrollLeft(track(page));
    await page.clock.runFor(3_600);
    await animationFrames(page);
    expect(await scrollLeft(track(page))).toBe(stoppedAt);
    await expect(carousel.getByRole('button', { name: 'Play treatments' })).toBeVisible();
  });

  test('the carousel pauses while the pointer is over it @desktop', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const card = page.locator('.treatments-carousel .treatment-card').first();
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    await page.clock.runFor(3_600);
    await animationFrames(page);
    expect(await scrollLeft(track(page))).toBe(0);
    await page.mouse.move(0, 0);
    await expect.poll(() => scrollLeft(track(page)), { timeout: 8_000 }).toBeGreaterThan(0);
  });

  test('sections fade in once as they scroll into view on a wide screen @desktop', async ({ page }) => {
    await page.goto('/');
    const why = page.locator('.section-reveal').filter({ has: page.locator('.why-choose-us') });
    await expect(why).toHaveClass(/reveal--hidden/);
    await expect(why).toHaveCSS('opacity', '0');
    await page.locator('.why-choose-us').scrollIntoViewIfNeeded();
    await expect(why).toHaveClass(/reveal--shown/);
    await expect(why).toHaveCSS('opacity', '1');
    // Once: scrolling back up does not hide it again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await intersectionsDelivered(why);
    await expect(why).toHaveClass(/reveal--shown/);
  });

  test('on a phone nothing fades: every section is there at once @mobile', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.reveal--hidden')).toHaveCount(0);
    for (const wrapper of await page.locator('.section-reveal').all()) await expect(wrapper).toHaveCSS('opacity', '1');
  });

  test('under reduced motion nothing moves by itself and nothing fades', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('.reveal--hidden')).toHaveCount(0);
    await expect(page.locator('.about-block .rotating-tagline__ring')).toHaveCSS('animation-name', 'none');

    const carousel = page.locator('.treatments-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(carousel.getByRole('button', { name: 'Play treatments' })).toBeVisible();
    await page.clock.runFor(3_600);
    await animationFrames(page);
    expect(await scrollLeft(track(page))).toBe(0);

    await clip(page).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
    // In view now: where motion is allowed, this is when it would start.
    await intersectionsDelivered(clip(page));
    await animationFrames(page);
    expect(await clipState(page)).toEqual({ paused: true, time: 0 });
    // The visitor may still choose to play it.
    await page.getByRole('button', { name: 'Play video' }).click();
    await expect.poll(() => clipState(page).then((s) => s.paused)).toBe(false);
  });

  test('readable without JavaScript: every text, both images whole, the clip with its controls, every card', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: testInfo.project.use.viewport });
    const page = await context.newPage();
    await page.goto('/');
    for (const wrapper of await page.locator('.section-reveal').all()) await expect(wrapper).toHaveCSS('opacity', '1');
    await expect(page.locator('.about-block__badge')).toHaveText('05+ Year Experience');
    await expect(page.locator('.why-choose-us').getByRole('heading', { level: 3 })).toHaveText(BENEFITS);
    await expect(page.locator('.why-choose-us h2')).toHaveText('Because every smile deserves special care.');

    // The range could move nothing: the images stand side by side, each whole, each labelled.
    await expect(slider(page)).toBeHidden();
    const images = page.locator('.before-after__frame img');
    await images.first().scrollIntoViewIfNeeded();
    const [before, after] = [(await images.nth(0).boundingBox())!, (await images.nth(1).boundingBox())!];
    expect(before.x + before.width).toBeLessThanOrEqual(after.x);
    await expect(page.locator('.before-after__frame')).not.toHaveCSS('clip-path', /inset/);
    await expect(page.getByText('Before treatment', { exact: true })).toBeVisible();
    await expect(page.getByText('After treatment', { exact: true })).toBeVisible();

    await expect(clip(page)).toHaveAttribute('controls', '');
    await expect(page.getByRole('button', { name: /Pause video|Play video/ })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Play the clinic video' })).toHaveAttribute('href', sectionOf('why-choose-us').popup.video);

    await expect(page.locator('.treatments-carousel .treatment-card__title')).toHaveText(cardTitles);
    await expect(page.locator('.treatments-carousel .carousel__controls')).toBeHidden();
    await expect(page.locator('.testimonials').getByRole('link', { name: /^Write a Review/ })).toBeVisible();
    await context.close();
  });

  test('axe finds no WCAG 2.2 AA violation on the home page, scrolled through', async ({ page }) => {
    // The whole page twice over, then axe on the longest page of the site.
    test.setTimeout(60_000);
    await page.goto('/');
    // (goto has waited for the scripts: sections they first see below the screen fade in when reached.)
    // Down to the footer and back up, as a reader does: a section a busy browser saw only below
    // and then above the screen (never on it) fades in when the reader comes back to it.
    await page.evaluate(async () => {
      const stops: number[] = [];
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) stops.push(y);
      for (const y of [...stops, ...stops.reverse()]) {
        // At once (the page scrolls smoothly otherwise, and each stop would only start the move),
        // then two frames: the sections' observers have seen this position.
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    await page.waitForLoadState('networkidle');
    // Every section with something to show has been revealed (the popup's place in the page is empty).
    await expect
      .poll(() => page.locator('.reveal--hidden').evaluateAll((wrappers) => wrappers.filter((wrapper) => (wrapper as HTMLElement).offsetHeight > 0).length))
      .toBe(0);
    await expectNoWcagViolations(page, '/');
  });
});

// The popup's timing rules do not depend on the width: they run at 1280 px; at 390 px the
// fallback (with axe) and the wait behind the mobile menu.
test.describe('social video popup', () => {
  /**
   * The page's clock is the test's: 30 s of the visitor's time pass in a moment. Its last seconds
   * run one at a time until the popup is open (on a busy machine the popup's code may start a
   * little before or after the test expects), so the popup has been open for under a second.
   */
  async function runClockUntilPopupOpens(page: Page) {
    await page.clock.runFor(POPUP_DELAY_MS - 2_000);
    await expect
      .poll(
        async () => {
          if ((await popup(page).count()) === 0) await page.clock.runFor(1_000);
          return popup(page).count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    return popup(page);
  }

  async function openHome(page: Page) {
    await page.clock.install();
    // The popup's code loads once the browser is idle after load; its 30 s start when it runs.
    const chunk = page.waitForResponse(/\/social-video-popup-section-[\w-]+\.js$/);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(3_000);
    await chunk;
    // Its code has run (its shell is marked) and its 30 s have started.
    await expect(page.locator('.section-shell[data-hydration="on-intent"][data-hydrated="true"]')).toBeAttached();
    // From here the page's time moves only when the test moves it (an installed clock otherwise
    // also runs with real time, and a busy machine would eat into the popup's timeouts).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
  }
  const popup = (page: Page) => page.getByRole('dialog', { name: site.clinic.socialVideo.title });

  test('opens only after the visitor has had the page for 30 s, never during load; Instagram is not fetched before @desktop', async ({ page }) => {
    const instagramRequests: string[] = [];
    page.on('request', (request) => INSTAGRAM.test(request.url()) && instagramRequests.push(request.url()));
    await page.route(INSTAGRAM, (route) => route.abort());
    await openHome(page);
    await page.clock.runFor(POPUP_DELAY_MS - 5_000);
    await expect(popup(page)).toHaveCount(0);
    expect(instagramRequests).toEqual([]);
    // Then it opens, within a few seconds of the 30 (the popup's code may start a moment late).
    let waited = 0;
    await expect
      .poll(
        async () => {
          if ((await popup(page).count()) === 0 && waited < 8_000) {
            await page.clock.runFor(1_000);
            waited += 1_000;
          }
          return popup(page).count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await expect(popup(page)).toBeVisible();
    expect(instagramRequests).toEqual(['https://www.instagram.com/embed.js']);
  });

  test('when Instagram cannot be reached: the spinner text, then a plain link to the post; Escape closes it', async ({ page }) => {
    // Held until the spinner has been seen, then refused (as a blocker would).
    let refuse: () => void = () => {};
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    await page.route(INSTAGRAM, async (route) => {
      await refused;
      await route.abort();
    });
    await openHome(page);
    const dialog = await runClockUntilPopupOpens(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('Loading Instagram video...');
    refuse();
    const link = dialog.getByRole('link', { name: /^Watch the video on Instagram/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', site.clinic.socialVideo.url);
    await expect(dialog.getByRole('status')).toHaveCount(0);
    // axe waits on timers of its own: the page's time runs with real time again.
    await page.clock.resume();
    await expectNoWcagViolations(page, 'social video popup, fallback');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('when the script loads but no frame appears within 4 s: the plain link; the close button closes it @desktop', async ({ page }) => {
    await page.route(INSTAGRAM, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* an embed script that never embeds */' }));
    await openHome(page);
    // To within a second of when it opened: its 4 s run from then.
    const dialog = await runClockUntilPopupOpens(page);
    await expect(dialog.getByRole('status')).toHaveText('Loading Instagram video...');
    await page.clock.runFor(2_000);
    await expect(dialog.getByRole('status')).toBeVisible();
    await page.clock.runFor(2_100);
    await expect(dialog.getByRole('link', { name: /^Watch the video on Instagram/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('when the frame appears, the spinner goes; a press on the backdrop closes it @desktop', async ({ page }) => {
    // A stand-in for Instagram's script: it turns the placeholder into the post's frame.
    const embedScript = `window.instgrm = { Embeds: { process() {
      for (const quote of document.querySelectorAll('blockquote.instagram-media')) {
        const frame = document.createElement('iframe');
        frame.src = quote.dataset.instgrmPermalink + 'embed/';
        frame.title = 'Instagram post';
        frame.className = 'instagram-media instagram-media-rendered';
        quote.replaceWith(frame);
      }
    } } }; window.instgrm.Embeds.process();`;
    await page.route(INSTAGRAM, (route) =>
      route.request().url().endsWith('/embed.js')
        ? route.fulfill({ status: 200, contentType: 'text/javascript', body: embedScript })
        : route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>post</title><p>An Instagram post</p>' }),
    );
    const violations: string[] = [];
    page.on('console', (message) => message.type() === 'error' && violations.push(message.text()));
    await openHome(page);
    const dialog = await runClockUntilPopupOpens(page);
    await expect(dialog.locator('iframe')).toHaveAttribute('src', `${site.clinic.socialVideo.url}embed/`);
    await page.clock.runFor(800);
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await page.clock.runFor(5_000);
    await expect(dialog.getByRole('link', { name: /^Watch the video on Instagram/ })).toHaveCount(0);
    expect(violations).toEqual([]);

    await page.mouse.click(5, page.viewportSize()!.height - 5);
    await expect(dialog).toBeHidden();
    await expect(dialog.locator('iframe')).toHaveCount(0);
  });

  test('opens at most once per browser session @desktop', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ viewport: testInfo.project.use.viewport });
    await context.route(INSTAGRAM, (route) => route.abort());
    const page = await context.newPage();
    await openHome(page);
    await expect(await runClockUntilPopupOpens(page)).toBeVisible();
    await page.keyboard.press('Escape');

    // The same session: another visit to the home page never shows it again.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(POPUP_DELAY_MS * 3);
    await expect(popup(page)).toHaveCount(0);
    await context.close();

    // A new session may see it again.
    const fresh = await browser.newContext({ viewport: testInfo.project.use.viewport });
    await fresh.route(INSTAGRAM, (route) => route.abort());
    const again = await fresh.newPage();
    await openHome(again);
    await expect(await runClockUntilPopupOpens(again)).toBeVisible();
    await fresh.close();
  });

  test('waits while the visitor is in another dialog, then opens when it closes @mobile', async ({ page }) => {
    await page.route(INSTAGRAM, (route) => route.abort());
    await openHome(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.clock.runFor(POPUP_DELAY_MS + 6_000);
    await expect(popup(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.clock.runFor(2_500);
    await expect(popup(page)).toBeVisible();
  });
});

test.describe('sections whose code loads later', () => {
  test('the skip link pressed before they have loaded leaves every section in place; an early press of a button still counts', async ({ page }) => {
    let holding = true;
    const waiting: (() => void)[] = [];
    // Hold back the code of the sections below the first screen, and the footer's.
    await page.route(/\/assets\/((about-block|before-after|why-choose-us|treatments-carousel|testimonials)-section|footer)-[^/]+\.js$/, async (route) => {
      if (holding) await new Promise<void>((resolve) => waiting.push(resolve));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const headings = [
      'Gentle, Honest Dentistry for the Whole Family',
      'Before and After',
      'Because every smile deserves special care.',
      'Complete care for every smile',
      'What Our Patients Say',
    ];
    const headingOf = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });

    // A location change reaches every section (the links inside read it): none may vanish or move.
    const before = await page.locator('.testimonials').evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await page.locator('.skip-link').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    for (const name of headings) await expect(headingOf(name)).toBeVisible();
    expect(await page.locator('.testimonials').evaluate((element) => element.getBoundingClientRect().top + window.scrollY)).toBeCloseTo(before, 0);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();

    // A press on the testimonials' pause button before its code has come is pressed again once it has.
    await page.getByRole('button', { name: 'Pause testimonials' }).click();
    holding = false;
    waiting.splice(0).forEach((resolve) => resolve());
    await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
    for (const name of headings) await expect(headingOf(name)).toBeVisible();
    // The footer's code came too.
    await expect(footerShell(page)).toHaveAttribute('data-hydrated', 'true');
  });

  test("the footer's code loads only as the footer nears the screen", async ({ page }) => {
    const footerChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/footer-[^/]+\.js$/.test(request.url())) footerChunks.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    expect(footerChunks).toEqual([]);
    const footer = page.getByRole('contentinfo');
    await expect(footerShell(page)).not.toHaveAttribute('data-hydrated');
    // The server's footer has everything, the map's button too: the footer keeps its size when its code runs.
    await expect(footer.getByRole('button', { name: 'Show interactive map' })).toHaveCount(1);
    const serverHeight = await footer.evaluate((element) => element.getBoundingClientRect().height);
    await footer.scrollIntoViewIfNeeded();
    await expect(footerShell(page)).toHaveAttribute('data-hydrated', 'true');
    expect(footerChunks).toHaveLength(1);
    expect(await footer.evaluate((element) => element.getBoundingClientRect().height)).toBeCloseTo(serverHeight, 0);
  });
});
