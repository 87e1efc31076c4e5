import { test as base, type Page, type Response } from '@playwright/test';
import { waitForHydration } from './hydration';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContextOptions, Locator, Page, TestInfo } from '@playwright/test';

/** A page of the site whose scripts will take it over (the app's pages list their modules for the boot script). */
async function isAppPage(page: Page, response: Response | null): Promise<boolean> {
  if (!response?.headers()['content-type']?.startsWith('text/html')) return false;
  return (await page.locator('#page-modules').count()) > 0;
}

/**
 * Playwright's `test`, with `page.goto` returning once the page's scripts have taken it over, as it
 * returned on the load event before: the site hydrates after the load event (src/boot.ts), and a
 * test of what scripts do must not press a link that is still the server's plain navigation.
 * Without JavaScript, for a response that is not one of the app's pages, or with a `waitUntil` other
 * than 'load' (a test that holds the scripts back), it returns as usual.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled && (options?.waitUntil ?? 'load') === 'load' && (await isAppPage(page, response))) await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});
