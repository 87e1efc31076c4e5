import { expect, test, type Locator, type Page } from './test';
import { expectNoWcagViolations } from './axe';
import { treatmentPages } from './content';
import { animationFrames } from './waits';

/**
 * The mobile menu (below 900 px) as a patient meets it: the clinic's logo, the phone and
 * WhatsApp links and the Appointment button in it; a treatments list that says it scrolls; the
 * keyboard kept inside it; and, without JavaScript, a menu that still opens from the server's
 * HTML and reaches every treatment page.
 */

const PHONE = /^tel:\+919000000000$/;
const CHAT = /^https:\/\/wa\.me\/919000000000\?text=\S+/;

const menuOf = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const treatmentsList = (page: Page) => page.locator('#mobile-menu #mobile-treatments');
const cue = (page: Page) => page.locator('#mobile-menu .mobile-menu__cue');

/**
 * Until the menu's own transitions and animations (the 0.6 s slide-in, the list's 0.3 s opening)
 * have finished: a press lands where a patient's would, on a list that has stopped growing.
 * The scroll cue's scroll-driven animation runs on the list's scrolling, not on time, so it is left out.
 */
const settled = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getElementById('mobile-menu')!
            .getAnimations({ subtree: true })
            .filter((animation) => animation.timeline === document.timeline && animation.playState === 'running').length,
      ),
    )
    .toBe(0);

/** Whether the "Scroll for more" cue can be seen (it fades over 0.2 s, so callers poll). */
const cueShown = (page: Page) =>
  cue(page).evaluate((element) => {
    const style = getComputedStyle(element);
    return style.visibility === 'visible' && Number(style.opacity) > 0.5;
  });

/** The Appointment button's look, to compare on and off its page. */
const lookOf = (link: Locator) =>
  link.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, line: style.textDecorationLine, ring: style.boxShadow };
  });

/** Where focus is: in the open menu, nowhere (the browser's own toolbar, which a modal dialog's Tab cycle may pass), or behind it. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (document.getElementById('mobile-menu')?.contains(active)) return 'menu';
    return !active || active === document.body ? 'browser' : `behind: ${active.outerHTML.slice(0, 80)}`;
  });

async function expectMenuContents(page: Page) {
  const menu = menuOf(page);
  // Measured once the 0.6 s slide-in has finished.
  await settled(page);
  const logo = menu.getByRole('link', { name: 'Demo Dental Clinic, home' });
  await expect(logo).toHaveAttribute('href', '/');
  await expect(logo.locator('img[src="/images/logo.svg"]')).toBeVisible();
  const call = menu.getByRole('link', { name: /^Call us \+91 90000 00000$/ });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', PHONE);
  const chat = menu.getByRole('link', { name: 'WhatsApp Chat with us (opens in a new tab)' });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute('href', CHAT);
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(menu.getByRole('link', { name: 'Appointment', exact: true })).toHaveAttribute('href', '/book-appointment');
  // The whole sheet fits the phone's width: nothing cut at the edge.
  for (const link of [logo, call, chat]) {
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
}

test.describe('mobile menu with JavaScript @mobile', () => {
  test('holds the logo, the phone and chat links and the Appointment button; the button says whether it is open', async ({ page }) => {
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'mobile-menu');
    await button.click();
    const menu = menuOf(page);
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expectMenuContents(page);
    // The contact links stay while Treatments is expanded; the Appointment button goes with the other links.
    await menu.getByRole('button', { name: 'Treatments' }).click();
    await expect(menu.getByRole('link', { name: /^Call us/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Appointment', exact: true })).toBeHidden();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the treatments list shows a scroll cue under it while more is below, which goes at its end', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menuOf(page).getByRole('button', { name: 'Treatments' }).click();
    const list = treatmentsList(page);
    await expect.poll(() => list.evaluate((el) => el.scrollHeight > el.clientHeight + 100)).toBe(true);
    await expect.poll(() => cueShown(page)).toBe(true);
    await expect(cue(page)).toContainText('Scroll for more');
    // The cue sits just under the list's bottom edge, on the screen: both measured in one frame,
    // once the menu's slide-in and the list's opening have finished (read mid-transition, the two
    // boxes came from different frames).
    const { hint, listBox } = await list.evaluate(async (el) => {
      const menu = el.closest('dialog') ?? el.parentElement!;
      await Promise.all(menu.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)));
      const hintBox = document.querySelector('.mobile-menu__cue-hint')!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return { hint: { y: hintBox.y, height: hintBox.height }, listBox: { y: box.y, height: box.height } };
    });
    expect(hint.y).toBeGreaterThanOrEqual(listBox.y + listBox.height - 1);
    expect(hint.y - (listBox.y + listBox.height)).toBeLessThan(16);
    expect(hint.y + hint.height).toBeLessThanOrEqual(844);

    await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => cueShown(page)).toBe(false);
    await expect(list.getByRole('link', { name: 'Sports Dentistry' })).toBeInViewport();
    await list.evaluate((el) => el.scrollTo({ top: 40, behavior: 'instant' }));
    await expect.poll(() => cueShown(page)).toBe(true);

    // A list that fits has nothing to cue.
    await list.evaluate((el) => {
      el.style.maxHeight = 'none';
      el.style.animation = 'none';
    });
    await expect.poll(() => cueShown(page)).toBe(false);
  });

  test("the scroll cue never covers a treatment's name, wherever the list is scrolled", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menuOf(page).getByRole('button', { name: 'Treatments' }).click();
    await settled(page);
    await expect.poll(() => cueShown(page)).toBe(true);
    const list = treatmentsList(page);
    const end = await list.evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(end).toBeGreaterThan(100);
    for (let top = 0; top <= end + 8; top += 8) {
      await list.evaluate((el, y) => el.scrollTo({ top: y, behavior: 'instant' }), top);
      // The names (the part of each the list shows) that the cue, while it shows, overlaps.
      const covered = await list.evaluate((el) => {
        const cue = el.parentElement!.querySelector('.mobile-menu__cue')!;
        if (getComputedStyle(cue).visibility !== 'visible') return [];
        const c = cue.getBoundingClientRect();
        const view = el.getBoundingClientRect();
        return [...el.querySelectorAll('a')].flatMap((link) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          // The part of the name the list shows (the rest is scrolled out of its box).
          const text = range.getBoundingClientRect();
          const top = Math.max(text.top, view.top);
          const bottom = Math.min(text.bottom, view.bottom);
          const under = top < bottom && text.left < c.right && c.left < text.right && top < c.bottom && c.top < bottom;
          return under ? [link.textContent!.trim()] : [];
        });
      });
      expect(covered, `list scrolled to ${top}`).toEqual([]);
    }
  });

  test('from the keyboard: focus moves in, Tab stays inside, Escape closes and focus returns; the page behind does not scroll', async ({ page }) => {
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = menuOf(page);
    await expect(menu).toBeVisible();
    expect(await focusPlace(page)).toBe('menu');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

    const stops = await menu.locator('a:visible, button:visible').count();
    expect(stops).toBeGreaterThanOrEqual(9); // close, logo, 4 links, Treatments, Appointment, call, chat
    const places: string[] = [];
    for (let i = 0; i < 2 * (stops + 1); i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      places.push(await focusPlace(page));
    }
    expect(places.filter((place) => place !== 'menu' && place !== 'browser')).toEqual([]);
    expect(places.filter((place) => place === 'menu').length).toBeGreaterThanOrEqual(stops);

    // The page behind stays put under a swipe or the wheel.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
    await page.mouse.move(200, 500);
    await page.evaluate(() => window.addEventListener('wheel', () => (document.documentElement.dataset.wheeled = 'true'), { once: true, passive: true }));
    await page.mouse.wheel(0, 600);
    // The page has had the wheel, and the frames where it would scroll have rendered.
    await expect(page.locator('html[data-wheeled]')).toBeAttached();
    await animationFrames(page, 10);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden');
  });

  test('marks the Appointment button as the current page on /book-appointment, and it looks it', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const button = menuOf(page).getByRole('link', { name: 'Appointment', exact: true });
    await expect(button).not.toHaveAttribute('aria-current', 'page');
    const idle = await lookOf(button);
    await button.click();
    await expect(page).toHaveURL(/\/book-appointment$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(button).toHaveAttribute('aria-current', 'page');
    // The look settles once the button's colour transition has run.
    await expect.poll(async () => (await lookOf(button)).background).not.toBe(idle.background);
    const current = await lookOf(button);
    expect(current.line).toContain('underline');
    expect(idle.line).not.toContain('underline');
    expect(current.background).not.toBe(idle.background);
    expect(current.ring).not.toBe(idle.ring);
  });

  test('a menu opened before the scripts ran is the modal dialog once they run, and the address forgets it', async ({ page }) => {
    await page.goto('/about#mobile-menu');
    const dialog = page.locator('dialog#mobile-menu');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => window.location.hash)).toBe('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('axe: the open menu, collapsed and expanded', async ({ page }) => {
    await page.goto('/root-canal-treatment-in-ahmedabad');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = menuOf(page);
    await expect.poll(async () => Math.round((await menu.boundingBox())!.x)).toBe(0);
    await expectNoWcagViolations(page, 'open mobile menu');
    await menu.getByRole('button', { name: 'Treatments' }).click();
    await expect.poll(() => cueShown(page)).toBe(true);
    await expectNoWcagViolations(page, 'open mobile menu, treatments expanded');
  });
});

test.describe('mobile menu without JavaScript @mobile', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu button is a link that opens the whole menu over a page that stays put; the close link goes back', async ({ page }) => {
    await page.goto('/about');
    const menu = menuOf(page);
    await expect(menu).toBeHidden();
    const open = page.getByRole('link', { name: 'Open menu' });
    await expect(open).toHaveAttribute('href', '#mobile-menu');
    await open.click();
    await expect(menu).toBeVisible();
    await expect
      .poll(async () => {
        const box = (await menu.boundingBox())!;
        return [Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)];
      })
      .toEqual([0, 0, 390, 844]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
    await expectMenuContents(page);
    await expect(menu.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');

    await menu.getByRole('link', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => window.location.hash)).toBe('#mobile-menu-button');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden');
  });

  test('Treatments opens in place, hiding the other links, with the scroll cue until the end of the list', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Open menu' }).click();
    const menu = menuOf(page);
    await menu.locator('summary', { hasText: 'Treatments' }).click();
    for (const hidden of ['Home', 'About Us', 'Gallery', 'Contact', 'Appointment']) {
      await expect(menu.getByRole('link', { name: hidden, exact: true })).toBeHidden();
    }
    const list = treatmentsList(page);
    await expect(list).toBeVisible();
    await expect
      .poll(() => list.evaluate((el) => ({ maxHeight: getComputedStyle(el).maxHeight, scrollable: el.scrollHeight > el.clientHeight })))
      .toEqual({ maxHeight: '300px', scrollable: true });
    await expect.poll(() => cueShown(page)).toBe(true);
    await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => cueShown(page)).toBe(false);
  });

  test('every treatment page is reached from the menu', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    const menu = menuOf(page);
    const hrefs = await treatmentsList(page)
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.slice(1).sort()).toEqual(treatmentPages.map((t) => t.path).sort());
    expect(hrefs[0]).toBe('/treatments');
    // Each one chosen as a patient would, from the page the last one led to: all 19, since without
    // scripts this menu is the only way a phone reaches them.
    for (const treatment of treatmentPages) {
      await page.getByRole('link', { name: 'Open menu' }).click();
      await menu.locator('summary', { hasText: 'Treatments' }).click();
      await settled(page);
      await treatmentsList(page).getByRole('link', { name: treatment.treatment.menu.label, exact: true }).click();
      await expect(page, treatment.path).toHaveURL(new RegExp(`${treatment.path}$`));
      await expect(page.getByRole('heading', { level: 1 }), treatment.path).toBeVisible();
      await expect(menu, treatment.path).toBeHidden();
    }
  });

  test('the Appointment button is marked current on /book-appointment in the server HTML', async ({ page }) => {
    await page.goto('/book-appointment');
    await page.getByRole('link', { name: 'Open menu' }).click();
    await expect(menuOf(page).getByRole('link', { name: 'Appointment', exact: true })).toHaveAttribute('aria-current', 'page');
    expect((await lookOf(menuOf(page).getByRole('link', { name: 'Appointment', exact: true }))).line).toContain('underline');
  });
});

test.describe('the server HTML, before any script runs @mobile', () => {
  test('axe: the menu opened from its link, collapsed and expanded', async ({ page }) => {
    // axe needs JavaScript in the page, so the site's own scripts are held back instead: the
    // page stays exactly as the server sent it, as a reader without JavaScript has it.
    await page.route('**/assets/*.js', (route) => route.abort());
    // Not the usual wait for the scripts to take over (they never will): the load event only.
    await page.goto('/root-canal-treatment-in-ahmedabad', { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    await page.getByRole('link', { name: 'Open menu' }).click();
    const menu = menuOf(page);
    await expect.poll(async () => Math.round((await menu.boundingBox())!.x)).toBe(0);
    await expect(page.locator('dialog')).toHaveCount(0);
    await expectNoWcagViolations(page, 'static mobile menu');
    await menu.locator('summary', { hasText: 'Treatments' }).click();
    await expect.poll(() => cueShown(page)).toBe(true);
    await expectNoWcagViolations(page, 'static mobile menu, treatments expanded');
  });
});

test.describe('desktop @desktop', () => {
  test('at 1280 px there is no menu button, and the static menu never shows even as the target', async ({ browser, baseURL }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/about#mobile-menu');
      await expect(page.locator('#mobile-menu-button')).toBeHidden();
      await expect(page.locator('#mobile-menu')).toBeHidden();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden');
      await context.close();
    }
  });

  test('the desktop Appointment button is marked current on /book-appointment, with and without JavaScript', async ({ browser, baseURL }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/book-appointment');
      const button = page.getByRole('navigation', { name: 'Main' }).locator('.nav-bar__appointment');
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('aria-current', 'page');
      expect((await lookOf(button)).line).toContain('underline');
      await context.close();
    }
  });
});
