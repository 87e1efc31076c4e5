import { expect, test, type Page } from './test';

/**
 * The site's two dialogs on the native <dialog> (src/ui/dialog.tsx) in Chromium: the video popup
 * and the mobile menu. Focus, Tab, Escape and the backdrop are the browser's own behaviour here, so
 * they are checked here rather than in jsdom.
 */

const TREATMENT = '/root-canal-treatment-in-ahmedabad';

async function openVideo(page: Page) {
  // A still strip is easier to press (once paused, the button offers Play).
  const pause = page.getByRole('button', { name: 'Pause testimonials' });
  if ((await pause.count()) > 0) {
    await pause.click();
    // Its name turns once the strip's code has run: the video link then opens the popup (before,
    // it would open the video's own page, as without scripts).
    await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
  }
  // Back to the strip's start, where the first card is in its frame: paused late (a busy machine),
  // the strip may have carried that card out of sight, where no press can reach it.
  await page.locator('.testimonials .marquee__track').evaluate((track) => track.getAnimations().forEach((animation) => (animation.currentTime = 0)));
  const opener = page.locator('.testimonials__group:not([aria-hidden]) a[aria-label^="Play"]').first();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Video' });
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}

/**
 * Where Tab put focus: inside the open dialog, or nowhere in the page (the browser's own toolbar,
 * which the platform lets a modal dialog's Tab cycle pass through), never on the page behind it.
 */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (document.querySelector('dialog[open]')?.contains(active)) return 'dialog';
    return !active || active === document.body ? 'browser' : `behind: ${active.outerHTML.slice(0, 80)}`;
  });

async function expectTabCyclesInside(page: Page, presses: number, key = 'Tab') {
  const places: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(key);
    places.push(await focusPlace(page));
  }
  expect(places.filter((place) => place !== 'dialog' && place !== 'browser')).toEqual([]);
  expect(places.filter((place) => place === 'dialog').length).toBeGreaterThanOrEqual(presses / 2);
}

test.describe('video popup', () => {
  test('modal over a 60% black backdrop above the floating buttons, Tab stays inside, a backdrop press closes it and focus returns', async ({ page }) => {
    await page.goto(TREATMENT);
    const { opener, dialog } = await openVideo(page);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    expect(await dialog.evaluate((el) => getComputedStyle(el, '::backdrop').backgroundColor)).toBe('rgba(0, 0, 0, 0.6)');
    expect(await dialog.evaluate((el) => (el as HTMLDialogElement).matches(':modal'))).toBe(true);
    // The page behind is inert and does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
    const call = (await page.locator('a.floating-button--call').boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('dialog') !== null,
      [call.x + call.width / 2, call.y + call.height / 2],
    );
    expect(onTop).toBe(true);
    // Tab's stops change once the player frame has loaded (its spinner goes): count them after that.
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await expectTabCyclesInside(page, 6);
    await expectTabCyclesInside(page, 4, 'Shift+Tab');
    // A press inside the video box does not close it; one on the backdrop does.
    const box = (await dialog.locator('.dialog__box').boundingBox())!;
    await page.mouse.click(box.x + 10, box.y + box.height - 10);
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, page.viewportSize()!.height - 5);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden');
  });

  test('opens and closes with a 0.3 s fade and scale in CSS, and at once under reduced motion', async ({ page }) => {
    await page.goto(TREATMENT);
    const { dialog } = await openVideo(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Second opening: the popup's code is loaded, so the transition starts in the same frame as the press.
    const opening = await page.evaluate(async () => {
      document.querySelector<HTMLAnchorElement>('.testimonials__group:not([aria-hidden]) a[aria-label^="Play"]')!.click();
      await new Promise(requestAnimationFrame);
      const element = document.querySelector('dialog.video-dialog')!;
      return element
        .getAnimations({ subtree: true })
        .map((animation) => `${(animation as CSSTransition).transitionProperty} ${animation.effect!.getComputedTiming().duration}`)
        .sort();
    });
    expect(opening).toEqual(expect.arrayContaining(['opacity 300', 'transform 300']));
    // Once it has opened (its transitions have run to their end), closing runs the same transitions backwards.
    await page.waitForFunction(
      () =>
        !document
          .querySelector('dialog.video-dialog')!
          .getAnimations({ subtree: true })
          .some((animation) => animation instanceof CSSTransition),
    );
    const closing = await page.evaluate(async () => {
      document.querySelector<HTMLButtonElement>('dialog.video-dialog .dialog__close')!.click();
      await new Promise(requestAnimationFrame);
      const element = document.querySelector('dialog.video-dialog')!;
      return element
        .getAnimations()
        .map((animation) => `${(animation as CSSTransition).transitionProperty} ${animation.effect!.getComputedTiming().duration}`)
        .sort();
    });
    expect(closing).toEqual(expect.arrayContaining(['opacity 300', 'transform 300']));
    await expect(dialog).toBeHidden();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openVideo(page);
    expect(await page.locator('dialog.video-dialog').evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
  });
});

test.describe('mobile menu dialog @mobile', () => {
  test('slides in over 0.6 s as a modal dialog: Tab stays inside, the page behind does not scroll', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    // The dialog replaces the server's static panel in a deferred render once the menu's chunk is
    // here (when the browser is idle): wait for it, so the press below is the dialog's own slide-in.
    await page.locator('dialog#mobile-menu').waitFor({ state: 'attached' });
    // Pressed and read in the same frame: the slide-in is a running 0.6 s transition.
    const sliding = await page.evaluate(async () => {
      document.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]')!.click();
      await new Promise(requestAnimationFrame);
      const element = document.getElementById('mobile-menu')!;
      return element.getAnimations().map((animation) => `${(animation as CSSTransition).transitionProperty} ${animation.effect!.getComputedTiming().duration}`);
    });
    expect(sliding).toContain('transform 600');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await menu.evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
    const stops = await menu.locator('a:visible, button:visible').count();
    await expectTabCyclesInside(page, 2 * (stops + 1));
    await menu.getByRole('button', { name: 'Treatments' }).click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    // It opens again collapsed.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Treatments' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('on scroll', () => {
  test('the footer counter is 5,000+ in the server HTML and counts up from 0 in 400 ms steps once half visible', async ({ page, request }) => {
    const html = await (await request.get('/about')).text();
    expect(html).toMatch(/class="counter"[^>]*data-value="5000"/);
    expect(html).toContain('5,000+');
    await page.goto('/about');
    const counter = page.locator('footer .counter');
    await counter.scrollIntoViewIfNeeded();
    // The footer's code loads as it nears the screen; the count starts once the counter is half visible.
    const seen: number[] = [];
    await expect
      .poll(
        async () => {
          seen.push(Number(await counter.getAttribute('data-value')));
          return seen.some((value) => value > 0 && value < 5000) && seen.at(-1) === 5000;
        },
        { intervals: [100], timeout: 10_000 },
      )
      .toBe(true);
    expect(seen).toContain(0);
    await expect(counter.locator('.counter__value')).toHaveText('5,000+');
  });

  test('a treatment article already on screen at load is never hidden by its reveal', async ({ page }) => {
    await page.goto(TREATMENT);
    await page.waitForLoadState('networkidle');
    const article = page.locator('article.treatment-article__body');
    await expect(article).not.toHaveClass(/reveal--hidden/);
    expect(await article.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });
});
