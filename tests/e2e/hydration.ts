import type { Page } from '@playwright/test';

/**
 * Waits until the page's scripts have taken over its server HTML (`<html data-hydrated>`). Before
 * that a press on a link is a plain navigation, so a test of what the scripts add waits for this.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
