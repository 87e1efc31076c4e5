import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core with every WCAG 2.0, 2.1 and 2.2 A and AA rule, on the page as it stands (call it after
 * the page has its data). Google's map frame is Google's document, not ours, so it is left out.
 */
export async function expectNoWcagViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .exclude('iframe[src*="google.com/maps"]')
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `${label}\n${summary.join('\n')}`).toEqual([]);
}
