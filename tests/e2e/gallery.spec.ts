import { expect, test, type APIRequestContext, type Page } from './test';
import { expectNoWcagViolations } from './axe';
import { waitForFooterScripts } from './hydration';

interface Category {
  id: number;
  name: string;
}
interface Item {
  id: number;
  categoryId: number;
  image: string;
  width: number;
  height: number;
  alt: string;
  youtubeLink?: string;
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  return ((await (await request.get(`/api/v1${path}`)).json()) as { data: T }).data;
}

const tiles = (page: Page) => page.locator('.gallery__grid .gallery__tile');
const chips = (page: Page) => page.getByRole('navigation', { name: 'Gallery categories' }).getByRole('link');
const chip = (page: Page, name: string) => page.getByRole('navigation', { name: 'Gallery categories' }).getByRole('link', { name, exact: true });
const altsOf = (items: Item[]) => items.map((item) => item.alt);

test.describe('gallery', () => {
  test('heading, "All" then the API\'s categories, and every item sized, lazy below the first row', async ({ page, request }) => {
    const categories = await apiData<Category[]>(request, '/gallery-category/get-all-categories');
    const items = await apiData<Item[]>(request, '/gallery/get-gallery');
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
    await expect(page.getByRole('heading', { level: 2, name: 'Our Clinic in Pictures' })).toBeVisible();
    await expect(chips(page)).toHaveText(['All', ...categories.map((category) => category.name)]);
    await expect(chips(page).first()).toHaveAttribute('aria-current', 'true');
    await expect(tiles(page).locator('img')).toHaveCount(items.length);
    const images = await tiles(page)
      .locator('img')
      .evaluateAll((elements) =>
        elements.map((img) => ({
          alt: img.getAttribute('alt'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
        })),
      );
    expect(images.map((image) => image.alt)).toEqual(altsOf(items));
    expect(images.map((image) => [image.width, image.height])).toEqual(items.map((item) => [String(item.width), String(item.height)]));
    expect(images.map((image) => image.loading)).toEqual(items.map((_, index) => (index < 4 ? null : 'lazy')));
    // Every image shows whole (the grid keeps each one's own proportions).
    const first = await tiles(page).first().locator('img').boundingBox();
    expect(first!.height / first!.width).toBeCloseTo(items[0].height / items[0].width, 1);
  });

  test('each chip reloads the grid with its category, keeps it in the URL, and the back button returns', async ({ page, request }) => {
    const categories = await apiData<Category[]>(request, '/gallery-category/get-all-categories');
    await page.goto('/gallery');
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    for (const category of categories) {
      const expected = await apiData<Item[]>(request, `/gallery/get-gallery-by-category-id/${category.id}`);
      const reload = page.waitForResponse(`**/api/v1/gallery/get-gallery-by-category-id/${category.id}`);
      await chip(page, category.name).click();
      await reload;
      await expect(page).toHaveURL(new RegExp(`/gallery\\?category=${category.id}$`));
      await expect(chip(page, category.name)).toHaveAttribute('aria-current', 'true');
      if (expected.length === 0) {
        await expect(page.getByRole('heading', { name: 'No Image or Video Found' })).toBeVisible();
        await expect(page.getByText('There are no images or videos in this category yet. Please check back later, or choose another category.')).toBeVisible();
        await expect(tiles(page)).toHaveCount(0);
      } else {
        await expect(tiles(page).locator('img')).toHaveCount(expected.length);
        expect(
          await tiles(page)
            .locator('img')
            .evaluateAll((elements) => elements.map((img) => img.getAttribute('alt'))),
        ).toEqual(altsOf(expected));
      }
    }
    // A filter is not a new page: the view stayed where it was.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/gallery\\?category=${categories.at(-2)!.id}$`));
    await expect(chip(page, categories.at(-2)!.name)).toHaveAttribute('aria-current', 'true');
    await chip(page, 'All').click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(tiles(page)).toHaveCount((await apiData<Item[]>(request, '/gallery/get-gallery')).length);
  });

  test('4 image skeletons while a category loads', async ({ page, request }) => {
    const categories = await apiData<Category[]>(request, '/gallery-category/get-all-categories');
    await page.goto('/gallery');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/v1/gallery/get-gallery-by-category-id/${categories[1].id}`, async (route) => {
      await held;
      await route.continue();
    });
    await chip(page, categories[1].name).click();
    await expect(page.locator('.gallery__tile--skeleton')).toHaveCount(4);
    await expect(chip(page, categories[1].name)).toHaveAttribute('aria-current', 'true');
    release();
    await expect(page.locator('.gallery__tile--skeleton')).toHaveCount(0);
    await expect(tiles(page).first()).toBeVisible();
  });

  test('the server renders the category of a shared link; a malformed one is ignored', async ({ request }) => {
    const categories = await apiData<Category[]>(request, '/gallery-category/get-all-categories');
    const tour = categories[1];
    const items = await apiData<Item[]>(request, `/gallery/get-gallery-by-category-id/${tour.id}`);
    const html = await (await request.get(`/gallery?category=${tour.id}`)).text();
    for (const item of items) expect(html).toContain(`alt="${item.alt}"`);
    const others = (await apiData<Item[]>(request, '/gallery/get-gallery')).filter((item) => item.categoryId !== tour.id);
    for (const item of others) expect(html).not.toContain(`alt="${item.alt}"`);
    expect(html).toMatch(
      new RegExp(`href="/gallery\\?category=${tour.id}"[^>]*aria-current="true"|aria-current="true"[^>]*href="/gallery\\?category=${tour.id}"`),
    );

    for (const malformed of ['abc', '-1', '2.5', '999999', '%27%20OR%201=1']) {
      const response = await request.get(`/gallery?category=${malformed}`);
      expect(response.status(), malformed).toBe(200);
      const page = await response.text();
      expect(page.match(/class="gallery__tile"/g)?.length, malformed).toBe(others.length + items.length);
    }
  });

  test('a play button opens the shared video dialog: Escape closes it and focus returns', async ({ page, request }) => {
    const items = await apiData<Item[]>(request, '/gallery/get-gallery');
    const withVideo = items.find((item) => item.youtubeLink?.includes('watch?v='))!;
    await page.goto('/gallery');
    const play = page.getByRole('link', { name: `Play video: ${withVideo.alt}` });
    await expect(page.locator('.gallery__play')).toHaveCount(items.filter((item) => item.youtubeLink).length);
    await play.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Video' });
    await expect(dialog).toBeVisible();
    const id = new URL(withVideo.youtubeLink!).searchParams.get('v');
    // Privacy-enhanced host: no YouTube cookies until the video plays.
    await expect(dialog.locator('iframe')).toHaveAttribute('src', new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${id}`));
    await expect(page).toHaveURL(/\/gallery$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();

    // A short link is turned into its embed address too.
    const short = items.find((item) => item.youtubeLink?.includes('youtu.be/'))!;
    await page.getByRole('link', { name: `Play video: ${short.alt}` }).click();
    await expect(page.getByRole('dialog', { name: 'Video' }).locator('iframe')).toHaveAttribute(
      'src',
      new RegExp(`/embed/${short.youtubeLink!.split('/').pop()}`),
    );
  });

  test('failed loads: categories fall back to "All" alone, the grid to its empty state', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/api/v1/gallery-category/get-all-categories', (route) => route.fulfill({ status: 500, json: { message: 'Failed' } }));
    await page.route('**/api/v1/gallery/get-gallery', (route) => route.abort());
    await page.goto('/about');
    // A navigation in the app loads the gallery's data in the browser, where the routes above fail.
    await waitForFooterScripts(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
    await expect(chips(page)).toHaveText(['All']);
    await expect(page.getByRole('heading', { name: 'No Image or Video Found' })).toBeVisible();
    expect(errors.some((text) => text.includes('Loading gallery categories failed'))).toBe(true);
    expect(errors.some((text) => text.includes('Loading gallery items failed'))).toBe(true);
  });

  test('readable without JavaScript: the grid and chips as links that the server answers', async ({ browser, request }, testInfo) => {
    const categories = await apiData<Category[]>(request, '/gallery-category/get-all-categories');
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: testInfo.project.use.viewport });
    const page = await context.newPage();
    await page.goto('/gallery');
    await expect(tiles(page).first().locator('img')).toBeVisible();
    await chip(page, categories[0].name).click();
    await expect(page).toHaveURL(new RegExp(`category=${categories[0].id}$`));
    const expected = await apiData<Item[]>(request, `/gallery/get-gallery-by-category-id/${categories[0].id}`);
    await expect(tiles(page)).toHaveCount(expected.length);
    await context.close();
  });

  test('no WCAG 2.2 A/AA violation, with items and in the empty state', async ({ page, request }) => {
    test.setTimeout(90_000);
    const categories = await apiData<Category[]>(request, '/gallery-category/get-all-categories');
    await page.goto('/gallery');
    await page.waitForLoadState('networkidle');
    await expectNoWcagViolations(page, '/gallery');
    const empty = categories.at(-1)!;
    await page.goto(`/gallery?category=${empty.id}`);
    await expect(page.getByRole('heading', { name: 'No Image or Video Found' })).toBeVisible();
    await expectNoWcagViolations(page, '/gallery, empty category');
  });
});
