import { expect, test, type Page } from './test';

/**
 * The home page's treatments carousel as a visitor sees it, at 1280 px and 390 px: whole cards only,
 * pictures already there when a page turns, and its pager dots on one row.
 */
const carousel = (page: Page) => page.locator('.treatments-carousel');
const track = (page: Page) => carousel(page).locator('.carousel__track');
const dots = (page: Page) => carousel(page).getByRole('button', { name: /^Slides? \d/ });

/** Opens the home page at the carousel, its code run and its pages measured, with nothing turning by itself. */
async function openCarousel(page: Page) {
  // Under reduced motion it starts paused: the test turns the pages.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await carousel(page).scrollIntoViewIfNeeded();
  await expect(carousel(page).getByRole('button', { name: 'Play treatments' })).toBeVisible();
  await expect(dots(page).first()).toHaveAttribute('aria-current', 'true');
}

/** For each slide with any part inside the track's box: how many pixels of it lie outside. */
function cutOffSlides(page: Page) {
  return track(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.children].flatMap((slide, index) => {
      const r = slide.getBoundingClientRect();
      const overlaps = r.right > box.left + 1 && r.left < box.right - 1;
      const outside = Math.max(0, box.left - r.left) + Math.max(0, r.right - box.right);
      return overlaps && outside > 1 ? [{ slide: index + 1, outside: Math.round(outside) }] : [];
    });
  });
}

/** The pictures of the slides with any part inside the track's box that have not loaded. */
function blankPicturesInView(page: Page) {
  return track(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll('img')]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return r.right > box.left + 1 && r.left < box.right - 1;
      })
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.getAttribute('src'));
  });
}

test.describe('treatments carousel', () => {
  test('shows whole cards only, on every page', async ({ page }) => {
    await openCarousel(page);
    const count = await dots(page).count();
    for (let index = 0; index < count; index++) {
      await dots(page).nth(index).click();
      await expect(dots(page).nth(index)).toHaveAttribute('aria-current', 'true');
      expect(await cutOffSlides(page), `page ${index + 1}`).toEqual([]);
    }
  });

  test("a page's pictures are loaded before it turns in, so none shows blank", async ({ page }) => {
    await openCarousel(page);
    // While the first page shows, the next page's pictures load.
    const perPage = await carousel(page).locator('.carousel__slide:not([inert])').count();
    const nextPage = carousel(page).locator('.carousel__slide').nth(perPage).locator('img');
    await expect.poll(() => nextPage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    for (const index of [1, 2]) {
      await dots(page).nth(index).click();
      await expect.poll(() => scrollLeftOf(page)).toBeGreaterThan(0);
      expect(await blankPicturesInView(page), `page ${index + 1}`).toEqual([]);
    }
  });

  test('its pager dots stay on one row, the current one in view', async ({ page }) => {
    await openCarousel(page);
    const row = carousel(page).locator('.carousel__dots');
    const dotHeight = (await dots(page).first().boundingBox())!.height;
    expect(dotHeight).toBeGreaterThanOrEqual(24);
    expect((await row.boundingBox())!.height).toBeLessThan(dotHeight * 1.5);
    // Keyboard and pointer alike reach the last page; its dot is then on screen, inside the row.
    await dots(page).last().focus();
    await page.keyboard.press('Enter');
    await expect(dots(page).last()).toHaveAttribute('aria-current', 'true');
    const rowBox = (await row.boundingBox())!;
    const lastBox = (await dots(page).last().boundingBox())!;
    expect(lastBox.x).toBeGreaterThanOrEqual(rowBox.x - 1);
    expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 1);
    expect((await row.boundingBox())!.height).toBeLessThan(dotHeight * 1.5);
  });
});

function scrollLeftOf(page: Page) {
  return track(page).evaluate((element) => element.scrollLeft);
}
