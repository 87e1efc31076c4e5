import type { Page } from '@playwright/test';

/**
 * Waits until the page's scripts have taken over its server HTML (`<html data-hydrated>`). Before
 * that a press on a link is a plain navigation, so a test of what the scripts add waits for this.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** The shell around the footer, which its code marks `data-hydrated` once it has run (DeferredHydration). */
export const footerShell = (page: Page) => page.locator('.section-shell:has(> footer)');

/**
 * Scrolls to the footer and waits until its code has run: it loads as the footer nears the screen,
 * and until then its links are plain links (a press loads the page from the server). A test of a
 * navigation in the app from a footer link waits for this.
 */
export async function waitForFooterScripts(page: Page): Promise<void> {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await footerShell(page).and(page.locator('[data-hydrated="true"]')).waitFor({ state: 'attached' });
}
