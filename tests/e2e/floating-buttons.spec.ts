import { expect, test, type Page } from './test';
import { waitForFooterScripts } from './hydration';

/**
 * The fixed call and chat buttons never hide what a visitor is working with (WCAG 2.4.11, focus
 * not obscured): at 390 px, tabbing through each form and the contact links, every focused
 * element stays clear of both buttons; the page keeps room for them at its end; and at
 * 1280 px the treatment sidebar keeps out of the chat button's corner.
 */

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function buttonBoxes(page: Page): Promise<Box[]> {
  return page.locator('a.floating-button').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as Box));
}

/** Tabs from the top of the page until focus leaves `scope`, and returns each focused element in it with its box. */
async function tabThrough(page: Page, scope: string): Promise<Array<{ name: string; href: string | null; box: Box }>> {
  const seen: Array<{ name: string; href: string | null; box: Box }> = [];
  let entered = false;
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(async (selector) => {
      // Focus scrolls smoothly (the stylesheet asks for it): measure where it comes to rest.
      let last = -1;
      for (let still = 0, frames = 0; still < 3 && frames < 90; frames++) {
        await new Promise(requestAnimationFrame);
        still = window.scrollY === last ? still + 1 : 0;
        last = window.scrollY;
      }
      const element = document.activeElement as HTMLElement | null;
      if (!element || !element.closest(selector)) return null;
      return {
        name: element.getAttribute('name') ?? element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName,
        href: element.getAttribute('href'),
        box: element.getBoundingClientRect().toJSON() as Box,
      };
    }, scope);
    if (focused) {
      entered = true;
      seen.push(focused);
    } else if (entered) {
      break;
    }
  }
  return seen;
}

test.describe('floating buttons at 390 px @mobile', () => {
  for (const { route, scope, submit, contacts } of [
    { route: '/contact', scope: '.contact-form-section', submit: 'Send Message', contacts: ['tel:', 'mailto:'] },
    { route: '/book-appointment', scope: '.appointment-form-section', submit: 'Book Appointment', contacts: ['tel:'] },
  ]) {
    test(`${route}: no focused field, contact link or submit button is under a floating button`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const focused = await tabThrough(page, scope);
      const buttons = await buttonBoxes(page);
      expect(buttons).toHaveLength(2);
      // Everything the section offers was reached: its contact links, each field, the submit button.
      const names = focused.map((f) => f.name);
      for (const expected of ['firstName', 'lastName', 'email', 'phoneNumber', 'message', submit]) expect(names, expected).toContain(expected);
      for (const { name, box } of focused) {
        for (const button of buttons)
          expect(overlaps(box, button), `${name} ${JSON.stringify(box)} under a floating button ${JSON.stringify(button)}`).toBe(false);
      }
      // The contact links were among them (checked by kind, whatever their text).
      for (const scheme of contacts)
        expect(
          focused.some((f) => f.href?.startsWith(scheme)),
          scheme,
        ).toBe(true);
    });
  }

  test('the submit button, scrolled to the very end of the page, is still clear of the buttons; the footer ends above them', async ({ page }) => {
    await page.goto('/book-appointment');
    await page.getByRole('button', { name: 'Book Appointment' }).focus();
    const submitBox = await page.getByRole('button', { name: 'Book Appointment' }).evaluate((el) => el.getBoundingClientRect().toJSON() as Box);
    for (const button of await buttonBoxes(page)) expect(overlaps(submitBox, button)).toBe(false);

    // The footer's map gains its button once the footer's code has run, as the footer nears the screen.
    await waitForFooterScripts(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = await page
      .locator('.footer__bottom p')
      .last()
      .evaluate((el) => el.getBoundingClientRect().toJSON() as Box);
    for (const button of await buttonBoxes(page)) expect(lastLine.bottom).toBeLessThanOrEqual(button.top);
  });

  test("/contact's first screen, as it opens: the phone and e-mail links are clear of both buttons", async ({ page }) => {
    await page.goto('/contact');
    const buttons = await buttonBoxes(page);
    const links = await page
      .locator('.contact-form-section')
      .locator('a[href^="tel:"], a[href^="mailto:"]')
      .evaluateAll((nodes) => nodes.map((node) => ({ href: node.getAttribute('href'), box: node.getBoundingClientRect().toJSON() as Box })));
    expect(links.map((link) => link.href?.split(':')[0]).sort()).toEqual(expect.arrayContaining(['mailto', 'tel']));
    // The e-mail link is on the first screen (where the buttons once covered both its ends).
    expect(links.some((link) => link.href?.startsWith('mailto:') && link.box.bottom <= 844)).toBe(true);
    for (const { href, box } of links) {
      // Only what the first screen shows is in question here (the rest is reached by scrolling).
      if (box.top >= 844) continue;
      for (const button of buttons) expect(overlaps(box, button), `${href} ${JSON.stringify(box)} at rest`).toBe(false);
    }
  });

  test('the buttons sit inside the viewport, at least 44 px, on their sides', async ({ page }) => {
    await page.goto('/');
    const [call, chat] = await buttonBoxes(page);
    for (const box of [call, chat]) {
      expect(box.right - box.left).toBeGreaterThanOrEqual(44);
      expect(box.bottom).toBeLessThanOrEqual(844);
    }
    expect(call.left).toBeLessThan(60);
    expect(chat.right).toBeGreaterThan(330);
  });
});

test.describe('floating buttons at 1280 px @desktop', () => {
  test('the treatment sidebar keeps out of the chat button at every scroll position', async ({ page }) => {
    // The page with the longest sidebar.
    await page.goto('/pediatric-dentist-in-ahmedabad');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const [, chat] = await buttonBoxes(page);
    for (let y = 0; y < height; y += 200) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      const boxes = await page
        .locator('.treatment-article__aside')
        .locator('.treatment-sidebar, .treatment-panel')
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as Box));
      for (const box of boxes) expect(overlaps(box, chat), `at scroll ${y}: ${JSON.stringify(box)}`).toBe(false);
    }
  });

  test('tabbing through the contact page never leaves focus under a button', async ({ page }) => {
    await page.goto('/contact');
    const focused = await tabThrough(page, '.contact-form-section');
    expect(focused.length).toBeGreaterThan(6);
    const buttons = await buttonBoxes(page);
    for (const { name, box } of focused) for (const button of buttons) expect(overlaps(box, button), name).toBe(false);
  });
});

/**
 * The form controls a visible floating button covers now: every input, select, text area and
 * button that shows (not the buttons themselves, nor anything in the top layer).
 */
const coveredControls = (page: Page) =>
  page.evaluate(() => {
    const shows = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const buttons = [...document.querySelectorAll('a.floating-button')].filter(shows).map((button) => button.getBoundingClientRect());
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea, button')) {
      if (!shows(control) || control.closest('dialog')) continue;
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (buttons.some((b) => box.left < b.right && b.left < box.right && box.top < b.bottom && b.top < box.bottom))
        covered.push(control.getAttribute('name') ?? control.textContent?.trim() ?? control.tagName);
    }
    return covered;
  });

test.describe('floating buttons while a thumb scrolls at 390 px @mobile', () => {
  for (const route of ['/book-appointment', '/contact']) {
    test(`${route}: at every scroll position, no visible form control is under a visible floating button`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(route);
      const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      let shown = 0;
      // Steps of 50 px, shorter than the buttons: every position a control passes through their band.
      for (let y = 0; y <= end + 50; y += 50) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await expect.poll(() => coveredControls(page), `at scroll ${y}`).toEqual([]);
        if (await page.locator('a.floating-button').first().isVisible()) shown++;
      }
      // Where no control is in their way, the buttons are there.
      expect(shown).toBeGreaterThan(3);
    });
  }
});

test.describe('floating buttons without JavaScript at 390 px @mobile', () => {
  test.use({ javaScriptEnabled: false });
  for (const route of ['/book-appointment', '/contact']) {
    test(`${route}: nothing can tuck them away, so they close the page and no form control is ever under them`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(route);
      const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      for (let y = 0; y <= end + 50; y += 50) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        expect(await coveredControls(page), `at scroll ${y}`).toEqual([]);
      }
      // Still there to call or chat: at the foot of the page, in the room the footer keeps for them.
      const call = page.locator('a.floating-button--call');
      await expect(call).toBeVisible();
      expect(await call.evaluate((element) => getComputedStyle(element).position)).toBe('absolute');
      const { footerTop, pageBottom, callBottom } = await call.evaluate((element) => ({
        footerTop: document.querySelector('footer.footer')!.getBoundingClientRect().top,
        pageBottom: document.documentElement.scrollHeight - window.scrollY,
        callBottom: element.getBoundingClientRect().bottom,
      }));
      expect(callBottom).toBeGreaterThan(footerTop);
      expect(callBottom).toBeLessThanOrEqual(pageBottom);
    });
  }
});
