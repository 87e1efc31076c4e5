import { expect, test, type Page } from './test';
import { treatmentPages } from './content';
import { waitForFooterScripts } from './hydration';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('desktop navigation @desktop', () => {
  test('marks the current route, and Treatments on treatment pages', async ({ page }) => {
    await page.goto('/about');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
    const underline = await nav.getByRole('link', { name: 'About Us' }).evaluate((el) => getComputedStyle(el).textDecorationLine);
    expect(underline).toContain('underline');
    await page.goto('/root-canal-treatment-in-ahmedabad');
    await expect(nav.getByRole('link', { name: 'Treatments', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.goto('/treatments');
    await expect(nav.getByRole('link', { name: 'Treatments', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('the Appointment button is marked as the current page on /book-appointment, and looks it', async ({ page }) => {
    await page.goto('/about');
    const button = mainNav(page).getByRole('link', { name: 'Appointment', exact: true });
    await expect(button).not.toHaveAttribute('aria-current', 'page');
    const idle = await button.evaluate((el) => ({
      background: getComputedStyle(el).backgroundColor,
      line: getComputedStyle(el).textDecorationLine,
      ring: getComputedStyle(el).boxShadow,
    }));
    await page.goto('/book-appointment');
    await expect(button).toHaveAttribute('aria-current', 'page');
    const current = await button.evaluate((el) => ({
      background: getComputedStyle(el).backgroundColor,
      line: getComputedStyle(el).textDecorationLine,
      ring: getComputedStyle(el).boxShadow,
    }));
    expect(current.line).toContain('underline');
    expect(idle.line).not.toContain('underline');
    expect(current.background).not.toBe(idle.background);
    expect(current.ring).not.toBe(idle.ring);
  });

  test('the treatments dropdown opens on hover below the bar and closes on scroll', async ({ page }) => {
    await page.goto('/');
    const panel = page.locator('#treatments-dropdown');
    await expect(panel).toBeHidden();
    await mainNav(page).getByRole('link', { name: 'Treatments', exact: true }).hover();
    await expect(panel).toBeVisible();
    const top = await panel.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBe(150); // 1280 px is a large screen (>= 1200 px): 150 px; 135 px below that.
    await expect(panel.getByText('Trust Your Heart to the Experts')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/book-appointment');
    await expect(panel.getByRole('link')).toHaveCount(treatmentPages.length + 1);
    await page.mouse.wheel(0, 400);
    await expect(panel).toBeHidden();
  });

  test('the dropdown opens below 1200 px at 135 px', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Treatments', exact: true }).hover();
    const top = await page.locator('#treatments-dropdown').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBe(135);
  });

  test('the dropdown works from the keyboard; Escape closes it and returns focus', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Treatments menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#treatments-dropdown a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#treatments-dropdown')).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('choosing a treatment in the dropdown navigates and scrolls to the top', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => window.scrollTo(0, 0));
    await mainNav(page).getByRole('link', { name: 'Treatments', exact: true }).hover();
    await page.locator('#treatments-dropdown').getByRole('link', { name: 'Dental implants' }).click();
    await expect(page).toHaveURL(/\/dental-implants-in-ahmedabad$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Implant');
  });
});

test.describe('top bar on phones @mobile', () => {
  test('keeps the address and the social links, compactly, inside the screen', async ({ page }) => {
    await page.goto('/');
    const bar = page.locator('.top-bar');
    const address = bar.getByRole('link', { name: /South Bopal, Ahmedabad/ });
    await expect(address).toBeVisible();
    await expect(address).toHaveAttribute('href', /google\.com\/maps/);
    for (const name of ['Facebook (opens in a new tab)', 'Instagram (opens in a new tab)']) {
      const link = bar.getByRole('link', { name });
      await expect(link).toBeVisible();
      const box = await link.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(24);
      expect(box!.height).toBeGreaterThanOrEqual(24);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await expect(bar.getByText('Mon - Sun: 8 am - 10 pm')).toBeVisible();
    await expect(bar.getByRole('link', { name: /Emergency Line/ })).toBeVisible();
    // Compact: three short lines at most, and nothing wider than the screen.
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(90);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('mobile menu @mobile', () => {
  test('opens full screen, expands Treatments hiding the other links, and closes on a choice', async ({ page }) => {
    await page.goto('/');
    const openButton = page.getByRole('button', { name: 'Open menu' });
    await openButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // Full screen once its 0.6 s slide-in has finished.
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return [Math.round(box!.x), Math.round(box!.width), Math.round(box!.height)];
      })
      .toEqual([0, 390, 844]);
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await menu.getByRole('button', { name: 'Treatments' }).click();
    for (const hidden of ['Home', 'About Us', 'Gallery', 'Contact', 'Appointment']) {
      await expect(menu.getByRole('link', { name: hidden, exact: true })).toBeHidden();
    }
    const list = page.locator('#mobile-treatments');
    await expect(list).toBeVisible();
    // Polled: the list's 0.3 s opening animation runs max-height up to 300 px.
    await expect
      .poll(() =>
        list.evaluate((el) => ({
          maxHeight: getComputedStyle(el).maxHeight,
          overflowY: getComputedStyle(el).overflowY,
          scrollable: el.scrollHeight > el.clientHeight,
        })),
      )
      .toEqual({ maxHeight: '300px', overflowY: 'auto', scrollable: true });
    await list.getByRole('link', { name: 'Root canal' }).click();
    await expect(page).toHaveURL(/\/root-canal-treatment-in-ahmedabad$/);
    await expect(menu).toBeHidden();
  });

  test('Escape and the close button close it and return focus to the menu button', async ({ page }) => {
    await page.goto('/about');
    const openButton = page.getByRole('button', { name: 'Open menu' });
    await openButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(openButton).toBeFocused();
    await openButton.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });
});

test.describe('every page', () => {
  test('navigating scrolls to the top', async ({ page }) => {
    await page.goto('/about');
    await waitForFooterScripts(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link', { name: 'Treatments', exact: true }).click();
    await expect(page).toHaveURL(/\/treatments$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('shell: top bar, footer links, counter, floating buttons', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const href of ['/', '/book-appointment', '/blogs', '/treatments', '/gallery', '/about', '/terms', '/policy', '/contact']) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
    await expect(footer.locator('a[href^="mailto:"]')).toBeAttached();
    await expect(footer.locator('a[href^="tel:"]')).toBeAttached();
    // The map is a local image with links; no third-party frame on a plain visit.
    await expect(footer.locator('img[src="/images/map/clinic-map.svg"]')).toBeAttached();
    await expect(page.locator('iframe')).toHaveCount(0);
    const call = page.locator('a.floating-button--call');
    const chat = page.locator('a.floating-button--chat');
    await expect(call).toHaveAttribute('href', /^tel:\+91/);
    await expect(chat).toHaveAttribute('target', '_blank');
    const [callBox, chatBox] = [await call.boundingBox(), await chat.boundingBox()];
    expect(callBox!.x).toBeLessThan(100);
    expect(chatBox!.x).toBeGreaterThan(page.viewportSize()!.width - 100);
    await footer.locator('.counter').scrollIntoViewIfNeeded();
    await expect(footer.locator('.counter')).toHaveAttribute('data-value', '5000', { timeout: 5000 });
    await expect(footer.locator('.counter')).toHaveAttribute('aria-label', '5,000+');
  });

  test('the footer Book Appointment button scrolls to the top on the booking page', async ({ page }) => {
    await page.goto('/book-appointment');
    await waitForFooterScripts(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('.footer__cta').getByRole('link', { name: 'Book Appointment' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/book-appointment$/);
  });
});
