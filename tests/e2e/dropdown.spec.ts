import { expect, test, type Page } from './test';
import { treatmentPages } from './content';

/**
 * The desktop Treatments dropdown under a real mouse: the pointer travels from the nav item to
 * a link in the panel at a hand's pace (a straight line, so it crosses the neighbouring items
 * and the bar's lower edge on the way) and clicks it, at 1280 px (panel at 150 px) and 1000 px
 * (panel at 135 px).
 */

const treatmentsLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Treatments', exact: true });
const panel = (page: Page) => page.locator('#treatments-dropdown');

/**
 * Moves the mouse along a straight line in `steps`, at least `pauseMs` of the page's time apart
 * (about 60 moves a second). The page's clock must be installed (page.clock.install() before goto).
 */
async function glide(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 24, pauseMs = 16) {
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
    await page.clock.runFor(pauseMs);
  }
}

async function centre(locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

for (const { width, top } of [
  { width: 1280, top: 150 },
  { width: 1000, top: 135 },
]) {
  test.describe(`treatments dropdown at ${width} px @desktop`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`opens at ${top} px and a mouse can travel from the item to the last link and click it`, async ({ page }) => {
      await page.clock.install();
      await page.goto('/about');
      const start = await centre(treatmentsLink(page));
      await page.mouse.move(start.x, start.y);
      await expect(panel(page)).toBeVisible();
      expect(await panel(page).evaluate((el) => el.getBoundingClientRect().top)).toBe(top);

      const links = panel(page).locator('.nav-dropdown__list a');
      await expect(links).toHaveCount(treatmentPages.length);
      const last = links.last();
      const target = await centre(last);
      await glide(page, start, target);
      await expect(panel(page)).toBeVisible();
      const href = await last.getAttribute('href');
      await page.mouse.click(target.x, target.y);
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('stays open on the way to the promotion button on the far side, which works too', async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      const start = await centre(treatmentsLink(page));
      await page.mouse.move(start.x, start.y);
      const button = panel(page).getByRole('link', { name: 'Book Appointment' });
      await expect(button).toBeVisible();
      const target = await centre(button);
      await glide(page, start, target);
      await page.mouse.click(target.x, target.y);
      await expect(page).toHaveURL(/\/book-appointment$/);
    });

    test('a pointer that wanders across the other items and comes back in time keeps it open', async ({ page }) => {
      // The grace period is a timer: the page's clock is held still and moved on by hand, so a
      // busy machine cannot stretch the pauses below beyond it.
      await page.clock.install();
      await page.goto('/');
      const start = await centre(treatmentsLink(page));
      await page.mouse.move(start.x, start.y);
      await expect(panel(page)).toBeVisible();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 3_000);
      // Onto "About Us" (outside the item), a pause shorter than the grace period, then down into the panel.
      const about = await centre(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }));
      await page.mouse.move(about.x, about.y);
      await page.clock.runFor(120);
      await page.mouse.move(about.x, top + 40);
      await page.clock.runFor(400);
      await expect(panel(page)).toBeVisible();
      // The same detour with a long pause closes it.
      await page.mouse.move(about.x, about.y);
      await page.clock.runFor(500);
      await expect(panel(page)).toBeHidden();
    });

    test('a hover then a click on the arrow keeps it open; a click alone toggles it', async ({ page }) => {
      await page.goto('/about');
      const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Treatments menu' });
      // A visitor's click: the pointer arrives (the hover opens the panel), then presses.
      const at = await centre(toggle);
      await page.mouse.move(at.x, at.y);
      await expect(panel(page)).toBeVisible();
      await page.mouse.click(at.x, at.y);
      await expect(panel(page)).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // The next click closes it, and the one after opens it again, with the pointer still there.
      await page.mouse.click(at.x, at.y);
      await expect(panel(page)).toBeHidden();
      await page.mouse.click(at.x, at.y);
      await expect(panel(page)).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(panel(page)).toBeHidden();

      // A click without a hover (a tap, an assistive technology's click): each one toggles.
      await page.mouse.move(40, 10);
      await toggle.dispatchEvent('click');
      await expect(panel(page)).toBeVisible();
      await toggle.dispatchEvent('click');
      await expect(panel(page)).toBeHidden();
    });

    test('closes when the pointer leaves both the item and the panel, and on scroll', async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      const start = await centre(treatmentsLink(page));
      await page.mouse.move(start.x, start.y);
      await expect(panel(page)).toBeVisible();
      // Up into the top bar, away from both.
      await glide(page, start, { x: 40, y: 10 }, 8);
      await expect(panel(page)).toBeHidden();

      await page.mouse.move(start.x, start.y);
      await expect(panel(page)).toBeVisible();
      const inside = await centre(panel(page).locator('.nav-dropdown__list a').first());
      await glide(page, start, inside, 10);
      await page.mouse.wheel(0, 300);
      await expect(panel(page)).toBeHidden();
    });
  });
}
