import { expect, test, type Page } from './test';

/**
 * Maps that always work: the footer and the contact page show a small local image with both
 * branches pinned and an "Open in Google Maps" link per branch; nothing is fetched from Google
 * until the visitor asks for the interactive map. The map keeps working with Google out of reach.
 */

const GOOGLE = /^https?:\/\/([a-z0-9-]+\.)*(google|gstatic|googleapis)\.com\//;

/** Every request the page makes to Google, and none of them answered (as offline or blocked). */
async function blockGoogle(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(GOOGLE, (route) => {
    asked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return asked;
}

async function expectImageShown(page: Page, selector: string) {
  const image = page.locator(selector).locator('img.clinic-map__image');
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
  const box = await image.boundingBox();
  expect(box!.width).toBeGreaterThan(200);
}

test.describe('maps', () => {
  for (const route of ['/', '/about', '/gallery']) {
    test(`${route}: no Google frame or request on a plain visit; the footer map shows, offline too`, async ({ page }) => {
      const asked = await blockGoogle(page);
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('iframe')).toHaveCount(0);
      await expectImageShown(page, '.footer__map');
      for (const branch of ['South Bopal', 'Chandkheda']) {
        await expect(page.locator('.footer__map').getByRole('link', { name: `Open in Google Maps: ${branch} (opens in a new tab)` })).toHaveAttribute(
          'href',
          /^https:\/\/www\.google\.com\/maps\//,
        );
      }
      expect(asked).toEqual([]);
    });
  }

  test('/contact: the map with both addresses and links; the interactive map only when asked for', async ({ page }) => {
    const asked = await blockGoogle(page);
    await page.goto('/contact');
    const map = page.locator('.contact-form-section .clinic-map');
    await expectImageShown(page, '.contact-form-section');
    await expect(map.getByRole('img')).toHaveAccessibleName(/Sketch map of Ahmedabad marking .*South Bopal and Chandkheda/);
    await expect(map.getByText(/South Bopal, Ahmedabad/)).toBeVisible();
    await expect(map.getByText(/Chandkheda, Ahmedabad/)).toBeVisible();
    await expect(map.getByRole('link', { name: /^Open in Google Maps/ })).toHaveCount(2);
    expect(asked).toEqual([]);

    await map.getByRole('button', { name: 'Show interactive map' }).click();
    const frame = map.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps/);
    await expect(frame).toBeFocused();
    await expect(map.getByRole('button', { name: 'Show interactive map' })).toHaveCount(0);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    // The branch links stay, whatever the frame shows.
    await expect(map.getByRole('link', { name: /^Open in Google Maps/ })).toHaveCount(2);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the image and the links, and no button that would do nothing', async ({ page }) => {
      await page.goto('/contact');
      await expectImageShown(page, '.contact-form-section');
      // The button is in the server's HTML (the map keeps its size when scripts start), shown only where they run.
      await expect(page.locator('.contact-form-section .clinic-map__load-button')).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Show interactive map' })).toHaveCount(0);
      await expect(page.locator('.contact-form-section').getByRole('link', { name: /^Open in Google Maps/ })).toHaveCount(2);
    });
  });
});
