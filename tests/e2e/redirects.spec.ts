import { expect, test } from './test';
import { examplePath, redirects } from './content';

// What the server answers is the same at any width: these run at 1280 px only.
test.describe('redirects @desktop', () => {
  test('every redirect answers 301 with its Location, marked noindex', async ({ request }) => {
    expect(redirects.length).toBeGreaterThanOrEqual(31);
    for (const { from, to } of redirects) {
      const response = await request.get(examplePath(from), { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(to);
      expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  test('the NRI product pattern redirects any suffix', async ({ request }) => {
    const response = await request.get('/dental-treatment-for-nri-in-ahmedabad-hollywood-smile', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/nri-dental-treatment-in-ahmedabad');
  });

  test('in the browser, a redirect lands on its target and replaces history', async ({ page }) => {
    await page.goto('/braces');
    await expect(page).toHaveURL(/\/orthodontist-in-ahmedabad$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a client-side navigation to a redirect source replaces history', async ({ page }) => {
    await page.goto('/about');
    // The router meets an old path: it must replace that history entry, so Back skips it.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/services');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/treatments$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('status codes', () => {
  test('unknown paths answer 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Sorry, we couldn’t find the page you’re looking for.')).toBeVisible();
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/thank-you without the form flag goes home', async ({ page, request }) => {
    const response = await request.get('/thank-you', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/');
    await page.goto('/about');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/thank-you');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/$/);
  });

  test('build files only the server reads are not served; a broken %-escape gets the 404 page @desktop', async ({ request }) => {
    for (const path of ['/index.html', '/asset-map.json']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Page not found');
    }
    const badUrl = await request.get('/%');
    expect(badUrl.status()).toBe(404);
    expect(await badUrl.text()).toContain('Page not found');
    // The API still says what is wrong, in its { message } shape.
    const badApiUrl = await request.get('/api/v1/get-images/%');
    expect(badApiUrl.status()).toBe(400);
    expect(await badApiUrl.json()).toEqual({ message: expect.stringMatching(/not a valid URL/) });
  });
});
