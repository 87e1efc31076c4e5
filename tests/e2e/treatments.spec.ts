import { expect, test } from './test';
import { treatmentPages } from './content';

test.describe('treatment pages', () => {
  // Every page at 1280 px; the phone layout (chips above the article) on the first three, since
  // the pages share one layout and differ only in their content.
  for (const [index, page] of treatmentPages.entries()) {
    const tag = index < 3 ? '' : ' @desktop';
    test(`${page.path}: server-rendered article, anchors and sidebar${tag}`, async ({ page: browser, request }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const article = page.sections.find((s) => s.type === 'treatment-article')!;
      const anchors = article.article!.filter((b) => b.heading === 2 && b.id).map((b) => b.id!);
      for (const id of anchors) expect(html, `#${id} in server HTML`).toContain(`id="${id}"`);

      await browser.goto(page.path);
      await expect(browser.getByRole('heading', { level: 1 })).toHaveCount(1);
      // The jump links: the sidebar beside the article from 900 px, chips above it on phones.
      const phone = browser.viewportSize()!.width < 900;
      const sidebar = browser.locator(phone ? '.treatment-chips' : '.treatment-sidebar');
      await expect(browser.locator(phone ? '.treatment-sidebar' : '.treatment-chips')).toBeHidden();
      const items = article.sidebar!.items;
      await expect(sidebar.getByRole('link')).toHaveCount(items.length);
      const [jumpBox, articleBox] = [await sidebar.boundingBox(), await browser.locator('article').boundingBox()];
      if (phone) expect(jumpBox!.y + jumpBox!.height).toBeLessThanOrEqual(articleBox!.y);
      else expect(jumpBox!.x).toBeGreaterThanOrEqual(articleBox!.x + articleBox!.width);

      // The 'at a glance' box and the figure, as the page's JSON declares them.
      const declared = article as unknown as { atAGlance: Record<string, string>; figure: { image: { src: string; alt: string }; caption: string } };
      const glance = browser.getByRole('region', { name: 'At a glance' });
      await expect(glance.locator('dt')).toHaveText(['Typical visits', 'Time per visit', 'Anaesthesia', 'Recovery']);
      await expect(glance.locator('dd')).toHaveText([
        declared.atAGlance.visits,
        declared.atAGlance.timePerVisit,
        declared.atAGlance.anaesthesia,
        declared.atAGlance.recovery,
      ]);
      const figure = browser.locator('article figure.treatment-figure');
      await expect(figure.locator('figcaption')).toHaveText(declared.figure.caption);
      const image = figure.getByRole('img', { name: declared.figure.image.alt });
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1000);

      const last = items[items.length - 1];
      await sidebar.getByRole('link', { name: last.label, exact: true }).click();
      await expect(browser).toHaveURL(new RegExp(`#${last.anchor}$`));
      await expect(browser.locator(`#${last.anchor}`)).toBeInViewport();
      expect(await browser.evaluate(() => localStorage.getItem('selectedTreatment'))).toBe(last.label);
      await expect(browser.getByRole('heading', { name: 'What Our Patients Say' })).toBeVisible();
      await expect(browser.locator('.treatment-panel').getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/book-appointment');
    });
  }

  test('readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/dentures-in-ahmedabad');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#complete-dentures')).toBeVisible();
    const opacity = await page.locator('article').evaluate((el) => getComputedStyle(el).opacity);
    expect(opacity).toBe('1');
    // A testimonial's video is a link to the video itself, not a control that needs scripts.
    const video = page.locator('.testimonials__group:not([aria-hidden]) .testimonial-card__play').first();
    await expect(video).toHaveAttribute('href', /^https:\/\/(www\.youtube\.com|youtu\.be)\//);
    await expect(page.locator('.testimonials').getByRole('button')).toHaveCount(0);
    await context.close();
  });

  test('testimonials come from the API and the video button opens a popup', async ({ page }) => {
    await page.goto('/root-canal-treatment-in-ahmedabad');
    const cards = page.locator('.testimonials__group:not([aria-hidden]) .testimonial-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    const track = page.locator('.testimonials .marquee__track');
    await page.getByRole('button', { name: 'Pause testimonials' }).click();
    // The button now offers the opposite action (a name change, not a pressed state), and the strip stands still.
    await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
    await page.mouse.move(0, 0);
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
    const opener = cards.locator('a[aria-label^="Play"]').first();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Video' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('treatments overview', () => {
  test("each card's art fills its card: the image spans the card, drawn for the card's shape", async ({ page }) => {
    await page.goto('/treatments');
    const cards = page.locator('.treatment-card');
    await expect(cards).toHaveCount(10);
    for (const card of await cards.all()) {
      const image = card.locator('img.treatment-card__image');
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
      const [cardBox, imageBox] = [await card.boundingBox(), await image.boundingBox()];
      // Edge to edge, and the box has the drawing's own proportions (8:5), so nothing is cropped.
      expect(Math.abs(imageBox!.width - cardBox!.width)).toBeLessThanOrEqual(2);
      expect(imageBox!.width / imageBox!.height).toBeCloseTo(1.6, 1);
    }
  });

  test('2 featured cards, 8 more until View All Treatments, then all; View Less scrolls to the top', async ({ page }) => {
    await page.goto('/treatments');
    const featured = page.locator('.treatment-cards__featured .treatment-card');
    const others = page.locator('.treatment-cards__grid .treatment-card');
    await expect(featured).toHaveCount(2);
    await expect(others).toHaveCount(8);
    await page.getByRole('button', { name: 'View All Treatments' }).click();
    await expect(others).toHaveCount(treatmentPages.length - 2);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await page.getByRole('button', { name: 'View Less' }).click();
    await expect(others).toHaveCount(8);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await others.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
