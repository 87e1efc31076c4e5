import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './test';
import { expectNoWcagViolations } from './axe';

const pagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../pages');
const site = JSON.parse(fs.readFileSync(path.join(pagesDir, 'site.json'), 'utf8'));
const about = JSON.parse(fs.readFileSync(path.join(pagesDir, 'about.json'), 'utf8'));
const sectionOf = (type: string) => about.sections.find((section: { type: string }) => section.type === type);

const STACKED_TITLES = ['Education', 'Passion for Ethical dentistry', 'Passion for Cosmetic Dentistry', 'My promise to you'];

test.describe('about page', () => {
  test('every section and string, in order', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');

    const profile = page.locator('.dentist-profile');
    await expect(profile.getByRole('heading', { level: 2 })).toHaveText(sectionOf('dentist-profile').title);
    await expect(profile.getByRole('img')).toBeVisible();
    await expect(profile.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/book-appointment');

    // "Dr. {name}", the name coming from site.json.
    await expect(page.getByRole('heading', { level: 2, name: `Dr. ${site.clinic.dentists[0].name}` })).toBeVisible();

    await expect(page.locator('.mission-vision').getByRole('heading')).toHaveText(['Mission', 'Vision']);

    // The intro block is the shared about block, linking to many treatments and to booking.
    const intro = page.locator('.about-block');
    await expect(intro.locator('.about-block__badge')).toHaveText(`${site.clinic.experienceYears} Year Experience`);
    await expect(intro.getByRole('img', { name: 'Expert Care at Best Dental Clinic in Ahmedabad' })).toBeVisible();
    await expect(intro.locator('.about-block__label')).toHaveText('About Us');
    const links = await intro.locator('.about-block__text a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links.filter((href) => href!.endsWith('-in-ahmedabad')).length).toBeGreaterThanOrEqual(8);
    expect(links).toContain('/book-appointment');

    const milestones = page.locator('.milestone-card');
    await expect(milestones).toHaveCount(sectionOf('milestone-cards').items.length);
    for (const [index, item] of sectionOf('milestone-cards').items.entries()) {
      await expect(milestones.nth(index).getByRole('heading')).toHaveText(item.title);
      await expect(milestones.nth(index).getByText(item.description)).toBeAttached();
      await expect(milestones.nth(index).getByRole('img', { name: item.image.alt })).toHaveAttribute('width', String(item.image.width));
    }

    const cards = page.locator('.stacked-card');
    await expect(cards.getByRole('heading')).toHaveText(STACKED_TITLES);
    for (let index = 0; index < 4; index++) {
      await expect(cards.nth(index).getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/book-appointment');
    }
  });

  test('the stacked cards stick one below the other while scrolling, without a script @desktop', async ({ page }) => {
    await page.goto('/about');
    const cards = page.locator('.stacked-card');
    const tops = await cards.evaluateAll((elements) => elements.map((element) => [getComputedStyle(element).position, getComputedStyle(element).top]));
    expect(tops).toEqual([
      ['sticky', '20px'],
      ['sticky', '40px'],
      ['sticky', '60px'],
      ['sticky', '80px'],
    ]);
    // Scrolled past the list's start, the first card holds its place while the second slides over it.
    await cards.nth(1).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    await expect.poll(() => cards.nth(0).evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(20);
  });

  test('the rotating tagline pauses with its visible control, and stands still under reduced motion', async ({ page }) => {
    await page.goto('/about');
    const ring = page.locator('.rotating-tagline__ring');
    await expect(ring).toHaveCSS('animation-play-state', 'running');
    const pause = page.getByRole('checkbox', { name: 'Pause the rotating tagline' });
    await page.locator('.rotating-tagline__pause').click();
    await expect(pause).toBeChecked();
    await expect(ring).toHaveCSS('animation-play-state', 'paused');
    const box = await page.locator('.rotating-tagline__pause').boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(24);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(ring).toHaveCSS('animation-name', 'none');
    await expect(page.locator('.rotating-tagline__pause')).toBeHidden();
  });

  test('below 600 px long texts collapse: "Read more" expands, "Read less" collapses @mobile', async ({ page }) => {
    await page.goto('/about');
    const profile = page.locator('.dentist-profile');
    const content = profile.locator('.read-more__content');
    const toggle = profile.getByRole('button', { name: 'Read more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const collapsed = (await content.boundingBox())!.height;
    // The last paragraph is in the page, only clipped.
    await expect(profile.getByText(sectionOf('dentist-profile').biography.at(-1))).toBeAttached();
    await toggle.click();
    await expect(profile.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
    const expanded = (await content.boundingBox())!.height;
    expect(expanded).toBeGreaterThan(collapsed * 2);
    await profile.getByRole('button', { name: 'Read less' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect((await content.boundingBox())!.height).toBeCloseTo(collapsed, 0);

    // Every stacked card's text collapses too, each on its own.
    const cards = page.locator('.stacked-card');
    await expect(cards.getByRole('button', { name: 'Read more' })).toHaveCount(4);
    await cards.nth(2).getByRole('button', { name: 'Read more' }).click();
    await expect(cards.nth(2).getByRole('button', { name: 'Read less' })).toBeVisible();
    await expect(cards.nth(1).getByRole('button', { name: 'Read more' })).toBeVisible();
  });

  test('on a wide screen texts show whole, without the toggle @desktop', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('button', { name: 'Read more' })).toHaveCount(0);
    await expect(page.locator('.dentist-profile').getByText(sectionOf('dentist-profile').biography.at(-1))).toBeVisible();
  });

  test('readable without JavaScript: every text whole, no toggle', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: testInfo.project.use.viewport });
    const page = await context.newPage();
    const response = await page.goto('/about');
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.getByRole('button', { name: 'Read more' })).toHaveCount(0);
    const biography = page.locator('.dentist-profile').getByText(sectionOf('dentist-profile').biography.at(-1));
    await biography.scrollIntoViewIfNeeded();
    await expect(biography).toBeVisible();
    await expect(page.locator('.read-more__content').first()).toHaveCSS('max-height', 'none');
    await expect(page.locator('.stacked-card').getByRole('heading')).toHaveText(STACKED_TITLES);
    // The tagline's pause is a checkbox: it works without a script.
    await page.locator('.rotating-tagline__pause').click();
    await expect(page.locator('.rotating-tagline__ring')).toHaveCSS('animation-play-state', 'paused');
    await context.close();
  });

  test('no WCAG 2.2 A/AA violation', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    await expectNoWcagViolations(page, '/about');
  });
});
