import { expect, test } from './test';
import { waitForFooterScripts, waitForHydration } from './hydration';

/**
 * A page's styles arrive as one request (server/ssr/style-bundle.ts); its files are also linked,
 * disabled, so the build's loader knows they are there. Neither the first page nor its scripts
 * fetch a file of the bundle again, and a page reached by a client navigation still gets the
 * styles of its sections.
 */
test('the home page fetches its styles once, as one bundle, and a client navigation brings the next page’s own', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const disabled = await page.locator('link[rel="stylesheet"][disabled]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(disabled.length).toBeGreaterThan(5);
  expect(stylesheets.filter((href) => href.startsWith('/assets/styles/'))).toHaveLength(1);
  expect(stylesheets.filter((href) => disabled.includes(href))).toEqual([]);
  // Styled by the bundle: the hero's own rules apply.
  await expect(page.locator('.hero-slide').first()).toHaveCSS('position', 'relative');

  // To a page whose banner section the home page does not have, by a client navigation (the
  // footer's links, once its scripts are in): that section's stylesheet loads on the way.
  await waitForFooterScripts(page);
  const requestsBefore = stylesheets.length;
  await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/policy$/);
  await expect(page.locator('.page-banner')).toHaveCSS('color', 'rgb(255, 255, 255)');
  const fetchedOnTheWay = stylesheets.slice(requestsBefore);
  expect(
    fetchedOnTheWay.some((href) => /^\/assets\/page-banner-section-[\w-]+\.css$/.test(href)),
    fetchedOnTheWay.join('\n'),
  ).toBe(true);
  expect(
    fetchedOnTheWay.filter((href) => href.startsWith('/assets/styles/')),
    'no page load',
  ).toEqual([]);
});
