import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { renderSkippedContent } from './axe';
import { treatmentPages } from './content';

/**
 * axe-core (WCAG 2.1 A and AA rules) on every kind of page, at 1280 px and 390 px, after the
 * page has loaded its API data, and on both forms showing their error messages. The embedded
 * map is Google's document, not ours, so its frame is left out.
 */

async function expectNoViolations(page: Page, label: string) {
  await renderSkippedContent(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('iframe[src*="google.com/maps"]').analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `${label}\n${summary.join('\n')}`).toEqual([]);
}

const routes = [
  '/',
  '/about',
  '/treatments',
  treatmentPages[0].path,
  '/gallery',
  '/blogs',
  '/contact',
  '/book-appointment',
  '/policy',
  '/terms',
  '/a-page-that-does-not-exist',
];

test.describe('accessibility (axe)', () => {
  for (const route of routes) {
    test(`${route} has no WCAG A/AA violations`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, route);
    });
  }

  for (const [route, button] of [
    ['/contact', 'Send Message'],
    ['/book-appointment', 'Book Appointment'],
  ] as const) {
    test(`${route} with every error showing has no violations`, async ({ page }) => {
      await page.goto(route);
      await page.locator('form.enquiry-form').getByRole('button', { name: button }).click();
      await expect(page.locator('form.enquiry-form .form-field__error').first()).toBeVisible();
      await expectNoViolations(page, `${route} with errors`);
    });

    test(`${route} shown again by the server after a post without scripts has no violations`, async ({ page }) => {
      await page.goto(route);
      // A native submission, as before scripts run: the server answers with the page, its messages and summary.
      await page.locator('form.enquiry-form').evaluate((form: HTMLFormElement) => form.submit());
      await expect(page).toHaveURL(new RegExp(`${route}#`));
      await expect(page.locator('form.enquiry-form .form-summary')).toBeVisible();
      await expect(page.locator('form.enquiry-form .form-field__error').first()).toBeVisible();
      await expectNoViolations(page, `${route} shown again by the server`);
    });
  }
});
